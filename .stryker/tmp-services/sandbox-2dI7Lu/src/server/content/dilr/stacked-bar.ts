// @ts-nocheck
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import type { MatrixBuild } from './bar.ts';
import { DI_EXAMS, dilrSet, list, type SetMeta, sample } from './kit.ts';
import { drawMatrix, type MatrixQuery, type MatrixWords, matrixQuestions } from './matrix-di.ts';
import { CITIES, yearsEnding } from './names.ts';

/** Stacked bar chart: each bar is a whole split into four components; totals, shares and share changes. */

interface StackedTheme extends MatrixWords {
  title: string;
  components: string[];
  categories: (rng: Rng) => string[];
  xLabel: string;
  lo: number;
  hi: number;
  step: number;
}

const THEMES: StackedTheme[] = [
  {
    title: 'Sales of a consumer-goods company by region',
    components: ['North', 'South', 'East', 'West'],
    categories: (rng) => yearsEnding(rng.int(2019, 2025), 5),
    xLabel: 'Year',
    seriesNoun: 'region',
    categoryNoun: 'year',
    unit: '₹ crore',
    measure: 'sales',
    lo: 40,
    hi: 160,
    step: 5,
  },
  {
    title: 'Electricity generation by source in five states',
    components: ['Coal', 'Hydro', 'Solar', 'Wind'],
    categories: (rng) =>
      sample(rng, ['Gujarat', 'Karnataka', 'Odisha', 'Punjab', 'Rajasthan', 'Tamil Nadu', 'Telangana'], 5),
    xLabel: 'State',
    seriesNoun: 'source',
    categoryNoun: 'state',
    unit: 'billion units',
    measure: 'generation',
    lo: 6,
    hi: 60,
    step: 1,
  },
  {
    title: 'Monthly spending of five households by head',
    components: ['Food', 'Housing', 'Transport', 'Education'],
    categories: (rng) =>
      sample(rng, ['Household A', 'Household B', 'Household C', 'Household D', 'Household E', 'Household F'], 5).sort(),
    xLabel: 'Household',
    seriesNoun: 'spending head',
    categoryNoun: 'household',
    unit: '₹ hundred',
    measure: 'spending',
    lo: 20,
    hi: 120,
    step: 2,
  },
  {
    title: 'Enrolment in five coaching centres by course',
    components: ['CAT', 'GMAT', 'GRE', 'Banking'],
    categories: (rng) => sample(rng, CITIES, 5).sort(),
    xLabel: 'Centre',
    seriesNoun: 'course',
    categoryNoun: 'centre',
    unit: 'students',
    measure: 'enrolment',
    lo: 30,
    hi: 220,
    step: 5,
  },
];

export function buildStackedBar(rng: Rng): MatrixBuild {
  const theme = rng.pick(THEMES);
  const categories = theme.categories(rng);
  const matrix = drawMatrix(rng, theme.components, categories, theme.lo, theme.hi, theme.step);
  const meta: SetMeta = {
    generator: 'dilr-stacked-bar',
    area: 'Data Interpretation',
    topic: 'Stacked bar charts',
    exams: DI_EXAMS,
  };
  const s = () => rng.int(0, 3);
  const c = () => rng.int(0, categories.length - 1);
  const timeline = theme.categoryNoun === 'year';
  const kinds: Array<(r: Rng) => MatrixQuery> = rng.shuffle([
    () => ({ kind: 'categoryTotal', c: c() }),
    () => ({ kind: 'maxCategoryTotal' }),
    () => ({ kind: 'share', s: s(), c: c() }),
    () => ({ kind: 'seriesTotal', s: s() }),
    () => ({ kind: 'countShareAbove', s: s(), threshold: rng.pick([20, 25, 30]) }),
    () => ({ kind: 'maxShare', s: s() }),
    () => (timeline ? { kind: 'totalGrowth', from: 0, to: 4 } : { kind: 'share', s: s(), c: c() }),
  ]);
  const made = matrixQuestions(kinds, rng.int(4, 5), matrix, theme, meta, rng);
  const body = `Each bar shows the ${theme.measure} (in ${theme.unit}) of one ${theme.categoryNoun}, split by ${theme.seriesNoun}: ${list(theme.components)}. The height of a bar is the total. Study the chart and answer the questions that follow.`;
  const draft = dilrSet(
    'stacked_bar',
    theme.title,
    body,
    made.map((m) => m.draft),
    {
      blocks: [
        {
          kind: 'stacked_bar',
          title: `${theme.title} (${theme.unit})`,
          xLabel: theme.xLabel,
          yLabel: theme.unit,
          categories,
          series: theme.components.map((name, i) => ({ name, values: matrix.values[i] })),
        },
      ],
    },
  );
  return { draft, matrix, queries: made.map((m) => m.q) };
}

export const stackedBarGenerator: SetGenerator = {
  id: 'dilr-stacked-bar',
  setType: 'stacked_bar',
  area: 'Data Interpretation',
  generate: (rng) => buildStackedBar(rng).draft,
};
