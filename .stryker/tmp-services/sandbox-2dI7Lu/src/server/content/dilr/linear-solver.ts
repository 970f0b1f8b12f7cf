/**
 * Exhaustive search over non-negative integer vectors under linear constraints (lo ≤ Σ coef·x ≤ hi), for count
 * puzzles (Venn regions, caselet tables). Gauss–Jordan elimination on the equalities leaves a few free variables;
 * every value of those within the bounds is tried, the pivots follow, and each candidate is checked exactly against
 * every constraint in integers. So no solution is missed, and finding exactly one proves uniqueness.
 */
// @ts-nocheck


export interface LinearConstraint {
  /** One integer coefficient per variable. */
  coefs: readonly number[];
  lo: number;
  hi: number;
}

export const equals = (coefs: readonly number[], value: number): LinearConstraint => ({ coefs, lo: value, hi: value });

/** Up to `limit` solutions with 0 ≤ x[i] ≤ upper[i]. */
export function solveLinear(upper: readonly number[], constraints: readonly LinearConstraint[], limit = 2): number[][] {
  const n = upper.length;
  const rows = constraints.filter((c) => c.lo === c.hi).map((c) => [...c.coefs, c.lo]);
  const pivots: number[] = [];
  let r = 0;
  for (let col = 0; col < n && r < rows.length; col++) {
    let best = r;
    for (let i = r + 1; i < rows.length; i++) if (Math.abs(rows[i][col]) > Math.abs(rows[best][col])) best = i;
    if (Math.abs(rows[best][col]) < 1e-9) continue;
    [rows[r], rows[best]] = [rows[best], rows[r]];
    const p = rows[r][col];
    for (let j = 0; j <= n; j++) rows[r][j] /= p;
    for (let i = 0; i < rows.length; i++) {
      if (i === r || rows[i][col] === 0) continue;
      const f = rows[i][col];
      for (let j = 0; j <= n; j++) rows[i][j] -= f * rows[r][j];
    }
    pivots.push(col);
    r++;
  }
  // A leftover row 0 = c ≠ 0 means the equalities contradict each other.
  for (let i = r; i < rows.length; i++) if (Math.abs(rows[i][n]) > 1e-6) return [];
  const free = [...Array(n).keys()].filter((v) => !pivots.includes(v));
  const x = new Array<number>(n).fill(0);
  const found: number[][] = [];
  const satisfies = () =>
    constraints.every((c) => {
      let sum = 0;
      for (let v = 0; v < n; v++) sum += c.coefs[v] * x[v];
      return sum >= c.lo && sum <= c.hi;
    });
  const walk = (k: number) => {
    if (found.length >= limit) return;
    if (k === free.length) {
      for (let i = 0; i < pivots.length; i++) {
        let value = rows[i][n];
        for (const v of free) value -= rows[i][v] * x[v];
        const rounded = Math.round(value);
        if (Math.abs(value - rounded) > 1e-6 || rounded < 0 || rounded > upper[pivots[i]]) return;
        x[pivots[i]] = rounded;
      }
      if (satisfies()) found.push([...x]);
      return;
    }
    for (let value = 0; value <= upper[free[k]] && found.length < limit; value++) {
      x[free[k]] = value;
      walk(k + 1);
    }
  };
  walk(0);
  return found;
}

/** Rank of a set of coefficient rows (Gaussian elimination); an equality that raises it carries new information. */
export function rank(rows: readonly (readonly number[])[]): number {
  const m = rows.map((row) => [...row]);
  let r = 0;
  const cols = m[0]?.length ?? 0;
  for (let col = 0; col < cols && r < m.length; col++) {
    let pivot = r;
    for (let i = r + 1; i < m.length; i++) if (Math.abs(m[i][col]) > Math.abs(m[pivot][col])) pivot = i;
    if (Math.abs(m[pivot][col]) < 1e-9) continue;
    [m[r], m[pivot]] = [m[pivot], m[r]];
    for (let i = 0; i < m.length; i++) {
      if (i === r) continue;
      const f = m[i][col] / m[r][col];
      for (let j = col; j < cols; j++) m[i][j] -= f * m[r][j];
    }
    r++;
  }
  return r;
}

/**
 * Chooses equality clues in pool order, each only when it raises the rank, until the system has full rank (so the
 * hidden vector is the only solution); then drops clues the rest make redundant. Null when the pool falls short.
 */
export function chooseLinearClues<C extends { constraint: LinearConstraint }>(
  upper: readonly number[],
  pool: readonly C[],
  maxClues: number,
): C[] | null {
  const n = upper.length;
  const chosen: C[] = [];
  const rankOf = (clues: readonly C[]) => rank(clues.map((c) => c.constraint.coefs));
  for (const clue of pool) {
    if (clue.constraint.lo !== clue.constraint.hi) continue;
    if (rankOf([...chosen, clue]) > chosen.length) chosen.push(clue);
    if (chosen.length === n) break;
  }
  if (chosen.length < n) return null;
  for (let k = chosen.length - 1; k >= 0; k--) {
    const without = chosen.filter((_, i) => i !== k);
    if (rankOf(without) === n) chosen.splice(k, 1);
  }
  if (
    solveLinear(
      upper,
      chosen.map((c) => c.constraint),
      2,
    ).length !== 1
  )
    return null;
  return chosen.length <= maxClues ? chosen : null;
}
