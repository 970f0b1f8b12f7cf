// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { must } from '../../must.ts';
import { DEFAULT_ABILITY, updateAbilityMany } from './ability.ts';
import { difficultyProgression, recentAccuracy } from './progress.ts';

const attempt = (correct: boolean, b = 0) => ({ b, correct });

describe('recentAccuracy', () => {
  it('is the share correct among the last `window` attempts', () => {
    const history = [
      ...Array(10).fill(attempt(false)),
      ...Array(15).fill(attempt(true)),
      ...Array(5).fill(attempt(false)),
    ];
    expect(recentAccuracy(history)).toBe(15 / 20);
    expect(recentAccuracy(history, 5)).toBe(0);
    expect(recentAccuracy(history, 100)).toBe(15 / 30);
  });

  it('is 0 with no attempts', () => {
    expect(recentAccuracy([])).toBe(0);
  });
});

describe('difficultyProgression', () => {
  it('reads the estimate after every window and at the end', () => {
    const history = Array.from({ length: 25 }, (_, i) => attempt(i % 3 !== 0));
    const points = difficultyProgression(history, { window: 10 });
    expect(points.map((p) => p.attempts)).toEqual([10, 20, 25]);
    expect(points[2]?.accuracy).toBeCloseTo(history.slice(20).filter((a) => a.correct).length / 5, 12);
    const final = updateAbilityMany(DEFAULT_ABILITY, history);
    expect(points[2]?.theta).toBeCloseTo(final.theta, 12);
    expect(points[2]?.uncertainty).toBeCloseTo(final.uncertainty, 12);
  });

  it('shows a rising level for a learner who starts failing and then masters harder items', () => {
    const history = [
      ...Array.from({ length: 10 }, () => attempt(false, -1)),
      ...Array.from({ length: 10 }, () => attempt(true, 0)),
      ...Array.from({ length: 10 }, () => attempt(true, 1)),
      ...Array.from({ length: 10 }, () => attempt(true, 2)),
    ];
    const points = difficultyProgression(history);
    expect(points).toHaveLength(4);
    for (let i = 1; i < points.length; i++)
      expect(points[i]?.theta).toBeGreaterThan(points[i - 1]?.theta ?? Number.NaN);
    expect(points[0]?.recommendedDifficulty).toBeLessThan(points[3]?.recommendedDifficulty ?? Number.NaN);
    expect(points[0]?.accuracy).toBe(0);
    expect(points[3]?.accuracy).toBe(1);
  });

  it('lets evidence count for more after a long gap', () => {
    const day = (d: number) => new Date(Date.UTC(2025, 0, 1) + d * 86_400_000);
    const base = Array.from({ length: 30 }, (_, i) => ({ b: 0, correct: i % 2 === 0, at: day(0) }));
    const soon = difficultyProgression([...base, { b: 0, correct: true, at: day(1) }]);
    const late = difficultyProgression([...base, { b: 0, correct: true, at: day(200) }]);
    expect(late.at(-1)?.theta).toBeGreaterThan(must(soon.at(-1), 'a progression point').theta);
  });

  it('is empty with no attempts', () => {
    expect(difficultyProgression([])).toEqual([]);
  });
});
