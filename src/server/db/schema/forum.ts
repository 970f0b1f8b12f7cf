import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { POST_KINDS, type PostKind, VOTE_TARGETS, type VoteTarget } from '../../../shared/contracts/community.ts';
import { oneOf } from './checks.ts';
import { tsvector } from './tsvector.ts';
import { users } from './users.ts';

// The community forum (issue 17). Counters on a post or answer change by atomic `x = x + n` updates; nothing is
// read-then-written under a lock that other members share. A member's reputation is summed from the counters of
// their own posts and answers when read, so no row every voter touches exists.

export const forumChannels = pgTable('forum_channels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const postSearch = (title: SQL, body: SQL) =>
  sql`setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${body}), 'B')`;

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => forumChannels.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PostKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    score: integer('score').notNull().default(0),
    upCount: integer('up_count').notNull().default(0),
    downCount: integer('down_count').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    acceptedAnswerId: integer('accepted_answer_id'),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Soft delete by staff: also hidden, and never restored (the row stays for the audit trail and reports). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(postSearch(sql`coalesce(title, '')`, sql`coalesce(body, '')`)),
  },
  (t) => [
    check('forum_posts_kind_check', oneOf(t.kind, POST_KINDS)),
    // Feeds: newest first, overall and per channel; Top by score; Unanswered questions.
    index('forum_posts_latest_idx').on(t.id.desc()).where(sql`hidden_at is null`),
    index('forum_posts_channel_idx').on(t.channelId, t.id.desc()).where(sql`hidden_at is null`),
    index('forum_posts_top_idx').on(t.score.desc(), t.id.desc()).where(sql`hidden_at is null`),
    index('forum_posts_created_idx').on(t.createdAt).where(sql`hidden_at is null`),
    index('forum_posts_unanswered_idx')
      .on(t.id.desc())
      .where(sql`hidden_at is null and kind = 'question' and answer_count = 0`),
    index('forum_posts_author_idx').on(t.authorId, t.createdAt),
    // A channel's pinned threads, read on every first page of its feed: a few rows, never a scan of the channel.
    index('forum_posts_pinned_idx')
      .on(t.channelId, t.pinnedAt.desc(), t.id.desc())
      .where(sql`hidden_at is null and pinned_at is not null`),
    index('forum_posts_search_idx').using('gin', t.search),
  ],
);

export const forumAnswers = pgTable(
  'forum_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    score: integer('score').notNull().default(0),
    upCount: integer('up_count').notNull().default(0),
    downCount: integer('down_count').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    search: tsvector('search').notNull().generatedAlwaysAs(sql`to_tsvector('english', coalesce(body, ''))`),
  },
  (t) => [
    index('forum_answers_post_idx').on(t.postId, t.id),
    index('forum_answers_author_idx').on(t.authorId),
    index('forum_answers_search_idx').using('gin', t.search),
  ],
);

export const forumComments = pgTable(
  'forum_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references(() => forumAnswers.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('forum_comments_post_idx').on(t.postId, t.id)],
);

/** One vote per member and item; the item's counters move by the difference in the same transaction. */
export const forumVotes = pgTable(
  'forum_votes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<VoteTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    check('forum_votes_target_check', oneOf(t.targetType, VOTE_TARGETS)),
    check('forum_votes_value_check', sql`${t.value} in (1, -1)`),
  ],
);

/** A member barred from writing in the community until a time (staff moderation). */
export const forumSuspensions = pgTable('forum_suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  byId: uuid('by_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
