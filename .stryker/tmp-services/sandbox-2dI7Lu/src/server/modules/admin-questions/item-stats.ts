// @ts-nocheck
import type { ItemStats } from '#shared/contracts/admin-questions';
import type { AnswerKey, LearnerAnswer } from '#shared/contracts/questions';
import { checkAnswer, normaliseText } from '#shared/domain/answer-check';

export interface ItemAttempt {
  id: number;
  userId: string;
  answer: unknown;
  isCorrect: boolean;
  seconds: number;
  createdAt: Date;
}

const LETTERS = ['A', 'B', 'C', 'D', 'E'];
/** Kelley's classic split: the top and bottom 27% of learners. */
export const GROUP_SHARE = 0.27;

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
const round = (v: number | null, digits = 3) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

/**
 * Classical item analysis on each learner's FIRST attempt (later ones are rehearsal): facility = share correct;
 * discrimination = facility among the top 27% of those learners ranked by their overall accuracy on the whole bank,
 * minus facility among the bottom 27%; mean time; share choosing each option (MCQ) or typing each answer (TITA).
 */
export function itemStatistics(input: {
  questionId: number;
  type: string;
  optionCount: number;
  key: AnswerKey;
  attempts: ItemAttempt[];
  /** Overall accuracy (0–1) of each learner who attempted the item. */
  learnerAccuracy: Map<string, number>;
}): ItemStats {
  const ordered = [...input.attempts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const first = new Map<string, ItemAttempt>();
  for (const a of ordered) if (!first.has(a.userId)) first.set(a.userId, a);
  const firsts = [...first.values()];
  const n = firsts.length;

  let discrimination: number | null = null;
  if (n >= 2) {
    const ranked = [...firsts].sort(
      (a, b) =>
        (input.learnerAccuracy.get(b.userId) ?? 0) - (input.learnerAccuracy.get(a.userId) ?? 0) ||
        a.userId.localeCompare(b.userId),
    );
    const g = Math.max(1, Math.round(GROUP_SHARE * n));
    const facility = (group: ItemAttempt[]) => group.filter((a) => a.isCorrect).length / group.length;
    discrimination = facility(ranked.slice(0, g)) - facility(ranked.slice(n - g));
  }

  const options =
    input.type === 'MCQ'
      ? Array.from({ length: input.optionCount }, (_, index) => {
          const count = firsts.filter((a) => (a.answer as { option?: number } | null)?.option === index).length;
          return { index, label: LETTERS[index] ?? String(index), count, share: n ? (round(count / n) ?? 0) : 0 };
        })
      : [];

  const typed = new Map<string, { value: string; count: number; raw: LearnerAnswer }>();
  if (input.type !== 'MCQ') {
    for (const a of firsts) {
      const text = (a.answer as { text?: string } | null)?.text;
      if (typeof text !== 'string') continue;
      const value = normaliseText(text);
      const entry = typed.get(value) ?? { value, count: 0, raw: { text } };
      entry.count += 1;
      typed.set(value, entry);
    }
  }
  const answers = [...typed.values()]
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, 10)
    .map((t) => ({
      value: t.value,
      count: t.count,
      share: round(t.count / n) ?? 0,
      correct: checkAnswer(input.key, t.raw),
    }));

  return {
    questionId: input.questionId,
    attempts: input.attempts.length,
    learners: n,
    facility: round(n ? firsts.filter((a) => a.isCorrect).length / n : null),
    discrimination: round(discrimination),
    meanSeconds: round(mean(firsts.map((a) => a.seconds)), 1),
    options,
    answers,
  };
}
