// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { predictCatPercentile, predictCatSectionPercentile } from './percentile.ts';

// Expected values interpolated by hand from the exam-facts tables (linear between neighbouring points, rounded to
// two places); the range is the estimate three marks either side.

describe('predicted CAT percentile (overall)', () => {
  it('a score on a table point gives that point; the range is the interpolation 3 marks either side', () => {
    // 54: 85 + 5·(54−49)/8 = 88.125 → 88.13; 60: 90 + 5·3/13 = 91.153… → 91.15.
    expect(predictCatPercentile('CAT2024', 57)).toEqual({
      percentile: 90,
      low: 88.13,
      high: 91.15,
      basis: 'CAT 2024 score vs percentile (approximate)',
    });
  });

  it('interpolates between points: 100 lies halfway from 96 (99) to 104 (99.5)', () => {
    expect(predictCatPercentile('CAT2024', 100)?.percentile).toBe(99.25);
    // From the origin: 1 mark of 43 to the 80th percentile.
    expect(predictCatPercentile('CAT2024', 1)?.percentile).toBe(1.86);
  });

  it('clamps: nothing or less is 0, the table top or more is 100, and the low end of the range never goes below 0', () => {
    expect(predictCatPercentile('CAT2024', 0)).toMatchObject({ percentile: 0, low: 0 });
    expect(predictCatPercentile('CAT2024', -12)).toMatchObject({ percentile: 0, low: 0, high: 0 });
    expect(predictCatPercentile('CAT2024', 151)?.percentile).toBe(100);
    expect(predictCatPercentile('CAT2024', 190)).toMatchObject({ percentile: 100, low: 100, high: 100 });
    // 2: low is −1 → 0; high 5 → 80·5/43 = 9.302… → 9.3.
    expect(predictCatPercentile('CAT2024', 2)).toMatchObject({ percentile: 3.72, low: 0, high: 9.3 });
  });

  it('the CAT 2021 pattern reads the CAT 2022 table, and says so', () => {
    expect(predictCatPercentile('CAT2021', 59.7)).toMatchObject({
      percentile: 95,
      basis: 'CAT 2022 score vs percentile (approximate)',
    });
    // 45: 85 + 5·(45−41.3)/7.4 = 87.5.
    expect(predictCatPercentile('CAT2021', 45)?.percentile).toBe(87.5);
  });

  it('other exams have no public table: no estimate', () => {
    expect(predictCatPercentile('XAT2025', 20)).toBeNull();
    expect(predictCatPercentile('NMAT', 200)).toBeNull();
  });
});

// The midpoint of every segment of every table lands halfway between its two percentiles (so each point is pinned).
const MIDPOINTS: Array<[string, Array<[number, number]>]> = [
  [
    'CAT2024',
    [
      [21.5, 40],
      [46, 82.5],
      [53, 87.5],
      [63.5, 92.5],
      [77.5, 96.5],
      [90.5, 98.5],
      [100, 99.25],
      [127.5, 99.75],
    ],
  ],
  [
    'CAT2021',
    [
      [20.65, 42.5],
      [45, 87.5],
      [54.2, 92.5],
      [63.8, 96],
      [75.9, 98],
      [88.65, 99.25],
      [121.7, 99.75],
    ],
  ],
  [
    'VARC',
    [
      [9, 40],
      [21, 85],
      [27, 92.5],
      [35.5, 97],
      [50, 99.5],
    ],
  ],
  [
    'DILR',
    [
      [8.5, 40],
      [19.5, 85],
      [24.5, 92.5],
      [32.5, 97],
      [50.5, 99.5],
    ],
  ],
  [
    'QA',
    [
      [5.5, 40],
      [14, 85],
      [19.5, 92.5],
      [27.5, 97],
      [45, 99.5],
    ],
  ],
];

describe('every segment of every table', () => {
  it.each(MIDPOINTS)('%s: each segment`s midpoint is halfway between its percentiles', (table, points) => {
    for (const [score, percentile] of points) {
      const estimate = table.startsWith('CAT')
        ? predictCatPercentile(table, score)
        : predictCatSectionPercentile('CAT', table, score);
      expect(estimate?.percentile, `${table} ${score}`).toBe(percentile);
    }
  });
});

describe('predicted CAT sectional percentile', () => {
  it('reads the section`s own table: QA 22 is the 95th, range 92 to 96.09', () => {
    // 19: 90 + 5·2/5 = 92; 25: 95 + 4·3/11 = 96.09.
    expect(predictCatSectionPercentile('CAT', 'QA', 22)).toEqual({
      percentile: 95,
      low: 92,
      high: 96.09,
      basis: 'CAT 2024 sectional score vs percentile (approximate)',
    });
    expect(predictCatSectionPercentile('CAT', 'VARC', 24)?.percentile).toBe(90);
    // DILR 30: 95 + 4·3/11 = 96.09.
    expect(predictCatSectionPercentile('CAT', 'DILR', 30)?.percentile).toBe(96.09);
  });

  it('no estimate for another exam or an unknown section', () => {
    expect(predictCatSectionPercentile('XAT', 'QA', 22)).toBeNull();
    expect(predictCatSectionPercentile('CAT', 'GK', 22)).toBeNull();
  });
});
