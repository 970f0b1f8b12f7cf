// @ts-nocheck
import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { DI_EXAMS, dilrSet, list, mcq, numericWrong, pct, round, type SetMeta, sample, tita } from './kit.ts';
import { chooseLinearClues, equals, type LinearConstraint } from './linear-solver.ts';
import { linearTrace, SIMULTANEOUS } from './linear-trace.ts';
import { retry, weightedOrder } from './solver.ts';

/**
 * Caselet: a 3 × 3 table (rows × columns, e.g. offices × departments) described only in prose. The statements are
 * chosen until the nine numbers follow uniquely, checked by the linear solver; the reader rebuilds the table.
 */

interface CaseletTheme {
  title: string;
  rows: string[];
  cols: string[];
  /** "the number of Sales staff in Pune" */
  cell: (row: string, col: string) => string;
  rowWhole: (row: string) => string;
  colWhole: (col: string) => string;
  /** "The company has 300 employees …" */
  intro: (total: number, rows: string[], cols: string[]) => string;
  unit: string;
}

const THEMES: CaseletTheme[] = [
  {
    title: 'Staff of a software company',
    rows: ['Pune', 'Kochi', 'Jaipur', 'Indore', 'Nagpur'],
    cols: ['Sales', 'Engineering', 'Support', 'Finance'],
    cell: (r, c) => `the number of ${c} staff in ${r}`,
    rowWhole: (r) => `the ${r} office`,
    colWhole: (c) => `the ${c} department across all offices`,
    intro: (n, rows, cols) =>
      `A software company employs ${n} people in three offices — ${list(rows)} — each with the same three departments: ${list(cols)}.`,
    unit: 'employees',
  },
  {
    title: 'Cars sold by a dealer group',
    rows: ['Andheri', 'Thane', 'Vashi', 'Borivali'],
    cols: ['hatchbacks', 'sedans', 'SUVs', 'electric cars'],
    cell: (r, c) => `the number of ${c} sold at the ${r} showroom`,
    rowWhole: (r) => `the ${r} showroom's sales`,
    colWhole: (c) => `${c} sold across all showrooms`,
    intro: (n, rows, cols) =>
      `A dealer group sold ${n} cars last quarter through three showrooms — ${list(rows)}. Every car sold was one of ${list(cols)}.`,
    unit: 'cars',
  },
  {
    title: 'Fruit output of a farming cooperative',
    rows: ['Ratnagiri', 'Nashik', 'Dahanu', 'Satara'],
    cols: ['mango', 'grape', 'chikoo', 'guava'],
    cell: (r, c) => `the ${r} farm's ${c} harvest`,
    rowWhole: (r) => `the ${r} farm's harvest`,
    colWhole: (c) => `the total ${c} harvest`,
    intro: (n, rows, cols) =>
      `A cooperative harvested ${n} tonnes of fruit this season from three farms — ${list(rows)}. Each farm grows the same three fruits: ${list(cols.map((c) => (c === 'mango' ? 'mangoes' : `${c}s`)))}. All figures are in tonnes.`,
    unit: 'tonnes',
  },
  {
    title: 'Club membership at a school',
    rows: ['Class IX', 'Class X', 'Class XI', 'Class XII'],
    cols: ['music', 'robotics', 'debate', 'theatre'],
    cell: (r, c) => `the number of ${r} students in the ${c} club`,
    rowWhole: (r) => `the club members from ${r}`,
    colWhole: (c) => `the ${c} club`,
    intro: (n, rows, cols) =>
      `${n} students of a school belong to exactly one of three clubs — ${list(cols)}. They come from three classes: ${list(rows)}.`,
    unit: 'students',
  },
];

