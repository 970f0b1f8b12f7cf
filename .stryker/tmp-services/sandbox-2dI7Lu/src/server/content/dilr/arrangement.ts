// @ts-nocheck
import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import {
  cluePool,
  ROW_SIZE,
  type Row,
  type RowClue,
  type RowQuery,
  rowCandidates,
  rowClueText,
  rowHolds,
  WEIGHT,
} from './arrangement-model.ts';
import { dilrSet, LR_EXAMS, list, mcq, ORDINALS, pairText, type SetMeta, sample, tita } from './kit.ts';
import { CITIES, PEOPLE } from './names.ts';
import { chooseClues, deductionTrace, retry, weightedOrder } from './solver.ts';

/** Linear arrangement sets: a hidden row, clues chosen until it is the only one left, questions read off it. */
export interface RowBuild {
  draft: SetDraft;
  people: string[];
  cities: string[];
  solution: Row;
  clues: RowClue[];
  queries: RowQuery[];
}

export function buildArrangement(rng: Rng): RowBuild {
  const n = ROW_SIZE;
  const people = sample(rng, PEOPLE, n).sort();
  const cities = sample(rng, CITIES, n).sort();
  const candidates = rowCandidates();
  const { solution, clues } = retry(20, () => {
    const hidden = candidates[rng.int(0, candidates.length - 1)];
    const pool = weightedOrder(cluePool(hidden), (c) => WEIGHT[c.t], rng);
    const chosen = chooseClues({ candidates, pool, holds: rowHolds, maxClues: 10 });
    return chosen && { solution: hidden, clues: rng.shuffle(chosen) };
  });

  const meta: SetMeta = {
    generator: 'dilr-arrangement',
    area: 'Logical Reasoning',
    topic: 'Linear arrangement',
    subtopic: 'Two-attribute row',
    exams: LR_EXAMS,
  };
  const seatLine = (s: Row) =>
    Array.from({ length: n }, (_, seat) => {
      const p = s.seatOf.indexOf(seat);
      return `${seat + 1}: ${people[p]} (${cities[s.cityOf[p]]})`;
    }).join(', ');
  const trace = deductionTrace({
    candidates,
    clues,
    holds: rowHolds,
    values: (s) => [...s.seatOf, ...s.cityOf],
    phrase: (a, possible) =>
      a < n
        ? `${people[a]} sits ${possible.map((seat) => ORDINALS[seat]).join(' or ')}`
        : `${people[a - n]} is from ${possible.map((c) => cities[c]).join(' or ')}`,
  });
  const solved = [...trace, `The only arrangement left, from the left: ${seatLine(solution)}.`];
  const difficulty = clues.length >= 8 ? 4 : 3;

  const personAt = (seat: number) => solution.seatOf.indexOf(seat);
  const fromCity = (c: number) => solution.cityOf.indexOf(c);
  const others = (p: number) => people.filter((_, i) => i !== p);
  const templates: Array<() => { q: RowQuery; draft: QuestionDraft } | null> = [
    () => {
      const given = clues.flatMap((c) => (c.t === 'seat' ? [c.seat] : []));
      const open = [...Array(n).keys()].filter((k) => !given.includes(k));
      if (open.length === 0) return null;
      const seat = rng.pick(open);
      const p = personAt(seat);
      const stem = `Who sits ${ORDINALS[seat]} from the left end?`;
      const explanation = [...solved, `So ${people[p]} sits ${ORDINALS[seat]} from the left.`];
      const wrong = rng.shuffle(others(p));
      return {
        q: { kind: 'personAt', seat },
        draft: mcq(meta, rng, { stem, correct: people[p], wrong, explanation, difficulty }),
      };
    },
    () => {
      const given = clues.flatMap((c) => (c.t === 'city' && c.yes ? [c.p] : []));
      const open = [...Array(n).keys()].filter((k) => !given.includes(k));
      if (open.length === 0) return null;
      const p = rng.pick(open);
      const stem = `Which city is ${people[p]} from?`;
      const explanation = [...solved, `So ${people[p]} is from ${cities[solution.cityOf[p]]}.`];
      const wrong = rng.shuffle(cities.filter((_, c) => c !== solution.cityOf[p]));
      const correct = cities[solution.cityOf[p]];
      return { q: { kind: 'cityOf', p }, draft: mcq(meta, rng, { stem, correct, wrong, explanation, difficulty }) };
    },
    () => {
      const [p, q] = rng.shuffle([...people.keys()]);
      const value = Math.abs(solution.seatOf[p] - solution.seatOf[q]) - 1;
      const stem = `How many people sit between ${people[p]} and ${people[q]}?`;
      const explanation = [
        ...solved,
        `${people[p]} is in seat ${solution.seatOf[p] + 1} and ${people[q]} in seat ${solution.seatOf[q] + 1}, so ${value} sit between them.`,
      ];
      return { q: { kind: 'between', p, q }, draft: tita(meta, { stem, value, explanation, difficulty }) };
    },
    () => {
      const c = rng.int(0, n - 1);
      const seat = solution.seatOf[fromCity(c)];
      if (seat === n - 1) return null;
      const r = personAt(seat + 1);
      const stem = `Who sits immediately to the right of the person from ${cities[c]}?`;
      const explanation = [
        ...solved,
        `The person from ${cities[c]} is ${people[fromCity(c)]}; to the right sits ${people[r]}.`,
      ];
      const wrong = rng.shuffle(others(r));
      return {
        q: { kind: 'rightOfCity', c },
        draft: mcq(meta, rng, { stem, correct: people[r], wrong, explanation, difficulty: difficulty + 1 }),
      };
    },
    () => {
      const pairs: Array<[number, number]> = [];
      for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) pairs.push([p, q]);
      const adjacent = (x: [number, number]) => Math.abs(solution.seatOf[x[0]] - solution.seatOf[x[1]]) === 1;
      const right = rng.pick(pairs.filter(adjacent));
      const wrong = rng.shuffle(pairs.filter((x) => !adjacent(x))).map(([a, b]) => pairText(people[a], people[b]));
      const correct = pairText(people[right[0]], people[right[1]]);
      const stem = 'Which of the following pairs sit next to each other?';
      const explanation = [...solved, `Of the pairs listed, only ${correct} occupy neighbouring seats.`];
      return { q: { kind: 'adjacentPair' }, draft: mcq(meta, rng, { stem, correct, wrong, explanation, difficulty }) };
    },
    () => {
      const c = rng.int(0, n - 1);
      const seat = solution.seatOf[fromCity(c)];
      const label = (k: number) => `${ORDINALS[k][0].toUpperCase()}${ORDINALS[k].slice(1)} from the left`;
      const wrong = rng.shuffle([...Array(n).keys()].filter((k) => k !== seat)).map(label);
      const stem = `Where does the person from ${cities[c]} sit?`;
      const explanation = [...solved, `The person from ${cities[c]} is ${people[fromCity(c)]}, in seat ${seat + 1}.`];
      return {
        q: { kind: 'seatOfCity', c },
        draft: mcq(meta, rng, { stem, correct: label(seat), wrong, explanation, difficulty }),
      };
    },
    () => {
      const a = personAt(0);
      const b = personAt(n - 1);
      const correct = pairText(people[a], people[b]);
      const wrong: string[] = [];
      for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) wrong.push(pairText(people[p], people[q]));
      const stem = 'Who sit at the two ends of the row?';
      const explanation = [...solved, `The ends are seats 1 and ${n}: ${people[a]} and ${people[b]}.`];
      return {
        q: { kind: 'ends' },
        draft: mcq(meta, rng, { stem, correct, wrong: rng.shuffle(wrong), explanation, difficulty }),
      };
    },
  ];

  const count = rng.int(4, 5);
  const made: Array<{ q: RowQuery; draft: QuestionDraft }> = [];
  for (const template of rng.shuffle(templates)) {
    if (made.length === count) break;
    const result = template();
    if (result) made.push(result);
  }

  const body = [
    `${list(people)} sit in a row of ${n} seats, all facing north. Each of them is from a different city among ${list(cities)}. Seats are counted from the left end.`,
    '',
    'The following is known:',
    '',
    ...clues.map((clue, i) => `${i + 1}. ${rowClueText(clue, people, cities)}`),
  ].join('\n');
  const draft = dilrSet(
    'arrangement',
    `Seating in a row: ${people.length} travellers from ${people.length} cities`,
    body,
    made.map((m) => m.draft),
  );
  return { draft, people, cities, solution, clues, queries: made.map((m) => m.q) };
}

export const arrangementGenerator: SetGenerator = {
  id: 'dilr-arrangement',
  setType: 'arrangement',
  area: 'Logical Reasoning',
  generate: (rng) => buildArrangement(rng).draft,
};
