// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { calibrateItems } from './calibrate.ts';
import { pCorrect } from './rasch.ts';

function normal(rng: { next(): number }): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

/** Every learner answers every item: a dense, small matrix. */
function simulate(learners: number, trueB: number[], seed: number) {
  const rng = createRng(seed);
  const theta = Array.from({ length: learners }, () => normal(rng));
  const learner: number[] = [];
  const item: number[] = [];
  const correct: number[] = [];
  theta.forEach((t, i) => {
    trueB.forEach((b, j) => {
      learner.push(i);
      item.push(j);
      correct.push(rng.next() < pCorrect(t, b) ? 1 : 0);
    });
  });
  return { data: { learner, item, correct, learners, items: trueB.length }, theta };
}

describe('batch calibration (MML-EM)', () => {
  const trueB = [-2, -1.2, -0.5, 0, 0.4, 1, 1.7, 2.5];

  it('recovers known difficulties in order and close to their values', () => {
    const { data } = simulate(1500, trueB, 3);
    const result = calibrateItems(data);
    expect(result.converged).toBe(true);
    for (const [j, b] of result.b.entries()) expect(Math.abs(b - (trueB[j] ?? Number.NaN))).toBeLessThan(0.2);
    for (let j = 1; j < trueB.length; j++) expect(result.b[j]).toBeGreaterThan(result.b[j - 1] ?? Number.NaN);
    // Standard errors reflect roughly 1500 answers each.
    for (const se of result.se) expect(se).toBeLessThan(0.12);
  });

  it('ranks learners by their responses', () => {
    const { data, theta } = simulate(300, trueB, 5);
    const result = calibrateItems(data);
    let agree = 0;
    let pairs = 0;
    for (let i = 0; i < 299; i += 3) {
      for (let k = i + 1; k < 300; k += 7) {
        const [a = Number.NaN, b = Number.NaN] = [theta[i], theta[k]];
        if (Math.abs(a - b) < 1) continue;
        pairs++;
        if (Math.sign((result.theta[i] ?? Number.NaN) - (result.theta[k] ?? Number.NaN)) === Math.sign(a - b)) agree++;
      }
    }
    expect(agree / pairs).toBeGreaterThan(0.85);
  });

  it('keeps an item everyone answers correctly finite, pulled to its prior', () => {
    const data = {
      learner: [0, 1, 2, 0, 1, 2],
      item: [0, 0, 0, 1, 1, 1],
      correct: [1, 1, 1, 0, 1, 0],
      learners: 3,
      items: 2,
    };
    const result = calibrateItems(data, { priorB: [-1, 0] });
    expect(Number.isFinite(result.b[0])).toBe(true);
    expect(result.b[0]).toBeLessThan(-1);
    expect(result.b[0]).toBeGreaterThan(-6);
  });
});
