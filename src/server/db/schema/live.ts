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
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LIVE_STATUSES,
  LIVE_SUBJECTS,
  type LiveStatus,
  type LiveSubject,
  VIDEO_KINDS,
  type VideoKind,
} from '../../../shared/domain/live-sessions.ts';
import { oneOf } from './checks.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

export interface LiveMaterial {
  title: string;
  url: string;
}

/** A scheduled class: who hosts it, when, the video, the seats (seatsTaken is an atomic counter). */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subject: text('subject').$type<LiveSubject>().notNull(),
    description: text('description').notNull().default(''),
    agenda: text('agenda').array().notNull().default(sql`'{}'::text[]`),
    materials: jsonb('materials').$type<LiveMaterial[]>().notNull().default([]),
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    seatLimit: integer('seat_limit'),
    seatsTaken: integer('seats_taken').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    videoKind: text('video_kind').$type<VideoKind>().notNull(),
    videoUrl: text('video_url').notNull(),
    status: text('status').$type<LiveStatus>().notNull().default('scheduled'),
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    recordingUrl: text('recording_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_sessions_starts_idx').on(t.startsAt),
    check('live_sessions_status_check', oneOf(t.status, LIVE_STATUSES)),
    check('live_sessions_subject_check', oneOf(t.subject, LIVE_SUBJECTS)),
    check('live_sessions_video_kind_check', oneOf(t.videoKind, VIDEO_KINDS)),
    check('live_sessions_seats_check', sql`${t.seatLimit} is null or ${t.seatsTaken} <= ${t.seatLimit}`),
  ],
);

export const liveRegistrations = pgTable(
  'live_registrations',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the 30-minute reminder was claimed for this learner (an UPDATE … RETURNING, so exactly once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('live_registrations_user_idx').on(t.userId)],
);

/** A file staff attached to a session (PDF, PNG or JPEG), stored under DATA_DIR/uploads/live/<sessionId>/. */
export const liveSessionFiles = pgTable(
  'live_session_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The stored file's name inside the session's folder (<id>.<ext>), never the uploader's name. */
    storedName: text('stored_name').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_session_files_session_idx').on(t.sessionId, t.createdAt)],
);

/** One row per person who entered the room: time in it, what they did, and moderation. */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    messages: integer('messages').notNull().default(0),
    questionsAsked: integer('questions_asked').notNull().default(0),
    pollAnswers: integer('poll_answers').notNull().default(0),
    handRaisedAt: timestamp('hand_raised_at', { withTimezone: true }),
    mutedAt: timestamp('muted_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('live_chat_session_idx').on(t.sessionId, t.id)],
);

/** The Q&A queue; upvotes is an atomic counter beside one row per vote. */
export const liveQuestions = pgTable(
  'live_questions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    upvotes: integer('upvotes').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_questions_session_idx').on(t.sessionId)],
);

export const liveQuestionVotes = pgTable(
  'live_question_votes',
  {
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => liveQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

/** A bank question pushed to the room with a timer. */
export const livePolls = pgTable(
  'live_polls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_polls_session_idx').on(t.sessionId, t.startedAt)],
);

export const livePollAnswers = pgTable(
  'live_poll_answers',
  {
    pollId: uuid('poll_id')
      .notNull()
      .references(() => livePolls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: integer('option').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] })],
);
