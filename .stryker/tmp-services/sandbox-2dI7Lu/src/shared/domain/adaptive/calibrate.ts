// @ts-nocheck
import { clamp } from './rasch.ts';

/**
 * Batch calibration of item difficulties by marginal maximum likelihood with EM over a quadrature grid
 * (Bock & Aitkin 1981), with a weak normal prior on each b so that items everyone gets right (or wrong) stay finite.
 * The population is fixed at θ ~ N(0, 1), which anchors the scale the online estimates use.
 */
export interface ResponseData {
  /** learner index per response, 0 ≤ learner < learners */
  learner: ArrayLike<number>;
  /** item index per response, 0 ≤ item < items */
  item: ArrayLike<number>;
  /** 1 correct, 0 wrong */
  correct: ArrayLike<number>;
  learners: number;
  items: number;
}

export interface CalibrationOptions {
  /** Prior means for b (e.g. from the 1–5 labels); 0 when absent. Also the starting values. */
  priorB?: ArrayLike<number>;
  priorSd?: number;
  points?: number;
  maxIterations?: number;
  /** Stop when no b moves by more than this between iterations. */
  tolerance?: number;
}

export interface CalibrationResult {
  b: Float64Array;
  /** standard error of each b (from the curvature at the optimum) */
  se: Float64Array;
  /** EAP ability and posterior SD per learner at the final b */
  theta: Float64Array;
  thetaSd: Float64Array;
  iterations: number;
  converged: boolean;
}

const GRID_HALF_WIDTH = 5;

/** A typed-array read whose index the loop keeps in range (the compiler cannot see that). */
const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

export function calibrateItems(data: ResponseData, options: CalibrationOptions = {}): CalibrationResult {
  const { learners, items } = data;
  const n = data.item.length;
  const K = options.points ?? 41;
  const priorSd = options.priorSd ?? 2;
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-3;
  const priorVar = priorSd * priorSd;

  const grid = new Float64Array(K);
  const logPrior = new Float64Array(K);
  for (let k = 0; k < K; k++) {
    grid[k] = -GRID_HALF_WIDTH + (2 * GRID_HALF_WIDTH * k) / (K - 1);
    logPrior[k] = -0.5 * at(grid, k) ** 2;
  }

  const mu = new Float64Array(items);
  for (let j = 0; j < items; j++) mu[j] = options.priorB ? at(options.priorB, j) : 0;
  const b = Float64Array.from(mu);

  const { offsets, order } = groupByLearner(data.learner, learners, n);
  const logP = new Float64Array(items * K);
  const logQ = new Float64Array(items * K);
  const expN = new Float64Array(items * K);
  const expR = new Float64Array(items * K);
  const ll = new Float64Array(K);
  const theta = new Float64Array(learners);
  const thetaSd = new Float64Array(learners);
  const se = new Float64Array(items);

  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations && !converged) {
    iterations++;
    // Log-probabilities per item and grid point, shared by all learners this iteration.
    for (let j = 0; j < items; j++) {
      for (let k = 0; k < K; k++) {
        const x = at(grid, k) - at(b, j);
        const lse = x >= 0 ? Math.log1p(Math.exp(-x)) : -x + Math.log1p(Math.exp(x));
        logP[j * K + k] = -lse; // log σ(x)
        logQ[j * K + k] = -lse - x; // log σ(−x) = log σ(x) − x
      }
    }
    expN.fill(0);
    expR.fill(0);
    // E-step: each learner's posterior over the grid, spread over the items they answered.
    for (let i = 0; i < learners; i++) {
      const start = at(offsets, i);
      const end = at(offsets, i + 1);
      ll.set(logPrior);
      for (let r = start; r < end; r++) {
        const idx = at(order, r);
        const base = at(data.item, idx) * K;
        const table = at(data.correct, idx) ? logP : logQ;
        for (let k = 0; k < K; k++) ll[k] = at(ll, k) + at(table, base + k);
      }
      let max = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < K; k++) max = Math.max(max, at(ll, k));
      let total = 0;
      let mean = 0;
      for (let k = 0; k < K; k++) {
        const w = Math.exp(at(ll, k) - max);
        ll[k] = w;
        total += w;
        mean += w * at(grid, k);
      }
      mean /= total;
      let variance = 0;
      for (let k = 0; k < K; k++) {
        const w = at(ll, k) / total;
        ll[k] = w;
        variance += w * (at(grid, k) - mean) ** 2;
      }
      theta[i] = mean;
      thetaSd[i] = Math.sqrt(variance);
      for (let r = start; r < end; r++) {
        const idx = at(order, r);
        const base = at(data.item, idx) * K;
        const correct = at(data.correct, idx) === 1;
        for (let k = 0; k < K; k++) {
          expN[base + k] = at(expN, base + k) + at(ll, k);
          if (correct) expR[base + k] = at(expR, base + k) + at(ll, k);
        }
      }
    }
    // M-step: Newton on each item's expected complete-data log posterior.
    let maxShift = 0;
    for (let j = 0; j < items; j++) {
      let bj = at(b, j);
      let info = 1 / priorVar;
      for (let step = 0; step < 4; step++) {
        let grad = -(bj - at(mu, j)) / priorVar;
        info = 1 / priorVar;
        for (let k = 0; k < K; k++) {
          const nk = at(expN, j * K + k);
          if (nk === 0) continue;
          const p = 1 / (1 + Math.exp(bj - at(grid, k)));
          grad += nk * p - at(expR, j * K + k);
          info += nk * p * (1 - p);
        }
        const delta = clamp(grad / info, -1, 1);
        bj += delta;
        if (Math.abs(delta) < 1e-6) break;
      }
      se[j] = 1 / Math.sqrt(info);
      maxShift = Math.max(maxShift, Math.abs(bj - at(b, j)));
      b[j] = bj;
    }
    converged = maxShift < tolerance;
  }
  return { b, se, theta, thetaSd, iterations, converged };
}

/** Counting sort of response indices by learner (CSR layout). */
function groupByLearner(learner: ArrayLike<number>, learners: number, n: number) {
  const offsets = new Int32Array(learners + 1);
  for (let r = 0; r < n; r++) {
    const slot = at(learner, r) + 1;
    offsets[slot] = at(offsets, slot) + 1;
  }
  for (let i = 0; i < learners; i++) offsets[i + 1] = at(offsets, i + 1) + at(offsets, i);
  const cursor = Int32Array.from(offsets);
  const order = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    const who = at(learner, r);
    const next = at(cursor, who);
    order[next] = r;
    cursor[who] = next + 1;
  }
  return { offsets, order };
}
