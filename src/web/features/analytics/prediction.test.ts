import { describe, expect, it } from 'vitest';
import { projectAccuracy } from './prediction.ts';

const week = (accuracy: number, questionsAttempted = 10) => ({ accuracy, questionsAttempted });

describe('projectAccuracy', () => {
  it('needs at least two weeks with attempts', () => {
    expect(projectAccuracy([])).toBeNull();
    expect(projectAccuracy([week(0, 0), week(60)])).toBeNull();
  });

  it('follows a rising trend and projects it ahead', () => {
    const p = projectAccuracy([week(40), week(50), week(60)], 4);
    expect(p).toEqual({ current: 60, projected: 100, slope: 10, weeksAhead: 4, basedOnWeeks: 3 });
  });

  it('ignores empty weeks and clamps to 0–100', () => {
    const p = projectAccuracy([week(80), week(0, 0), week(40)], 4);
    expect(p?.slope).toBe(-20);
    expect(p?.current).toBe(40);
    expect(p?.projected).toBe(0);
  });

  it('weights weeks by the questions attempted', () => {
    const p = projectAccuracy([week(50, 100), week(50, 100), week(90, 1)]);
    // unweighted the slope would be 20 points a week
    expect(p?.slope).toBeLessThan(2);
  });
});
