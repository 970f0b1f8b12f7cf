import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { candidateSpace } from './candidate-spaces.ts';
import { dilrSet, LR_EXAMS, list, mcq, ORDINALS, pairText, type SetMeta, sample, tita } from './kit.ts';
import { PEOPLE } from './names.ts';
import { chooseClues, deductionTrace, permutations, retry, weightedOrder } from './solver.ts';

/**
 * Circular arrangement: n people around a round table facing the centre. Seats are numbered clockwise (seen from
 * above); person 0 is pinned to seat 0 because every clue is about relative places. Facing the centre, a person's
 * right hand points anticlockwise, so "k-th to the right of q" is seat(q) − k.
 */

export const TABLE_SIZE = 8;

export interface Circle {
  seatOf: number[];
  atSeat: number[];
}

export type CircleClue =
  | { t: 'right'; p: number; q: number; k: number }
  | { t: 'left'; p: number; q: number; k: number }
  | { t: 'opposite'; p: number; q: number }
  | { t: 'adj'; p: number; q: number; yes: boolean }
  | { t: 'gap'; p: number; q: number; k: number }
  | { t: 'between'; p: number; q: number; r: number };

export type CircleQuery =
  | { kind: 'right'; p: number }
  | { kind: 'left'; p: number; k: number }
  | { kind: 'opposite'; p: number }
  | { kind: 'neighbours'; p: number }
  | { kind: 'countLeft'; p: number; q: number }
  | { kind: 'adjacentPair' };

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** Every seating with person 0 in seat 0: (n−1)! candidates, built once per drawing. */
export function circleCandidates(): Circle[] {
  return candidateSpace('circle', () =>
    permutations(Array.from({ length: TABLE_SIZE - 1 }, (_, i) => i + 1)).map((rest) => {
      const seatOf = [0, ...rest];
      const atSeat = seatOf.map((_, seat) => seatOf.indexOf(seat));
      return { seatOf, atSeat };
    }),
  );
}

export function circleHolds(clue: CircleClue, s: Circle): boolean {
  const n = s.seatOf.length;
  switch (clue.t) {
    case 'right':
      return s.seatOf[clue.p] === mod(s.seatOf[clue.q] - clue.k, n);
    case 'left':
      return s.seatOf[clue.p] === mod(s.seatOf[clue.q] + clue.k, n);
    case 'opposite':
      return mod(s.seatOf[clue.p] - s.seatOf[clue.q], n) === n / 2;
    case 'adj': {
      const d = mod(s.seatOf[clue.p] - s.seatOf[clue.q], n);
      return (d === 1 || d === n - 1) === clue.yes;
    }
    case 'gap': {
      const d = mod(s.seatOf[clue.p] - s.seatOf[clue.q], n);
      return Math.min(d, n - d) === clue.k + 1;
    }
    case 'between': {
      const seat = s.seatOf[clue.p];
      const a = s.atSeat[mod(seat - 1, n)];
      const b = s.atSeat[mod(seat + 1, n)];
      return (a === clue.q && b === clue.r) || (a === clue.r && b === clue.q);
    }
  }
}

const WEIGHT: Record<CircleClue['t'], number> = {
  right: 0.2,
  left: 0.2,
  opposite: 0.8,
  adj: 1.5,
  gap: 2,
  between: 0.6,
};

function cluePool(s: Circle): CircleClue[] {
  const n = s.seatOf.length;
  const pool: CircleClue[] = [];
  for (let p = 0; p < n; p++) {
    const seat = s.seatOf[p];
    const a = s.atSeat[mod(seat - 1, n)];
    const b = s.atSeat[mod(seat + 1, n)];
    pool.push({ t: 'between', p, q: Math.min(a, b), r: Math.max(a, b) });
    for (let q = 0; q < n; q++) {
      if (q === p) continue;
      const d = mod(s.seatOf[p] - s.seatOf[q], n);
      if (d === n / 2 && p < q) pool.push({ t: 'opposite', p, q });
      if (n - d <= 3) pool.push({ t: 'right', p, q, k: n - d });
      if (d <= 3) pool.push({ t: 'left', p, q, k: d });
      if (p < q) pool.push({ t: 'adj', p, q, yes: d === 1 || d === n - 1 });
      if (p < q && Math.min(d, n - d) > 1 && Math.min(d, n - d) < n / 2)
        pool.push({ t: 'gap', p, q, k: Math.min(d, n - d) - 1 });
    }
  }
  return pool;
}

