// @ts-nocheck
import { clamp, pCorrect } from './rasch.ts';

/** Authors label items 1 (easiest) to 5 (hardest); the label seeds b one logit apart. */
export const LABEL_TO_B: Readonly<Record<number, number>> = { 1: -2, 2: -1, 3: 0, 4: 1, 5: 2 };
export const MIN_B = -4;
export const MAX_B = 4;

/**
 * Elo-style step size with Pelánek's uncertainty function U(n) = α / (1 + β·n): large while an item has few
 * attempts, shrinking as evidence accumulates (Pelánek 2016, "Applications of the Elo rating system in adaptive
 * educational systems"). α = 1, β = 0.1 were chosen on simulated data (see docs/decisions/0005-adaptive-model.md).
 */
export const ELO_ALPHA = 1;
export const ELO_BETA = 0.1;

export function initialDifficulty(label: number): number {
  const rounded = clamp(Math.round(label), 1, 5);
  return LABEL_TO_B[rounded] ?? 0;
}

/** The label whose seed b is nearest. */
export function difficultyLabel(b: number): number {
  return clamp(Math.round(b) + 3, 1, 5);
}

export function eloStep(attempts: number, alpha = ELO_ALPHA, beta = ELO_BETA): number {
  return alpha / (1 + beta * Math.max(0, attempts));
}

/**
 * Online calibration after one attempt: b moves against the surprise. `attempts` is how many attempts the item had
 * before this one and `theta` is the learner's estimate before answering. A correct answer that the model thought
 * unlikely makes the item easier (b falls); a wrong answer to a likely item makes it harder.
 */
export function updateItemDifficulty(b: number, attempts: number, theta: number, correct: boolean): number {
  const surprise = (correct ? 1 : 0) - pCorrect(theta, b);
  return clamp(b - eloStep(attempts) * surprise, MIN_B, MAX_B);
}

/**
 * The label to practise at: the item of greatest information sits at b = θ (a 50% chance), so the label is the
 * nearest one to θ itself.
 */
export function recommendedDifficulty(theta: number): number {
  return difficultyLabel(theta);
}
