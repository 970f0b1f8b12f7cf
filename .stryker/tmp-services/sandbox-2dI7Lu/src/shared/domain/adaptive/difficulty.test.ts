// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  difficultyLabel,
  ELO_ALPHA,
  ELO_BETA,
  eloStep,
  initialDifficulty,
  recommendedDifficulty,
  updateItemDifficulty,
} from './difficulty.ts';

describe('difficulty labels', () => {
  it('seeds b one logit apart: 1→−2 … 5→+2, and maps back', () => {
    expect([1, 2, 3, 4, 5].map(initialDifficulty)).toEqual([-2, -1, 0, 1, 2]);
    expect([-2, -1, 0, 1, 2].map(difficultyLabel)).toEqual([1, 2, 3, 4, 5]);
    expect(difficultyLabel(-3.7)).toBe(1);
    expect(difficultyLabel(9)).toBe(5);
  });

  it('recommends the label nearest to θ', () => {
    expect(recommendedDifficulty(0.2)).toBe(3);
    expect(recommendedDifficulty(1.6)).toBe(5);
    expect(recommendedDifficulty(-1.2)).toBe(2);
  });
});

describe('online difficulty update', () => {
  it('uses Pelánek’s uncertainty function α/(1 + β·n)', () => {
    expect(eloStep(0)).toBe(ELO_ALPHA);
    expect(eloStep(10)).toBeCloseTo(ELO_ALPHA / (1 + ELO_BETA * 10), 12);
  });

  it('makes an item easier after a right answer and harder after a wrong one', () => {
    expect(updateItemDifficulty(0.5, 3, 0, true)).toBeLessThan(0.5);
    expect(updateItemDifficulty(0.5, 3, 0, false)).toBeGreaterThan(0.5);
  });

  it('moves more on a surprise than on an expected result', () => {
    const surprise = 1 - updateItemDifficulty(1, 0, -1, true);
    const expected = 1 - updateItemDifficulty(1, 0, 3, true);
    expect(surprise).toBeGreaterThan(expected);
  });

  it('takes smaller steps as the item accumulates attempts', () => {
    const steps = [0, 5, 20, 100, 1000].map((n) => Math.abs(updateItemDifficulty(0, n, 0, true)));
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeLessThan(steps[i - 1] ?? Number.NaN);
    expect(steps[0]).toBeCloseTo(0.5, 12);
  });

  it('keeps b within ±4', () => {
    expect(updateItemDifficulty(-3.9, 0, 4, true)).toBeGreaterThanOrEqual(-4);
    expect(updateItemDifficulty(3.9, 0, -4, false)).toBeLessThanOrEqual(4);
  });
});
