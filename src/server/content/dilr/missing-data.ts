import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { DI_EXAMS, dilrSet, type SetMeta, sample } from './kit.ts';
import { explainLines, propagate, relationText } from './missing-data-deduce.ts';
import { blanksOf, type Cell, completions, type Puzzle, type Relation, relationPool } from './missing-data-model.ts';
import { type Built, questionMakers, type Table } from './missing-data-questions.ts';
import { retry } from './solver.ts';

/**
 * DI with missing data, as CAT sets it: a table with some cells blank, row and column totals, a range every entry
 * lies in and a few stated relations, which fill some blanks but leave several completions. Questions ask for a
 * value the data fix, one they do not ("Cannot be determined"), the least or greatest possible value, and an
 * "If …" question whose condition narrows the cases. The tests re-derive every key from the rendered set.
 */

interface Scene {
  id: string;
  title: string;
  rowNoun: string;
  rowPlural: string;
  colNoun: string;
  rows: string[];
  cols: string[];
  /** Singular, so "Pune's revenue in Q2 was …" reads right. */
  noun: string;
  lo: [number, number];
  width: [number, number];
  intro: (rows: string, cols: string) => string;
}

const SCENES: Scene[] = [
  {
    id: 'branches',
    title: 'Quarterly revenue of a retail chain',
    rowNoun: 'Branch',
    rowPlural: 'branches',
    colNoun: 'quarter',
    rows: ['Bhopal', 'Indore', 'Nagpur', 'Nashik', 'Pune', 'Rajkot', 'Surat'],
    cols: ['Q1', 'Q2', 'Q3', 'Q4'],
    noun: 'revenue',
    lo: [10, 15],
    width: [8, 11],
    intro: (r, c) =>
      `The table shows the revenue (in ₹ lakh) of ${r} branches of a retail chain in ${c} quarters of last year, with each branch's total and each quarter's total.`,
  },
  {
    id: 'quiz',
    title: 'Scores in an inter-college quiz',
    rowNoun: 'Contestant',
    rowPlural: 'contestants',
    colNoun: 'round',
    rows: ['Asha', 'Bimal', 'Chitra', 'Dev', 'Farah', 'Gopal', 'Ishita'],
    cols: ['Round 1', 'Round 2', 'Round 3', 'Round 4'],
    noun: 'score',
    lo: [1, 3],
    width: [8, 10],
    intro: (r, c) =>
      `The table shows the scores of ${r} contestants in ${c} rounds of an inter-college quiz, with each contestant's total and each round's total.`,
  },
  {
    id: 'plants',
    title: 'Monthly output of a tyre maker',
    rowNoun: 'Plant',
    rowPlural: 'plants',
    colNoun: 'month',
    rows: ['Chakan', 'Dharwad', 'Hosur', 'Manesar', 'Pithampur', 'Sanand'],
    cols: ['April', 'May', 'June', 'July'],
    noun: 'output',
    lo: [20, 30],
    width: [9, 12],
    intro: (r, c) =>
      `The table shows the output (in thousand tyres) of ${r} plants of a tyre maker in ${c} months, with each plant's total and each month's total.`,
  },
  {
    id: 'farms',
    title: 'Mango harvest of a cooperative',
    rowNoun: 'Farm',
    rowPlural: 'farms',
    colNoun: 'month',
    rows: ['Dahanu', 'Devgad', 'Palghar', 'Ratnagiri', 'Sindhudurg', 'Vengurla'],
    cols: ['March', 'April', 'May', 'June'],
    noun: 'harvest',
    lo: [5, 12],
    width: [8, 11],
    intro: (r, c) =>
      `The table shows the mango harvest (in tonnes) of ${r} farms of a cooperative in ${c} months, with each farm's total and each month's total.`,
  },
];

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
const MIN_CASES = 2;
const MAX_CASES = 6;

export interface MissingBuild {
  draft: SetDraft;
  scene: Scene;
  puzzle: Puzzle;
  hidden: number[][];
  comps: number[][];
}

/** The hidden table: whole numbers in range, distinct within each column when the set says so. */
function drawHidden(rng: Rng, rows: number, cols: number, lo: number, hi: number, distinct: boolean): number[][] {
  const range = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const columns = Array.from({ length: cols }, () =>
    distinct ? sample(rng, range, rows) : Array.from({ length: rows }, () => rng.int(lo, hi)),
  );
  return Array.from({ length: rows }, (_, r) => columns.map((col) => col[r]));
}

/** Adds relations while they cut the completions down (never below MIN_CASES), then drops any made redundant. */
function chooseRelations(p: Puzzle, pool: Relation[]): { p: Puzzle; comps: number[][] } | null {
  let comps = completions(p);
  let cur = p;
  for (const rel of pool) {
    if (comps.length <= MAX_CASES && cur.relations.length >= 2) break;
    const next = { ...cur, relations: [...cur.relations, rel] };
    const nextComps = completions(next);
    if (nextComps.length >= MIN_CASES && nextComps.length < comps.length) [cur, comps] = [next, nextComps];
  }
  if (comps.length > MAX_CASES || cur.relations.length === 0) return null;
  for (const rel of [...cur.relations]) {
    const without = { ...cur, relations: cur.relations.filter((r) => r !== rel) };
    if (completions(without).length === comps.length) cur = without;
  }
  if (cur.distinct && completions({ ...cur, distinct: false }).length === comps.length)
    cur = { ...cur, distinct: false };
  return { p: cur, comps };
}

