// @ts-nocheck
import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import { TIMER_MODES } from './mock-tests.ts';
import { EXAMS, QUESTION_TYPES, SECTIONS } from './questions.ts';

// Staff: scheduling and editing a mock, test series, a paper picked by hand, and the live attempts of a mock.

const mockId = z.number().int().positive().max(INT4_MAX);
const instant = z.string().datetime().nullable();
const title = z.string().trim().min(3).max(120);

/** A window whose both ends are given must close after it opens (the field named is the one to change). */
function windowInOrder(v: { opensAt?: string | null; closesAt?: string | null }, ctx: z.RefinementCtx) {
  if (v.opensAt && v.closesAt && new Date(v.closesAt) <= new Date(v.opensAt)) {
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'The test must close after it opens.' });
  }
}

/** A mock's metadata: only what leaves its paper and pattern as they are (learners' attempts keep their rules). */
export const mockPatchBody = z
  .object({
    title: title.optional(),
    timerMode: z.enum(TIMER_MODES).optional(),
    isPremium: z.boolean().optional(),
    opensAt: instant.optional(),
    closesAt: instant.optional(),
    seriesId: z.number().int().positive().max(INT4_MAX).nullable().optional(),
    /** 1-based place inside the series; omitted: the mock goes last (when it joins) or keeps its place. */
    seriesOrder: z.number().int().min(1).max(1000).optional(),
  })
  .strict()
  .superRefine(windowInOrder)
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change.' });
export type MockPatchBody = z.infer<typeof mockPatchBody>;

/** A paper picked by hand: per section key of the pattern, the question ids in order. */
export const handPaper = z.object({
  patternId: z.string().min(2).max(40),
  /** A sectional test: one section key of the pattern. */
  sectionKey: z.string().max(20).optional(),
  sections: z
    .array(z.object({ key: z.string().min(1).max(20), questionIds: z.array(mockId).max(200) }))
    .min(1)
    .max(10),
});
export type HandPaper = z.input<typeof handPaper>;
export const handMockBody = handPaper
  .extend({
    title,
    timerMode: z.enum(TIMER_MODES).default('pausable'),
    isPremium: z.boolean().default(false),
    seriesId: z.number().int().positive().max(INT4_MAX).nullable().default(null),
    opensAt: instant.default(null),
    closesAt: instant.default(null),
  })
  .superRefine(windowInOrder);
export type HandMockBody = z.infer<typeof handMockBody>;
export type HandMockInput = z.input<typeof handMockBody>;

/** The bank as the hand picker searches it: questions that fit one section of a pattern. */
export const bankQuery = z.object({
  patternId: z.string().min(2).max(40),
  sectionKey: z.string().min(1).max(20),
  topic: z.string().trim().max(120).optional(),
  difficulty: z.coerce.number().int().min(1).max(5).optional(),
  q: z.string().trim().max(200).optional(),
  /** A free mock draws only free questions. */
  premium: z.enum(['true', 'false']).default('false'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type BankQuery = z.infer<typeof bankQuery>;
export const bankQuestion = z.object({
  id: z.number().int(),
  section: z.enum(SECTIONS),
  type: z.enum(QUESTION_TYPES),
  area: z.string(),
  topic: z.string(),
  difficulty: z.number().int(),
  stem: z.string(),
  setId: z.number().int().nullable(),
  isPremium: z.boolean(),
  /** Mock papers already holding it. */
  usedIn: z.number().int(),
});
export type BankQuestion = z.infer<typeof bankQuestion>;
export const bankPage = z.object({
  items: z.array(bankQuestion),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The section's topics in the bank, for the topic filter. */
  topics: z.array(z.string()),
});
export type BankPage = z.infer<typeof bankPage>;
/** A mock's paper as the hand picker edits it: its pattern and each section's questions in order. */
export const mockPaperView = z.object({
  mockId: z.number().int(),
  title: z.string(),
  /** The full pattern's id; `sectionKey` names the section of a sectional mock. */
  patternId: z.string(),
  sectionKey: z.string().nullable(),
  isPremium: z.boolean(),
  /** Attempts started: a paper with any is fixed. */
  attempts: z.number().int(),
  sections: z.array(z.object({ key: z.string(), questions: z.array(bankQuestion) })),
});
export type MockPaperView = z.infer<typeof mockPaperView>;

// Series
export const seriesBody = z.object({
  title,
  description: z.string().trim().max(2000).default(''),
  exam: z.enum(EXAMS),
  isPremium: z.boolean().default(false),
});
export type SeriesBody = z.infer<typeof seriesBody>;
export type SeriesInput = z.input<typeof seriesBody>;
export const seriesPatchBody = z
  .object({
    title: title.optional(),
    description: z.string().trim().max(2000).optional(),
    exam: z.enum(EXAMS).optional(),
    isPremium: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change.' });
export type SeriesPatchBody = z.infer<typeof seriesPatchBody>;
export const seriesOrderBody = z.object({
  /** Every mock of the series, once, in the new order. */
  mockIds: z.array(mockId).max(500),
});
export const adminSeries = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  exam: z.enum(EXAMS),
  isPremium: z.boolean(),
  /** The series' mocks in order (drafts included). */
  mockIds: z.array(z.number().int()),
});
export type AdminSeries = z.infer<typeof adminSeries>;
export const adminSeriesList = z.object({ items: z.array(adminSeries) });
export type AdminSeriesList = z.infer<typeof adminSeriesList>;

// Live attempts
/** A taker is "live" when the server heard from their tab this recently (the browser beats every 10 s). */
export const LIVE_WITHIN_SECONDS = 30;
export const liveAttempt = z.object({
  attemptId: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  /** The stage running now ("Quantitative Ability", "Part I") and its section keys. */
  stage: z.string(),
  sections: z.array(z.string()),
  answered: z.number().int(),
  marked: z.number().int(),
  questions: z.number().int(),
  /** Seconds left in the running stage on the server's clock (a pausable clock stands still while away). */
  secondsLeft: z.number().int(),
  lastSeenAt: z.string(),
  connection: z.enum(['live', 'away']),
  startedAt: z.string(),
});
export type LiveAttempt = z.infer<typeof liveAttempt>;
export const liveView = z.object({
  mockId: z.number().int(),
  title: z.string(),
  serverTime: z.string(),
  inProgress: z.number().int(),
  /** Submitted since midnight, India time. */
  submittedToday: z.number().int(),
  /** The most recently heard-from takers, at most LIVE_LIST_LIMIT. */
  attempts: z.array(liveAttempt),
});
export type LiveView = z.infer<typeof liveView>;
export const LIVE_LIST_LIMIT = 200;
