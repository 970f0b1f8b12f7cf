// @ts-nocheck
import {
  check,
  date,
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
import type { TaskSource } from '../../../shared/contracts/tasks.ts';
import { PLAN_SUBJECTS, type PlanSubjectKey } from '../../../shared/domain/study-plan.ts';
import { oneOf } from './checks.ts';
import { users } from './users.ts';

/** Ability estimate per learner per scope ('section:QA', 'topic:Percentages'), with its uncertainty. */
export const abilities = pgTable(
  'abilities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    theta: real('theta').notNull().default(0),
    uncertainty: real('uncertainty').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);

export const dailyCompletions = pgTable(
  'daily_completions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').$type<PlanSubjectKey>().notNull(),
    // The learner's calendar day (their timezone, Asia/Kolkata by default).
    completedDate: date('completed_date').notNull(),
    questionsCompleted: integer('questions_completed').notNull(),
    totalTime: integer('total_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('daily_completions_once').on(t.userId, t.subject, t.completedDate),
    index('dc_user_idx').on(t.userId),
    check(
      'daily_completions_subject_check',
      oneOf(
        t.subject,
        PLAN_SUBJECTS.map((s) => s.key),
      ),
    ),
  ],
);

/** A timed practice test (/tasks): the chosen questions; answers are attempts with context 'task' and this id. */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionIds: integer('question_ids').array().notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    // How it was built: from chosen ids, or from the custom builder's filters.
    source: jsonb('source').$type<TaskSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the learner pressed Start: the clock runs from here (null: not started; older rows ran from createdAt).
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('practice_sessions_user_idx').on(t.userId, t.createdAt)],
);