export type CaseletClue =
  | { t: 'total'; value: number; constraint: LinearConstraint }
  | { t: 'row'; r: number; value: number; constraint: LinearConstraint }
  | { t: 'col'; c: number; value: number; constraint: LinearConstraint }
  | { t: 'cell'; r: number; c: number; value: number; constraint: LinearConstraint }
  | { t: 'diff'; a: number; b: number; d: number; constraint: LinearConstraint }
  | { t: 'ratio'; a: number; b: number; p: number; q: number; constraint: LinearConstraint }
  | { t: 'pctRow'; r: number; c: number; p: number; constraint: LinearConstraint };

export type CaseletQuery =
  | { kind: 'cell'; r: number; c: number }
  | { kind: 'row'; r: number }
  | { kind: 'maxCell'; options: number[] }
  | { kind: 'pctOfTotal'; r: number; c: number }
  | { kind: 'countAbove'; t: number };

const idx = (r: number, c: number) => r * 3 + c;
const unit = (cells: number[], factors: number[] = cells.map(() => 1)) => {
  const row = new Array<number>(9).fill(0);
  cells.forEach((cell, i) => {
    row[cell] += factors[i];
  });
  return row;
};
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function cluePool(x: readonly number[]): CaseletClue[] {
  const pool: CaseletClue[] = [];
  for (let r = 0; r < 3; r++) {
    const cells = [0, 1, 2].map((c) => idx(r, c));
    const value = cells.reduce((s, k) => s + x[k], 0);
    pool.push({ t: 'row', r, value, constraint: equals(unit(cells), value) });
    for (let c = 0; c < 3; c++) {
      const v = x[idx(r, c)];
      pool.push({ t: 'cell', r, c, value: v, constraint: equals(unit([idx(r, c)]), v) });
      // "p% of the row": 100·cell − p·row = 0, only when p is a whole number.
      if ((v * 100) % value === 0) {
        const p = (v * 100) / value;
        pool.push({
          t: 'pctRow',
          r,
          c,
          p,
          constraint: equals(unit([...cells, idx(r, c)], [...cells.map(() => -p), 100]), 0),
        });
      }
    }
  }
  for (let c = 0; c < 3; c++) {
    const cells = [0, 1, 2].map((r) => idx(r, c));
    const value = cells.reduce((s, k) => s + x[k], 0);
    pool.push({ t: 'col', c, value, constraint: equals(unit(cells), value) });
  }
  // Comparisons between cells sharing a row or a column.
  for (let a = 0; a < 9; a++) {
    for (let b = 0; b < 9; b++) {
      const sameLine = Math.floor(a / 3) === Math.floor(b / 3) || a % 3 === b % 3;
      if (a === b || !sameLine || x[a] < x[b]) continue;
      const g = gcd(x[a], x[b]);
      if (x[a] !== x[b] && x[a] / g <= 4 && x[b] / g <= 3) {
        const [p, q] = [x[a] / g, x[b] / g];
        pool.push({ t: 'ratio', a, b, p, q, constraint: equals(unit([a, b], [q, -p]), 0) });
      } else if (a < b || x[a] > x[b]) {
        pool.push({ t: 'diff', a, b, d: x[a] - x[b], constraint: equals(unit([a, b], [1, -1]), x[a] - x[b]) });
      }
    }
  }
  return pool;
}

const WEIGHT: Record<CaseletClue['t'], number> = {
  total: 1,
  row: 1.2,
  col: 1.2,
  cell: 0.5,
  diff: 1.4,
  ratio: 1.5,
  pctRow: 1.5,
};

