// @ts-nocheck
import type { Rng } from '#shared/domain/random';

/**
 * Exhaustive solving for finite LR puzzles: enumerate every candidate solution, keep those that satisfy all clues.
 * Generators draw a hidden solution, build a pool of clues true for it, and add clues until one candidate is left.
 */

export type Holds<S, C> = (clue: C, candidate: S) => boolean;

/** Every ordering of `items` (n! of them; callers keep n ≤ 8). */
export function permutations<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  const used = items.map(() => false);
  const current: T[] = [];
  const walk = () => {
    if (current.length === items.length) {
      out.push([...current]);
      return;
    }
    for (let i = 0; i < items.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      current.push(items[i]);
      walk();
      current.pop();
      used[i] = false;
    }
  };
  walk();
  return out;
}

/** The cartesian product of the domains: one array per combination. */
export function product<T>(domains: readonly (readonly T[])[]): T[][] {
  let out: T[][] = [[]];
  for (const domain of domains) {
    const next: T[][] = [];
    for (const prefix of out) for (const value of domain) next.push([...prefix, value]);
    out = next;
  }
  return out;
}

/** Every candidate consistent with all the clues: the exhaustive solver. */
export function solveAll<S, C>(candidates: readonly S[], clues: readonly C[], holds: Holds<S, C>): S[] {
  return candidates.filter((candidate) => clues.every((clue) => holds(clue, candidate)));
}

/** A random order that tends to put heavier items first (Efraimidis–Spirakis keys). */
export function weightedOrder<T>(items: readonly T[], weight: (item: T) => number, rng: Rng): T[] {
  return items
    .map((item) => ({ item, key: rng.next() ** (1 / Math.max(weight(item), 1e-6)) }))
    .sort((a, b) => b.key - a.key)
    .map((entry) => entry.item);
}

/**
 * Walks the pool in order and keeps each clue that removes at least one remaining candidate, until one is left;
 * then drops clues the others make redundant. Every pool clue must hold for the hidden solution.
 * Returns null when the pool cannot single out one candidate or needs more than `maxClues`.
 */
export function chooseClues<S, C>(options: {
  candidates: readonly S[];
  pool: readonly C[];
  holds: Holds<S, C>;
  maxClues: number;
}): C[] | null {
  const { candidates, pool, holds, maxClues } = options;
  let remaining = candidates.map((_, index) => index);
  const chosen: C[] = [];
  for (const clue of pool) {
    if (remaining.length <= 1) break;
    const next = remaining.filter((index) => holds(clue, candidates[index]));
    if (next.length > 0 && next.length < remaining.length) {
      chosen.push(clue);
      remaining = next;
    }
  }
  if (remaining.length !== 1) return null;

  // Drop clues one at a time while the rest still leave exactly one candidate; fails[i] counts kept clues i breaks.
  const satisfied = chosen.map((clue) => candidates.map((candidate) => holds(clue, candidate)));
  const fails = candidates.map((_, i) => satisfied.reduce((sum, row) => sum + (row[i] ? 0 : 1), 0));
  const keep = chosen.map(() => true);
  for (let k = 0; k < chosen.length; k++) {
    let count = 0;
    for (let i = 0; i < candidates.length && count < 2; i++) {
      if (fails[i] - (satisfied[k][i] ? 0 : 1) === 0) count++;
    }
    if (count !== 1) continue;
    keep[k] = false;
    for (let i = 0; i < candidates.length; i++) if (!satisfied[k][i]) fails[i]--;
  }
  const result = chosen.filter((_, k) => keep[k]);
  return result.length <= maxClues ? result : null;
}

/** Retries a puzzle draw until it succeeds; generators use it when a pool falls short. */
export function retry<T>(attempts: number, draw: () => T | null): T {
  for (let i = 0; i < attempts; i++) {
    const result = draw();
    if (result !== null) return result;
  }
  throw new Error(`no puzzle after ${attempts} attempts`);
}

/**
 * A deduction trace for explanations. Each candidate maps to a vector of attribute values (e.g. the seat of each
 * person). Clues are applied most-restrictive first; after each, every attribute whose possible values shrank to one
 * or two is reported ("X sits second or fourth", then "X sits fourth"). Clues that narrow nothing visible are folded
 * into the next line.
 */
export function deductionTrace<S, C>(options: {
  candidates: readonly S[];
  clues: readonly C[];
  holds: Holds<S, C>;
  values: (candidate: S) => readonly number[];
  phrase: (attribute: number, possible: readonly number[]) => string;
  /** How a clue is named; by default "Clue 3" (position in `clues`, from 1). */
  label?: (clueIndex: number) => string;
}): string[] {
  const { clues, holds, values, phrase, label } = options;
  let remaining = [...options.candidates];
  const unused = clues.map((_, i) => i);
  const reported = new Map<number, number>();
  const lines: string[] = [];
  let pending: number[] = [];
  const width = (sets: number[][]) => sets.reduce((sum, possible) => sum + possible.length, 0);
  while (unused.length > 0 && remaining.length > 1) {
    // Prefer the clue that visibly narrows the most attribute values, then the one leaving fewest candidates.
    let best = unused[0];
    let bestScore = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (const i of unused) {
      const left = remaining.filter((candidate) => holds(clues[i], candidate));
      const score = [width(possibleValues(left, values)), left.length];
      if (score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) {
        best = i;
        bestScore = score;
      }
    }
    unused.splice(unused.indexOf(best), 1);
    remaining = remaining.filter((candidate) => holds(clues[best], candidate));
    pending.push(best);
    const fresh: string[] = [];
    possibleValues(remaining, values).forEach((possible, attribute) => {
      if (possible.length > 2 || reported.get(attribute) === possible.length) return;
      reported.set(attribute, possible.length);
      fresh.push(phrase(attribute, possible));
    });
    if (fresh.length === 0) continue;
    const who = label ? joinNames(pending.map(label)) : clueNames(pending);
    lines.push(`${who} ⇒ ${fresh.join('; ')}.`);
    pending = [];
  }
  return lines;
}

function joinNames(names: string[]): string {
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function clueNames(indexes: number[]): string {
  const numbers = indexes.map((i) => i + 1).sort((a, b) => a - b);
  return numbers.length === 1 ? `Clue ${numbers[0]}` : `Clues ${joinNames(numbers.map(String))}`;
}

/** For each attribute, the sorted distinct values (0…30) it takes across the candidates. */
function possibleValues<S>(remaining: readonly S[], values: (candidate: S) => readonly number[]): number[][] {
  if (remaining.length === 0) return [];
  const masks = values(remaining[0]).map((v) => 1 << v);
  for (let i = 1; i < remaining.length; i++) {
    const row = values(remaining[i]);
    for (let a = 0; a < row.length; a++) masks[a] |= 1 << row[a];
  }
  return masks.map((mask) => {
    const out: number[] = [];
    for (let v = 0; v < 31; v++) if (mask & (1 << v)) out.push(v);
    return out;
  });
}
