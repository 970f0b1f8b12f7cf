import type { QuestionGenerator } from '../types.ts';

/** Every quantitative template; the bank materialiser draws from this list. */
export const quantGenerators: QuestionGenerator[] = [];
