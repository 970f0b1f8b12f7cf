/**
 * The Rasch (1PL) model: P(correct | θ, b) = 1 / (1 + e^{−(θ−b)}), on the logit scale.
 * θ is a learner's ability, b an item's difficulty; both live on the same scale, anchored by a N(0, 1) population.
 */
// @ts-nocheck


export function pCorrect(theta: number, b: number): number {
  return 1 / (1 + Math.exp(b - theta));
}

/** Fisher information of one Rasch item at θ: p(1 − p); at most 0.25, reached when b = θ. */
export function itemInformation(theta: number, b: number): number {
  const p = pCorrect(theta, b);
  return p * (1 - p);
}

/** Log-likelihood of one response, computed without cancellation for large |θ − b|. */
export function responseLogLik(theta: number, b: number, correct: boolean): number {
  const x = correct ? theta - b : b - theta;
  // log σ(x) = −log(1 + e^{−x}), written two ways so neither overflows.
  return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
}

/**
 * Standard normal quantile Φ⁻¹(p) by the Abramowitz & Stegun 26.2.23 rational approximation (|error| < 4.5e−4),
 * ample for spreading targets over a prior.
 */
export function normalQuantile(p: number): number {
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  const q = p < 0.5 ? p : 1 - p;
  const t = Math.sqrt(-2 * Math.log(q));
  const z =
    t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t ** 3);
  return p < 0.5 ? -z : z;
}

export function clamp(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(x, hi));
}