export function caseletClueText(clue: CaseletClue, theme: CaseletTheme, rows: string[], cols: string[]): string {
  const phrase = (k: number) => theme.cell(rows[Math.floor(k / 3)], cols[k % 3]);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  switch (clue.t) {
    case 'total':
      return `The total is ${clue.value} ${theme.unit}.`;
    case 'row':
      return `${cap(theme.rowWhole(rows[clue.r]))} came to ${clue.value} ${theme.unit}.`;
    case 'col':
      return `${cap(theme.colWhole(cols[clue.c]))} came to ${clue.value} ${theme.unit}.`;
    case 'cell':
      return `${cap(phrase(idx(clue.r, clue.c)))} was ${clue.value}.`;
    case 'diff':
      return clue.d === 0
        ? `${cap(phrase(clue.a))} was the same as ${phrase(clue.b)}.`
        : `${cap(phrase(clue.a))} exceeded ${phrase(clue.b)} by ${clue.d}.`;
    case 'ratio':
      return clue.q === 1
        ? `${cap(phrase(clue.a))} was ${clue.p === 2 ? 'twice' : `${clue.p} times`} ${phrase(clue.b)}.`
        : `${cap(phrase(clue.a))} and ${phrase(clue.b)} were in the ratio ${clue.p} : ${clue.q}.`;
    case 'pctRow':
      return `${cap(phrase(idx(clue.r, clue.c)))} was exactly ${clue.p}% of ${theme.rowWhole(rows[clue.r])}.`;
  }
}

export interface CaseletBuild {
  draft: SetDraft;
  solution: number[];
  clues: CaseletClue[];
  queries: CaseletQuery[];
  rows: string[];
  cols: string[];
}

