// @ts-nocheck
import type { AbilityState } from './ability.ts';
import { recommendedDifficulty } from './difficulty.ts';
import type { ProgressionPoint } from './progress.ts';

export interface TopicSummary {
  topic: string;
  ability: AbilityState;
}

export interface InsightInput {
  /** display name, e.g. 'Quantitative Aptitude' */
  subject: string;
  section: AbilityState;
  topics: readonly TopicSummary[];
  /** share correct of the recent attempts, 0–1, and how many attempts that is */
  recentAccuracy: number;
  recentCount: number;
  progression: readonly ProgressionPoint[];
}

/** A topic needs this many attempts before it is named as strong or weak. */
export const MIN_TOPIC_ATTEMPTS = 5;

/**
 * A few sentences built only from the learner's own numbers. A comparison (strongest vs weakest topic, a rise or a
 * fall) is stated only when the gap exceeds the estimates' uncertainty; otherwise the text says the data is level.
 */
export function insights(input: InsightInput): string {
  const { subject, section } = input;
  if (section.attempts === 0 || input.recentCount === 0) {
    return `No ${subject} attempts yet. Answer a few questions and your insights will be built from your results.`;
  }
  const sentences: string[] = [];
  const pct = Math.round(input.recentAccuracy * 100);
  sentences.push(
    `Recent accuracy in ${subject}: ${pct}% over your last ${plural(input.recentCount, 'question')} (${plural(section.attempts, 'attempt')} in all).`,
  );
  const level = recommendedDifficulty(section.theta);
  sentences.push(
    `Your estimated ability is ${fmt(section.theta)} ± ${section.uncertainty.toFixed(2)} on the difficulty scale, so difficulty ${level} of 5 gives you the most informative practice.`,
  );

  const rated = input.topics
    .filter((t) => t.ability.attempts >= MIN_TOPIC_ATTEMPTS)
    .sort((a, b) => b.ability.theta - a.ability.theta);
  const best = rated[0];
  const worst = rated.at(-1);
  if (rated.length >= 2 && best && worst) {
    const margin = Math.hypot(best.ability.uncertainty, worst.ability.uncertainty);
    if (best.ability.theta - worst.ability.theta > margin) {
      sentences.push(
        `Strongest topic: ${best.topic} (${fmt(best.ability.theta)}, ${plural(best.ability.attempts, 'attempt')}); weakest: ${worst.topic} (${fmt(worst.ability.theta)}, ${plural(worst.ability.attempts, 'attempt')}). Focus next on ${worst.topic}.`,
      );
    } else {
      sentences.push(
        `Your ${rated.length} most-practised topics are level within the margin of error so far (${rated.map((t) => t.topic).join(', ')}).`,
      );
    }
  } else if (best) {
    sentences.push(
      `Only ${best.topic} has ${MIN_TOPIC_ATTEMPTS}+ attempts; practise other topics to compare your strengths.`,
    );
  }

  const points = input.progression;
  const first = points[0];
  const last = points.at(-1);
  if (points.length >= 2 && first && last) {
    const change = last.theta - first.theta;
    const span = plural(last.attempts - first.attempts, 'question');
    if (Math.abs(change) > Math.max(last.uncertainty, 0.2)) {
      const verb = change > 0 ? 'rose' : 'fell';
      sentences.push(
        `Your level ${verb} from ${fmt(first.theta)} to ${fmt(last.theta)} (difficulty ${first.recommendedDifficulty} → ${last.recommendedDifficulty}) over your last ${span}.`,
      );
    } else {
      sentences.push(`Your level has held steady over your last ${span} (change ${fmt(change)}).`);
    }
  }
  return sentences.join(' ');
}

function fmt(x: number): string {
  const v = x.toFixed(2);
  return x > 0.005 ? `+${v}` : v === '-0.00' ? '0.00' : v;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
