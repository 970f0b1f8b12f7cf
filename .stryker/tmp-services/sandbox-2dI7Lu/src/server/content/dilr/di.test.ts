// @ts-nocheck
import { describe, expect, it } from 'vitest';
import type { ChartBlock, QuestionDraft, SetDraft, TableBlock } from '#shared/contracts/questions';
import { createRng } from '#shared/domain/random';
import { buildBar } from './bar.ts';
import { buildLine } from './line.ts';
import type { MatrixQuery } from './matrix-di.ts';
import { buildPie, type PieQuery } from './pie.ts';
import { buildScatter, type ScatterQuery } from './scatter.ts';
import { checkAnswer, checkNumericOption, checkShape, distinctCount, SEEDS } from './set-checks.ts';
import { buildStackedBar } from './stacked-bar.ts';
import { buildTable, type TableQuery } from './table.ts';

// Every answer is recomputed here from the numbers in the set's own data blocks, not from the generator's code.

/** Across the drafts there are both MCQ and TITA questions. */
const bothTypes = (drafts: SetDraft[]) => {
  const types = new Set(drafts.flatMap((d) => d.questions.map((q) => q.type)));
  return types.has('MCQ') && types.has('TITA');
};
const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const growth = (a: number, b: number) => ((b - a) / a) * 100;
/** Index of the strict maximum; the test fails on a tie, since the question would then be ambiguous. */
function argmax(xs: number[]): number {
  const best = Math.max(...xs);
  expect(
    xs.filter((x) => x === best),
    `tie in ${xs.join(', ')}`,
  ).toHaveLength(1);
  return xs.indexOf(best);
}

function checkMatrixQuestion(q: QuestionDraft, query: MatrixQuery, chart: ChartBlock) {
  const C = chart.categories;
  const S = chart.series.map((s) => s.name);
  const V = chart.series.map((s) => s.values);
  const colTotal = (c: number) => total(V.map((row) => row[c]));
  switch (query.kind) {
    case 'growth':
      return checkNumericOption(q, growth(V[query.s][query.from], V[query.s][query.to]));
    case 'maxGrowth':
      return checkAnswer(q, S[argmax(V.map((row) => growth(row[query.from], row[query.to])))]);
    case 'countGreater':
      return checkAnswer(q, C.filter((_, c) => V[query.a][c] > V[query.b][c]).length);
    case 'categoryTotal':
      return checkAnswer(q, colTotal(query.c));
    case 'maxCategoryTotal':
      return checkAnswer(q, C[argmax(C.map((_, c) => colTotal(c)))]);
    case 'seriesTotal':
      return checkAnswer(q, total(V[query.s]));
    case 'share':
      return checkNumericOption(q, (V[query.s][query.c] / colTotal(query.c)) * 100);
    case 'countRises':
      return checkAnswer(q, V[query.s].filter((v, c) => c > 0 && v > V[query.s][c - 1]).length);
    case 'maxRise':
      return checkAnswer(q, C[1 + argmax(V[query.s].slice(1).map((v, c) => v - V[query.s][c]))]);
    case 'average':
      return checkNumericOption(q, total(V[query.s]) / C.length);
    case 'countShareAbove':
      return checkAnswer(q, C.filter((_, c) => (V[query.s][c] / colTotal(c)) * 100 > query.threshold).length);
    case 'maxShare':
      return checkAnswer(q, C[argmax(C.map((_, c) => V[query.s][c] / colTotal(c)))]);
    case 'totalGrowth':
      return checkNumericOption(q, growth(colTotal(query.from), colTotal(query.to)));
  }
}

const matrixBuilders = [
  { name: 'bar', build: buildBar, kind: 'bar' },
  { name: 'line', build: buildLine, kind: 'line' },
  { name: 'stacked_bar', build: buildStackedBar, kind: 'stacked_bar' },
] as const;

describe.each(matrixBuilders)('$name chart sets', ({ name, build, kind }) => {
  it('pass the schema, chart and answer checks over 50 seeds, with at least 30 distinct sets', () => {
    const drafts = SEEDS.map((seed) => {
      const built = build(createRng(seed));
      const set = checkShape(built.draft, name, 'Data Interpretation');
      const chart = set.data?.blocks[0] as ChartBlock;
      expect(chart.kind).toBe(kind);
      expect(chart.series.length).toBeGreaterThanOrEqual(3);
      expect(built.queries).toHaveLength(set.questions.length);
      for (const [i, q] of set.questions.entries()) checkMatrixQuestion(q, built.queries[i], chart);
      return built.draft;
    });
    expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    expect(bothTypes(drafts)).toBe(true);
  });
});

