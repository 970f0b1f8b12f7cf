import { list } from './kit.ts';
import { type Cell, type Puzzle, type Relation, sameCell } from './missing-data-model.ts';

/**
 * The deductions a solver makes before trying cases, for the explanations: a line with one blank left, two blanks
 * in a line tied by a relation, a line whose blanks must all sit at the top or bottom of the range, and a relation
 * with one side known. Each is sound, so whatever it fills agrees with every completion.
 */

export interface Step {
  cells: Cell[];
  values: number[];
  text: string;
}

interface Words {
  rows: string[];
  cols: string[];
  cellText: (c: Cell) => string;
  shortText: (c: Cell) => string;
}

/** A relation as the body states it; the tests read these sentences back. */
export function relationText(rel: Relation, cellText: (c: Cell) => string): string {
  const [a, b] = [cellText(rel.a), cellText(rel.b)];
  if (rel.t === 'times') return `${a} was ${rel.k === 2 ? 'twice' : 'three times'} ${b}`;
  if (rel.t === 'diff') return `${a} was ${rel.d} more than ${b}`;
  return `${a} was more than ${b}`;
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Fills what follows without trying cases, in order, until nothing more follows. */
export function propagate(p: Puzzle, w: Words): Step[] {
  const grid = p.values.map((row) => [...row]);
  const steps: Step[] = [];
  const at = (cell: Cell) => grid[cell[0]][cell[1]];
  const say = (cells: Cell[], values: number[]) =>
    cells.map((c, i) => `${w.shortText(c)} = ${values[i]}`).join(' and ');
  const set = (cells: Cell[], values: number[], why: string) => {
    cells.forEach((c, i) => {
      grid[c[0]][c[1]] = values[i];
    });
    steps.push({ cells, values, text: `${why}, so ${say(cells, values)}.` });
  };
  const lines = [
    ...p.values.map((row, r) => ({
      total: p.rowTotals[r],
      name: `${w.rows[r]}'s total`,
      cells: row.map((_, c) => [r, c] as const),
    })),
    ...p.colTotals.map((total, c) => ({
      total,
      name: `the ${w.cols[c]} total`,
      cells: p.values.map((_, r) => [r, c] as const),
    })),
  ];
  for (let progress = true; progress; ) {
    progress = false;
    for (const line of lines) {
      const open = line.cells.filter((cell) => at(cell) === null);
      if (line.total === null || open.length === 0) continue;
      const known = line.cells.flatMap((cell) => (at(cell) === null ? [] : [at(cell) as number]));
      const rest = line.total - sum(known);
      const from = known.length > 0 ? `${line.total} − (${known.join(' + ')}) = ${rest}` : `${rest}`;
      const rel = p.relations.find(
        (r) =>
          r.t !== 'more' &&
          open.length === 2 &&
          open.some((c) => sameCell(c, r.a)) &&
          open.some((c) => sameCell(c, r.b)),
      );
      if (open.length === 1) set(open, [rest], `From ${line.name}: ${from}`);
      else if (rest === open.length * p.lo || rest === open.length * p.hi) {
        const edge = rest === open.length * p.lo ? p.lo : p.hi;
        set(
          open,
          open.map(() => edge),
          `From ${line.name}, the ${open.length} blanks add up to ${from}, which is only possible if each is ${edge}`,
        );
      } else if (rel && rel.t !== 'more') {
        // a + b = rest with a = k × b or a = b + d.
        const b = rel.t === 'times' ? rest / (rel.k + 1) : (rest - rel.d) / 2;
        const a = rest - b;
        set(
          [rel.a, rel.b],
          [a, b],
          `From ${line.name}, ${list(open.map(w.shortText))} add up to ${from}, and ${relationText(rel, w.cellText)}`,
        );
      } else continue;
      progress = true;
    }
    for (const rel of p.relations) {
      const [a, b] = [at(rel.a), at(rel.b)];
      if (rel.t === 'more' || (a === null) === (b === null)) continue;
      if (a === null)
        set(
          [rel.a],
          [rel.t === 'times' ? (b as number) * rel.k : (b as number) + rel.d],
          cap(relationText(rel, w.cellText)),
        );
      else set([rel.b], [rel.t === 'times' ? a / rel.k : a - rel.d], cap(relationText(rel, w.cellText)));
      progress = true;
    }
  }
  return steps;
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The deductions, then the blanks fixed in every case, then the cases over the blanks still open. */
export function explainLines(p: Puzzle, blanks: Cell[], comps: number[][], steps: Step[], w: Words): string[] {
  const lines = steps.map((s) => s.text);
  const open = blanks.flatMap((b, k) => (steps.some((s) => s.cells.some((c) => sameCell(c, b))) ? [] : [k]));
  const fixed = open.filter((k) => comps.every((comp) => comp[k] === comps[0][k]));
  const loose = open.filter((k) => !fixed.includes(k));
  lines.push(
    `The remaining blanks (${list(open.map((k) => w.shortText(blanks[k])))}) are tied together by the totals and the conditions. Trying each whole value from ${p.lo} to ${p.hi} leaves ${comps.length} cases.`,
  );
  if (fixed.length > 0)
    lines.push(`In every case ${list(fixed.map((k) => `${w.shortText(blanks[k])} = ${comps[0][k]}`))}.`);
  lines.push(
    ...comps.map(
      (comp, c) => `Case ${c + 1}: ${loose.map((k) => `${w.shortText(blanks[k])} = ${comp[k]}`).join(', ')}.`,
    ),
  );
  return lines;
}
