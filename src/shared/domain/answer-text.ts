import type { AnswerKey } from '../contracts/questions.ts';

/** The letter of an option as the exam prints it: 0 → "A". */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** The correct answer as a learner reads it: "Option B", "42", "42 (± 0.5)" or "2413". */
export function describeAnswer(answer: AnswerKey): string {
  switch (answer.kind) {
    case 'option':
      return `Option ${optionLetter(answer.index)}`;
    case 'numeric':
      return answer.tolerance > 0 ? `${answer.value} (± ${answer.tolerance})` : String(answer.value);
    case 'text':
      return answer.value;
  }
}
