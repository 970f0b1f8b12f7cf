import { permutations } from './solver.ts';

/**
 * The generator's own model of a partly determined arrangement: six entities in numbered positions 1–6 (stored
 * 0-based), each with a different value of one attribute (profession, city, cover colour). Clues are kept true for a
 * hidden arrangement but chosen so that a few arrangements remain; questions then ask what is forced, what varies and
 * how far it can vary. The text-reading solver in partial-solver.ts checks all of it independently.
 */

export const SIZE = 6;

/** An entity named directly (k 'n', person i) or through its attribute value (k 'a', whoever has value i). */
export type Ref = { k: 'n'; i: number } | { k: 'a'; i: number };

/** `rev` only changes the wording ("B is above A" for "A is below B"), never the meaning. */
export type Fact =
  | { t: 'at'; e: Ref; pos: number }
  | { t: 'parity'; e: Ref; even: boolean }
  | { t: 'before'; a: Ref; b: Ref; rev: boolean }
  | { t: 'next'; a: Ref; b: Ref; rev: boolean }
  | { t: 'gap'; a: Ref; b: Ref; k: number }
  | { t: 'adj'; a: Ref; b: Ref; yes: boolean }
  | { t: 'end'; e: Ref; yes: boolean }
  | { t: 'has'; p: number; v: number; yes: boolean };

/** pos[person] is 0…5; val[person] is a value index; who[value] is the person holding it. */
export interface Arr {
  pos: readonly number[];
  val: readonly number[];
  who: readonly number[];
}

const PERMS = permutations([...Array(SIZE).keys()]);
const INVERSES = PERMS.map((p) => p.map((_, v) => p.indexOf(v)));
/** Candidates are numbered: index = positions-permutation × 720 + values-permutation (518,400 in all). */
export const CANDIDATES = PERMS.length * PERMS.length;

export function arrAt(index: number): Arr {
  const j = index % PERMS.length;
  return { pos: PERMS[Math.floor(index / PERMS.length)], val: PERMS[j], who: INVERSES[j] };
}

export const personOf = (r: Ref, s: Arr) => (r.k === 'n' ? r.i : s.who[r.i]);
export const posOf = (r: Ref, s: Arr) => s.pos[personOf(r, s)];

export function holds(f: Fact, s: Arr): boolean {
  switch (f.t) {
    case 'at':
      return posOf(f.e, s) === f.pos;
    case 'parity':
      // Position numbers shown are 1-based, so "even-numbered" is an odd 0-based index.
      return (posOf(f.e, s) % 2 === 1) === f.even;
    case 'before':
      return posOf(f.a, s) < posOf(f.b, s);
    case 'next':
      return posOf(f.a, s) + 1 === posOf(f.b, s);
    case 'gap':
      return Math.abs(posOf(f.a, s) - posOf(f.b, s)) === f.k + 1;
    case 'adj':
      return (Math.abs(posOf(f.a, s) - posOf(f.b, s)) === 1) === f.yes;
    case 'end': {
      const p = posOf(f.e, s);
      return (p === 0 || p === SIZE - 1) === f.yes;
    }
    case 'has':
      return (s.val[f.p] === f.v) === f.yes;
  }
}

/** Every entity reference: six names, then six attribute values. */
export const REFS: Ref[] = [
  ...[...Array(SIZE).keys()].map((i) => ({ k: 'n' as const, i })),
  ...[...Array(SIZE).keys()].map((i) => ({ k: 'a' as const, i })),
];

export const WEIGHT: Record<Fact['t'], number> = {
  at: 0.25,
  parity: 0.6,
  before: 1.3,
  next: 1.2,
  gap: 1.3,
  adj: 0.9,
  end: 0.7,
  has: 0.6,
};

/**
 * Every fact true of `s` that reads naturally: relations only between two different people (so no clue relates the
 * doctor to herself under two names), no "not next to" between a name and a value (it would hint they differ).
 */
export function factPool(s: Arr, pick: () => boolean): Fact[] {
  const pool: Fact[] = [];
  for (const e of REFS) {
    const p = posOf(e, s);
    pool.push({ t: 'at', e, pos: p });
    pool.push({ t: 'parity', e, even: p % 2 === 1 });
    pool.push({ t: 'end', e, yes: p === 0 || p === SIZE - 1 });
    for (const b of REFS) {
      if (personOf(e, s) === personOf(b, s)) continue;
      const d = posOf(b, s) - p;
      if (d > 0) pool.push({ t: 'before', a: e, b, rev: pick() });
      if (d === 1) pool.push({ t: 'next', a: e, b, rev: pick() });
      const ordered = e.k < b.k || (e.k === b.k && e.i < b.i);
      if (!ordered) continue;
      if (Math.abs(d) > 1) pool.push({ t: 'gap', a: e, b, k: Math.abs(d) - 1 });
      if (Math.abs(d) === 1 || e.k === b.k) pool.push({ t: 'adj', a: e, b, yes: Math.abs(d) === 1 });
    }
  }
  for (let p = 0; p < SIZE; p++) {
    for (let v = 0; v < SIZE; v++) pool.push({ t: 'has', p, v, yes: s.val[p] === v });
  }
  return pool;
}

/** The 0-based position or value a question asks about, per arrangement. */
export type Ask = { kind: 'posOf'; e: Ref } | { kind: 'whoAt'; pos: number } | { kind: 'valOf'; p: number };

export function askValue(a: Ask, s: Arr): number {
  if (a.kind === 'posOf') return posOf(a.e, s);
  if (a.kind === 'whoAt') return s.pos.indexOf(a.pos);
  return s.val[a.p];
}
