// @ts-nocheck
import type { AnswerStatus } from '#shared/contracts/mock-tests';
import type { AnswerKey, LearnerAnswer } from '#shared/contracts/questions';
import { checkAnswer } from '#shared/domain/answer-check';
import type { ExamPattern } from '#shared/domain/exam/patterns';
import { scorePaper } from '#shared/domain/exam/scoring';

/** One question of the paper as scoring needs it: its section, type and the key read when scoring. */
export interface ScoringItem {
  sectionKey: string;
  question: { id: number; type: 'MCQ' | 'TITA'; answer: AnswerKey };
}

export interface SavedAnswer {
  questionId: number;
  status: AnswerStatus;
  answer: LearnerAnswer | null;
}

export interface AttemptScore {
  score: number;
  sectionScores: Record<string, number>;
  /** Each saved answer's verdict (null: saved but not evaluated — visited, cleared or only marked). */
  verdicts: Array<{ questionId: number; correct: boolean | null }>;
}

/**
 * Scores one attempt's saved answers against the paper's keys by the pattern's marking. The one scoring step: the
 * submit stores it, and a key correction recomputes it for every submitted attempt.
 */
export function scoreAttempt(pattern: ExamPattern, paper: readonly ScoringItem[], answers: readonly SavedAnswer[]) {
  const saved = new Map(answers.map((a) => [a.questionId, a]));
  const items = paper.map(({ sectionKey, question: q }) => {
    const a = saved.get(q.id);
    const answered = !!a?.answer && (a.status === 'answered' || a.status === 'answered_marked');
    return {
      sectionKey,
      type: q.type,
      answered,
      correct: answered && !!a?.answer && checkAnswer(q.answer, a.answer),
      questionId: q.id,
    };
  });
  const scored = scorePaper(pattern, items);
  return {
    score: scored.score,
    sectionScores: Object.fromEntries(scored.sections.map((s) => [s.key, s.score])),
    verdicts: items
      .filter((v) => saved.has(v.questionId))
      .map((v) => ({ questionId: v.questionId, correct: v.answered ? v.correct : null })),
  } satisfies AttemptScore;
}
