import type { AnswerKey, LearnerAnswer } from '#shared/contracts/questions';

const letter = (i: number) => String.fromCharCode(65 + i);

export function correctAnswerText(key: AnswerKey): string {
  if (key.kind === 'option') return `Option ${letter(key.index)}`;
  if (key.kind === 'numeric') return key.tolerance ? `${key.value} (± ${key.tolerance})` : String(key.value);
  return key.value;
}

export function learnerAnswerText(answer: LearnerAnswer | undefined): string {
  if (!answer) return 'Not answered';
  return 'option' in answer ? `Option ${letter(answer.option)}` : answer.text;
}

export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
