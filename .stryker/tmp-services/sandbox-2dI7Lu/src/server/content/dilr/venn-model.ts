// @ts-nocheck
import { equals, type LinearConstraint } from './linear-solver.ts';

/**
 * Venn puzzles: three overlapping groups give eight regions, indexed by a bit mask (bit 0 = first group, …;
 * region 0 = none). The hidden region counts must follow from the clues alone, checked by the linear solver.
 */

export type Measure =
  | { kind: 'total' }
  | { kind: 'set'; s: number }
  | { kind: 'pair'; s: number; t: number }
  | { kind: 'pairOnly'; s: number; t: number }
  | { kind: 'only'; s: number }
  | { kind: 'exactly'; k: number }
  | { kind: 'atLeast'; k: number }
  | { kind: 'none' }
  | { kind: 'not'; s: number }
  | { kind: 'butNot'; s: number; t: number };

export type VennClue =
  | { t: 'value'; m: Measure; value: number; constraint: LinearConstraint }
  | { t: 'ratio'; a: Measure; b: Measure; p: number; q: number; constraint: LinearConstraint }
  | { t: 'diff'; a: Measure; b: Measure; d: number; constraint: LinearConstraint };

const bits = (mask: number) => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1);
export const has = (mask: number, s: number) => (mask >> s) & 1;

/** Which regions a measure adds up. */
export function regionsOf(m: Measure): number[] {
  const all = [0, 1, 2, 3, 4, 5, 6, 7];
  switch (m.kind) {
    case 'total':
      return all;
    case 'set':
      return all.filter((r) => has(r, m.s));
    case 'pair':
      return all.filter((r) => has(r, m.s) && has(r, m.t));
    case 'pairOnly':
      return [(1 << m.s) | (1 << m.t)];
    case 'only':
      return [1 << m.s];
    case 'exactly':
      return all.filter((r) => bits(r) === m.k);
    case 'atLeast':
      return all.filter((r) => bits(r) >= m.k);
    case 'none':
      return [0];
    case 'not':
      return all.filter((r) => !has(r, m.s));
    case 'butNot':
      return all.filter((r) => has(r, m.s) && !has(r, m.t));
  }
}

export const coefs = (m: Measure, factor = 1) => {
  const row = new Array<number>(8).fill(0);
  for (const r of regionsOf(m)) row[r] = factor;
  return row;
};
export const measureValue = (m: Measure, x: readonly number[]) => regionsOf(m).reduce((sum, r) => sum + x[r], 0);

export interface VennTheme {
  who: string;
  verb: string;
  sets: string[];
  setting: string;
}

export const THEMES: VennTheme[] = [
  { who: 'residents', verb: 'read', sets: ['The Hindu', 'The Tribune', 'The Telegraph'], setting: 'newspapers' },
  { who: 'students', verb: 'play', sets: ['cricket', 'football', 'badminton'], setting: 'sports' },
  { who: 'customers', verb: 'use', sets: ['UPI', 'credit cards', 'net banking'], setting: 'payment modes' },
  { who: 'employees', verb: 'speak', sets: ['Hindi', 'Tamil', 'Bengali'], setting: 'languages' },
  { who: 'members', verb: 'attend', sets: ['yoga', 'Zumba', 'swimming'], setting: 'classes' },
  {
    who: 'households',
    verb: 'subscribe to',
    sets: ['cable TV', 'a streaming service', 'a radio plan'],
    setting: 'services',
  },
];

export function measureText(m: Measure, theme: VennTheme): string {
  const { verb, sets } = theme;
  switch (m.kind) {
    case 'total':
      return `in all`;
    case 'set':
      return `${verb} ${sets[m.s]}`;
    case 'pair':
      return `${verb} both ${sets[m.s]} and ${sets[m.t]} (whether or not they also ${verb} ${sets[3 - m.s - m.t]})`;
    case 'pairOnly':
      return `${verb} ${sets[m.s]} and ${sets[m.t]} but not ${sets[3 - m.s - m.t]}`;
    case 'only':
      return `${verb} only ${sets[m.s]}`;
    case 'exactly':
      return m.k === 3 ? `${verb} all three` : `${verb} exactly ${m.k === 1 ? 'one' : 'two'} of the three`;
    case 'atLeast':
      return `${verb} at least ${m.k === 1 ? 'one' : 'two'} of the three`;
    case 'none':
      return `${verb} none of the three`;
    case 'not':
      return `do not ${verb} ${sets[m.s]}`;
    case 'butNot':
      return `${verb} ${sets[m.s]} but not ${sets[m.t]}`;
  }
}

