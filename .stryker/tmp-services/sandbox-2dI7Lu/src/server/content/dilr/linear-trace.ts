// @ts-nocheck
import type { LinearConstraint } from './linear-solver.ts';

/** How the last-resort step begins; generators reject puzzles that need it. */
export const SIMULTANEOUS = 'Solving the remaining clues together';

type Labelled = { constraint: LinearConstraint; label: string };

/**
 * Explanation steps for a count puzzle solved by linear clues: use a clue with one unknown left; else two or three
 * clues added or subtracted so that one unknown is left; else two clues in the same two unknowns; as a last resort
 * solve what remains together.
 */
export function linearTrace(
  clues: readonly Labelled[],
  solution: readonly number[],
  name: (v: number) => string,
): string[] {
  const equalities = clues.filter((c) => c.constraint.lo === c.constraint.hi);
  const known = new Set<number>();
  const lines: string[] = [];
  const unknownsOf = (coefs: readonly number[]) =>
    coefs.flatMap((coef, v) => (Math.abs(coef) > 1e-9 && !known.has(v) ? [v] : []));
  const fix = (vars: number[]) => vars.map((v) => `${name(v)} = ${solution[v]}`).join(', ');
  while (known.size < solution.length) {
    const single = equalities.find((c) => unknownsOf(c.constraint.coefs).length === 1);
    if (single) {
      const [v] = unknownsOf(single.constraint.coefs);
      lines.push(`${single.label} ⇒ ${fix([v])}.`);
      known.add(v);
      continue;
    }
    const combo = findCombination(equalities, unknownsOf, 2, 4);
    if (combo) {
      lines.push(`${combo.how} ⇒ ${fix([combo.variable])}.`);
      known.add(combo.variable);
      continue;
    }
    const pair = findPair(equalities, unknownsOf);
    if (pair) {
      lines.push(`${pair.labels.join(' and ')} together ⇒ ${fix(pair.vars)}.`);
      for (const v of pair.vars) known.add(v);
      continue;
    }
    const chain = bestChain(equalities, known, solution, name);
    if (chain) {
      lines.push(...chain.lines);
      for (const v of chain.solved) known.add(v);
      continue;
    }
    const wide = findCombination(equalities, unknownsOf, 5, equalities.length);
    if (wide) {
      lines.push(`${wide.how} ⇒ ${fix([wide.variable])}.`);
      known.add(wide.variable);
      continue;
    }
    const rest = solution.map((_, v) => v).filter((v) => !known.has(v));
    lines.push(`${SIMULTANEOUS} ⇒ ${fix(rest)}.`);
    break;
  }
  return lines;
}

/** Clues added or subtracted (one scaled to cancel a shared unknown, or several with small multipliers) so that a single unknown is left. */
function findCombination(
  equalities: readonly Labelled[],
  unknownsOf: (coefs: readonly number[]) => number[],
  minSize: number,
  maxSize: number,
): { how: string; variable: number } | null {
  const m = equalities.length;
  const coefs = (i: number) => equalities[i].constraint.coefs;
  for (let i = 0; i < m && minSize <= 2; i++) {
    for (let j = 0; j < m; j++) {
      if (j === i) continue;
      const shared = unknownsOf(coefs(i)).filter((u) => unknownsOf(coefs(j)).includes(u));
      for (const v of shared) {
        const factor = coefs(i)[v] / coefs(j)[v];
        const left = unknownsOf(coefs(i).map((c, u) => c - factor * coefs(j)[u]));
        if (left.length !== 1) continue;
        const [A, B] = [equalities[i].label, equalities[j].label];
        const how = factor === 1 ? `${A} − ${B}` : factor === -1 ? `${A} + ${B}` : `${A} and ${B} combined`;
        return { how, variable: left[0] };
      }
    }
  }
  // Then groups of clues with small whole multipliers, fewest clues first.
  for (let size = minSize; size <= Math.min(maxSize, m); size++) {
    // Larger groups try fewer multipliers to keep the search small.
    const multipliers = size <= 4 ? [1, -1, 2, -2, 3, -3] : [1, -1, 2, -2];
    for (const subset of subsets(m, size)) {
      for (const factors of factorTuples(size, multipliers)) {
        const combined = coefs(subset[0]).map((_, v) =>
          subset.reduce((sum, e, i) => sum + factors[i] * coefs(e)[v], 0),
        );
        const left = unknownsOf(combined);
        if (left.length !== 1) continue;
        const how = subset
          .map((e, i) => {
            const f = factors[i];
            const size = Math.abs(f) === 1 ? '' : `${Math.abs(f)} × `;
            return `${i === 0 ? (f < 0 ? '−' : '') : f < 0 ? ' − ' : ' + '}${size}${equalities[e].label}`;
          })
          .join('');
        return { how, variable: left[0] };
      }
    }
  }
  return null;
}

