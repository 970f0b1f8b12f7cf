// @ts-nocheck
import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import {
  DI_EXAMS,
  dilrSet,
  inr,
  mcq,
  money,
  numericWrong,
  ORDINALS,
  pct,
  round,
  type SetMeta,
  sample,
  tita,
} from './kit.ts';
import { argmaxUnique } from './matrix-di.ts';

/**
 * DI table: six rows (products, depots, centres) with a quantity q, a price-like rate p and a cost-like rate c.
 * Derived figures: gross = q × p, surplus = q × (p − c), margin = (p − c) / p.
 */

interface TableTheme {
  title: string;
  rowNoun: string;
  rows: string[];
  q: { name: string; lo: number; hi: number; step: number };
  p: { name: string; lo: number; hi: number; step: number };
  c: { name: string };
  gross: string;
  surplus: string;
  unit: string;
}

const THEMES: TableTheme[] = [
  {
    title: 'Quarterly sales of an electronics retailer',
    rowNoun: 'product line',
    rows: ['Televisions', 'Laptops', 'Phones', 'Speakers', 'Cameras', 'Tablets', 'Monitors', 'Printers'],
    q: { name: 'Units sold', lo: 12, hi: 60, step: 1 },
    p: { name: 'Price per unit (₹ thousand)', lo: 10, hi: 80, step: 5 },
    c: { name: 'Cost per unit (₹ thousand)' },
    gross: 'revenue',
    surplus: 'profit',
    unit: '₹ thousand',
  },
  {
    title: 'Bus depots of a state transport corporation',
    rowNoun: 'depot',
    rows: ['Agra', 'Bareilly', 'Gonda', 'Jhansi', 'Kanpur', 'Meerut', 'Noida', 'Varanasi'],
    q: { name: 'Buses', lo: 20, hi: 90, step: 1 },
    p: { name: 'Revenue per bus (₹ lakh)', lo: 20, hi: 60, step: 2 },
    c: { name: 'Cost per bus (₹ lakh)' },
    gross: 'revenue',
    surplus: 'operating surplus',
    unit: '₹ lakh',
  },
  {
    title: 'Coaching centres of an education company',
    rowNoun: 'centre',
    rows: ['Andheri', 'Baner', 'Dwarka', 'Indiranagar', 'Kothrud', 'Salt Lake', 'T Nagar', 'Vashi'],
    q: { name: 'Students enrolled', lo: 40, hi: 150, step: 5 },
    p: { name: 'Fee per student (₹ thousand)', lo: 30, hi: 90, step: 5 },
    c: { name: 'Cost per student (₹ thousand)' },
    gross: 'fee income',
    surplus: 'surplus',
    unit: '₹ thousand',
  },
  {
    title: 'Tea estates of a plantation company',
    rowNoun: 'estate',
    rows: ['Amgoorie', 'Bokel', 'Dooars', 'Halmari', 'Jorhat', 'Makaibari', 'Nilgiri', 'Teesta'],
    q: { name: 'Area (hectares)', lo: 30, hi: 120, step: 2 },
    p: { name: 'Revenue per hectare (₹ thousand)', lo: 40, hi: 120, step: 4 },
    c: { name: 'Cost per hectare (₹ thousand)' },
    gross: 'revenue',
    surplus: 'profit',
    unit: '₹ thousand',
  },
];

export interface TableRow {
  name: string;
  q: number;
  p: number;
  c: number;
}

export type TableQuery =
  | { kind: 'maxGross' }
  | { kind: 'maxMargin' }
  | { kind: 'totalSurplus' }
  | { kind: 'countSurplusAbove'; t: number }
  | { kind: 'grossShare'; row: number }
  | { kind: 'surplusDiff'; a: number; b: number }
  | { kind: 'surplusRank'; row: number };

export interface TableBuild {
  draft: SetDraft;
  rows: TableRow[];
  queries: TableQuery[];
}

