// @ts-nocheck
import type { AnswerKey, LearnerAnswer } from '#shared/contracts/questions';
import { checkAnswer } from '#shared/domain/answer-check';
import type { QuestionRow } from '../../db/rows.ts';
import { badRequest } from '../../errors.ts';

/** Checks the answer's shape against the question type (a 400 naming the problem), then its correctness. */
export function scoreAnswer(
  q: Pick<QuestionRow, 'type' | 'options' | 'answer'>,
  answer: LearnerAnswer,
): { correct: boolean; answer: AnswerKey } {
  if (q.type === 'MCQ') {
    if (!('option' in answer)) throw badRequest('answer: choose one of the options.');
    if (answer.option >= (q.options?.length ?? 0)) throw badRequest('answer: that option does not exist.');
  } else if (!('text' in answer)) {
    throw badRequest('answer: type your answer.');
  }
  return { correct: checkAnswer(q.answer, answer), answer: q.answer };
}
