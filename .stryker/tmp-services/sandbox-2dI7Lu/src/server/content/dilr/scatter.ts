// @ts-nocheck
import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { DI_EXAMS, dilrSet, fmt, mcq, numericWrong, type SetMeta, sample, tita } from './kit.ts';
import { argmaxUnique } from './matrix-di.ts';
import { PEOPLE } from './names.ts';

/** Scatter plot: labelled points (x, y); questions on the diagonal y = x, sums, ratios and thresholds. */

export interface Point {
  x: number;
  y: number;
  label: string;
}

export type ScatterQuery =
  | { kind: 'countYAboveX' }
  | { kind: 'maxDiff' }
  | { kind: 'countSumAbove'; t: number }
  | { kind: 'maxSum' }
  | { kind: 'meanY' }
  | { kind: 'maxRatio' }
  | { kind: 'countRatioAbove'; t: number }
  | { kind: 'countBothAbove'; t: number };

interface ScatterTheme {
  title: string;
  /** What a point is: "student", "store". */
  noun: string;
  labels: readonly string[];
  xName: string;
  yName: string;
  lo: number;
  hi: number;
  /** Ratio themes compare y/x; score themes compare y with x directly. */
  ratio: boolean;
  intro: string;
}

const THEMES: ScatterTheme[] = [
  {
    title: 'Scores of ten students in two mock tests',
    noun: 'student',
    labels: PEOPLE,
    xName: 'Mock 1 score',
    yName: 'Mock 2 score',
    lo: 20,
    hi: 99,
    ratio: false,
    intro:
      'Each point is one student: the horizontal axis is the score in Mock 1 and the vertical axis the score in Mock 2 (both out of 100).',
  },
  {
    title: 'Ratings of ten restaurants by critics and diners',
    noun: 'restaurant',
    labels: [
      'Annapurna',
      'Bawarchi',
      'Chettinad House',
      'Dhaba 44',
      'Empress',
      'Flavours',
      'Gulmohar',
      'Haveli',
      'Indigo',
      'Jhankaar',
      'Kesar',
      'Lotus',
    ],
    xName: 'Critics score',
    yName: 'Diners score',
    lo: 30,
    hi: 98,
    ratio: false,
    intro:
      'Each point is one restaurant: the horizontal axis is its score from critics and the vertical axis its score from diners (both out of 100).',
  },
  {
    title: 'Advertising spend and sales of ten stores',
    noun: 'store',
    labels: [
      'Store A',
      'Store B',
      'Store C',
      'Store D',
      'Store E',
      'Store F',
      'Store G',
      'Store H',
      'Store I',
      'Store J',
      'Store K',
    ],
    xName: 'Advertising spend (₹ lakh)',
    yName: 'Sales (₹ lakh)',
    lo: 5,
    hi: 60,
    ratio: true,
    intro:
      'Each point is one store: the horizontal axis is its advertising spend and the vertical axis its sales in the same year, both in ₹ lakh.',
  },
];

export interface ScatterBuild {
  draft: SetDraft;
  points: Point[];
  ratio: boolean;
  queries: ScatterQuery[];
}

