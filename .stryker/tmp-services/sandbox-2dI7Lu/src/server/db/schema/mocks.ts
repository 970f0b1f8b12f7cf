// @ts-nocheck
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ANSWER_STATUSES,
  type AnswerStatus,
  ATTEMPT_STATUSES,
  type AttemptStatus,
  ERROR_TAGS,
  type ErrorTag,
  MOCK_KINDS,
  MOCK_STATUSES,
  type MockKind,
  type MockStatus,
  SUBMITTED_BY,
  type SubmittedBy,
  TIMER_MODES,
  type TimerMode,
} from '../../../shared/contracts/mock-tests.ts';
import { EXAMS, type Exam, type LearnerAnswer } from '../../../shared/contracts/questions.ts';
import type { ExamPattern } from '../../../shared/domain/exam/patterns.ts';
import { oneOf } from './checks.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

export const mockSeries = pgTable(
  'mock_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull().unique(),
    description: text('description').notNull().default(''),
    exam: text('exam').$type<Exam>().notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('mock_series_exam_check', oneOf(t.exam, EXAMS))],
);

/** A test: its pattern copied in (old attempts keep their rules), its paper in mock_test_items. */
export const mockTests = pgTable(
  'mock_tests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull().unique(),
    exam: text('exam').$type<Exam>().notNull(),
    kind: text('kind').$type<MockKind>().notNull(),
    pattern: jsonb('pattern').$type<ExamPattern>().notNull(),
    timerMode: text('timer_mode').$type<TimerMode>().notNull().default('pausable'),
    isPremium: boolean('is_premium').notNull().default(false),
    status: text('status').$type<MockStatus>().notNull().default('draft'),
    seriesId: integer('series_id').references(() => mockSeries.id, { onDelete: 'set null' }),
    seriesOrder: integer('series_order').notNull().default(0),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mock_tests_exam_check', oneOf(t.exam, EXAMS)),
    check('mock_tests_kind_check', oneOf(t.kind, MOCK_KINDS)),
    check('mock_tests_timer_mode_check', oneOf(t.timerMode, TIMER_MODES)),
    check('mock_tests_status_check', oneOf(t.status, MOCK_STATUSES)),
  ],
);

export const mockTestItems = pgTable(
  'mock_test_items',
  {
    mockId: integer('mock_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sectionKey: text('section_key').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.mockId, t.position] }),
    unique('mock_test_items_question').on(t.mockId, t.questionId),
  ],
);

/**
 * One learner's sitting. The clock lives here: the active stage and its deadline (ends_at is the last deadline of a
 * strict attempt, for the sweep). client_id and seq order the writes: a write from another tab or an old seq is
 * refused. Only the owner's requests touch this row, so saves never contend across learners.
 */
export const mockAttempts = pgTable(
  'mock_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mockId: integer('mock_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AttemptStatus>().notNull().default('active'),
    timerMode: text('timer_mode').$type<TimerMode>().notNull(),
    timeFactor: real('time_factor').notNull().default(1),
    stageOrder: integer('stage_order').array().notNull(),
    stageIndex: integer('stage_index').notNull().default(0),
    stageDeadline: timestamp('stage_deadline', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    clientId: text('client_id').notNull(),
    seq: integer('seq').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: text('submitted_by').$type<SubmittedBy>(),
    score: real('score'),
    sectionScores: jsonb('section_scores').$type<Record<string, number>>(),
  },
  (t) => [
    unique('mock_attempts_user_mock').on(t.userId, t.mockId),
    index('mock_attempts_mock_status_idx').on(t.mockId, t.status),
    index('mock_attempts_sweep_idx').on(t.endsAt).where(sql`${t.status} = 'active'`),
    check('mock_attempts_status_check', oneOf(t.status, ATTEMPT_STATUSES)),
    check('mock_attempts_timer_mode_check', oneOf(t.timerMode, TIMER_MODES)),
    check('mock_attempts_submitted_by_check', sql`${t.submittedBy} is null or ${oneOf(t.submittedBy, SUBMITTED_BY)}`),
  ],
);

/** One row per (attempt, question) once visited: a save is one upsert on this key. */
export const mockAnswers = pgTable(
  'mock_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => mockAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    status: text('status').$type<AnswerStatus>().notNull(),
    answer: jsonb('answer').$type<LearnerAnswer>(),
    seconds: integer('seconds').notNull().default(0),
    correct: boolean('correct'),
    errorTag: text('error_tag').$type<ErrorTag>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    check('mock_answers_status_check', oneOf(t.status, ANSWER_STATUSES)),
    check('mock_answers_error_tag_check', sql`${t.errorTag} is null or ${oneOf(t.errorTag, ERROR_TAGS)}`),
  ],
);

/** Staff-granted extra time (PwD) per learner, applied to attempts they start. */
export const mockTimeGrants = pgTable('mock_time_grants', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeFactor: real('time_factor').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
