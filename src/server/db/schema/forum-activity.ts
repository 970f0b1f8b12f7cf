import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/contracts/community-notifications.ts';
import { oneOf } from './checks.ts';
import { forumPosts } from './forum.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

// What happens around community threads (issue 17): who follows a thread, the notifications its activity sends,
// and the one thread that discusses each question-bank item.

/** A member following a thread; authors, answerers and commenters follow it by writing in it. */
export const forumFollows = pgTable(
  'forum_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('forum_follows_post_idx').on(t.postId)],
);

/**
 * One notification per member and event: `event_key` names what happened (`answer:12`, `comment:40`,
 * `accepted:12`, `post:7`), so a retried or repeated write (accept, un-accept, accept again) never tells anyone twice.
 */
export const forumNotifications = pgTable(
  'forum_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    eventKey: text('event_key').notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    excerpt: text('excerpt').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('forum_notifications_event_key').on(t.userId, t.eventKey),
    check('forum_notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    // The bell's list (newest first) and its unread count.
    index('forum_notifications_user_idx').on(t.userId, t.id.desc()),
    index('forum_notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);

/** The community thread of a question-bank item: one per question (the primary key), one question per thread. */
export const forumQuestionThreads = pgTable('forum_question_threads', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  postId: integer('post_id')
    .notNull()
    .unique()
    .references(() => forumPosts.id, { onDelete: 'cascade' }),
});