export function buildScatter(rng: Rng): ScatterBuild {
  const theme = rng.pick(THEMES);
  const count = rng.int(8, 10);
  const labels = sample(rng, theme.labels, count).sort();
  const points: Point[] = labels.map((label) => {
    const x = rng.int(theme.lo, theme.hi);
    const y = theme.ratio ? x * rng.int(4, 14) + rng.int(-5, 5) : Math.min(100, Math.max(10, x + rng.int(-25, 25)));
    return { x, y, label };
  });
  const meta: SetMeta = {
    generator: 'dilr-scatter',
    area: 'Data Interpretation',
    topic: 'Scatter plots',
    exams: DI_EXAMS,
  };
  const list = (f: (p: Point) => string) => points.map((p) => `${p.label}: ${f(p)}`).join('; ');
  const names = (ps: Point[]) => (ps.length ? ps.map((p) => p.label).join(', ') : 'none');
  const x = theme.xName.toLowerCase();
  const y = theme.yName.toLowerCase();

  const scoreTemplates: Array<() => { q: ScatterQuery; draft: QuestionDraft } | null> = [
    () => {
      const hits = points.filter((p) => p.y > p.x);
      const stem = `How many ${theme.noun}s had a higher ${y} than ${x}?`;
      const explanation = [
        'Points above the diagonal y = x are the ones with a higher vertical value.',
        list((p) => `${p.x} → ${p.y}`),
        `Above the diagonal: ${names(hits)} — ${hits.length}.`,
      ];
      return {
        q: { kind: 'countYAboveX' },
        draft: tita(meta, { stem, value: hits.length, explanation, difficulty: 2 }),
      };
    },
    () => {
      const diffs = points.map((p) => p.y - p.x);
      const best = argmaxUnique(diffs);
      if (best < 0 || diffs[best] <= 0) return null;
      const stem = `For which ${theme.noun} did the ${y} exceed the ${x} by the largest margin?`;
      const explanation = [list((p) => `${p.y} − ${p.x} = ${p.y - p.x}`), `Largest: ${points[best].label}.`];
      const wrong = rng.shuffle(points.filter((_, i) => i !== best).map((p) => p.label));
      return {
        q: { kind: 'maxDiff' },
        draft: mcq(meta, rng, { stem, correct: points[best].label, wrong, explanation, difficulty: 3 }),
      };
    },
    () => {
      const sums = points.map((p) => p.x + p.y).sort((a, b) => a - b);
      const t = sums[Math.floor(sums.length / 2)] - (sums[Math.floor(sums.length / 2)] % 10);
      const hits = points.filter((p) => p.x + p.y > t);
      const stem = `How many ${theme.noun}s had a combined score (${x} + ${y}) of more than ${t}?`;
      const explanation = [
        list((p) => `${p.x} + ${p.y} = ${p.x + p.y}`),
        `More than ${t}: ${names(hits)} — ${hits.length}.`,
      ];
      return {
        q: { kind: 'countSumAbove', t },
        draft: tita(meta, { stem, value: hits.length, explanation, difficulty: 3 }),
      };
    },
    () => {
      const best = argmaxUnique(points.map((p) => p.x + p.y));
      if (best < 0) return null;
      const stem = `Which ${theme.noun} had the highest combined score (${x} + ${y})?`;
      const explanation = [list((p) => `${p.x + p.y}`), `Highest: ${points[best].label}.`];
      const wrong = rng.shuffle(points.filter((_, i) => i !== best).map((p) => p.label));
      return {
        q: { kind: 'maxSum' },
        draft: mcq(meta, rng, { stem, correct: points[best].label, wrong, explanation, difficulty: 3 }),
      };
    },
    () => {
      const total = points.reduce((s, p) => s + p.y, 0);
      const value = total / points.length;
      const f = (n: number) => fmt(n, 1);
      const mistakes = [
        points.reduce((s, p) => s + p.x, 0) / points.length,
        total / (points.length - 1),
        (total + 10) / points.length,
      ];
      const stem = `What was the average ${y} of the ${points.length} ${theme.noun}s?`;
      const explanation = [
        `Sum of ${y}s = ${points.map((p) => p.y).join(' + ')} = ${total}.`,
        `${total} / ${points.length} = ${f(value)}.`,
      ];
      const wrong = numericWrong(Number(f(value)), mistakes, f, { step: 2.5, minGap: 1 });
      return {
        q: { kind: 'meanY' },
        draft: mcq(meta, rng, { stem, correct: f(value), wrong, explanation, difficulty: 2 }),
      };
    },
    () => {
      const t = rng.pick([50, 60, 70]);
      const hits = points.filter((p) => p.x > t && p.y > t);
      const stem = `How many ${theme.noun}s scored more than ${t} in both?`;
      const explanation = [list((p) => `(${p.x}, ${p.y})`), `Both above ${t}: ${names(hits)} — ${hits.length}.`];
      return {
        q: { kind: 'countBothAbove', t },
        draft: tita(meta, { stem, value: hits.length, explanation, difficulty: 2 }),
      };
    },
  ];
  const ratioTemplates: Array<() => { q: ScatterQuery; draft: QuestionDraft } | null> = [
    () => {
      const ratios = points.map((p) => p.y / p.x);
      const best = argmaxUnique(ratios);
      if (best < 0 || ratios.some((r, i) => i !== best && ratios[best] - r < 0.05)) return null;
      const stem = `Which ${theme.noun} earned the most sales per rupee of advertising?`;
      const explanation = [
        list((p) => `${p.y} / ${p.x} = ${fmt(p.y / p.x, 2)}`),
        `Highest ratio: ${points[best].label}.`,
      ];
      const wrong = rng.shuffle(points.filter((_, i) => i !== best).map((p) => p.label));
      return {
        q: { kind: 'maxRatio' },
        draft: mcq(meta, rng, { stem, correct: points[best].label, wrong, explanation, difficulty: 4 }),
      };
    },
    () => {
      const t = rng.pick([6, 8, 10]);
      if (points.some((p) => Math.abs(p.y / p.x - t) < 0.02)) return null;
      const hits = points.filter((p) => p.y / p.x > t);
      const stem = `For how many ${theme.noun}s were sales more than ${t} times the advertising spend?`;
      const explanation = [
        list((p) => `${p.y} / ${p.x} = ${fmt(p.y / p.x, 2)}`),
        `Above ${t}: ${names(hits)} — ${hits.length}.`,
      ];
      return {
        q: { kind: 'countRatioAbove', t },
        draft: tita(meta, { stem, value: hits.length, explanation, difficulty: 3 }),
      };
    },
    scoreTemplates[4],
    () => {
      const t = rng.pick([20, 30, 40]);
      const hits = points.filter((p) => p.x > t && p.y > t * 8);
      const stem = `How many ${theme.noun}s spent more than ₹ ${t} lakh on advertising and also sold more than ₹ ${t * 8} lakh?`;
      const explanation = [list((p) => `(${p.x}, ${p.y})`), `Both conditions: ${names(hits)} — ${hits.length}.`];
      return {
        q: { kind: 'countBothAbove', t },
        draft: tita(meta, { stem, value: hits.length, explanation, difficulty: 2 }),
      };
    },
    () => {
      const best = argmaxUnique(points.map((p) => p.y - p.x));
      if (best < 0) return null;
      const stem = `Which ${theme.noun} had the largest gap between sales and advertising spend?`;
      const explanation = [list((p) => `${p.y} − ${p.x} = ${p.y - p.x}`), `Largest: ${points[best].label}.`];
      const wrong = rng.shuffle(points.filter((_, i) => i !== best).map((p) => p.label));
      return {
        q: { kind: 'maxDiff' },
        draft: mcq(meta, rng, { stem, correct: points[best].label, wrong, explanation, difficulty: 3 }),
      };
    },
  ];

  const templates = theme.ratio ? ratioTemplates : scoreTemplates;
  const target = rng.int(4, 5);
  const made: Array<{ q: ScatterQuery; draft: QuestionDraft }> = [];
  for (const template of rng.shuffle(templates)) {
    if (made.length === target) break;
    const result = template();
    if (result) made.push(result);
  }
  const draft = dilrSet(
    'scatter',
    theme.title,
    `${theme.intro} Study the plot and answer the questions that follow.`,
    made.map((m) => m.draft),
    {
      blocks: [
        {
          kind: 'scatter',
          title: theme.title,
          xLabel: theme.xName,
          yLabel: theme.yName,
          categories: [],
          series: [],
          points,
        },
      ],
    },
  );
  return { draft, points, ratio: theme.ratio, queries: made.map((m) => m.q) };
}

export const scatterGenerator: SetGenerator = {
  id: 'dilr-scatter',
  setType: 'scatter',
  area: 'Data Interpretation',
  generate: (rng) => buildScatter(rng).draft,
};
