import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { dilrSet, LR_EXAMS, list, mcq, ORDINALS, type SetMeta, sample, tita } from './kit.ts';
import { CITIES, PEOPLE } from './names.ts';
import { chooseClues, deductionTrace, permutations, retry, weightedOrder } from './solver.ts';

/** Linear arrangement with a second attribute: n people in a row facing north, each from a different city. */

export const ROW_SIZE = 5;

/** seatOf[person] is 0 (leftmost) … n−1; cityOf[person] is a city index. */
export interface Row {
  seatOf: number[];
  cityOf: number[];
  /** fromCity[c] is the person from city c (derived, for fast clue checks). */
  fromCity: number[];
}

export type RowClue =
  | { t: 'seat'; p: number; seat: number }
  | { t: 'end'; p: number; yes: boolean }
  | { t: 'left'; p: number; q: number; imm: boolean }
  | { t: 'adj'; p: number; q: number; yes: boolean }
  | { t: 'gap'; p: number; q: number; k: number }
  | { t: 'city'; p: number; c: number; yes: boolean }
  | { t: 'cityLeft'; c: number; q: number; imm: boolean }
  | { t: 'cityAdj'; c: number; d: number; yes: boolean }
  | { t: 'cityEnd'; c: number; yes: boolean };

export type RowQuery =
  | { kind: 'personAt'; seat: number }
  | { kind: 'cityOf'; p: number }
  | { kind: 'between'; p: number; q: number }
  | { kind: 'rightOfCity'; c: number }
  | { kind: 'adjacentPair' }
  | { kind: 'seatOfCity'; c: number }
  | { kind: 'ends' };

let cached: Row[] | undefined;

/** Every row of ROW_SIZE people and cities (n!² candidates), built once. */
export function rowCandidates(): Row[] {
  if (cached) return cached;
  const n = ROW_SIZE;
  const orders = permutations(Array.from({ length: n }, (_, i) => i));
  const out: Row[] = [];
  for (const seatOf of orders) {
    for (const cityOf of orders) out.push({ seatOf, cityOf, fromCity: cityOf.map((_, c) => cityOf.indexOf(c)) });
  }
  cached = out;
  return out;
}

export function rowHolds(clue: RowClue, s: Row): boolean {
  const last = s.seatOf.length - 1;
  switch (clue.t) {
    case 'seat':
      return s.seatOf[clue.p] === clue.seat;
    case 'end':
      return (s.seatOf[clue.p] === 0 || s.seatOf[clue.p] === last) === clue.yes;
    case 'left': {
      const d = s.seatOf[clue.q] - s.seatOf[clue.p];
      return clue.imm ? d === 1 : d > 0;
    }
    case 'adj':
      return (Math.abs(s.seatOf[clue.p] - s.seatOf[clue.q]) === 1) === clue.yes;
    case 'gap':
      return Math.abs(s.seatOf[clue.p] - s.seatOf[clue.q]) === clue.k + 1;
    case 'city':
      return (s.cityOf[clue.p] === clue.c) === clue.yes;
    case 'cityLeft': {
      const d = s.seatOf[clue.q] - s.seatOf[s.fromCity[clue.c]];
      return clue.imm ? d === 1 : d > 0;
    }
    case 'cityAdj':
      return (Math.abs(s.seatOf[s.fromCity[clue.c]] - s.seatOf[s.fromCity[clue.d]]) === 1) === clue.yes;
    case 'cityEnd': {
      const seat = s.seatOf[s.fromCity[clue.c]];
      return (seat === 0 || seat === last) === clue.yes;
    }
  }
}

const WEIGHT: Record<RowClue['t'], number> = {
  seat: 0.25,
  end: 1,
  left: 1.4,
  adj: 1.1,
  gap: 1.5,
  city: 0.6,
  cityLeft: 2,
  cityAdj: 1.5,
  cityEnd: 1,
};

/** Every clue of each kind that is true for the hidden row. */
function cluePool(s: Row): RowClue[] {
  const n = s.seatOf.length;
  const pool: RowClue[] = [];
  for (let p = 0; p < n; p++) {
    pool.push({ t: 'seat', p, seat: s.seatOf[p] });
    pool.push({ t: 'end', p, yes: s.seatOf[p] === 0 || s.seatOf[p] === n - 1 });
    for (let c = 0; c < n; c++) pool.push({ t: 'city', p, c, yes: s.cityOf[p] === c });
    for (let q = 0; q < n; q++) {
      if (q === p) continue;
      const d = s.seatOf[q] - s.seatOf[p];
      if (d > 0) pool.push({ t: 'left', p, q, imm: d === 1 });
      if (p < q) pool.push({ t: 'adj', p, q, yes: Math.abs(d) === 1 });
      if (p < q && Math.abs(d) > 1) pool.push({ t: 'gap', p, q, k: Math.abs(d) - 1 });
    }
  }
  for (let c = 0; c < n; c++) {
    const pc = s.cityOf.indexOf(c);
    pool.push({ t: 'cityEnd', c, yes: s.seatOf[pc] === 0 || s.seatOf[pc] === n - 1 });
    for (let q = 0; q < n; q++) {
      const d = s.seatOf[q] - s.seatOf[pc];
      if (q !== pc && d > 0) pool.push({ t: 'cityLeft', c, q, imm: d === 1 });
    }
    for (let d = c + 1; d < n; d++) {
      const gap = Math.abs(s.seatOf[pc] - s.seatOf[s.cityOf.indexOf(d)]);
      pool.push({ t: 'cityAdj', c, d, yes: gap === 1 });
    }
  }
  return pool;
}

export function rowClueText(clue: RowClue, people: readonly string[], cities: readonly string[]): string {
  const P = 'p' in clue ? people[clue.p] : '';
  switch (clue.t) {
    case 'seat':
      return `${P} sits ${ORDINALS[clue.seat]} from the left end.`;
    case 'end':
      return clue.yes ? `${P} sits at one of the ends.` : `${P} does not sit at either end.`;
    case 'left':
      return `${P} sits ${clue.imm ? 'immediately' : 'somewhere'} to the left of ${people[clue.q]}.`;
    case 'adj':
      return clue.yes
        ? `${P} and ${people[clue.q]} sit next to each other.`
        : `${P} does not sit next to ${people[clue.q]}.`;
    case 'gap':
      return `Exactly ${clue.k} ${clue.k === 1 ? 'person sits' : 'people sit'} between ${P} and ${people[clue.q]}.`;
    case 'city':
      return clue.yes ? `${P} is from ${cities[clue.c]}.` : `${P} is not from ${cities[clue.c]}.`;
    case 'cityLeft':
      return `The person from ${cities[clue.c]} sits ${clue.imm ? 'immediately' : 'somewhere'} to the left of ${people[clue.q]}.`;
    case 'cityAdj':
      return `The people from ${cities[clue.c]} and ${cities[clue.d]} ${clue.yes ? 'sit' : 'do not sit'} next to each other.`;
    case 'cityEnd':
      return clue.yes
        ? `The person from ${cities[clue.c]} sits at one of the ends.`
        : `The person from ${cities[clue.c]} does not sit at either end.`;
  }
}

/** Names of a pair in alphabetical order, as options show them. */
export const pairText = (a: string, b: string) => [a, b].sort().join(' and ');

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
