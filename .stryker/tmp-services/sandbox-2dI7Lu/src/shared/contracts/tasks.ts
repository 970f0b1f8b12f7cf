// @ts-nocheck
import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import { answerKey, learnerAnswer, practiceSet, questionView, SECTIONS, type Section } from './questions.ts';

export const TASK_LIMITS = { maxQuestions: 100, maxMinutes: 300 } as const;

const minutes = z.number().int().min(1).max(TASK_LIMITS.maxMinutes);

/** A session of chosen questions (from the study plan's Start: /tasks?questionIds=…). */
export const taskFromIds = z.object({
  questionIds: z
    .array(z.number().int().positive().max(INT4_MAX))
    .min(1, 'questionIds: choose at least one question')
    .max(TASK_LIMITS.maxQuestions, `questionIds: at most ${TASK_LIMITS.maxQuestions} questions`),
  /** time limit; the questions' estimated times when absent */
  minutes: minutes.optional(),
});

/** A custom practice test built from filters. */
export const taskCustom = z.object({
  section: z.enum(SECTIONS),
  topic: z.string().min(1).max(120).optional(),
  difficulty: z.number().int().min(1).max(5).optional(),
  count: z.number().int().min(1).max(TASK_LIMITS.maxQuestions),
  minutes,
});

export const taskSessionBody = z.union([taskFromIds, taskCustom]);

/** How a stored practice test was built (kept with the session, not sent to clients). */
export type TaskSource =
  | { kind: 'ids' }
  | { kind: 'custom'; section: Section; topic: string | null; difficulty: number | null };
export type TaskSessionBody = z.infer<typeof taskSessionBody>;

export const taskQuestion = questionView;
export type TaskQuestion = z.infer<typeof taskQuestion>;

export const taskSession = z.object({
  id: z.string(),
  /** in the order to answer them; answers go to POST /api/practice/questions/:id/attempt with context 'task' */
  questions: z.array(taskQuestion),
  /** the passages and data sets the questions belong to */
  sets: z.array(practiceSet),
  timeLimitSeconds: z.number().int(),
  createdAt: z.string(),
  /** when Start was pressed (POST …/start); the time limit runs from here; null until then */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** the server's clock as it answered, so the browser's countdown follows the server's deadline */
  serverTime: z.string(),
});
export type TaskSession = z.infer<typeof taskSession>;

export const taskReviewItem = z.object({
  question: taskQuestion,
  answered: z.boolean(),
  yourAnswer: learnerAnswer.nullable(),
  correct: z.boolean(),
  answer: answerKey,
  explanation: z.array(z.string()),
  /** time spent on this question (last attempt), seconds */
  seconds: z.number().int(),
});

export const taskSummary = z.object({
  sessionId: z.string(),
  /** right answers */
  score: z.number().int(),
  total: z.number().int(),
  answered: z.number().int(),
  /** score / total, 0–1 */
  accuracy: z.number(),
  timeLimitSeconds: z.number().int(),
  /** sum of the seconds spent on answered questions */
  timeSpentSeconds: z.number().int(),
  /** wall time from start to finish, seconds */
  elapsedSeconds: z.number().int(),
  review: z.array(taskReviewItem),
});
export type TaskSummary = z.infer<typeof taskSummary>;
