// @ts-nocheck
import type { Rng } from '../random.ts';
import type { AbilityState } from './ability.ts';
import { clamp, itemInformation, normalQuantile } from './rasch.ts';

export interface SelectionCandidate {
  b: number;
  topic: string;
  /** when this learner last answered the item, if ever */
  seenAt?: Date | null;
}

export interface SelectionInput<C extends SelectionCandidate> {
  candidates: readonly C[];
  /** the learner's estimate for the section (or topic) being practised; null or absent for a guest */
  ability?: Pick<AbilityState, 'theta' | 'uncertainty'> | null;
  count: number;
  /** topic → weakness weight 0..1 (see `weaknessWeights`), or a plain list of weak topics (weight 1 each) */
  weakTopics?: Readonly<Record<string, number>> | readonly string[];
  now: Date;
  rng: Rng;
  /** items seen within this many days are skipped */
  recentDays?: number;
  /** how many of the best items each pick is drawn from at random */
  randomesque?: number;
  /** when too few unseen items remain, top up with the least recently seen ones */
  fillWithSeen?: boolean;
}

export const RECENT_DAYS = 30;
export const RANDOMESQUE = 5;
/** A fully weak topic's items count this much more (×2 at weight 1). */
export const WEAK_TOPIC_BONUS = 1;
/** Each item already taken from a topic halves that topic's appeal, which spreads a set over topics. */
export const TOPIC_REPEAT_PENALTY = 0.5;
/** What a guest is measured against: the population prior. */
export const GUEST_ABILITY: Pick<AbilityState, 'theta' | 'uncertainty'> = { theta: 0, uncertainty: 1 };

const DAY_MS = 86_400_000;

/**
 * Pick `count` questions for one learner.
 *
 * Each slot has a target ability: θ itself when the estimate is sharp, spread over the plausible range θ ± SD·z
 * (normal quantiles) while it is not. So a guest or a new learner (N(0, 1)) gets a calibrated mix from easy to hard,
 * and a well-measured learner gets items near θ. A slot takes, at random among the `randomesque` best, the item with
 * the most Fisher information p(1 − p) at its target, weighted up for weak topics and down for topics already in
 * the set; no topic takes more than ⌈count/2⌉ while another topic still has items. Items seen in the last
 * `recentDays` are skipped. The result runs from the lowest target to the highest (easier first).
 */
export function selectQuestions<C extends SelectionCandidate>(input: SelectionInput<C>): C[] {
  const count = Math.max(0, Math.floor(input.count));
  if (count === 0) return [];
  const ability = input.ability ?? GUEST_ABILITY;
  const sd = clamp(ability.uncertainty, 0, 1);
  const recentMs = (input.recentDays ?? RECENT_DAYS) * DAY_MS;
  const nowMs = input.now.getTime();
  const r = Math.max(1, Math.floor(input.randomesque ?? RANDOMESQUE));
  const weights = toWeights(input.weakTopics);

  const fresh: C[] = [];
  const seen: C[] = [];
  for (const c of input.candidates) {
    if (c.seenAt && nowMs - c.seenAt.getTime() < recentMs) seen.push(c);
    else fresh.push(c);
  }

  const cap = Math.ceil(count / 2);
  const used = new Map<string, number>();
  const taken = new Uint8Array(fresh.length);
  const chosen: C[] = [];
  const topIdx: number[] = [];
  const topScore: number[] = [];

  for (let slot = 0; slot < count && chosen.length < fresh.length; slot++) {
    const target = ability.theta + sd * normalQuantile((slot + 0.5) / count);
    // Respect the topic cap unless every remaining item's topic is already at it.
    let underCapLeft = false;
    for (let i = 0; i < fresh.length; i++) {
      const c = fresh[i];
      if (c && !taken[i] && (used.get(c.topic) ?? 0) < cap) {
        underCapLeft = true;
        break;
      }
    }
    topIdx.length = 0;
    topScore.length = 0;
    for (let i = 0; i < fresh.length; i++) {
      const c = fresh[i];
      if (taken[i] || !c) continue;
      const u = used.get(c.topic) ?? 0;
      if (underCapLeft && u >= cap) continue;
      const score =
        (itemInformation(target, c.b) / 0.25) *
        (1 + WEAK_TOPIC_BONUS * (weights.get(c.topic) ?? 0)) *
        TOPIC_REPEAT_PENALTY ** u;
      insertTop(topIdx, topScore, i, score, r);
    }
    const pick = topIdx[input.rng.int(0, topIdx.length - 1)];
    const picked = pick === undefined ? undefined : fresh[pick];
    if (pick === undefined || !picked) break;
    taken[pick] = 1;
    chosen.push(picked);
    used.set(picked.topic, (used.get(picked.topic) ?? 0) + 1);
  }

  if (input.fillWithSeen && chosen.length < count) {
    const oldestFirst = [...seen].sort((a, b) => (a.seenAt?.getTime() ?? 0) - (b.seenAt?.getTime() ?? 0));
    chosen.push(...oldestFirst.slice(0, count - chosen.length));
  }
  return chosen;
}

/**
 * Weakness weight per topic from the learner's own estimates: 0 at or above the section θ, rising to 1 for a topic
 * a full logit below it. Unpractised topics sit at the section θ (their prior) and so carry no weight.
 */
export function weaknessWeights(
  topics: Readonly<Record<string, Pick<AbilityState, 'theta'>>>,
  section: Pick<AbilityState, 'theta'>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [topic, a] of Object.entries(topics)) out[topic] = clamp(section.theta - a.theta, 0, 1);
  return out;
}

function toWeights(weak: SelectionInput<SelectionCandidate>['weakTopics']): Map<string, number> {
  const m = new Map<string, number>();
  if (!weak) return m;
  if (Array.isArray(weak)) for (const t of weak as readonly string[]) m.set(t, 1);
  else for (const [t, w] of Object.entries(weak)) m.set(t, clamp(w, 0, 1));
  return m;
}

/** Keep the `r` best (index, score) pairs, best first, by insertion. */
function insertTop(idx: number[], score: number[], i: number, s: number, r: number): void {
  if (idx.length === r && s <= (score[r - 1] ?? Number.NEGATIVE_INFINITY)) return;
  let pos = Math.min(idx.length, r - 1);
  for (let before = score[pos - 1]; pos > 0 && before !== undefined && before < s; before = score[pos - 1]) {
    idx[pos] = idx[pos - 1] ?? i;
    score[pos] = before;
    pos--;
  }
  idx[pos] = i;
  score[pos] = s;
}
