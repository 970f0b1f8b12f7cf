// @ts-nocheck
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import type { MatrixBuild } from './bar.ts';
import { DI_EXAMS, dilrSet, list, type SetMeta } from './kit.ts';
import { drawMatrix, type MatrixQuery, type MatrixWords, matrixQuestions } from './matrix-di.ts';
import { MONTHS } from './names.ts';

/** Line chart: three or four series over seven or eight months; trends, rises and crossings. */

interface LineTheme extends MatrixWords {
  title: string;
  series: string[];
  lo: number;
  hi: number;
  step: number;
}

const THEMES: LineTheme[] = [
  {
    title: 'Monthly sales of four smartphone brands',
    series: ['Kite', 'Lumo', 'Novo', 'Orbit'],
    seriesNoun: 'brand',
    categoryNoun: 'month',
    unit: 'thousand units',
    measure: 'sales',
    lo: 20,
    hi: 95,
    step: 1,
  },
  {
    title: 'Average daily footfall at four malls',
    series: ['City Square', 'Galaxy Mall', 'Metro Walk', 'Riverside'],
    seriesNoun: 'mall',
    categoryNoun: 'month',
    unit: 'hundred visitors',
    measure: 'footfall',
    lo: 40,
    hi: 160,
    step: 2,
  },
  {
    title: 'Month-end share prices of four companies',
    series: ['Aruna Steel', 'Bodhi Pharma', 'Coral Foods', 'Dhruv Power'],
    seriesNoun: 'company',
    categoryNoun: 'month',
    unit: '₹',
    measure: 'share price',
    lo: 120,
    hi: 480,
    step: 2,
  },
  {
    title: 'Monthly rainfall at four weather stations',
    series: ['Station P', 'Station Q', 'Station R', 'Station S'],
    seriesNoun: 'station',
    categoryNoun: 'month',
    unit: 'mm',
    measure: 'rainfall',
    lo: 30,
    hi: 260,
    step: 5,
  },
];

export function buildLine(rng: Rng): MatrixBuild {
  const theme = rng.pick(THEMES);
  const length = rng.int(7, 8);
  const start = rng.int(0, 12 - length);
  const months = MONTHS.slice(start, start + length);
  const count = rng.int(3, 4);
  const series = theme.series.slice(0, count);
  const matrix = drawMatrix(rng, series, months, theme.lo, theme.hi, theme.step);
  const meta: SetMeta = { generator: 'dilr-line', area: 'Data Interpretation', topic: 'Line charts', exams: DI_EXAMS };
  const s = () => rng.int(0, count - 1);
  const kinds: Array<(r: Rng) => MatrixQuery> = rng.shuffle([
    () => ({ kind: 'countRises', s: s() }),
    () => ({ kind: 'maxRise', s: s() }),
    () => ({ kind: 'growth', s: s(), from: 0, to: length - 1 }),
    () => {
      const [a, b] = rng.shuffle([...series.keys()]);
      return { kind: 'countGreater', a, b };
    },
    () => ({ kind: 'average', s: s() }),
    () => ({ kind: 'seriesTotal', s: s() }),
    () => ({ kind: 'maxCategoryTotal' }),
  ]);
  const made = matrixQuestions(kinds, rng.int(4, 5), matrix, theme, meta, rng);
  const body = `The line chart tracks the ${theme.measure} (in ${theme.unit}) of ${list(series)} from ${months[0]} to ${months[length - 1]} of one year. Study it and answer the questions that follow.`;
  const draft = dilrSet(
    'line',
    `${theme.title}, ${months[0]}–${months[length - 1]}`,
    body,
    made.map((m) => m.draft),
    {
      blocks: [
        {
          kind: 'line',
          title: `${theme.title} (${theme.unit})`,
          xLabel: 'Month',
          yLabel: theme.unit,
          categories: months,
          series: series.map((name, i) => ({ name, values: matrix.values[i] })),
        },
      ],
    },
  );
  return { draft, matrix, queries: made.map((m) => m.q) };
}

export const lineGenerator: SetGenerator = {
  id: 'dilr-line',
  setType: 'line',
  area: 'Data Interpretation',
  generate: (rng) => buildLine(rng).draft,
};
