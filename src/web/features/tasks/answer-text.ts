import type { LearnerAnswer } from '#shared/contracts/questions';
import { optionLetter } from '#shared/domain/answer-text';

export function learnerAnswerText(answer: LearnerAnswer | undefined): string {
  if (!answer) return 'Not answered';
  return 'option' in answer ? `Option ${optionLetter(answer.option)}` : answer.text;
}
