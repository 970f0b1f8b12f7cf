// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { isStaffMember } from './access.ts';
import { attemptXp, checkAnswer, normaliseText, parseTypedNumber } from './answer-check.ts';
import { addDays } from './calendar.ts';
import { combineLimits, FREE_LIMITS, FULL_ACCESS } from './plan-limits.ts';
import { createRng } from './random.ts';

// Small rules that mutation testing showed no test pinned (issue 20): answer reading, XP, roles, plan limits, day
// arithmetic and the seeded generator behind reproducible content.

describe('typed answers', () => {
  it('an unreadable answer to a key of 0 is wrong, not read as 0', () => {
    expect(checkAnswer({ kind: 'numeric', value: 0, tolerance: 0 }, { text: 'zero' })).toBe(false);
    expect(checkAnswer({ kind: 'numeric', value: 0, tolerance: 0 }, { text: '0' })).toBe(true);
  });
  it('reads fractions with several digits and a sign, and nothing around them', () => {
    expect(parseTypedNumber('12/4')).toBe(3);
    expect(parseTypedNumber('3/12')).toBe(0.25);
    expect(parseTypedNumber('-3/4')).toBe(-0.75);
    expect(parseTypedNumber('abc3/4')).toBeNull();
    expect(parseTypedNumber('3/4abc')).toBeNull();
  });
  it('reads decimals after the point and exponents with a sign or several digits', () => {
    expect(parseTypedNumber('.25')).toBe(0.25);
    expect(parseTypedNumber('1e-3')).toBe(0.001);
    expect(parseTypedNumber('2E+2')).toBe(200);
    expect(parseTypedNumber('1e10')).toBe(10_000_000_000);
  });
  it('normalises text answers to lower case without any spaces', () => {
    expect(normaliseText(' A b\tC\n ')).toBe('abc');
    expect(normaliseText('ＡＢ')).toBe('ab');
  });
  it('gives 10 XP for a right answer and 2 for a wrong one', () => {
    expect(attemptXp(true)).toBe(10);
    expect(attemptXp(false)).toBe(2);
  });
});

describe('roles', () => {
  it('only role staff is a staff member (administrators are checked apart)', () => {
    expect(isStaffMember({ role: 'staff' })).toBe(true);
    expect(isStaffMember({ role: 'admin' })).toBe(false);
    expect(isStaffMember({ role: 'user' })).toBe(false);
    expect(isStaffMember({ role: null })).toBe(false);
    expect(isStaffMember({})).toBe(false);
  });
});

describe('plan limits', () => {
  it('free learners have no AI tutor and no premium content; full access has both', () => {
    expect(FREE_LIMITS).toEqual({ maxMockTests: 2, maxQuestions: 500, aiTutorAccess: false, premiumContent: false });
    expect(FULL_ACCESS).toEqual({ maxMockTests: -1, maxQuestions: -1, aiTutorAccess: true, premiumContent: true });
  });
  it('two limited plans combine to the larger number, and no flag appears that neither plan has', () => {
    const a = { maxMockTests: 5, maxQuestions: 100, aiTutorAccess: false, premiumContent: false };
    const b = { maxMockTests: 3, maxQuestions: 400, aiTutorAccess: false, premiumContent: false };
    expect(combineLimits([a, b])).toEqual({
      maxMockTests: 5,
      maxQuestions: 400,
      aiTutorAccess: false,
      premiumContent: false,
    });
  });
});

describe('calendar days', () => {
  it('adds and subtracts days across month, leap-day and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(addDays('2026-01-15', 30)).toBe('2026-02-14');
  });
});

describe('the seeded generator (mulberry32) behind reproducible content', () => {
  // The published mulberry32, as the oracle: generated content must stay the same for the same seed.
  function reference(seed: number) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('gives the reference sequence for a seed, in [0, 1)', () => {
    for (const seed of [0, 1, 42, 2 ** 32 - 1]) {
      const rng = createRng(seed);
      const ref = reference(seed);
      for (let i = 0; i < 50; i++) {
        const v = rng.next();
        expect(v).toBe(ref());
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(1);
      }
    }
  });

  it('int(min, max) stays within both ends and reaches each value about equally often', () => {
    const rng = createRng(7);
    const counts = new Map<number, number>();
    for (let i = 0; i < 12_000; i++) {
      const v = rng.int(3, 8);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([3, 4, 5, 6, 7, 8]);
    for (const n of counts.values()) expect(Math.abs(n - 2000)).toBeLessThan(200);
  });

  it('pick returns every item of a list over many draws and refuses an empty list', () => {
    const rng = createRng(3);
    const seen = new Set(Array.from({ length: 200 }, () => rng.pick(['a', 'b', 'c'])));
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
    expect(() => rng.pick([])).toThrow('pick from an empty list');
  });

  it('shuffle is the reference Fisher–Yates over the reference sequence, drawing one number per swap', () => {
    const ref = reference(5);
    const expected = Array.from({ length: 10 }, (_, i) => i);
    for (let i = expected.length - 1; i > 0; i--) {
      const j = Math.floor(ref() * (i + 1));
      [expected[i], expected[j]] = [expected[j] as number, expected[i] as number];
    }
    const rng = createRng(5);
    expect(rng.shuffle(Array.from({ length: 10 }, (_, i) => i))).toEqual(expected);
    expect(rng.next()).toBe(ref());
  });

  it('shuffle returns a permutation, leaves the input alone, and yields all 6 orders of 3 items evenly', () => {
    const rng = createRng(11);
    const input = [1, 2, 3];
    const orders = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const out = rng.shuffle(input);
      expect([...out].sort()).toEqual([1, 2, 3]);
      orders.set(out.join(''), (orders.get(out.join('')) ?? 0) + 1);
    }
    expect(input).toEqual([1, 2, 3]);
    expect(orders.size).toBe(6);
    for (const n of orders.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
    expect(rng.shuffle([])).toEqual([]);
    expect(rng.shuffle([9])).toEqual([9]);
  });
});
