// @ts-nocheck
import { responseLogLik } from './rasch.ts';

/**
 * A learner's posterior over θ on a fixed quadrature grid, kept as log-weights so many responses never underflow.
 * EAP (expected a posteriori) θ is its mean and the standard error is its standard deviation.
 */
export interface Posterior {
  readonly grid: Float64Array;
  readonly logW: Float64Array;
}

export interface NormalPrior {
  mean: number;
  sd: number;
}

export interface Response {
  b: number;
  correct: boolean;
}

export interface Estimate {
  theta: number;
  sd: number;
}

export const STANDARD_PRIOR: NormalPrior = { mean: 0, sd: 1 };
export const GRID_POINTS = 61;
/** The grid spans the prior mean ± 5 prior SDs, and at least ± 4 logits so strong evidence against a tight prior fits. */
export const GRID_HALF_WIDTH_SDS = 5;
export const GRID_MIN_HALF_WIDTH = 4;

/** A posterior equal to the prior, on GRID_POINTS points centred on the prior mean. */
export function createPosterior(prior: NormalPrior = STANDARD_PRIOR, points = GRID_POINTS): Posterior {
  if (!(prior.sd > 0)) throw new Error('prior sd must be positive');
  const grid = new Float64Array(points);
  const logW = new Float64Array(points);
  const half = Math.max(GRID_HALF_WIDTH_SDS * prior.sd, GRID_MIN_HALF_WIDTH);
  const step = (2 * half) / (points - 1);
  for (let k = 0; k < points; k++) {
    const x = prior.mean - half + k * step;
    grid[k] = x;
    const z = (x - prior.mean) / prior.sd;
    logW[k] = -0.5 * z * z;
  }
  return { grid, logW };
}

/** A typed-array read whose index the loop keeps in range (the compiler cannot see that). */
const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

/** The posterior after one more response; the input is left untouched. */
export function addResponse(post: Posterior, b: number, correct: boolean): Posterior {
  const logW = new Float64Array(post.logW.length);
  for (let k = 0; k < logW.length; k++) logW[k] = at(post.logW, k) + responseLogLik(at(post.grid, k), b, correct);
  return { grid: post.grid, logW };
}

/** The posterior after many responses. */
export function addResponses(post: Posterior, responses: readonly Response[]): Posterior {
  const logW = Float64Array.from(post.logW);
  for (const r of responses) {
    for (let k = 0; k < logW.length; k++) logW[k] = at(logW, k) + responseLogLik(at(post.grid, k), r.b, r.correct);
  }
  return { grid: post.grid, logW };
}

/** EAP θ and posterior SD (trapezoid rule on an evenly spaced grid: the end weights are negligible). */
export function summarize(post: Posterior): Estimate {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of post.logW) if (v > max) max = v;
  let total = 0;
  let mean = 0;
  for (let k = 0; k < post.grid.length; k++) {
    const w = Math.exp(at(post.logW, k) - max);
    total += w;
    mean += w * at(post.grid, k);
  }
  mean /= total;
  let variance = 0;
  for (let k = 0; k < post.grid.length; k++) {
    const d = at(post.grid, k) - mean;
    variance += Math.exp(at(post.logW, k) - max) * d * d;
  }
  return { theta: mean, sd: Math.sqrt(variance / total) };
}

/** EAP from scratch: prior plus responses. */
export function estimateAbility(responses: readonly Response[], prior: NormalPrior = STANDARD_PRIOR): Estimate {
  return summarize(addResponses(createPosterior(prior), responses));
}
