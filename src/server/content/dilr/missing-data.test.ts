import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import type { QuestionDraft, SetDraft, TableBlock } from '#shared/contracts/questions';
import { lintText, questionTexts } from '../text-lint.ts';
import { tidySet } from '../typeset.ts';
import { buildMissing } from './missing-data.ts';
import { buildOnce, seedChunks } from './reader-test-kit.ts';
import { checkAnswer, checkShape, distinctCount } from './set-checks.ts';

// Every key is re-derived from the set as served: the table block (blanks shown as ?) and the numbered sentences of
// the body are read back here, every completion is enumerated by this file's own search, and each question's stem
// is parsed and answered from those completions. The generator's model is never consulted.

const { seeds: SEEDS, chunks: CHUNKS } = seedChunks(200);
const build = buildOnce(buildMissing);
const CBD = 'Cannot be determined';

type Pos = [number, number];
type Rel = { kind: 'times' | 'diff' | 'more'; a: Pos; b: Pos; n: number };
interface Reading {
  rows: string[];
  cols: string[];
  given: (number | null)[][];
  rowTotals: (number | null)[];
  colTotals: (number | null)[];
  lo: number;
  hi: number;
  distinct: boolean;
  rels: Rel[];
  cell: string;
  at: (text: string) => Pos;
}

const num = (x: string | number) => (x === '?' ? null : Number(x));
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function read(set: SetDraft): Reading {
  const table = set.data?.blocks[0] as TableBlock;
  expect(table.kind).toBe('table');
  expect(table.columns.at(-1)).toBe('Total');
  expect(table.rows.at(-1)?.[0]).toBe('Total');
  const body = table.rows.slice(0, -1);
  const cols = table.columns.slice(1, -1);
  const rows = body.map((r) => String(r[0]));
  const cell = `(${rows.map(esc).join('|')})'s \\w+ in (${cols.map(esc).join('|')})`;
  const at = (text: string): Pos => {
    const m = new RegExp(`^${cell}$`).exec(text);
    if (!m) throw new Error(`not a cell: ${text}`);
    return [rows.indexOf(m[1]), cols.indexOf(m[2])];
  };
  const reading: Reading = {
    rows,
    cols,
    given: body.map((r) => r.slice(1, -1).map(num)),
    rowTotals: body.map((r) => num(r.at(-1) as string | number)),
    colTotals: (table.rows.at(-1) ?? []).slice(1, -1).map(num),
    lo: Number.NaN,
    hi: Number.NaN,
    distinct: false,
    rels: [],
    cell,
    at,
  };
  const cellGroup = `((?:${rows.map(esc).join('|')})'s \\w+ in (?:${cols.map(esc).join('|')}))`;
  for (const line of set.body.split('\n').filter((l) => /^\d+\. /.test(l))) {
    const s = line.replace(/^\d+\. /, '').replace(/\.$/, '');
    const range = /^Every entry in the table, including the missing ones, is a whole number from (\d+) to (\d+)$/.exec(
      s,
    );
    const rel = (re: string) => new RegExp(`^${cellGroup} ${re} ${cellGroup}$`).exec(s);
    // Each sentence form: its pattern between two cells, the relation it states and where its number sits.
    const forms: Array<[string, Rel['kind'], (m: RegExpExecArray) => [string, string, number]]> = [
      ['was twice', 'times', (m) => [m[1], m[2], 2]],
      ['was three times', 'times', (m) => [m[1], m[2], 3]],
      ['was (\\d+) more than', 'diff', (m) => [m[1], m[3], Number(m[2])]],
      ['was more than', 'more', (m) => [m[1], m[2], 0]],
    ];
    const matched = forms.flatMap(([re, kind, parts]) => {
      const m = rel(re);
      if (!m) return [];
      const [a, b, n] = parts(m);
      return [{ kind, a: at(a), b: at(b), n }];
    });
    if (range) [reading.lo, reading.hi] = [Number(range[1]), Number(range[2])];
    else if (/^No two \w+ had the same \w+ in any \w+$/.test(s)) reading.distinct = true;
    else if (matched.length === 1) reading.rels.push(matched[0]);
    else throw new Error(`unread clue: ${line}`);
  }
  expect(reading.lo).toBeLessThan(reading.hi);
  return reading;
}