const nth = (k: number) => (k === 1 ? 'immediately' : ORDINALS[k - 1]);

export function circleClueText(clue: CircleClue, people: readonly string[]): string {
  const [P, Q] = [people[clue.p], people[clue.q]];
  switch (clue.t) {
    case 'right':
      return `${P} sits ${nth(clue.k)} to the right of ${Q}.`;
    case 'left':
      return `${P} sits ${nth(clue.k)} to the left of ${Q}.`;
    case 'opposite':
      return `${P} sits directly opposite ${Q}.`;
    case 'adj':
      return clue.yes ? `${P} is a neighbour of ${Q}.` : `${P} is not a neighbour of ${Q}.`;
    case 'gap':
      return `Going the shorter way round, exactly ${clue.k} ${clue.k === 1 ? 'person sits' : 'people sit'} between ${P} and ${Q}.`;
    case 'between':
      return `${P} sits between ${Q} and ${people[clue.r]}.`;
  }
}

export interface CircleBuild {
  draft: SetDraft;
  people: string[];
  solution: Circle;
  clues: CircleClue[];
  queries: CircleQuery[];
}

export function buildCircularArrangement(rng: Rng): CircleBuild {
  const n = TABLE_SIZE;
  const people = sample(rng, PEOPLE, n).sort();
  const candidates = circleCandidates();
  const { solution, clues } = retry(20, () => {
    const hidden = candidates[rng.int(0, candidates.length - 1)];
    const pool = weightedOrder(cluePool(hidden), (c) => WEIGHT[c.t], rng);
    const chosen = chooseClues({ candidates, pool, holds: circleHolds, maxClues: 10 });
    return chosen && { solution: hidden, clues: rng.shuffle(chosen) };
  });
  const meta: SetMeta = {
    generator: 'dilr-circular-arrangement',
    area: 'Logical Reasoning',
    topic: 'Circular arrangement',
    exams: LR_EXAMS,
  };
  // Places relative to person 0: seat s is s-th to the left (clockwise) of them.
  const place = (s: number) =>
    s === n / 2
      ? `directly opposite ${people[0]}`
      : s < n / 2
        ? `${nth(s)} to the left of ${people[0]}`
        : `${nth(n - s)} to the right of ${people[0]}`;
  const trace = deductionTrace({
    candidates,
    clues,
    holds: circleHolds,
    values: (s) => s.seatOf.slice(1),
    phrase: (a, possible) => `${people[a + 1]} sits ${possible.map(place).join(' or ')}`,
  });
  const order = Array.from({ length: n }, (_, k) => people[solution.atSeat[k]]);
  const solved = [
    ...trace,
    `Going round to the left (clockwise seen from above) from ${people[0]}, the only seating is: ${order.join(' → ')} → back to ${people[0]}.`,
  ];
  const difficulty = clues.length >= 8 ? 4 : 3;
  const at = (p: number, shift: number) => solution.atSeat[mod(solution.seatOf[p] + shift, n)];
  const others = (...not: number[]) => rng.shuffle(people.filter((_, i) => !not.includes(i)));

  const templates: Array<() => { q: CircleQuery; draft: QuestionDraft } | null> = [
    () => {
      const p = rng.int(0, n - 1);
      const r = at(p, -1);
      const stem = `Who sits immediately to the right of ${people[p]}?`;
      const explanation = [...solved, `Facing the centre, ${people[p]}'s right neighbour is ${people[r]}.`];
      const draft = mcq(meta, rng, { stem, correct: people[r], wrong: others(r, p), explanation, difficulty });
      return { q: { kind: 'right', p }, draft };
    },
    () => {
      const p = rng.int(0, n - 1);
      const k = rng.int(2, 3);
      const r = at(p, k);
      const stem = `Who sits ${ORDINALS[k - 1]} to the left of ${people[p]}?`;
      const explanation = [...solved, `Counting ${k} seats to ${people[p]}'s left reaches ${people[r]}.`];
      const draft = mcq(meta, rng, { stem, correct: people[r], wrong: others(r, p), explanation, difficulty });
      return { q: { kind: 'left', p, k }, draft };
    },
    () => {
      const p = rng.int(0, n - 1);
      const r = at(p, n / 2);
      const stem = `Who sits directly opposite ${people[p]}?`;
      const explanation = [...solved, `${n / 2} seats away from ${people[p]} either way is ${people[r]}.`];
      const draft = mcq(meta, rng, { stem, correct: people[r], wrong: others(r, p), explanation, difficulty });
      return { q: { kind: 'opposite', p }, draft };
    },
    () => {
      const p = rng.int(0, n - 1);
      const correct = pairText(people[at(p, -1)], people[at(p, 1)]);
      const wrong: string[] = [];
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++) if (a !== p && b !== p) wrong.push(pairText(people[a], people[b]));
      const stem = `Who are the two neighbours of ${people[p]}?`;
      const explanation = [...solved, `${people[p]} sits between ${correct}.`];
      const draft = mcq(meta, rng, { stem, correct, wrong: rng.shuffle(wrong), explanation, difficulty });
      return { q: { kind: 'neighbours', p }, draft };
    },
    () => {
      const [p, q] = rng.shuffle([...people.keys()]);
      const value = mod(solution.seatOf[q] - solution.seatOf[p], n) - 1;
      const stem = `Starting from ${people[p]} and moving to ${people[p]}'s left, how many people sit between ${people[p]} and ${people[q]}?`;
      const explanation = [...solved, `Moving left from ${people[p]}, ${value} people come before ${people[q]}.`];
      return {
        q: { kind: 'countLeft', p, q },
        draft: tita(meta, { stem, value, explanation, difficulty: difficulty + 1 }),
      };
    },
    () => {
      const pairs: Array<[number, number]> = [];
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) pairs.push([a, b]);
      const adjacent = ([a, b]: [number, number]) => at(a, 1) === b || at(a, -1) === b;
      const right = rng.pick(pairs.filter(adjacent));
      const correct = pairText(people[right[0]], people[right[1]]);
      const wrong = rng.shuffle(pairs.filter((x) => !adjacent(x))).map(([a, b]) => pairText(people[a], people[b]));
      const stem = 'Which of the following pairs are neighbours?';
      const explanation = [...solved, `Of the pairs listed, only ${correct} sit side by side.`];
      return { q: { kind: 'adjacentPair' }, draft: mcq(meta, rng, { stem, correct, wrong, explanation, difficulty }) };
    },
  ];

  const count = rng.int(4, 5);
  const made: Array<{ q: CircleQuery; draft: QuestionDraft }> = [];
  for (const template of rng.shuffle(templates)) {
    if (made.length === count) break;
    const result = template();
    if (result) made.push(result);
  }
  const body = [
    `${list(people)} sit around a circular table with ${n} equally spaced seats, all facing the centre.`,
    '',
    'The following is known:',
    '',
    ...clues.map((clue, i) => `${i + 1}. ${circleClueText(clue, people)}`),
  ].join('\n');
  const draft = dilrSet(
    'circular_arrangement',
    `Round table: ${n} friends`,
    body,
    made.map((m) => m.draft),
  );
  return { draft, people, solution, clues, queries: made.map((m) => m.q) };
}

export const circularArrangementGenerator: SetGenerator = {
  id: 'dilr-circular-arrangement',
  setType: 'circular_arrangement',
  area: 'Logical Reasoning',
  generate: (rng) => buildCircularArrangement(rng).draft,
};
