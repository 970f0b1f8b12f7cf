// @ts-nocheck
import { addResponse, createPosterior, estimateAbility, type Response, summarize } from './posterior.ts';
import { clamp } from './rasch.ts';

/**
 * What is stored per learner per scope (the `abilities` table): the EAP θ, its posterior SD and the number of
 * responses behind it. Between updates the posterior is carried as N(θ, uncertainty²): one response costs one
 * 61-point grid pass, and the row never needs the learner's history (see docs/decisions/0005-adaptive-model.md).
 */
export interface AbilityState {
  theta: number;
  uncertainty: number;
  attempts: number;
}

export const DEFAULT_ABILITY: AbilityState = { theta: 0, uncertainty: 1, attempts: 0 };
/** The population prior is N(0, 1), so no estimate is ever less certain than knowing nothing. */
export const MAX_UNCERTAINTY = 1;
/** Ability drifts as a learner studies: posterior variance grows by this much per day without evidence. */
export const DRIFT_VARIANCE_PER_DAY = 0.0025;
/** How far a topic may sit from its section before any topic evidence (SD of topic θ around section θ). */
export const TOPIC_SPREAD = 0.6;

export function sectionScope(section: string): string {
  return `section:${section}`;
}

export function topicScope(topic: string): string {
  return `topic:${topic}`;
}

/** Widen an estimate for the time since it was last updated (a random-walk model of learning and forgetting). */
export function inflateForElapsed(state: AbilityState, elapsedDays: number): AbilityState {
  if (!(elapsedDays > 0)) return state;
  const variance = state.uncertainty ** 2 + DRIFT_VARIANCE_PER_DAY * elapsedDays;
  return { ...state, uncertainty: Math.min(Math.sqrt(variance), MAX_UNCERTAINTY) };
}

/**
 * One response: prior N(θ, SD²) (widened for elapsed time), times the Rasch likelihood, summarised back to EAP
 * θ and SD. Learner θ is clamped to ±4 logits, the range where the bank holds any information.
 */
export function updateAbility(
  state: AbilityState,
  response: Response,
  options: { elapsedDays?: number } = {},
): AbilityState {
  const prior = inflateForElapsed(state, options.elapsedDays ?? 0);
  const post = addResponse(createPosterior({ mean: prior.theta, sd: prior.uncertainty }), response.b, response.correct);
  const est = summarize(post);
  return { theta: clamp(est.theta, -4, 4), uncertainty: est.sd, attempts: state.attempts + 1 };
}

/** Several responses in order, each through `updateAbility`. */
export function updateAbilityMany(state: AbilityState, responses: readonly Response[]): AbilityState {
  let s = state;
  for (const r of responses) s = updateAbility(s, r);
  return s;
}

/**
 * Exact rebuild from a response history (e.g. after items are recalibrated): the full grid posterior rather than
 * the chained normal approximation.
 */
export function rebuildAbility(responses: readonly Response[], prior: AbilityState = DEFAULT_ABILITY): AbilityState {
  const est = estimateAbility(responses, { mean: prior.theta, sd: prior.uncertainty });
  return { theta: clamp(est.theta, -4, 4), uncertainty: est.sd, attempts: prior.attempts + responses.length };
}

/**
 * The starting point of a topic the learner has not practised: centred on the section estimate, wider by the
 * typical topic-to-section spread, and never wider than the population prior.
 */
export function topicPrior(section: AbilityState): AbilityState {
  const sd = Math.min(Math.sqrt(section.uncertainty ** 2 + TOPIC_SPREAD ** 2), MAX_UNCERTAINTY);
  return { theta: section.theta, uncertainty: sd, attempts: 0 };
}
