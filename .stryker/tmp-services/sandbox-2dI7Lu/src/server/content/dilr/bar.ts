// @ts-nocheck
import type { SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { DI_EXAMS, dilrSet, list, type SetMeta } from './kit.ts';
import { drawMatrix, type Matrix, type MatrixQuery, type MatrixWords, matrixQuestions } from './matrix-di.ts';
import { yearsEnding } from './names.ts';

/** Grouped bar chart: four series over five years; growth, comparisons and totals. */

interface BarTheme extends MatrixWords {
  title: string;
  series: string[];
  lo: number;
  hi: number;
  step: number;
}

const THEMES: BarTheme[] = [
  {
    title: 'Car production by four manufacturers',
    series: ['Apex Motors', 'Bharat Auto', 'Crest Cars', 'Delta Wheels'],
    seriesNoun: 'manufacturer',
    categoryNoun: 'year',
    unit: 'thousand units',
    measure: 'production',
    lo: 40,
    hi: 180,
    step: 5,
  },
  {
    title: 'Exports of four plantation crops',
    series: ['Tea', 'Coffee', 'Spices', 'Cashew'],
    seriesNoun: 'crop',
    categoryNoun: 'year',
    unit: '₹ hundred crore',
    measure: 'export value',
    lo: 20,
    hi: 120,
    step: 2,
  },
  {
    title: 'Admissions to four streams at a state university',
    series: ['Arts', 'Commerce', 'Science', 'Engineering'],
    seriesNoun: 'stream',
    categoryNoun: 'year',
    unit: 'students',
    measure: 'admissions',
    lo: 300,
    hi: 1200,
    step: 10,
  },
  {
    title: 'Revenue of four IT services firms',
    series: ['Infolink', 'Cognita', 'Nexora', 'Quantix'],
    seriesNoun: 'firm',
    categoryNoun: 'year',
    unit: '₹ crore',
    measure: 'revenue',
    lo: 150,
    hi: 900,
    step: 5,
  },
  {
    title: 'Passengers handled at four airports',
    series: ['Pune', 'Jaipur', 'Kochi', 'Lucknow'],
    seriesNoun: 'airport',
    categoryNoun: 'year',
    unit: 'lakh passengers',
    measure: 'passenger traffic',
    lo: 30,
    hi: 140,
    step: 1,
  },
];

export interface MatrixBuild {
  draft: SetDraft;
  matrix: Matrix;
  queries: MatrixQuery[];
}

export function buildBar(rng: Rng): MatrixBuild {
  const theme = rng.pick(THEMES);
  const years = yearsEnding(rng.int(2019, 2025), 5);
  const matrix = drawMatrix(rng, theme.series, years, theme.lo, theme.hi, theme.step);
  const meta: SetMeta = { generator: 'dilr-bar', area: 'Data Interpretation', topic: 'Bar charts', exams: DI_EXAMS };
  const s = () => rng.int(0, 3);
  const pair = (): [number, number] => {
    const [a, b] = rng.shuffle([0, 1, 2, 3, 4]).slice(0, 2);
    return a < b ? [a, b] : [b, a];
  };
  const kinds: Array<(r: Rng) => MatrixQuery> = rng.shuffle([
    () => {
      const [from, to] = pair();
      return { kind: 'growth', s: s(), from, to };
    },
    () => ({ kind: 'maxGrowth', from: 0, to: 4 }),
    () => {
      const [a, b] = rng.shuffle([0, 1, 2, 3]);
      return { kind: 'countGreater', a, b };
    },
    () => ({ kind: 'categoryTotal', c: rng.int(0, 4) }),
    () => ({ kind: 'maxCategoryTotal' }),
    () => ({ kind: 'average', s: s() }),
    () => ({ kind: 'maxRise', s: s() }),
  ]);
  const made = matrixQuestions(kinds, rng.int(4, 5), matrix, theme, meta, rng);
  const body = `The bar chart shows the ${theme.measure} (in ${theme.unit}) of ${list(theme.series)} from ${years[0]} to ${years[4]}. Study it and answer the questions that follow.`;
  const draft = dilrSet(
    'bar',
    `${theme.title}, ${years[0]}–${years[4]}`,
    body,
    made.map((m) => m.draft),
    {
      blocks: [
        {
          kind: 'bar',
          title: `${theme.title} (${theme.unit})`,
          xLabel: 'Year',
          yLabel: theme.unit,
          categories: years,
          series: theme.series.map((name, i) => ({ name, values: matrix.values[i] })),
        },
      ],
    },
  );
  return { draft, matrix, queries: made.map((m) => m.q) };
}

export const barGenerator: SetGenerator = {
  id: 'dilr-bar',
  setType: 'bar',
  area: 'Data Interpretation',
  generate: (rng) => buildBar(rng).draft,
};
