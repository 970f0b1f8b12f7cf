// @ts-nocheck
import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import {
  DI_EXAMS,
  dilrSet,
  fmt,
  inr,
  mcq,
  money,
  numericWrong,
  pct,
  round,
  type SetMeta,
  sample,
  tita,
} from './kit.ts';
import { argmaxUnique, growthPct } from './matrix-di.ts';

/**
 * Two pie charts: how a total splits into heads in two years, with the totals given. The classic trap: a head's
 * share can fall while its amount rises.
 */

interface PieTheme {
  title: string;
  whole: string;
  heads: string[];
  unit: string;
}

const THEMES: PieTheme[] = [
  {
    title: 'Expenditure of a manufacturing company',
    whole: 'expenditure',
    heads: ['Salaries', 'Raw material', 'Marketing', 'Research', 'Rent', 'Logistics', 'Interest'],
    unit: '₹ crore',
  },
  {
    title: 'Budget of a municipal corporation',
    whole: 'budget',
    heads: ['Roads', 'Water supply', 'Health', 'Education', 'Sanitation', 'Parks', 'Street lighting'],
    unit: '₹ crore',
  },
  {
    title: 'Annual spending of a family',
    whole: 'spending',
    heads: ['Food', 'Rent', 'Education', 'Travel', 'Health', 'Insurance', 'Leisure'],
    unit: '₹ thousand',
  },
  {
    title: 'Revenue of a media group by segment',
    whole: 'revenue',
    heads: ['Print', 'Television', 'Digital', 'Radio', 'Events', 'Licensing', 'Outdoor'],
    unit: '₹ crore',
  },
];

export type PieQuery =
  | { kind: 'amount'; head: number; year: number }
  | { kind: 'change'; head: number }
  | { kind: 'countIncreased' }
  | { kind: 'angle'; head: number; year: number }
  | { kind: 'maxIncrease' }
  | { kind: 'pctChange'; head: number };

/** Positive integer percentages (each ≥ 4) summing to 100. */
function drawShares(rng: Rng, count: number): number[] {
  const weights = Array.from({ length: count }, () => 1 + rng.next() * 4);
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(4, Math.round((w / total) * 100)));
  let drift = 100 - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; drift !== 0; i = (i + 1) % count) {
    const step = Math.sign(drift);
    if (shares[i] + step >= 4) {
      shares[i] += step;
      drift -= step;
    }
  }
  return shares;
}

/** The next year's split: a few percentage points moved between heads, each head kept at 4% or more. */
function shiftShares(rng: Rng, shares: readonly number[]): number[] {
  const next = [...shares];
  for (let moves = rng.int(6, 12); moves > 0; moves--) {
    const [from, to] = rng.shuffle([...next.keys()]);
    const by = rng.int(1, 2);
    if (next[from] - by >= 4) {
      next[from] -= by;
      next[to] += by;
    }
  }
  return next;
}

export interface PieBuild {
  draft: SetDraft;
  heads: string[];
  years: string[];
  totals: number[];
  shares: number[][];
  queries: PieQuery[];
}