export function buildTable(rng: Rng): TableBuild {
  const theme = rng.pick(THEMES);
  const snap = (x: number, step: number) => Math.round(x / step) * step;
  const rows: TableRow[] = sample(rng, theme.rows, 6)
    .sort()
    .map((name) => {
      const q = snap(rng.int(theme.q.lo, theme.q.hi), theme.q.step);
      const p = snap(rng.int(theme.p.lo, theme.p.hi), theme.p.step);
      const c = Math.max(1, Math.round(p * (0.5 + rng.next() * 0.4)));
      return { name, q, p, c };
    });
  const gross = rows.map((r) => r.q * r.p);
  const surplus = rows.map((r) => r.q * (r.p - r.c));
  const margin = rows.map((r) => ((r.p - r.c) / r.p) * 100);
  const names = rows.map((r) => r.name);
  const meta: SetMeta = { generator: 'dilr-table', area: 'Data Interpretation', topic: 'Tables', exams: DI_EXAMS };
  const u = theme.unit;
  const others = (i: number) => rng.shuffle(names.filter((_, k) => k !== i));
  const grossLines = rows.map((r, i) => `${r.name}: ${r.q} × ${r.p} = ${inr(gross[i])}`).join('; ');
  const surplusLines = rows.map((r, i) => `${r.name}: ${r.q} × (${r.p} − ${r.c}) = ${inr(surplus[i])}`).join('; ');

  const templates: Array<() => { q: TableQuery; draft: QuestionDraft } | null> = [
    () => {
      const best = argmaxUnique(gross);
      if (best < 0) return null;
      const stem = `Which ${theme.rowNoun} had the highest ${theme.gross}?`;
      const explanation = [
        `${theme.gross[0].toUpperCase()}${theme.gross.slice(1)} = ${theme.q.name.toLowerCase()} × ${theme.p.name.toLowerCase()}.`,
        `${grossLines}.`,
        `Highest: ${names[best]}.`,
      ];
      return {
        q: { kind: 'maxGross' },
        draft: mcq(meta, rng, { stem, correct: names[best], wrong: others(best), explanation, difficulty: 2 }),
      };
    },
    () => {
      const best = argmaxUnique(margin);
      if (best < 0 || margin.some((m, i) => i !== best && margin[best] - m < 0.3)) return null;
      const stem = `Which ${theme.rowNoun} had the highest ${theme.surplus} as a percentage of its ${theme.gross}?`;
      const explanation = [
        `The quantity cancels: margin = (price − cost) / price.`,
        rows.map((r, i) => `${r.name}: (${r.p} − ${r.c}) / ${r.p} = ${pct(margin[i])}`).join('; '),
        `Highest: ${names[best]}.`,
      ];
      return {
        q: { kind: 'maxMargin' },
        draft: mcq(meta, rng, { stem, correct: names[best], wrong: others(best), explanation, difficulty: 3 }),
      };
    },
    () => {
      const value = surplus.reduce((a, b) => a + b, 0);
      const stem = `What was the total ${theme.surplus} of all six ${theme.rowNoun}s together, in ${u}?`;
      const explanation = [`${surplusLines}.`, `Total = ${inr(value)}.`];
      return { q: { kind: 'totalSurplus' }, draft: tita(meta, { stem, value, explanation, difficulty: 3 }) };
    },
    () => {
      const sorted = [...surplus].sort((a, b) => a - b);
      const t = Math.round((sorted[2] + sorted[3]) / 2 / 100) * 100;
      if (surplus.includes(t) || t <= 0) return null;
      const hits = names.filter((_, i) => surplus[i] > t);
      const stem = `How many ${theme.rowNoun}s had a ${theme.surplus} of more than ${money(t, u)}?`;
      const explanation = [`${surplusLines}.`, `More than ${inr(t)}: ${hits.join(', ') || 'none'} — ${hits.length}.`];
      return {
        q: { kind: 'countSurplusAbove', t },
        draft: tita(meta, { stem, value: hits.length, explanation, difficulty: 3 }),
      };
    },
    () => {
      const row = rng.int(0, 5);
      const total = gross.reduce((a, b) => a + b, 0);
      const value = (gross[row] / total) * 100;
      const qTotal = rows.reduce((s, r) => s + r.q, 0);
      const mistakes = [
        (rows[row].q / qTotal) * 100,
        (surplus[row] / surplus.reduce((a, b) => a + b, 0)) * 100,
        (gross[row] / (total - gross[row])) * 100,
      ];
      const stem = `What percentage of the total ${theme.gross} of the six ${theme.rowNoun}s came from ${names[row]}?`;
      const explanation = [
        `${grossLines}.`,
        `Total = ${inr(total)}; ${inr(gross[row])} / ${inr(total)} × 100 = ${pct(value)}.`,
      ];
      const wrong = numericWrong(round(value), mistakes, pct, { step: 2.5, minGap: 1, min: 0 });
      return {
        q: { kind: 'grossShare', row },
        draft: mcq(meta, rng, { stem, correct: pct(value), wrong, explanation, difficulty: 3 }),
      };
    },
    () => {
      const [a, b] = rng.shuffle([0, 1, 2, 3, 4, 5]);
      const [hi, lo] = surplus[a] >= surplus[b] ? [a, b] : [b, a];
      const value = surplus[hi] - surplus[lo];
      const stem = `By how much did the ${theme.surplus} of ${names[hi]} exceed that of ${names[lo]}, in ${u}?`;
      const explanation = [
        `${names[hi]}: ${rows[hi].q} × (${rows[hi].p} − ${rows[hi].c}) = ${inr(surplus[hi])}.`,
        `${names[lo]}: ${rows[lo].q} × (${rows[lo].p} − ${rows[lo].c}) = ${inr(surplus[lo])}.`,
        `Difference = ${inr(value)}.`,
      ];
      return {
        q: { kind: 'surplusDiff', a: hi, b: lo },
        draft: tita(meta, { stem, value, explanation, difficulty: 2 }),
      };
    },
    () => {
      if (new Set(surplus).size < 6) return null;
      const row = rng.int(0, 5);
      const rank = surplus.filter((s) => s > surplus[row]).length;
      const label = (k: number) => `${ORDINALS[k][0].toUpperCase()}${ORDINALS[k].slice(1)}`;
      const stem = `When the six ${theme.rowNoun}s are ranked by ${theme.surplus} (highest first), where does ${names[row]} stand?`;
      const explanation = [
        `${surplusLines}.`,
        `${rank} ${theme.rowNoun}(s) did better, so ${names[row]} is ${ORDINALS[rank]}.`,
      ];
      const wrong = rng.shuffle([0, 1, 2, 3, 4, 5].filter((k) => k !== rank)).map(label);
      return {
        q: { kind: 'surplusRank', row },
        draft: mcq(meta, rng, { stem, correct: label(rank), wrong, explanation, difficulty: 3 }),
      };
    },
  ];

  const count = rng.int(4, 5);
  const made: Array<{ q: TableQuery; draft: QuestionDraft }> = [];
  for (const template of rng.shuffle(templates)) {
    if (made.length === count) break;
    const result = template();
    if (result) made.push(result);
  }
  const body = `The table gives figures for six ${theme.rowNoun}s. ${theme.gross[0].toUpperCase()}${theme.gross.slice(1)} = ${theme.q.name.toLowerCase()} × ${theme.p.name.replace(/ \(.*\)/, '').toLowerCase()}; ${theme.surplus} = ${theme.q.name.toLowerCase()} × (${theme.p.name.replace(/ \(.*\)/, '').toLowerCase()} − ${theme.c.name.replace(/ \(.*\)/, '').toLowerCase()}). Amounts are in ${u}.`;
  const draft = dilrSet(
    'table',
    theme.title,
    body,
    made.map((m) => m.draft),
    {
      blocks: [
        {
          kind: 'table',
          caption: theme.title,
          columns: [theme.rowNoun[0].toUpperCase() + theme.rowNoun.slice(1), theme.q.name, theme.p.name, theme.c.name],
          rows: rows.map((r) => [r.name, r.q, r.p, r.c]),
        },
      ],
    },
  );
  return { draft, rows, queries: made.map((m) => m.q) };
}

export const tableGenerator: SetGenerator = {
  id: 'dilr-table',
  setType: 'table',
  area: 'Data Interpretation',
  generate: (rng) => buildTable(rng).draft,
};
