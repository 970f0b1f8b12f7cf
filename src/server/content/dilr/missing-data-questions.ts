import type { QuestionDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import { list, mcq, type SetMeta, tita } from './kit.ts';
import { type Cell, type Puzzle, sameCell } from './missing-data-model.ts';

/** Question builders for a table with missing data; each returns null when this table cannot support it. */

export const CBD = 'Cannot be determined';

export interface Table {
  p: Puzzle;
  blanks: Cell[];
  /** Every completion, in a fixed order (Case 1, Case 2, …). */
  comps: number[][];
  /** "Pune's revenue in Q2" */
  cellText: (cell: Cell) => string;
  /** "Pune in Q2", for case lists */
  shortText: (cell: Cell) => string;
  rows: string[];
  cols: string[];
  noun: string;
  /** The deductions and case list every explanation opens with. */
  lines: string[];
  /** Cells the plain deductions fill (before any case is tried). */
  deduced: Cell[];
  rng: Rng;
  meta: SetMeta;
}

export interface Built {
  stem: string;
  draft: QuestionDraft;
}

/** "Case 2", "Cases 1 and 3". */
const caseNames = (idx: number[]) =>
  idx.length === 1 ? `Case ${idx[0] + 1}` : `Cases ${list(idx.map((i) => String(i + 1)))}`;

export function questionMakers(t: Table) {
  const { p, blanks, comps, rng, meta } = t;
  const all = comps.map((_, i) => i);
  /** A quantity: the sum of some cells, read in one case. */
  const valueIn = (cells: readonly Cell[], c: number) =>
    cells.reduce((s, cell) => {
      const k = blanks.findIndex((b) => sameCell(b, cell));
      return s + (k < 0 ? (p.values[cell[0]][cell[1]] as number) : comps[c][k]);
    }, 0);
  const seen = (cells: readonly Cell[], cases = all) => [...new Set(cases.map((c) => valueIn(cells, c)))];
  const varying = blanks.filter((b) => seen([b]).length > 1);
  const fixed = blanks.filter((b) => seen([b]).length === 1);
  /** "14 in Cases 1 and 3, 15 in Case 2" */
  const byCase = (cells: readonly Cell[], cases = all) =>
    seen(cells, cases)
      .map((v) => `${v} in ${caseNames(cases.filter((c) => valueIn(cells, c) === v))}`)
      .join(', ');
  /** Whole numbers near `v` (in the entries' range when `inRange`), nearest first, skipping `not`. */
  const near = (v: number, not: readonly number[], inRange = true) =>
    [1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6]
      .map((d) => v + d)
      .filter((x) => x >= 0 && !not.includes(x) && (!inRange || (x >= p.lo && x <= p.hi)));
  const str = (xs: readonly number[]) => xs.map(String);

  /** A blank every case agrees on; those the plain deductions do not reach come first (they need the cases). */
  const determined = (): Built | null => {
    if (fixed.length === 0) return null;
    const hard = fixed.filter((b) => !t.deduced.some((d) => sameCell(d, b)));
    const cell = rng.pick(hard.length > 0 ? hard : fixed);
    const [v] = seen([cell]);
    const stem = `What was ${t.cellText(cell)}?`;
    const explanation = [...t.lines, `In every case ${t.shortText(cell)} is ${v}, so the answer is ${v}.`];
    const wrong = [...(rng.next() < 0.7 ? [CBD] : []), ...str(rng.shuffle(near(v, [v]).slice(0, 4)))];
    return { stem, draft: mcq(meta, rng, { stem, correct: String(v), wrong, explanation, difficulty: 4 }) };
  };

  /** A blank the cases disagree on: keyed "Cannot be determined", with values it really takes beside it. */
  const undetermined = (): Built | null => {
    if (varying.length === 0) return null;
    const cell = rng.pick(varying);
    const values = seen([cell]);
    const stem = `What was ${t.cellText(cell)}?`;
    const explanation = [
      ...t.lines,
      `${t.shortText(cell)}: ${byCase([cell])}.`,
      'The cases disagree, so it cannot be determined from the data.',
    ];
    const wrong = str([...rng.shuffle(values), ...near(values[0], values)]);
    return { stem, draft: mcq(meta, rng, { stem, correct: CBD, wrong, explanation, difficulty: 4 }) };
  };

  /** The least or greatest possible value of one blank, or of two cells in a line taken together. */
  const extreme = (low: boolean, taken: ReadonlySet<string>): Built | null => {
    const word = low ? 'least' : 'greatest';
    const singles = varying.map((cell) => ({
      cells: [cell],
      stem: `What is the ${word} possible value of ${t.cellText(cell)}?`,
      what: t.shortText(cell),
    }));
    const pairs = varying.flatMap((a) =>
      blanks
        .filter((b) => (a[0] === b[0]) !== (a[1] === b[1]) && (a[0] < b[0] || a[1] < b[1]))
        .map((b) => ({
          cells: [a, b],
          stem:
            a[1] === b[1]
              ? `What is the ${word} possible combined ${t.noun} of ${t.rows[a[0]]} and ${t.rows[b[0]]} in ${t.cols[a[1]]}?`
              : `What is the ${word} possible combined ${t.noun} of ${t.rows[a[0]]} in ${t.cols[a[1]]} and ${t.cols[b[1]]}?`,
          what: `${t.shortText(a)} + ${t.shortText(b)}`,
        })),
    );
    const pool = [...singles, ...pairs].filter((q) => !taken.has(q.stem) && seen(q.cells).length > 1);
    if (pool.length === 0) return null;
    const q = rng.pick(pool);
    const values = seen(q.cells);
    const [min, max] = [Math.min(...values), Math.max(...values)];
    const value = low ? min : max;
    const explanation = [...t.lines, `${q.what}: ${byCase(q.cells)}.`, `The ${word} of these is ${value}.`];
    if (rng.next() < 0.4)
      return { stem: q.stem, draft: tita(meta, { stem: q.stem, value, explanation, difficulty: 5 }) };
    const wrong = str([low ? max : min, ...rng.shuffle(near(value, [value], false).slice(0, 4))]);
    return {
      stem: q.stem,
      draft: mcq(meta, rng, { stem: q.stem, correct: String(value), wrong, explanation, difficulty: 5 }),
    };
  };

  /** "If A was more than B (or A was v), what was T?": the condition keeps some cases and fixes T in all of them. */
  const conditional = (): Built | null => {
    const cells = [...p.colTotals.keys()].flatMap((c) => p.values.map((_, r) => [r, c] as const));
    const conditions = [
      ...varying.flatMap((a) =>
        cells
          .filter((b) => !sameCell(a, b) && (a[0] === b[0] || a[1] === b[1]))
          .map((b) => ({
            cells: [a, b],
            text: `${t.cellText(a)} was more than ${t.cellText(b)}`,
            holds: (c: number) => valueIn([a], c) > valueIn([b], c),
          })),
      ),
      ...varying.flatMap((a) =>
        seen([a]).map((v) => ({
          cells: [a],
          text: `${t.cellText(a)} was ${v}`,
          holds: (c: number) => valueIn([a], c) === v,
        })),
      ),
    ].filter((q) => {
      const n = all.filter(q.holds).length;
      return n >= 1 && n < comps.length;
    });
    // Comparisons read more like CAT than a stated value, so they go first.
    for (const cond of [...rng.shuffle(conditions.filter((q) => q.cells.length === 2)), ...rng.shuffle(conditions)]) {
      const kept = all.filter(cond.holds);
      const targets = varying.filter((b) => !cond.cells.some((x) => sameCell(x, b)) && seen([b], kept).length === 1);
      if (targets.length === 0) continue;
      const target = rng.pick(targets);
      const [v] = seen([target], kept);
      const stem = `If ${cond.text}, what was ${t.cellText(target)}?`;
      const explanation = [
        ...t.lines,
        `The condition holds only in ${caseNames(kept)}.`,
        `There ${t.shortText(target)} is ${v}; without the condition it could be ${list(str(seen([target])))}.`,
      ];
      const wrong = [...str(rng.shuffle(seen([target]))), CBD, ...str(near(v, seen([target])))];
      return { stem, draft: mcq(meta, rng, { stem, correct: String(v), wrong, explanation, difficulty: 5 }) };
    }
    return null;
  };

  /** How many completions, or how many values one blank can take: a typed answer. */
  const count = (): Built | null => {
    if (rng.next() < 0.5 || varying.length === 0) {
      const stem = 'In how many different ways can the missing entries be filled in?';
      const explanation = [...t.lines, `So there are ${comps.length} ways.`];
      return { stem, draft: tita(meta, { stem, value: comps.length, explanation, difficulty: 5 }) };
    }
    const cell = rng.pick(varying);
    const values = seen([cell]);
    const stem = `How many different values are possible for ${t.cellText(cell)}?`;
    const explanation = [...t.lines, `${t.shortText(cell)}: ${byCase([cell])}, so ${values.length} values.`];
    return { stem, draft: tita(meta, { stem, value: values.length, explanation, difficulty: 4 }) };
  };

  return { determined, undetermined, extreme, conditional, count };
}
