/**
 * Model of a DI table with missing cells: a grid of whole numbers, some cells blank, row and column totals (one row
 * total may be blank too), a range every entry lies in, and relations between cells. The enumerator lists every
 * way to fill the blanks; generators and explanations work from that list.
 */

export type Cell = readonly [row: number, col: number];

/** A relation between two cells, at least one of them blank: a = k × b, a = b + d, or a > b. */
export type Relation =
  | { t: 'times'; a: Cell; b: Cell; k: number }
  | { t: 'diff'; a: Cell; b: Cell; d: number }
  | { t: 'more'; a: Cell; b: Cell };

export interface Puzzle {
  /** values[r][c], or null for a blank cell. */
  values: (number | null)[][];
  /** Row totals; null when the table leaves it blank. */
  rowTotals: (number | null)[];
  colTotals: number[];
  lo: number;
  hi: number;
  /** No two entries in one column are equal. */
  distinct: boolean;
  relations: Relation[];
}

export const blanksOf = (p: Puzzle): Cell[] =>
  p.values.flatMap((row, r) => row.flatMap((v, c) => (v === null ? [[r, c] as const] : [])));

export const sameCell = (x: Cell, y: Cell) => x[0] === y[0] && x[1] === y[1];

export function relationHolds(rel: Relation, at: (cell: Cell) => number): boolean {
  const [a, b] = [at(rel.a), at(rel.b)];
  if (rel.t === 'times') return a === rel.k * b;
  if (rel.t === 'diff') return a === b + rel.d;
  return a > b;
}

/** A full grid: the given cells with one completion written into the blanks. */
export function fill(p: Puzzle, blanks: readonly Cell[], completion: readonly number[]): number[][] {
  const grid = p.values.map((row) => row.map((v) => v ?? 0));
  blanks.forEach(([r, c], i) => {
    grid[r][c] = completion[i];
  });
  return grid;
}

/**
 * Every completion (blank values in `blanksOf` order), by backtracking. After each assignment the lines through that
 * cell are checked: the blanks still open in a line with a known total must be able to make up the rest, so dead
 * branches die early. Stops past `limit` (the caller then treats the puzzle as too loose).
 */
export function completions(p: Puzzle, limit = 4000): number[][] {
  const blanks = blanksOf(p);
  const grid = p.values.map((row) => [...row]);
  const out: number[][] = [];
  const lineOk = (cells: (number | null)[], total: number | null) => {
    if (total === null) return true;
    let sum = 0;
    let open = 0;
    for (const v of cells) {
      if (v === null) open++;
      else sum += v;
    }
    const rest = total - sum;
    return rest >= open * p.lo && rest <= open * p.hi;
  };
  const at = (cell: Cell) => grid[cell[0]][cell[1]];
  const relOk = (rel: Relation) => {
    const [a, b] = [at(rel.a), at(rel.b)];
    return a === null || b === null || relationHolds(rel, (cell) => at(cell) as number);
  };
  const go = (i: number) => {
    if (out.length > limit) return;
    if (i === blanks.length) {
      out.push(blanks.map(([r, c]) => grid[r][c] as number));
      return;
    }
    const [r, c] = blanks[i];
    for (let v = p.lo; v <= p.hi; v++) {
      grid[r][c] = v;
      const column = grid.map((row) => row[c]);
      if (p.distinct && column.some((x, rr) => rr !== r && x === v)) continue;
      if (!lineOk(grid[r], p.rowTotals[r]) || !lineOk(column, p.colTotals[c])) continue;
      if (!p.relations.every(relOk)) continue;
      go(i + 1);
    }
    grid[r][c] = null;
  };
  go(0);
  return out;
}

/** Relations true of the hidden table with at least one blank side: the pool clues are drawn from. */
export function relationPool(p: Puzzle, hidden: number[][]): Relation[] {
  const blank = (cell: Cell) => p.values[cell[0]][cell[1]] === null;
  const cells = hidden.flatMap((row, r) => row.map((_, c) => [r, c] as const));
  const out: Relation[] = [];
  for (const a of cells) {
    for (const b of cells) {
      if (sameCell(a, b) || (!blank(a) && !blank(b))) continue;
      // Only pairs a reader would compare: same row or same column.
      if (a[0] !== b[0] && a[1] !== b[1]) continue;
      const [x, y] = [hidden[a[0]][a[1]], hidden[b[0]][b[1]]];
      if (x === 2 * y || x === 3 * y) out.push({ t: 'times', a, b, k: x / y });
      if (x - y >= 1 && x - y <= 6) out.push({ t: 'diff', a, b, d: x - y });
      if (x > y) out.push({ t: 'more', a, b });
    }
  }
  return out;
}
