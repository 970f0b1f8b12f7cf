import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  TUTOR_MESSAGE_STATUSES,
  type TutorMessageStatus,
  type TutorSource,
} from '../../../shared/contracts/ai-tutor.ts';
import { oneOf } from './checks.ts';
import { questions } from './questions.ts';
import { tsvector } from './tsvector.ts';
import { users } from './users.ts';

const ROLES = ['user', 'assistant'] as const;

/** A tutor conversation: a learner's, or a guest's (by the guest cookie's key). */
export const tutorConversations = pgTable(
  'tutor_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestKey: text('guest_key'),
    title: text('title').notNull(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    /** The learner's answer to that question, as they saw it. */
    learnerAnswer: text('learner_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('tutor_conversations_user_idx').on(t.userId, t.updatedAt),
    index('tutor_conversations_guest_idx').on(t.guestKey, t.updatedAt),
    check('tutor_conversations_owner', sql`(${t.userId} is null) <> (${t.guestKey} is null)`),
    check('tutor_conversations_title_length', sql`char_length(${t.title}) <= 120`),
  ],
);

export const tutorMessages = pgTable(
  'tutor_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => tutorConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<TutorMessageStatus>().notNull().default('complete'),
    sources: jsonb('sources').$type<TutorSource[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('tutor_messages_conversation_idx').on(t.conversationId, t.id),
    check('tutor_messages_role_check', oneOf(t.role, ROLES)),
    check('tutor_messages_status_check', oneOf(t.status, TUTOR_MESSAGE_STATUSES)),
  ],
);

/** Messages sent per owner ('user:<id>' or 'guest:<key>') and calendar day; one row each, bumped atomically. */
export const tutorDailyUsage = pgTable(
  'tutor_daily_usage',
  {
    owner: text('owner').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.owner, t.day] }), check('tutor_daily_usage_count', sql`${t.count} >= 0`)],
);

/** Our concept notes (content/concept-notes), copied here so the tutor's retrieval is one full-text search. */
export const tutorConceptNotes = pgTable(
  'tutor_concept_notes',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    section: text('section').notNull(),
    area: text('area').notNull(),
    topics: text('topics').array().notNull(),
    keywords: text('keywords').array().notNull(),
    body: text('body').notNull(),
    /** Topics and keywords as one text (array_to_string is not immutable, so the search column cannot use it). */
    terms: text('terms').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', title || ' ' || area || ' ' || terms || ' ' || body)`,
    ),
  },
  (t) => [index('tutor_concept_notes_search_idx').using('gin', t.search)],
);
