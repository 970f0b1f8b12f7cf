import type { LearnerAnswer } from '#shared/contracts/questions';
import { optionLetter } from '#shared/domain/answer-text';

export function learnerAnswerText(answer: LearnerAnswer | undefined): string {
  if (!answer) return 'Not answered';
  return 'option' in answer ? `Option ${optionLetter(answer.option)}` : answer.text;
}

export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
