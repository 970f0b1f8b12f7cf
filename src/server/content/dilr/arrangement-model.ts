import { candidateSpace } from './candidate-spaces.ts';
import { ORDINALS } from './kit.ts';
import { permutations } from './solver.ts';

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

/** Every row of ROW_SIZE people and cities (n!² candidates), built once per drawing. */
export function rowCandidates(): Row[] {
  return candidateSpace('row', buildRows);
}

function buildRows(): Row[] {
  const n = ROW_SIZE;
  const orders = permutations(Array.from({ length: n }, (_, i) => i));
  const out: Row[] = [];
  for (const seatOf of orders) {
    for (const cityOf of orders) out.push({ seatOf, cityOf, fromCity: cityOf.map((_, c) => cityOf.indexOf(c)) });
  }
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

export const WEIGHT: Record<RowClue['t'], number> = {
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
export function cluePool(s: Row): RowClue[] {
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
