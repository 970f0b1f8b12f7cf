// @ts-nocheck
import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import { attemptResult } from './practice.ts';
import { answerKey, learnerAnswer, practiceSet, setQuestion } from './questions.ts';

// The public DILR demo (/dilr-demo) and worked example (/dilr-example), served under /api/practice/demo.

/** The worked example is public on purpose: it shows answers and the steps. */
export const workedExample = z.object({
  set: practiceSet,
  questions: z.array(setQuestion.extend({ answer: answerKey, explanation: z.array(z.string()) })),
});
export type WorkedExample = z.infer<typeof workedExample>;

export const demoAttemptBody = z.object({
  questionId: z.number().int().positive().max(INT4_MAX),
  answer: learnerAnswer,
});
export type DemoAttemptBody = z.infer<typeof demoAttemptBody>;
export const demoAttemptResult = attemptResult.pick({ correct: true, answer: true, explanation: true });
export type DemoAttemptResult = z.infer<typeof demoAttemptResult>;
