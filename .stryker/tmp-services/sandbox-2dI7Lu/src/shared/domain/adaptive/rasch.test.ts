// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { addResponse, addResponses, createPosterior, estimateAbility, summarize } from './posterior.ts';
import { itemInformation, normalQuantile, pCorrect, responseLogLik } from './rasch.ts';

/** Posterior mean and SD by brute force: a fine grid over ±8 with the plain product of probabilities. */
function bruteForce(responses: { b: number; correct: boolean }[], mean = 0, sd = 1) {
  let total = 0;
  let m1 = 0;
  let m2 = 0;
  for (let x = -8; x <= 8; x += 0.0005) {
    let w = Math.exp(-0.5 * ((x - mean) / sd) ** 2);
    for (const r of responses) w *= r.correct ? pCorrect(x, r.b) : 1 - pCorrect(x, r.b);
    total += w;
    m1 += w * x;
    m2 += w * x * x;
  }
  const mu = m1 / total;
  return { theta: mu, sd: Math.sqrt(m2 / total - mu * mu) };
}

describe('Rasch model', () => {
  it('gives 50% when ability equals difficulty and rises with ability', () => {
    expect(pCorrect(1, 1)).toBeCloseTo(0.5, 12);
    expect(pCorrect(2, 1)).toBeCloseTo(1 / (1 + Math.exp(-1)), 12);
    expect(pCorrect(0, 1)).toBeLessThan(0.5);
  });

  it('has information p(1 − p), largest (0.25) at b = θ', () => {
    expect(itemInformation(0.7, 0.7)).toBeCloseTo(0.25, 12);
    expect(itemInformation(0.7, 1.7)).toBeLessThan(0.25);
    expect(itemInformation(0, 2)).toBeCloseTo(pCorrect(0, 2) * (1 - pCorrect(0, 2)), 12);
  });

  it('computes log-likelihoods without overflow far from the item', () => {
    expect(responseLogLik(0, 0, true)).toBeCloseTo(Math.log(0.5), 12);
    expect(responseLogLik(-800, 0, true)).toBeCloseTo(-800, 6);
    expect(Number.isFinite(responseLogLik(800, 0, false))).toBe(true);
  });

  it('inverts the normal CDF to within 5e-4', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 3);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 3);
    expect(normalQuantile(0.1)).toBeCloseTo(-1.281552, 3);
  });
});

describe('EAP posterior', () => {
  const responses = [
    { b: -1, correct: true },
    { b: 0, correct: true },
    { b: 0.5, correct: false },
    { b: 1.2, correct: true },
    { b: 2, correct: false },
  ];

  it('matches a brute-force posterior mean and SD', () => {
    const est = estimateAbility(responses);
    const exact = bruteForce(responses);
    expect(est.theta).toBeCloseTo(exact.theta, 3);
    expect(est.sd).toBeCloseTo(exact.sd, 3);
  });

  it('matches brute force under a shifted, narrower prior', () => {
    const est = estimateAbility(responses, { mean: 1, sd: 0.5 });
    const exact = bruteForce(responses, 1, 0.5);
    expect(est.theta).toBeCloseTo(exact.theta, 3);
    expect(est.sd).toBeCloseTo(exact.sd, 3);
  });

  it('returns the prior with no responses', () => {
    const est = summarize(createPosterior({ mean: 0.4, sd: 0.8 }));
    expect(est.theta).toBeCloseTo(0.4, 6);
    expect(est.sd).toBeCloseTo(0.8, 4);
  });

  it('updates one response at a time to the same result as all at once, leaving the input untouched', () => {
    const start = createPosterior();
    let post = start;
    for (const r of responses) post = addResponse(post, r.b, r.correct);
    const batch = summarize(addResponses(start, responses));
    expect(summarize(post).theta).toBeCloseTo(batch.theta, 12);
    expect(summarize(start).theta).toBeCloseTo(0, 12);
  });

  it('shrinks the SE as responses accumulate and moves θ toward the evidence', () => {
    let post = createPosterior();
    let previous = summarize(post).sd;
    for (let i = 0; i < 20; i++) {
      post = addResponse(post, 0, i % 2 === 0);
      const sd = summarize(post).sd;
      expect(sd).toBeLessThan(previous);
      previous = sd;
    }
    expect(previous).toBeLessThan(0.45);
    expect(estimateAbility([{ b: 0, correct: true }]).theta).toBeGreaterThan(0);
    expect(estimateAbility([{ b: 0, correct: false }]).theta).toBeLessThan(0);
  });

  it('stays finite when every answer is right', () => {
    const est = estimateAbility(Array.from({ length: 40 }, () => ({ b: 3, correct: true })));
    expect(Number.isFinite(est.theta)).toBe(true);
    expect(est.theta).toBeGreaterThan(3);
  });
});
