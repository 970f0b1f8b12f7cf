// @ts-nocheck
import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import {
  answerKey,
  difficultyList,
  EXAMS,
  learnerAnswer,
  optionalParam,
  practiceSet,
  QUESTION_TYPES,
  questionIdList,
  questionSummary,
  REPORT_REASONS,
  SECTIONS,
  storedQuestionCore,
} from './questions.ts';

// Practice (signed in): /api/practice/* and the problem report. Nothing here carries an answer key or explanation
// except the attempt result.

export const PRACTICE_STATUSES = ['unattempted', 'attempted', 'wrong', 'bookmarked'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];

export const practiceQuery = z.object({
  exam: optionalParam(z.enum(EXAMS)),
  section: optionalParam(z.enum(SECTIONS)),
  area: optionalParam(z.string().max(80)),
  topic: optionalParam(z.string().max(80)),
  difficulty: optionalParam(difficultyList),
  type: optionalParam(z.enum(QUESTION_TYPES)),
  status: optionalParam(z.enum(PRACTICE_STATUSES)),
  /** all: premium questions appear with locked=true for free users; available: only what the user may open. */
  access: optionalParam(z.enum(['all', 'available'])),
  setId: optionalParam(z.coerce.number().int().positive().max(INT4_MAX)),
  ids: optionalParam(questionIdList),
  /** The id of the last question of the previous page. */
  cursor: optionalParam(z.coerce.number().int().min(0).max(INT4_MAX)),
  limit: optionalParam(z.coerce.number().int().min(1).max(100)),
});
export type PracticeQuery = z.infer<typeof practiceQuery>;

/** How many of the adaptive engine's picks open the practice list (split across the sections when none is chosen). */
export const RECOMMENDED_COUNT = 12;

export const recommendedQuery = z.object({ section: optionalParam(z.enum(SECTIONS)) });

export const practicePage = z.object({
  items: z.array(questionSummary),
  /** Pass as cursor for the next page; null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type PracticePage = z.infer<typeof practicePage>;

/** A question ready to answer: stem and options, no answer key, no explanation. */
export const practiceQuestion = storedQuestionCore.extend({
  set: practiceSet.nullable(),
  setOrder: z.number().int().nullable(),
  bookmarked: z.boolean(),
  bookmarkNote: z.string().nullable(),
  attempts: z.object({ count: z.number().int(), lastCorrect: z.boolean().nullable() }),
});
export type PracticeQuestion = z.infer<typeof practiceQuestion>;

export const attemptBody = z.object({
  answer: learnerAnswer,
  /** Time spent on the question, whole seconds. */
  seconds: z.number().int().min(0).max(36_000),
  // Mock answers are saved by the mock-test engine, never through the practice route.
  context: z.enum(['practice', 'task']).default('practice'),
  contextId: z.string().max(100).optional(),
});
export type AttemptBody = z.input<typeof attemptBody>;

export const attemptResult = z.object({
  attemptId: z.number().int(),
  correct: z.boolean(),
  answer: answerKey,
  explanation: z.array(z.string()),
  yourSeconds: z.number().int(),
  /** estimatedTime × 60. */
  suggestedSeconds: z.number().int(),
  xpAwarded: z.number().int(),
});
export type AttemptResult = z.infer<typeof attemptResult>;

const facet = z.object({ value: z.string(), count: z.number().int() });
export const practiceFilters = z.object({
  total: z.number().int(),
  exams: z.array(facet),
  sections: z.array(facet),
  areas: z.array(facet.extend({ section: z.string() })),
  topics: z.array(facet.extend({ section: z.string(), area: z.string() })),
  types: z.array(facet),
  difficulties: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
});
export type PracticeFilters = z.infer<typeof practiceFilters>;

export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS),
  message: z.string().trim().max(2000).default(''),
});
export type ReportBody = z.input<typeof reportBody>;
