// @ts-nocheck
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  CARD_SOURCES,
  CARD_STATES,
  type CardSource,
  type CardState,
  MISS_REASONS,
  type MissReason,
  REVIEW_NOTE_MAX,
  REVIEW_RATINGS,
  REVIEW_VIA,
  type ReviewRating,
  type ReviewVia,
} from '../../../shared/contracts/review.ts';
import { oneOf } from './checks.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

/**
 * The mistake notebook: one card per learner and question, holding ts-fsrs's card state. Only its owner's requests
 * touch a card, so locking it never makes learners wait on each other.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    source: text('source').$type<CardSource>().notNull(),
    reason: text('reason').$type<MissReason>(),
    note: text('note').notNull().default(''),
    // ts-fsrs's Card, field for field.
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: text('state').$type<CardState>().notNull().default('New'),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('review_cards_user_question').on(t.userId, t.questionId),
    index('review_cards_user_due_idx').on(t.userId, t.due),
    check('review_cards_source_check', oneOf(t.source, CARD_SOURCES)),
    check('review_cards_state_check', oneOf(t.state, CARD_STATES)),
    check('review_cards_reason_check', sql`${t.reason} is null or ${oneOf(t.reason, MISS_REASONS)}`),
    check('review_cards_note_length', sql`char_length(${t.note}) <= ${sql.raw(String(REVIEW_NOTE_MAX))}`),
  ],
);

/**
 * ts-fsrs's ReviewLog of every review (the card's state before it, the rating, the review time). Kept when a card is
 * removed from the notebook (card_id becomes null), so the retention figure stays what happened.
 */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id').references(() => reviewCards.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    via: text('via').$type<ReviewVia>().notNull(),
    rating: text('rating').$type<ReviewRating>().notNull(),
    state: text('state').$type<CardState>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    review: timestamp('review', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('review_logs_user_review_idx').on(t.userId, t.review),
    index('review_logs_card_idx').on(t.cardId),
    check('review_logs_via_check', oneOf(t.via, REVIEW_VIA)),
    check('review_logs_rating_check', oneOf(t.rating, REVIEW_RATINGS)),
    check('review_logs_state_check', oneOf(t.state, CARD_STATES)),
  ],
);
