import { sql } from 'drizzle-orm';
import {
  bigint,
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
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type AnswerKey,
  ATTEMPT_CONTEXTS,
  type AttemptContext,
  EXAMS,
  type Exam,
  type LearnerAnswer,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  type QuestionStatus,
  type QuestionType,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportReason,
  type ReportStatus,
  SECTIONS,
  SET_KINDS,
  type Section,
  type SetData,
} from '../../../shared/contracts/questions.ts';
import { allOf, oneOf } from './checks.ts';
import { tsvector } from './tsvector.ts';
import { users } from './users.ts';

/** An RC passage or a DILR data set shared by several questions. */
export const questionSets = pgTable(
  'question_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // $type<SetKind> once content's setRow takes SetKind (src/server/content/bank-rows.ts); the CHECK holds now.
    kind: text('kind').notNull(),
    // DILR set type (table, bar, stacked_bar, line, pie, scatter, caselet, tournament, arrangement, ...)
    setType: text('set_type'),
    // $type<Section> together with kind.
    section: text('section').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // Tables and chart series rendered by the app.
    data: jsonb('data').$type<SetData>(),
    contentHash: text('content_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('question_sets_kind_check', oneOf(t.kind, SET_KINDS)),
    check('question_sets_section_check', oneOf(t.section, SECTIONS)),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    section: text('section').$type<Section>().notNull(),
    area: text('area').notNull(),
    topic: text('topic').notNull(),
    subtopic: text('subtopic'),
    exams: text('exams').array().$type<Exam[]>().notNull().default(sql`ARRAY[]::text[]`),
    type: text('type').$type<QuestionType>().notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<string[]>(),
    answer: jsonb('answer').$type<AnswerKey>().notNull(),
    explanation: jsonb('explanation').$type<string[]>().notNull(),
    difficulty: integer('difficulty').notNull().default(3),
    // Rasch/Elo difficulty on the logit scale, calibrated online from attempts.
    difficultyParam: real('difficulty_param').notNull().default(0),
    estimatedTime: real('estimated_time').notNull().default(3),
    source: text('source').notNull().default('original'),
    isPremium: boolean('is_premium').notNull().default(false),
    status: text('status').$type<QuestionStatus>().notNull().default('published'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    setId: integer('set_id').references(() => questionSets.id, { onDelete: 'cascade' }),
    setOrder: integer('set_order'),
    generator: text('generator'),
    contentHash: text('content_hash').notNull().unique(),
    attemptCount: integer('attempt_count').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(topic,'') || ' ' || coalesce(area,'') || ' ' || stem)`,
    ),
    /** The worked explanation's words, searched by the AI tutor's retrieval. */
    explanationSearch: tsvector('explanation_search').generatedAlwaysAs(
      sql`jsonb_to_tsvector('english', explanation, '["string"]')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_filter_idx').on(t.status, t.section, t.topic, t.difficulty),
    index('questions_set_idx').on(t.setId),
    index('questions_search_idx').using('gin', t.search),
    index('questions_explanation_search_idx').using('gin', t.explanationSearch),
    index('questions_exams_idx').using('gin', t.exams),
    check('questions_section_check', oneOf(t.section, SECTIONS)),
    check('questions_type_check', oneOf(t.type, QUESTION_TYPES)),
    check('questions_status_check', oneOf(t.status, QUESTION_STATUSES)),
    check('questions_exams_check', allOf(t.exams, EXAMS)),
  ],
);

export const attempts = pgTable(
  'attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<LearnerAnswer>(),
    isCorrect: boolean('is_correct').notNull(),
    seconds: integer('seconds').notNull(),
    context: text('context').$type<AttemptContext>().notNull().default('practice'),
    contextId: text('context_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A learner's answers by time, carrying what analytics aggregates (question, correctness, seconds), so their
    // figures are index-only scans and never visit the table's pages spread across everyone's attempts.
    index('attempts_user_answers_idx').on(t.userId, t.createdAt, t.questionId, t.isCorrect, t.seconds),
    index('attempts_user_question_idx').on(t.userId, t.questionId),
    index('attempts_question_idx').on(t.questionId),
    check('attempts_context_check', oneOf(t.context, ATTEMPT_CONTEXTS)),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

export const questionReports = pgTable(
  'question_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('question_reports_status_idx').on(t.status),
    check('question_reports_reason_check', oneOf(t.reason, REPORT_REASONS)),
    check('question_reports_status_check', oneOf(t.status, REPORT_STATUSES)),
  ],
);