export function buildPie(rng: Rng): PieBuild {
  const theme = rng.pick(THEMES);
  const heads = sample(rng, theme.heads, rng.int(5, 6));
  const last = rng.int(2020, 2025);
  const years = [String(last - 1), String(last)];
  const t1 = rng.int(3, 15) * 100;
  const totals = [t1, t1 + rng.int(1, Math.max(1, Math.round(t1 / 250))) * 100];
  const first = drawShares(rng, heads.length);
  const shares = [first, shiftShares(rng, first)];
  const amount = (h: number, y: number) => (totals[y] * shares[y][h]) / 100;
  const change = (h: number) => amount(h, 1) - amount(h, 0);
  const meta: SetMeta = { generator: 'dilr-pie', area: 'Data Interpretation', topic: 'Pie charts', exams: DI_EXAMS };
  const u = theme.unit;
  const amountOf = (n: number) => money(n, u);
  const amountLine = (h: number) =>
    `${heads[h]}: ${shares[0][h]}% of ${inr(totals[0])} = ${fmt(amount(h, 0), 2)} in ${years[0]}; ${shares[1][h]}% of ${inr(totals[1])} = ${fmt(amount(h, 1), 2)} in ${years[1]}.`;
  const h = () => rng.int(0, heads.length - 1);

  const templates: Array<() => { q: PieQuery; draft: QuestionDraft } | null> = [
    () => {
      const [head, year] = [h(), rng.int(0, 1)];
      const value = amount(head, year);
      const stem = `What was the ${theme.whole} on ${heads[head]} in ${years[year]}, in ${u}?`;
      const explanation = [`${shares[year][head]}% of ${inr(totals[year])} = ${fmt(value, 2)}.`];
      return {
        q: { kind: 'amount', head, year },
        draft: tita(meta, { stem, value: round(value, 2), explanation, difficulty: 2 }),
      };
    },
    () => {
      const head = rng.pick(
        heads
          .map((_, i) => i)
          .filter((i) => change(i) > 0 && shares[1][i] <= shares[0][i])
          .concat(h()),
      );
      const value = round(change(head), 2);
      const stem = `By how much did the ${theme.whole} on ${heads[head]} change from ${years[0]} to ${years[1]}, in ${u}? (Enter a fall as a negative number.)`;
      const explanation = [
        amountLine(head),
        `Change = ${fmt(amount(head, 1), 2)} − ${fmt(amount(head, 0), 2)} = ${fmt(value, 2)}.`,
      ];
      return { q: { kind: 'change', head }, draft: tita(meta, { stem, value, explanation, difficulty: 3 }) };
    },
    () => {
      const up = heads.filter((_, i) => change(i) > 0);
      const stem = `For how many heads was the ${theme.whole} (in ${u}) higher in ${years[1]} than in ${years[0]}?`;
      const explanation = [
        'Compare amounts, not percentages: the total grew too.',
        ...heads.map((_, i) => amountLine(i)),
        `Higher in ${years[1]}: ${up.length ? up.join(', ') : 'none'} — ${up.length} head(s).`,
      ];
      return {
        q: { kind: 'countIncreased' },
        draft: tita(meta, { stem, value: up.length, explanation, difficulty: 4 }),
      };
    },
    () => {
      const [head, year] = [h(), rng.int(0, 1)];
      const value = shares[year][head] * 3.6;
      const f = (n: number) => `${fmt(n, 1)}°`;
      const mistakes = [
        shares[1 - year][head] * 3.6,
        shares[year][head] * 3,
        shares[year][(head + 1) % heads.length] * 3.6,
      ];
      const stem = `What is the central angle of the ${heads[head]} sector in the ${years[year]} chart?`;
      const explanation = [
        `A full circle is 360° = 100%, so each 1% is 3.6°.`,
        `${shares[year][head]} × 3.6 = ${f(value)}.`,
      ];
      const wrong = numericWrong(round(value), mistakes, f, { step: 7.2, minGap: 2, min: 1 });
      return {
        q: { kind: 'angle', head, year },
        draft: mcq(meta, rng, { stem, correct: f(value), wrong, explanation, difficulty: 2 }),
      };
    },
    () => {
      const changes = heads.map((_, i) => change(i));
      const best = argmaxUnique(changes);
      if (best < 0) return null;
      const stem = `Which head saw the largest increase in ${theme.whole} (in ${u}) from ${years[0]} to ${years[1]}?`;
      const explanation = [
        ...heads.map((_, i) => `${amountLine(i)} Change ${fmt(changes[i], 2)}.`),
        `Largest: ${heads[best]}.`,
      ];
      const wrong = rng.shuffle(heads.filter((_, i) => i !== best));
      return {
        q: { kind: 'maxIncrease' },
        draft: mcq(meta, rng, { stem, correct: heads[best], wrong, explanation, difficulty: 4 }),
      };
    },
    () => {
      const head = h();
      const value = growthPct(amount(head, 0), amount(head, 1));
      const mistakes = [
        shares[1][head] - shares[0][head],
        growthPct(shares[0][head], shares[1][head]),
        growthPct(amount(head, 1), amount(head, 0)),
      ];
      const stem = `By what percentage did the ${theme.whole} on ${heads[head]} change from ${years[0]} to ${years[1]}? (A negative value is a fall.)`;
      const explanation = [
        amountLine(head),
        `(${fmt(amount(head, 1), 2)} − ${fmt(amount(head, 0), 2)}) / ${fmt(amount(head, 0), 2)} × 100 = ${pct(value)}.`,
      ];
      const wrong = numericWrong(round(value), mistakes, pct, { step: 5, minGap: 1.5 });
      return {
        q: { kind: 'pctChange', head },
        draft: mcq(meta, rng, { stem, correct: pct(value), wrong, explanation, difficulty: 4 }),
      };
    },
  ];

  const count = rng.int(4, 5);
  const made: Array<{ q: PieQuery; draft: QuestionDraft }> = [];
  for (const template of rng.shuffle(templates)) {
    if (made.length === count) break;
    const result = template();
    if (result) made.push(result);
  }
  const body = `The two pie charts show how the total ${theme.whole} was split across heads in ${years[0]} and ${years[1]} (percentages of each year's total). The total was ${amountOf(totals[0])} in ${years[0]} and ${amountOf(totals[1])} in ${years[1]}.`;
  const draft = dilrSet(
    'pie',
    `${theme.title}, ${years[0]} and ${years[1]}`,
    body,
    made.map((m) => m.draft),
    {
      blocks: years.map((year, y) => ({
        kind: 'pie' as const,
        title: `${year}: total ${amountOf(totals[y])}`,
        categories: heads,
        series: [{ name: `Share of ${year} total (%)`, values: shares[y] }],
      })),
    },
  );
  return { draft, heads, years, totals, shares, queries: made.map((m) => m.q) };
}

export const pieGenerator: SetGenerator = {
  id: 'dilr-pie',
  setType: 'pie',
  area: 'Data Interpretation',
  generate: (rng) => buildPie(rng).draft,
};
