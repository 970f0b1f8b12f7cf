// @ts-nocheck
// Predicted CAT percentile from the score-vs-percentile tables in exam-facts (approximate; always shown as an
// estimate with a range). Linear interpolation between the table's points.

type Table = ReadonlyArray<readonly [score: number, percentile: number]>;

const CAT_2024_OVERALL: Table = [
  [0, 0],
  [43, 80],
  [49, 85],
  [57, 90],
  [70, 95],
  [85, 98],
  [96, 99],
  [104, 99.5],
  [151, 100],
];
const CAT_2022_OVERALL: Table = [
  [0, 0],
  [41.3, 85],
  [48.7, 90],
  [59.7, 95],
  [67.9, 97],
  [83.9, 99],
  [93.4, 99.5],
  [150, 100],
];
const CAT_2024_SECTIONS: Record<string, Table> = {
  VARC: [
    [0, 0],
    [18, 80],
    [24, 90],
    [30, 95],
    [41, 99],
    [59, 100],
  ],
  DILR: [
    [0, 0],
    [17, 80],
    [22, 90],
    [27, 95],
    [38, 99],
    [63, 100],
  ],
  QA: [
    [0, 0],
    [11, 80],
    [17, 90],
    [22, 95],
    [33, 99],
    [57, 100],
  ],
};

function lookup(table: Table, score: number): number {
  if (score <= 0) return 0;
  for (let i = 1; i < table.length; i++) {
    const [s1, p1] = table[i] ?? [0, 0];
    const [s0, p0] = table[i - 1] ?? [0, 0];
    if (score <= s1) return p0 + ((p1 - p0) * (score - s0)) / (s1 - s0);
  }
  return 100;
}

export interface PercentileEstimate {
  percentile: number;
  low: number;
  high: number;
  basis: string;
}

/** One question either way (±3 marks) gives the range: the table is coarse and slots differ. */
function estimate(table: Table, score: number, basis: string): PercentileEstimate {
  const r = (n: number) => Math.round(n * 100) / 100;
  return {
    percentile: r(lookup(table, score)),
    low: r(lookup(table, score - 3)),
    high: r(lookup(table, score + 3)),
    basis,
  };
}

/** The approximate CAT 2024 percentile of an overall scaled score (max 204). */
export const catPercentileOfScore = (score: number) => lookup(CAT_2024_OVERALL, score);

/** Overall estimate for a full CAT paper; null for other exams (no public table). */
export function predictCatPercentile(patternId: string, score: number): PercentileEstimate | null {
  if (patternId === 'CAT2024') return estimate(CAT_2024_OVERALL, score, 'CAT 2024 score vs percentile (approximate)');
  if (patternId === 'CAT2021') return estimate(CAT_2022_OVERALL, score, 'CAT 2022 score vs percentile (approximate)');
  return null;
}

/** Sectional estimate for CAT's VARC, DILR and QA (CAT 2024 sectional table). */
export function predictCatSectionPercentile(exam: string, sectionKey: string, score: number) {
  const table = exam === 'CAT' ? CAT_2024_SECTIONS[sectionKey] : undefined;
  return table ? estimate(table, score, 'CAT 2024 sectional score vs percentile (approximate)') : null;
}
