// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setDraft } from '#shared/contracts/questions';
import { createRng } from '#shared/domain/random';
import { inr, numericWrong, plural, withTimes } from './kit.ts';
import { chooseLinearClues, equals, type LinearConstraint, rank, solveLinear } from './linear-solver.ts';
import { linearTrace } from './linear-trace.ts';
import { dilrGenerators } from './registry.ts';
import { chooseClues, deductionTrace, permutations, product, solveAll } from './solver.ts';

describe('enumeration helpers', () => {
  it('lists every permutation and every combination once', () => {
    const perms = permutations([0, 1, 2, 3]);
    expect(perms).toHaveLength(24);
    expect(new Set(perms.map((p) => p.join())).size).toBe(24);
    expect(
      product([
        ['x', 'y'],
        ['a', 'b', 'c'],
      ]),
    ).toHaveLength(6);
  });
});

// A toy puzzle: four people in four seats; a clue says "person p sits in seat s" or "p is left of q".
type Toy = { t: 'seat'; p: number; s: number } | { t: 'left'; p: number; q: number };
const toyHolds = (c: Toy, order: number[]) =>
  c.t === 'seat' ? order.indexOf(c.p) === c.s : order.indexOf(c.p) < order.indexOf(c.q);

describe('chooseClues', () => {
  const candidates = permutations([0, 1, 2, 3]);
  const hidden = [2, 0, 3, 1];
  const pool: Toy[] = [];
  for (let p = 0; p < 4; p++) {
    for (let q = 0; q < 4; q++) if (p !== q && toyHolds({ t: 'left', p, q }, hidden)) pool.push({ t: 'left', p, q });
  }
  pool.push(...[0, 1, 2, 3].map((p) => ({ t: 'seat' as const, p, s: hidden.indexOf(p) })));

  it('returns clues with exactly one solution, none of them redundant', () => {
    const clues = chooseClues({ candidates, pool, holds: toyHolds, maxClues: 10 });
    expect(clues).not.toBeNull();
    expect(solveAll(candidates, clues ?? [], toyHolds)).toEqual([hidden]);
    for (let k = 0; k < (clues?.length ?? 0); k++) {
      const without = (clues ?? []).filter((_, i) => i !== k);
      expect(solveAll(candidates, without, toyHolds).length).toBeGreaterThan(1);
    }
  });

  it('gives up when the pool cannot single out one candidate', () => {
    const weak = pool.filter((c) => c.t === 'left').slice(0, 1);
    expect(chooseClues({ candidates, pool: weak, holds: toyHolds, maxClues: 10 })).toBeNull();
  });

  it('traces the deduction down to the hidden solution', () => {
    const clues = chooseClues({ candidates, pool, holds: toyHolds, maxClues: 10 }) ?? [];
    const lines = deductionTrace({
      candidates,
      clues,
      holds: toyHolds,
      values: (order) => [0, 1, 2, 3].map((p) => order.indexOf(p)),
      phrase: (p, seats) => `P${p} in ${seats.join(' or ')}`,
    });
    const final = lines.join(' ');
    for (let p = 0; p < 4; p++) expect(final).toContain(`P${p} in ${hidden.indexOf(p)}`);
    expect(lines[0]).toMatch(/^Clues? \d/);
  });
});

