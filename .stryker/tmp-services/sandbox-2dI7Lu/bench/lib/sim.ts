// @ts-nocheck
import type { Rng } from '#shared/domain/random';

/** Standard normal draw (Box–Muller) from a seeded rng. */
export function normal(rng: Rng): number {
  let u = 0;
  while (u === 0) u = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** A numeric array read whose index the loop keeps in range (noUncheckedIndexedAccess cannot see that). */
export const at = (a: ArrayLike<number>, i: number): number => a[i] ?? Number.NaN;

export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = x.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += at(x, i);
    my += at(y, i);
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = at(x, i) - mx;
    const dy = at(y, i) - my;
    sxy += dx * dy;
    sxx += dx ** 2;
    syy += dy ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

export function rmse(x: ArrayLike<number>, y: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += (at(x, i) - at(y, i)) ** 2;
  return Math.sqrt(s / x.length);
}

export function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

export function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** `--short` or BENCH_SHORT=1 selects the quick mode. */
export function isShortMode(): boolean {
  return process.argv.includes('--short') || process.env.BENCH_SHORT === '1';
}
