// @ts-nocheck
import { type AbilityState, DEFAULT_ABILITY, updateAbility } from './ability.ts';
import { recommendedDifficulty } from './difficulty.ts';

export interface AttemptRecord {
  /** the item's difficulty when it was answered */
  b: number;
  correct: boolean;
  at?: Date;
}

export interface ProgressionPoint {
  /** attempts replayed up to the end of this window */
  attempts: number;
  theta: number;
  uncertainty: number;
  /** share correct within this window, 0–1 */
  accuracy: number;
  recommendedDifficulty: number;
}

export const RECENT_WINDOW = 20;
export const PROGRESSION_WINDOW = 10;

const DAY_MS = 86_400_000;

/** Share of the last `window` attempts (oldest first in the input) that were correct; 0 with no attempts. */
export function recentAccuracy(attempts: readonly { correct: boolean }[], window = RECENT_WINDOW): number {
  const recent = attempts.slice(-Math.max(1, window));
  if (recent.length === 0) return 0;
  return recent.filter((a) => a.correct).length / recent.length;
}

/**
 * How the learner's level moved: the attempts (oldest first) are replayed through the same online update the app
 * uses, and the estimate is read after every `window` attempts (plus a final partial window).
 */
export function difficultyProgression(
  attempts: readonly AttemptRecord[],
  options: { window?: number; start?: AbilityState } = {},
): ProgressionPoint[] {
  const window = Math.max(1, options.window ?? PROGRESSION_WINDOW);
  let state = options.start ?? DEFAULT_ABILITY;
  let lastAt: Date | undefined;
  let correctInWindow = 0;
  let inWindow = 0;
  const points: ProgressionPoint[] = [];
  attempts.forEach((a, i) => {
    const elapsedDays = a.at && lastAt ? Math.max(0, (a.at.getTime() - lastAt.getTime()) / DAY_MS) : 0;
    state = updateAbility(state, a, { elapsedDays });
    lastAt = a.at ?? lastAt;
    inWindow++;
    if (a.correct) correctInWindow++;
    if (inWindow === window || i === attempts.length - 1) {
      points.push({
        attempts: i + 1,
        theta: state.theta,
        uncertainty: state.uncertainty,
        accuracy: correctInWindow / inWindow,
        recommendedDifficulty: recommendedDifficulty(state.theta),
      });
      inWindow = 0;
      correctInWindow = 0;
    }
  });
  return points;
}
