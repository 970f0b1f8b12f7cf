import {
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
    subject: text('subject').notNull(),
    // The learner's calendar day (their timezone, Asia/Kolkata by default).
    completedDate: date('completed_date').notNull(),
    questionsCompleted: integer('questions_completed').notNull(),
    totalTime: integer('total_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('daily_completions_once').on(t.userId, t.subject, t.completedDate), index('dc_user_idx').on(t.userId)],
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
    // How it was built: { kind: 'ids' } or { kind: 'custom', section, topic, difficulty }
    source: jsonb('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('practice_sessions_user_idx').on(t.userId, t.createdAt)],
);