export function buildMissing(rng: Rng): MissingBuild {
  const scene = rng.pick(SCENES);
  const nRows = rng.int(4, 5);
  const nCols = rng.int(3, 4);
  const rows = sample(rng, scene.rows, nRows).sort();
  const cols = scene.cols.slice(0, nCols);
  const lo = rng.int(...scene.lo);
  const hi = lo + rng.int(...scene.width);
  const cellText = (c: Cell) => `${rows[c[0]]}'s ${scene.noun} in ${cols[c[1]]}`;
  const shortText = (c: Cell) => `${rows[c[0]]} in ${cols[c[1]]}`;
  const meta: SetMeta = {
    generator: 'dilr-missing-data',
    area: 'Data Interpretation',
    topic: 'Tables',
    subtopic: 'Missing data',
    exams: DI_EXAMS,
  };

  const { puzzle, hidden, comps, questions } = retry(60, () => {
    const hidden = drawHidden(rng, nRows, nCols, lo, hi, rng.next() < 0.5);
    const cells = hidden.flatMap((row, r) => row.map((_, c) => [r, c] as const));
    const blankSet = sample(rng, cells, rng.int(5, Math.min(8, nRows * nCols - 6)));
    const isBlank = (r: number, c: number) => blankSet.some((b) => b[0] === r && b[1] === c);
    const bare: Puzzle = {
      values: hidden.map((row, r) => row.map((v, c) => (isBlank(r, c) ? null : v))),
      rowTotals: hidden.map((row) => row.reduce((s, x) => s + x, 0)),
      colTotals: cols.map((_, c) => hidden.reduce((s, row) => s + row[c], 0)),
      lo,
      hi,
      distinct: hidden[0].every((_, c) => new Set(hidden.map((row) => row[c])).size === nRows),
      relations: [],
    };
    const loose = completions(bare, 1500).length;
    if (loose < 3 || loose > 1500) return null;
    const chosen = chooseRelations(bare, rng.shuffle(relationPool(bare, hidden)));
    if (!chosen) return null;
    const { p, comps } = chosen;
    const blanks = blanksOf(p);
    const words = { rows, cols, cellText, shortText };
    const steps = propagate(p, words);
    const table: Table = {
      p,
      blanks,
      comps,
      cellText,
      shortText,
      rows,
      cols,
      noun: scene.noun,
      lines: explainLines(p, blanks, comps, steps, words),
      deduced: steps.flatMap((s) => s.cells),
      rng,
      meta,
    };
    const questions = makeQuestions(table);
    return questions && { puzzle: p, hidden, comps, questions };
  });

  const clues = [
    `Every entry in the table, including the missing ones, is a whole number from ${lo} to ${hi}.`,
    ...(puzzle.distinct ? [`No two ${scene.rowPlural} had the same ${scene.noun} in any ${scene.colNoun}.`] : []),
    ...puzzle.relations.map((rel) => `${relationText(rel, cellText)}.`),
  ];
  const body = [
    `${scene.intro(NUMBER_WORDS[nRows], NUMBER_WORDS[nCols])} Some entries are missing and are shown as ?.`,
    '',
    'The following is known:',
    '',
    ...clues.map((c, i) => `${i + 1}. ${c}`),
  ].join('\n');
  const show = (v: number | null) => v ?? '?';
  const grand = puzzle.colTotals.reduce((s, x) => s + x, 0);
  const block = {
    kind: 'table' as const,
    caption: scene.title,
    columns: [scene.rowNoun, ...cols, 'Total'],
    rows: [
      ...puzzle.values.map((row, r) => [rows[r], ...row.map(show), show(puzzle.rowTotals[r])]),
      ['Total', ...puzzle.colTotals, grand],
    ],
  };
  const draft = dilrSet('missing_data', `${scene.title}: missing data`, body, questions, { blocks: [block] });
  return { draft, scene, puzzle, hidden, comps };
}

/** The four kinds CAT always has in such a set, shuffled, plus sometimes a fifth. */
function makeQuestions(t: Table): QuestionDraft[] | null {
  const m = questionMakers(t);
  const low = t.rng.next() < 0.5;
  const required: Array<Built | null> = [m.determined(), m.undetermined(), m.conditional()];
  required.push(m.extreme(low, new Set(required.flatMap((q) => (q ? [q.stem] : [])))));
  if (required.some((q) => q === null)) return null;
  const built = required as Built[];
  if (t.rng.next() < 0.5) {
    const extra = t.rng.next() < 0.5 ? m.count() : m.extreme(!low, new Set(built.map((q) => q.stem)));
    if (extra && !built.some((q) => q.stem === extra.stem)) built.push(extra);
  }
  // Two "What was X?" questions must ask about different cells.
  if (new Set(built.map((q) => q.stem)).size < built.length) return null;
  return t.rng.shuffle(built.map((q) => q.draft));
}

export const missingDataGenerator: SetGenerator = {
  id: 'dilr-missing-data',
  setType: 'missing_data',
  area: 'Data Interpretation',
  generate: (rng) => buildMissing(rng).draft,
};