/** All index subsets of {0…n−1} with `size` elements, in lexicographic order. */
function subsets(n: number, size: number): number[][] {
  if (size === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first <= n - size; first++) {
    for (const rest of subsets(n - first - 1, size - 1)) out.push([first, ...rest.map((r) => r + first + 1)]);
  }
  return out;
}

/** Multiplier tuples; the first is positive so a combination and its negation are not both tried. */
function factorTuples(size: number, multipliers: readonly number[]): number[][] {
  let out: number[][] = multipliers.filter((f) => f > 0).map((f) => [f]);
  for (let i = 1; i < size; i++) out = out.flatMap((prefix) => multipliers.map((f) => [...prefix, f]));
  return out;
}

/** Two clues whose unknowns are the same two variables, with independent coefficients. */
function findPair(
  equalities: readonly Labelled[],
  unknownsOf: (coefs: readonly number[]) => number[],
): { labels: string[]; vars: number[] } | null {
  for (let i = 0; i < equalities.length; i++) {
    const ui = unknownsOf(equalities[i].constraint.coefs);
    if (ui.length !== 2) continue;
    for (let j = i + 1; j < equalities.length; j++) {
      const uj = unknownsOf(equalities[j].constraint.coefs);
      if (uj.length !== 2 || uj[0] !== ui[0] || uj[1] !== ui[1]) continue;
      const [a, b] = ui;
      const ci = equalities[i].constraint.coefs;
      const cj = equalities[j].constraint.coefs;
      if (ci[a] * cj[b] - ci[b] * cj[a] !== 0) return { labels: [equalities[i].label, equalities[j].label], vars: ui };
    }
  }
  return null;
}

/** a + b·t, printed with at most two decimals. */
function affine(a: number, b: number): string {
  const n = (x: number) => String(Math.round(x * 100) / 100).replace('-', '−');
  const tPart = b === 1 ? 't' : b === -1 ? '−t' : `${n(b)}t`;
  if (Math.abs(a) < 1e-9) return tPart;
  if (Math.abs(b) < 1e-9) return n(a);
  return `${tPart} ${a > 0 ? '+' : '−'} ${n(Math.abs(a))}`;
}

/**
 * Substitution, the way people solve chains of "exceeds by" and "twice" statements: call one unknown t, express
 * others in t one statement at a time, until a statement fixes t. Tries every starting unknown; keeps the shortest.
 */
function bestChain(
  equalities: readonly Labelled[],
  known: ReadonlySet<number>,
  solution: readonly number[],
  name: (v: number) => string,
): { lines: string[]; solved: number[] } | null {
  let best: { lines: string[]; solved: number[] } | null = null;
  for (let start = 0; start < solution.length; start++) {
    if (known.has(start)) continue;
    const chain = substitute(start, equalities, known, solution, name);
    if (chain && (!best || chain.lines.length < best.lines.length)) best = chain;
  }
  return best;
}

function substitute(
  start: number,
  equalities: readonly Labelled[],
  known: ReadonlySet<number>,
  solution: readonly number[],
  name: (v: number) => string,
): { lines: string[]; solved: number[] } | null {
  const expr = new Map<number, [number, number]>([[start, [0, 1]]]);
  const lines = [`Let ${name(start)} = t.`];
  const used = new Set<number>();
  for (let guard = 0; guard < equalities.length; guard++) {
    let progressed = false;
    for (let e = 0; e < equalities.length; e++) {
      if (used.has(e)) continue;
      const { coefs, lo } = equalities[e].constraint;
      let rest = lo;
      let tCoef = 0;
      const open: number[] = [];
      coefs.forEach((coef, v) => {
        if (coef === 0) return;
        if (known.has(v)) rest -= coef * solution[v];
        else if (expr.has(v)) {
          const [a, b] = expr.get(v) as [number, number];
          rest -= coef * a;
          tCoef += coef * b;
        } else open.push(v);
      });
      const label = equalities[e].label;
      if (open.length === 0 && Math.abs(tCoef) > 1e-9) {
        const t = rest / tCoef;
        const solved = [...expr.keys()];
        lines.push(
          `${label} ⇒ t = ${Math.round(t * 100) / 100}, so ${solved.map((v) => `${name(v)} = ${solution[v]}`).join(', ')}.`,
        );
        return { lines, solved };
      }
      if (open.length === 1) {
        const [v] = open;
        expr.set(v, [rest / coefs[v], -tCoef / coefs[v]]);
        lines.push(`${label} ⇒ ${name(v)} = ${affine(rest / coefs[v], -tCoef / coefs[v])}.`);
        used.add(e);
        progressed = true;
      }
    }
    if (!progressed) return null;
  }
  return null;
}