describe('solveLinear', () => {
  const brute = (upper: number[], constraints: LinearConstraint[]) =>
    product(upper.map((u) => Array.from({ length: u + 1 }, (_, i) => i))).filter((x) =>
      constraints.every((c) => {
        const s = c.coefs.reduce((sum, coef, i) => sum + coef * x[i], 0);
        return s >= c.lo && s <= c.hi;
      }),
    );

  it('finds exactly the solutions a brute force finds (random small systems)', () => {
    const constraint = fc
      .tuple(
        fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: -6, max: 12 }),
        fc.nat(4),
        fc.boolean(),
      )
      .map(([coefs, lo, width, equality]) => ({ coefs, lo, hi: equality ? lo : lo + width }));
    fc.assert(
      fc.property(fc.array(constraint, { minLength: 1, maxLength: 4 }), (constraints) => {
        const upper = [5, 5, 5];
        const expected = brute(upper, constraints).map((x) => x.join());
        const found = solveLinear(upper, constraints, 1000).map((x) => x.join());
        expect(found.sort()).toEqual(expected.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('reports uniqueness for a full-rank system and two solutions otherwise', () => {
    const hidden = [3, 1, 4];
    const full = [equals([1, 1, 1], 8), equals([1, -1, 0], 2), equals([0, 0, 1], 4)];
    expect(solveLinear([10, 10, 10], full)).toEqual([hidden]);
    expect(solveLinear([10, 10, 10], full.slice(0, 2))).toHaveLength(2);
    expect(rank(full.map((c) => c.coefs))).toBe(3);
    expect(
      rank([
        [1, 1],
        [2, 2],
      ]),
    ).toBe(1);
  });

  it('chooses full-rank clues and explains each value', () => {
    const hidden = [5, 7, 2];
    const pool = [
      { constraint: equals([1, 1, 1], 14), label: 'Total' },
      { constraint: equals([1, 1, 0], 12), label: 'A' },
      { constraint: equals([2, 0, -1], 8), label: 'B' },
      { constraint: equals([0, 1, 1], 9), label: 'C' },
    ];
    const chosen = chooseLinearClues([20, 20, 20], pool, 5);
    expect(chosen).not.toBeNull();
    expect(chosen).toHaveLength(3);
    expect(
      solveLinear(
        [20, 20, 20],
        (chosen ?? []).map((c) => c.constraint),
        5,
      ),
    ).toEqual([hidden]);
    const text = linearTrace(chosen ?? [], hidden, (v) => `x${v}`).join(' ');
    for (const v of [0, 1, 2]) expect(text).toContain(`x${v} = ${hidden[v]}`);
  });
});

describe('question kit', () => {
  it('builds three distinct wrong numeric options away from the answer', () => {
    const wrong = numericWrong(20, [20, 20.01, 35], (n) => `${n}%`, { step: 4 });
    expect(wrong).toHaveLength(3);
    expect(new Set(wrong).size).toBe(3);
    expect(wrong).not.toContain('20%');
    expect(wrong).not.toContain('20.01%');
    expect(wrong[0]).toBe('35%');
  });

  it('spreads 8–12 minutes over a set', () => {
    const base = setDraft.parse(dilrGenerators[0].generate(createRng(1))).questions;
    for (const d of [2, 3, 4, 5]) {
      const total = withTimes(base.map((q) => ({ ...q, difficulty: d }))).reduce(
        (s, q) => s + (q.estimatedTime ?? 0),
        0,
      );
      expect(total).toBeGreaterThanOrEqual(8);
      expect(total).toBeLessThanOrEqual(12);
    }
  });

  it('writes plurals and Indian digit grouping', () => {
    expect(plural('company')).toBe('companies');
    expect(plural('day')).toBe('days');
    expect(plural('box')).toBe('boxes');
    expect(inr(1234567)).toBe('12,34,567');
    expect(inr(950)).toBe('950');
  });
});

describe('DILR registry', () => {
  it('holds at least 10 generators with distinct set types, each producing its declared type', () => {
    const types = dilrGenerators.map((g) => g.setType);
    expect(new Set(types).size).toBe(types.length);
    expect(types.length).toBeGreaterThanOrEqual(10);
    expect(new Set(dilrGenerators.map((g) => g.id)).size).toBe(types.length);
    const areas = new Set(dilrGenerators.map((g) => g.area));
    expect([...areas].sort()).toEqual(['Data Interpretation', 'Logical Reasoning']);
    for (const g of dilrGenerators) {
      const set = setDraft.parse(g.generate(createRng(7)));
      expect(set.setType).toBe(g.setType);
      for (const q of set.questions) {
        expect(q.area).toBe(g.area);
        expect(q.generator).toBe(g.id);
      }
    }
  });
});
