import { describe, expect, it } from 'vitest';
import { wilsonInterval, Z95 } from './stats.ts';

// Reference values: the Wilson score interval at 95% (z = 1.96) as statistics tables give it.
const expectInterval = (actual: { low: number; high: number }, low: number, high: number) => {
  expect(actual.low).toBeCloseTo(low, 4);
  expect(actual.high).toBeCloseTo(high, 4);
};

describe('Wilson interval', () => {
  it('uses z = 1.96, the two-sided 95% level', () => {
    expect(Z95).toBe(1.96);
    expect(wilsonInterval(15, 20)).toEqual(wilsonInterval(15, 20, 1.96));
  });

  it('matches the published 95% intervals', () => {
    expectInterval(wilsonInterval(15, 20), 0.5313, 0.8881);
    expectInterval(wilsonInterval(5, 10), 0.2366, 0.7634);
    expectInterval(wilsonInterval(150, 200), 0.6857, 0.8049);
  });

  it('knows nothing without answers: the whole 0–1 range', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(wilsonInterval(3, -1)).toEqual({ low: 0, high: 1 });
  });

  it('stays inside 0–1 at 0% and 100%, where the plain interval collapses to a point', () => {
    expectInterval(wilsonInterval(0, 10), 0, 0.2775);
    expect(wilsonInterval(0, 10).low).toBe(0);
    expectInterval(wilsonInterval(10, 10), 0.7225, 1);
    expect(wilsonInterval(10, 10).high).toBe(1);
  });

  it('is wide but honest after a single answer', () => {
    expectInterval(wilsonInterval(1, 1), 0.2065, 1);
    expectInterval(wilsonInterval(0, 1), 0, 0.7935);
  });

  it('is symmetric: k right of n mirrors n − k right of n', () => {
    for (const [k, n] of [
      [3, 10],
      [1, 2],
      [7, 40],
    ] as const) {
      const right = wilsonInterval(k, n);
      const wrong = wilsonInterval(n - k, n);
      expect(right.low).toBeCloseTo(1 - wrong.high, 12);
      expect(right.high).toBeCloseTo(1 - wrong.low, 12);
    }
  });

  it('narrows as answers add up, and widens with a higher confidence level', () => {
    const few = wilsonInterval(15, 20);
    const many = wilsonInterval(150, 200);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(many.low).toBeLessThan(0.75);
    expect(many.high).toBeGreaterThan(0.75);
    expectInterval(wilsonInterval(3, 10, 2.576), 0.0796, 0.68);
    expect(wilsonInterval(3, 10, 0)).toEqual({ low: 0.3, high: 0.3 });
  });
});
