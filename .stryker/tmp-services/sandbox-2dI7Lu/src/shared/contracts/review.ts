// @ts-nocheck
import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import { ERROR_TAGS } from './mock-tests.ts';
import { answerKey, learnerAnswer, optionalParam, questionIdList, questionSummary } from './questions.ts';

// The mistake notebook (/review, issue 14): review cards scheduled by FSRS (ts-fsrs), one per learner and question.

/** Where a card came from: a wrong practice answer, a wrong answer of a submitted mock, or the learner's choice. */
export const CARD_SOURCES = ['practice', 'mock', 'manual'] as const;
export type CardSource = (typeof CARD_SOURCES)[number];
/** ts-fsrs's card states, by name. */
export const CARD_STATES = ['New', 'Learning', 'Review', 'Relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];
/** ts-fsrs's grades, by name (the notebook rates Again or Good; the others are kept for a full log). */
export const REVIEW_RATINGS = ['Again', 'Hard', 'Good', 'Easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
/** Where a review happened: the review session, a practice answer, or a submitted mock. */
export const REVIEW_VIA = ['session', 'practice', 'mock'] as const;
export type ReviewVia = (typeof REVIEW_VIA)[number];
/** Why a question was missed: the mock results' tags. */
export const MISS_REASONS = ERROR_TAGS;
export type MissReason = (typeof MISS_REASONS)[number];
export const MISS_REASON_LABELS: Record<MissReason, string> = {
  concept: 'Concept',
  silly: 'Silly mistake',
  time: 'Time pressure',
  guess: 'Guess',
};

export const REVIEW_NOTE_MAX = 1000;
/** Cards a learner reviews in a day at most (the daily queue's size). */
export const DAILY_REVIEW_LIMIT = 50;
export const REVIEW_PAGE_SIZE = 20;
/** The window of the retention figure. */
export const RETENTION_DAYS = 30;

export const cardParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

export const cardQuery = z.object({
  filter: optionalParam(z.enum(['due', 'all'])),
  /** A reason tag, or 'untagged' for cards without one. */
  reason: optionalParam(z.enum([...MISS_REASONS, 'untagged'])),
  page: optionalParam(z.coerce.number().int().min(1).max(10_000)),
});
export type CardQuery = z.infer<typeof cardQuery>;

/** A card's schedule as the learner sees it. */
export const cardSchedule = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  source: z.enum(CARD_SOURCES),
  reason: z.enum(MISS_REASONS).nullable(),
  note: z.string(),
  due: z.string(),
  state: z.enum(CARD_STATES),
  reps: z.number().int(),
  lapses: z.number().int(),
  scheduledDays: z.number().int(),
  lastReview: z.string().nullable(),
  createdAt: z.string(),
});
export type CardSchedule = z.infer<typeof cardSchedule>;

export const reviewCard = cardSchedule.extend({ question: questionSummary });
export type ReviewCard = z.infer<typeof reviewCard>;

export const cardList = z.object({
  items: z.array(reviewCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CardList = z.infer<typeof cardList>;

/** Today's queue: the cards due now, up to what is left of the day's limit. */
export const reviewQueue = z.object({
  /** Cards due now (all of them, beyond the day's limit too). */
  dueNow: z.number().int(),
  reviewedToday: z.number().int(),
  limit: z.number().int(),
  cards: z.array(z.object({ id: z.number().int(), questionId: z.number().int(), reps: z.number().int() })),
});
export type ReviewQueue = z.infer<typeof reviewQueue>;

export const reviewBody = z.object({
  answer: learnerAnswer,
  seconds: z.number().int().min(0).max(36_000),
  /** The card's reps when it was shown: a review another tab has applied since is refused (409), never doubled. */
  reps: z.number().int().min(0).max(INT4_MAX),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const reviewResult = z.object({
  correct: z.boolean(),
  answer: answerKey,
  explanation: z.array(z.string()),
  yourSeconds: z.number().int(),
  suggestedSeconds: z.number().int(),
  rating: z.enum(REVIEW_RATINGS),
  card: cardSchedule,
});
export type ReviewResult = z.infer<typeof reviewResult>;

export const cardPatch = z
  .object({
    reason: z.enum(MISS_REASONS).nullable().optional(),
    note: z.string().trim().max(REVIEW_NOTE_MAX).optional(),
  })
  .refine((b) => b.reason !== undefined || b.note !== undefined, {
    message: 'give a reason or a note to change',
    path: ['reason'],
  });
export type CardPatch = z.infer<typeof cardPatch>;

export const addCardBody = z.object({ questionId: z.number().int().positive().max(INT4_MAX) });
export const cardAdded = z.object({ created: z.boolean(), card: cardSchedule });
export type CardAdded = z.infer<typeof cardAdded>;

export const membershipQuery = z.object({ questionIds: questionIdList });
export const membership = z.object({ questionIds: z.array(z.number().int()) });
export type Membership = z.infer<typeof membership>;

export const reviewStats = z.object({
  total: z.number().int(),
  dueNow: z.number().int(),
  /** Due by the end of the learner's calendar day. */
  dueToday: z.number().int(),
  /** Reviews in the last RETENTION_DAYS days and how many were rated Good (answered right). */
  reviews: z.number().int(),
  good: z.number().int(),
  /** good / reviews, null without reviews. */
  retention: z.number().nullable(),
  byReason: z.object({
    concept: z.number().int(),
    silly: z.number().int(),
    time: z.number().int(),
    guess: z.number().int(),
    untagged: z.number().int(),
  }),
});
export type ReviewStats = z.infer<typeof reviewStats>;