export function buildCaselet(rng: Rng): CaseletBuild {
  const theme = rng.pick(THEMES);
  const rows = sample(rng, theme.rows, 3);
  const cols = sample(rng, theme.cols, 3);
  const name = (k: number) => `${rows[Math.floor(k / 3)]}–${cols[k % 3]}`;
  const { solution, clues, trace } = retry(40, () => {
    const x = Array.from({ length: 9 }, () => rng.int(3, 30) * 2);
    const total = x.reduce((a, b) => a + b, 0);
    const totalClue: CaseletClue = { t: 'total', value: total, constraint: equals(new Array(9).fill(1), total) };
    const pool = [totalClue, ...weightedOrder(cluePool(x), (c) => WEIGHT[c.t], rng)];
    const chosen = chooseLinearClues(new Array(9).fill(total), pool, 10);
    if (!chosen?.includes(totalClue)) return null;
    const clues = [totalClue, ...rng.shuffle(chosen.filter((c) => c !== totalClue))];
    const trace = linearTrace(
      clues.map((c, i) => ({ constraint: c.constraint, label: i === 0 ? 'The total' : `Statement ${i}` })),
      x,
      name,
    );
    // Keep only puzzles whose solution can be explained step by step.
    if (trace.some((line) => line.startsWith(SIMULTANEOUS))) return null;
    return { solution: x, clues, trace };
  });
  const total = solution.reduce((a, b) => a + b, 0);
  const meta: SetMeta = { generator: 'dilr-caselet', area: 'Data Interpretation', topic: 'Caselets', exams: DI_EXAMS };
  const grid = rows
    .map((r, ri) => `${r}: ${cols.map((c, ci) => `${c} ${solution[idx(ri, ci)]}`).join(', ')}`)
    .join('; ');
  const solved = [
    `Draw a 3 × 3 table (${rows.join(', ')} × ${cols.join(', ')}) and fill it from the statements.`,
    ...trace,
    `The table: ${grid}.`,
  ];
  const stated = (k: number) => clues.some((c) => c.t === 'cell' && idx(c.r, c.c) === k);
  const rowTotal = (r: number) => solution[idx(r, 0)] + solution[idx(r, 1)] + solution[idx(r, 2)];

  const templates: Array<() => { q: CaseletQuery; draft: QuestionDraft } | null> = [
    () => {
      const open = [...Array(9).keys()].filter((k) => !stated(k));
      const k = rng.pick(open);
      const [r, c] = [Math.floor(k / 3), k % 3];
      const stem = `What was ${theme.cell(rows[r], cols[c])}, in ${theme.unit}?`;
      return {
        q: { kind: 'cell', r, c },
        draft: tita(meta, { stem, value: solution[k], explanation: solved, difficulty: 3 }),
      };
    },
    () => {
      const open = [0, 1, 2].filter((r) => !clues.some((c) => c.t === 'row' && c.r === r));
      if (open.length === 0) return null;
      const r = rng.pick(open);
      const stem = `What was the total of ${theme.rowWhole(rows[r])}, in ${theme.unit}?`;
      const explanation = [...solved, `${[0, 1, 2].map((c) => solution[idx(r, c)]).join(' + ')} = ${rowTotal(r)}.`];
      return { q: { kind: 'row', r }, draft: tita(meta, { stem, value: rowTotal(r), explanation, difficulty: 3 }) };
    },
    () => {
      const sorted = [...Array(9).keys()].sort((a, b) => solution[b] - solution[a]);
      if (solution[sorted[0]] === solution[sorted[1]]) return null;
      const options = [sorted[0], ...rng.shuffle(sorted.slice(1)).slice(0, 3)];
      const label = (k: number) => `${rows[Math.floor(k / 3)]}, ${cols[k % 3]}`;
      const stem = 'Which of the following combinations had the largest figure?';
      const explanation = [...solved, `Compare: ${options.map((k) => `${label(k)} ${solution[k]}`).join('; ')}.`];
      const draft = mcq(meta, rng, {
        stem,
        correct: label(options[0]),
        wrong: options.slice(1).map(label),
        explanation,
        difficulty: 3,
      });
      return { q: { kind: 'maxCell', options }, draft };
    },
    () => {
      const k = rng.int(0, 8);
      const [r, c] = [Math.floor(k / 3), k % 3];
      const value = (solution[k] / total) * 100;
      const mistakes = [
        (solution[k] / rowTotal(r)) * 100,
        (solution[k] / (total - solution[k])) * 100,
        (rowTotal(r) / total) * 100,
      ];
      const stem = `What percentage of the overall total was ${theme.cell(rows[r], cols[c])}?`;
      const explanation = [...solved, `${solution[k]} / ${total} × 100 = ${pct(value)}.`];
      const wrong = numericWrong(round(value), mistakes, pct, { step: 2, minGap: 0.8, min: 0 });
      return {
        q: { kind: 'pctOfTotal', r, c },
        draft: mcq(meta, rng, { stem, correct: pct(value), wrong, explanation, difficulty: 4 }),
      };
    },
    () => {
      const t = rng.pick([20, 30, 40]);
      if (solution.includes(t)) return null;
      const value = solution.filter((v) => v > t).length;
      const stem = `In how many of the nine combinations (${rows[0]}–${cols[0]}, …) was the figure more than ${t}?`;
      const explanation = [...solved, `More than ${t}: ${value}.`];
      return { q: { kind: 'countAbove', t }, draft: tita(meta, { stem, value, explanation, difficulty: 3 }) };
    },
  ];

  const count = rng.int(4, 5);
  const made: Array<{ q: CaseletQuery; draft: QuestionDraft }> = [];
  for (const template of rng.shuffle(templates)) {
    if (made.length === count) break;
    const result = template();
    if (result) made.push(result);
  }
  for (let guard = 0; made.length < 4 && guard < 20; guard++) {
    const result = templates[0]();
    if (result && !made.some((m) => JSON.stringify(m.q) === JSON.stringify(result.q))) made.push(result);
  }
  const body = [
    theme.intro(total, rows, cols),
    '',
    ...clues.slice(1).map((clue, i) => `${i + 1}. ${caseletClueText(clue, theme, rows, cols)}`),
  ].join('\n');
  const draft = dilrSet(
    'caselet',
    theme.title,
    body,
    made.map((m) => m.draft),
  );
  return { draft, solution, clues, queries: made.map((m) => m.q), rows, cols };
}

export const caseletGenerator: SetGenerator = {
  id: 'dilr-caselet',
  setType: 'caselet',
  area: 'Data Interpretation',
  generate: (rng) => buildCaselet(rng).draft,
};