export function vennClueText(clue: VennClue, theme: VennTheme): string {
  const who = theme.who;
  switch (clue.t) {
    case 'value':
      return `${clue.value} ${who} ${measureText(clue.m, theme)}.`;
    case 'ratio': {
      const times = clue.q === 1 ? (clue.p === 2 ? 'twice' : `${clue.p} times`) : null;
      return times
        ? `The number of ${who} who ${measureText(clue.a, theme)} is ${times} the number who ${measureText(clue.b, theme)}.`
        : `The numbers of ${who} who ${measureText(clue.a, theme)} and who ${measureText(clue.b, theme)} are in the ratio ${clue.p} : ${clue.q}.`;
    }
    case 'diff':
      return `${clue.d} more ${who} ${measureText(clue.a, theme)} than ${measureText(clue.b, theme)}.`;
  }
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function cluePool(x: readonly number[]): VennClue[] {
  const measures: Measure[] = [{ kind: 'none' }, { kind: 'exactly', k: 3 }];
  for (let s = 0; s < 3; s++) {
    measures.push({ kind: 'set', s }, { kind: 'only', s }, { kind: 'not', s });
    for (let t = s + 1; t < 3; t++) measures.push({ kind: 'pair', s, t }, { kind: 'pairOnly', s, t });
    for (let t = 0; t < 3; t++) if (t !== s) measures.push({ kind: 'butNot', s, t });
  }
  measures.push(
    { kind: 'exactly', k: 1 },
    { kind: 'exactly', k: 2 },
    { kind: 'atLeast', k: 1 },
    { kind: 'atLeast', k: 2 },
  );
  const pool: VennClue[] = measures.map((m) => ({
    t: 'value',
    m,
    value: measureValue(m, x),
    constraint: equals(coefs(m), measureValue(m, x)),
  }));
  // Relations between like measures (only X vs only Y, X vs Y, …): exact small ratios, else differences.
  const like: Array<[Measure, Measure]> = [];
  for (let s = 0; s < 3; s++) {
    for (let t = 0; t < 3; t++) {
      if (s === t) continue;
      like.push(
        [
          { kind: 'only', s },
          { kind: 'only', s: t },
        ],
        [
          { kind: 'set', s },
          { kind: 'set', s: t },
        ],
      );
    }
  }
  like.push(
    [
      { kind: 'exactly', k: 1 },
      { kind: 'exactly', k: 2 },
    ],
    [
      { kind: 'exactly', k: 2 },
      { kind: 'exactly', k: 1 },
    ],
  );
  for (const [a, b] of like) {
    const [va, vb] = [measureValue(a, x), measureValue(b, x)];
    if (va <= vb || vb === 0) continue;
    const g = gcd(va, vb);
    const row = (ca: number, cb: number) => coefs(a, ca).map((c, r) => c + coefs(b, cb)[r]);
    if (va / g <= 5 && vb / g <= 4)
      pool.push({ t: 'ratio', a, b, p: va / g, q: vb / g, constraint: equals(row(vb / g, -va / g), 0) });
    else pool.push({ t: 'diff', a, b, d: va - vb, constraint: equals(row(1, -1), va - vb) });
  }
  return pool;
}

export const WEIGHT = (c: VennClue) => {
  if (c.t === 'ratio') return 1.3;
  if (c.t === 'diff') return 1;
  return {
    total: 1,
    set: 1.5,
    pair: 1.4,
    pairOnly: 0.5,
    only: 0.5,
    exactly: 1.3,
    atLeast: 1,
    none: 0.8,
    not: 0.6,
    butNot: 0.7,
  }[c.m.kind];
};

export type VennQuery =
  | { kind: 'count'; m: Measure }
  | { kind: 'percent'; m: Measure }
  | { kind: 'mcqCount'; m: Measure };