/** Every full grid the reading allows: blanks filled in reading order, the last open cell of a line forced. */
function solve(r: Reading): number[][][] {
  const grid = r.given.map((row) => [...row]);
  const blanks = grid.flatMap((row, i) => row.flatMap((v, j) => (v === null ? [[i, j] as Pos] : [])));
  const out: number[][][] = [];
  const lineSum = (cells: (number | null)[]) => cells.reduce((s: number, v) => s + (v ?? 0), 0);
  const valid = (g: number[][]) =>
    g.every(
      (row, i) => row.every((v) => v >= r.lo && v <= r.hi) && (r.rowTotals[i] ?? lineSum(row)) === lineSum(row),
    ) &&
    r.cols.every((_, j) => {
      const col = g.map((row) => row[j]);
      return (r.colTotals[j] ?? lineSum(col)) === lineSum(col) && (!r.distinct || new Set(col).size === col.length);
    }) &&
    r.rels.every(({ kind, a, b, n }) => {
      const [x, y] = [g[a[0]][a[1]], g[b[0]][b[1]]];
      return kind === 'times' ? x === n * y : kind === 'diff' ? x === y + n : x > y;
    });
  const go = (k: number) => {
    if (k === blanks.length) {
      const g = grid as number[][];
      if (valid(g)) out.push(g.map((row) => [...row]));
      return;
    }
    const [i, j] = blanks[k];
    const row = grid[i];
    const col = grid.map((x) => x[j]);
    const lastInRow = r.rowTotals[i] !== null && row.filter((v) => v === null).length === 1;
    const lastInCol = r.colTotals[j] !== null && col.filter((v) => v === null).length === 1;
    const forced = lastInRow
      ? [(r.rowTotals[i] as number) - lineSum(row)]
      : lastInCol
        ? [(r.colTotals[j] as number) - lineSum(col)]
        : Array.from({ length: r.hi - r.lo + 1 }, (_, t) => r.lo + t);
    for (const v of forced) {
      grid[i][j] = v;
      go(k + 1);
    }
    grid[i][j] = null;
  };
  go(0);
  return out;
}

const distinct = (xs: number[]) => [...new Set(xs)];