function checkTableQuestion(q: QuestionDraft, query: TableQuery, table: TableBlock) {
  const rows = table.rows.map(([name, qty, p, c]) => ({
    name: String(name),
    q: Number(qty),
    p: Number(p),
    c: Number(c),
  }));
  const gross = rows.map((r) => r.q * r.p);
  const surplus = rows.map((r) => r.q * (r.p - r.c));
  switch (query.kind) {
    case 'maxGross':
      return checkAnswer(q, rows[argmax(gross)].name);
    case 'maxMargin':
      return checkAnswer(q, rows[argmax(rows.map((r) => (r.p - r.c) / r.p))].name);
    case 'totalSurplus':
      return checkAnswer(q, total(surplus));
    case 'countSurplusAbove':
      return checkAnswer(q, surplus.filter((s) => s > query.t).length);
    case 'grossShare':
      return checkNumericOption(q, (gross[query.row] / total(gross)) * 100);
    case 'surplusDiff':
      return checkAnswer(q, surplus[query.a] - surplus[query.b]);
    case 'surplusRank': {
      const rank = surplus.filter((s) => s > surplus[query.row]).length;
      return checkAnswer(q, ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'][rank]);
    }
  }
}

describe('DI table sets', () => {
  it('pass the schema and answer checks over 50 seeds, with at least 30 distinct sets', () => {
    const drafts = SEEDS.map((seed) => {
      const built = buildTable(createRng(seed));
      const set = checkShape(built.draft, 'table', 'Data Interpretation');
      const table = set.data?.blocks[0] as TableBlock;
      expect(table.kind).toBe('table');
      expect(table.rows).toHaveLength(6);
      for (const [i, q] of set.questions.entries()) checkTableQuestion(q, built.queries[i], table);
      return built.draft;
    });
    expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    expect(bothTypes(drafts)).toBe(true);
  });
});

function checkPieQuestion(q: QuestionDraft, query: PieQuery, pies: ChartBlock[]) {
  // The totals are read back from the chart titles, e.g. "2023: total ₹ 1,200 crore".
  const totals = pies.map((p) => Number(/total ₹ ([\d,]+)/.exec(p.title)?.[1].replace(/,/g, '')));
  const heads = pies[0].categories;
  const amount = (h: number, y: number) => (totals[y] * pies[y].series[0].values[h]) / 100;
  const change = (h: number) => amount(h, 1) - amount(h, 0);
  switch (query.kind) {
    case 'amount':
      return checkAnswer(q, amount(query.head, query.year));
    case 'change':
      return checkAnswer(q, change(query.head));
    case 'countIncreased':
      return checkAnswer(q, heads.filter((_, h) => change(h) > 0).length);
    case 'angle':
      return checkNumericOption(q, pies[query.year].series[0].values[query.head] * 3.6);
    case 'maxIncrease':
      return checkAnswer(q, heads[argmax(heads.map((_, h) => change(h)))]);
    case 'pctChange':
      return checkNumericOption(q, growth(amount(query.head, 0), amount(query.head, 1)));
  }
}

describe('pie chart sets', () => {
  it('pass the schema and answer checks over 50 seeds, with at least 30 distinct sets', () => {
    const drafts = SEEDS.map((seed) => {
      const built = buildPie(createRng(seed));
      const set = checkShape(built.draft, 'pie', 'Data Interpretation');
      const pies = (set.data?.blocks ?? []) as ChartBlock[];
      expect(pies.map((p) => p.kind)).toEqual(['pie', 'pie']);
      for (const pie of pies) expect(total(pie.series[0].values)).toBe(100);
      for (const [i, q] of set.questions.entries()) checkPieQuestion(q, built.queries[i], pies);
      return built.draft;
    });
    expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    expect(bothTypes(drafts)).toBe(true);
  });
});

function checkScatterQuestion(q: QuestionDraft, query: ScatterQuery, chart: ChartBlock) {
  const points = chart.points ?? [];
  const label = (i: number) => points[i].label ?? '';
  switch (query.kind) {
    case 'countYAboveX':
      return checkAnswer(q, points.filter((p) => p.y > p.x).length);
    case 'maxDiff':
      return checkAnswer(q, label(argmax(points.map((p) => p.y - p.x))));
    case 'countSumAbove':
      return checkAnswer(q, points.filter((p) => p.x + p.y > query.t).length);
    case 'maxSum':
      return checkAnswer(q, label(argmax(points.map((p) => p.x + p.y))));
    case 'meanY':
      return checkNumericOption(q, total(points.map((p) => p.y)) / points.length);
    case 'maxRatio':
      return checkAnswer(q, label(argmax(points.map((p) => p.y / p.x))));
    case 'countRatioAbove':
      return checkAnswer(q, points.filter((p) => p.y / p.x > query.t).length);
    case 'countBothAbove': {
      // Ratio themes compare sales against 8 × the spend threshold; score themes use the same bar on both axes.
      const yBar = /sold more than ₹ (\d+)/.exec(q.stem);
      const yt = yBar ? Number(yBar[1]) : query.t;
      return checkAnswer(q, points.filter((p) => p.x > query.t && p.y > yt).length);
    }
  }
}

describe('scatter plot sets', () => {
  it('pass the schema and answer checks over 50 seeds, with at least 30 distinct sets', () => {
    const drafts = SEEDS.map((seed) => {
      const built = buildScatter(createRng(seed));
      const set = checkShape(built.draft, 'scatter', 'Data Interpretation');
      const chart = set.data?.blocks[0] as ChartBlock;
      expect(chart.kind).toBe('scatter');
      expect(new Set(chart.points?.map((p) => p.label)).size).toBe(chart.points?.length);
      for (const [i, q] of set.questions.entries()) checkScatterQuestion(q, built.queries[i], chart);
      return built.draft;
    });
    expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    expect(bothTypes(drafts)).toBe(true);
  });
});