/** Parses the stem and checks the key against the worlds; returns the question's kind. */
function prove(r: Reading, worlds: number[][][], q: QuestionDraft): string {
  const C = r.cell.replace(/\(/g, '(?:');
  const cellAt = (text: string) => r.at(text);
  const v = (g: number[][], p: Pos) => g[p[0]][p[1]];
  const valueQ = (x: RegExpExecArray) => {
    const values = distinct(worlds.map((g) => v(g, cellAt(x[1]))));
    if (values.length === 1) {
      checkAnswer(q, values[0]);
      return 'determined';
    }
    checkAnswer(q, CBD);
    // The numbers offered beside it: at least two really occur.
    expect(q.options?.filter((o) => values.includes(Number(o))).length, q.stem).toBeGreaterThanOrEqual(2);
    return 'cannot';
  };
  const extreme = (cells: Pos[], word: string) => {
    const sums = worlds.map((g) => cells.reduce((s, p) => s + v(g, p), 0));
    expect(distinct(sums).length, q.stem).toBeGreaterThan(1);
    checkAnswer(q, word === 'least' ? Math.min(...sums) : Math.max(...sums));
    return 'extreme';
  };
  /** "If …": the condition keeps some but not all worlds, and in those the target takes one value. */
  const ifQ = (holds: (g: number[][]) => boolean, t: Pos) => {
    const kept = worlds.filter(holds);
    expect(kept.length, q.stem).toBeGreaterThanOrEqual(1);
    expect(kept.length, q.stem).toBeLessThan(worlds.length);
    expect(distinct(worlds.map((g) => v(g, t))).length, `${q.stem}: matters`).toBeGreaterThan(1);
    const values = distinct(kept.map((g) => v(g, t)));
    expect(values, q.stem).toHaveLength(1);
    checkAnswer(q, values[0]);
    return 'if';
  };
  const count = (n: number) => {
    checkAnswer(q, n);
    return 'count';
  };
  const R = `(${r.rows.map(esc).join('|')})`;
  const K = `(${r.cols.map(esc).join('|')})`;
  const row = (name: string) => r.rows.indexOf(name);
  const col = (name: string) => r.cols.indexOf(name);
  const forms: Array<[string, (x: RegExpExecArray) => string]> = [
    [`What was (${C})\\?`, valueQ],
    [`What is the (least|greatest) possible value of (${C})\\?`, (x) => extreme([cellAt(x[2])], x[1])],
    [
      `What is the (least|greatest) possible combined \\w+ of ${R} and ${R} in ${K}\\?`,
      (x) =>
        extreme(
          [
            [row(x[2]), col(x[4])],
            [row(x[3]), col(x[4])],
          ],
          x[1],
        ),
    ],
    [
      `What is the (least|greatest) possible combined \\w+ of ${R} in ${K} and ${K}\\?`,
      (x) =>
        extreme(
          [
            [row(x[2]), col(x[3])],
            [row(x[2]), col(x[4])],
          ],
          x[1],
        ),
    ],
    [
      `If (${C}) was more than (${C}), what was (${C})\\?`,
      (x) => ifQ((g) => v(g, cellAt(x[1])) > v(g, cellAt(x[2])), cellAt(x[3])),
    ],
    [`If (${C}) was (\\d+), what was (${C})\\?`, (x) => ifQ((g) => v(g, cellAt(x[1])) === Number(x[2]), cellAt(x[3]))],
    ['In how many different ways can the missing entries be filled in\\?', () => count(worlds.length)],
    [
      `How many different values are possible for (${C})\\?`,
      (x) => count(distinct(worlds.map((g) => v(g, cellAt(x[1])))).length),
    ],
  ];
  for (const [re, answer] of forms) {
    const x = new RegExp(`^${re}$`).exec(q.stem);
    if (x) return answer(x);
  }
  throw new Error(`unread stem: ${q.stem}`);
}

describe('DI sets with missing data', () => {
  const drafts: SetDraft[] = [];
  const titles = new Set<string>();
  it.each(CHUNKS)(
    'every key is proved by enumerating the completions (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const set = checkShape(tidySet(build(seed).draft), 'missing_data', 'Data Interpretation');
        const r = read(set);
        const worlds = solve(r);
        expect(worlds.length, `seed ${seed}`).toBeGreaterThanOrEqual(2);
        expect(worlds.length, `seed ${seed}`).toBeLessThanOrEqual(6);
        // The printed totals agree with each other.
        const grand = (set.data?.blocks[0] as TableBlock | undefined)?.rows.at(-1)?.at(-1);
        expect(r.colTotals.reduce((s: number, x) => s + (x ?? 0), 0)).toBe(grand);
        const kinds = new Set<string>();
        for (const q of set.questions) {
          expect(q.difficulty).toBeGreaterThanOrEqual(4);
          for (const text of questionTexts(q)) expect(lintText(text), text).toEqual([]);
          kinds.add(prove(r, worlds, q));
        }
        for (const k of ['determined', 'cannot', 'extreme', 'if']) expect(kinds, `seed ${seed}`).toContain(k);
        expect(lintText(set.body)).toEqual([]);
        drafts.push(set);
        titles.add(set.title);
      }
      if (seeds.at(-1) === SEEDS.at(-1)) {
        expect(distinctCount(drafts)).toBeGreaterThanOrEqual(Math.floor(SEEDS.length * 0.975));
        expect(titles.size).toBe(4);
        const types = new Set(drafts.flatMap((d) => d.questions.map((q) => q.type)));
        expect([...types].sort()).toEqual(['MCQ', 'TITA']);
      }
    },
    60_000,
  );

  it('needs every stated clue: dropping any one lets more completions through', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const r = read(tidySet(build(seed).draft));
      const count = solve(r).length;
      for (let k = 0; k < r.rels.length; k++) {
        const fewer = { ...r, rels: r.rels.filter((_, i) => i !== k) };
        expect(solve(fewer).length, `seed ${seed}, relation ${k + 1}`).toBeGreaterThan(count);
      }
      if (r.distinct) expect(solve({ ...r, distinct: false }).length, `seed ${seed}`).toBeGreaterThan(count);
    }
  });
});
