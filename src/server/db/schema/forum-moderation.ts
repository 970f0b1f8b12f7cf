import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  FORUM_REPORT_REASONS,
  FORUM_REPORT_STATUSES,
  type ForumReportReason,
  type ForumReportStatus,
  ITEM_TARGETS,
  type ItemTarget,
} from '../../../shared/contracts/community-moderation.ts';
import { oneOf } from './checks.ts';
import { forumPosts } from './forum.ts';
import { users } from './users.ts';

// Community moderation (issue 17): members' reports and the authors' edit history. Items are addressed by
// (target_type, target_id) as votes are; post_id is the thread, so the queue can show and act on it.

export const forumReports = pgTable(
  'forum_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetType: text('target_type').$type<ItemTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<ForumReportReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<ForumReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by'),
  },
  (t) => [
    check('forum_reports_target_check', oneOf(t.targetType, ITEM_TARGETS)),
    check('forum_reports_reason_check', oneOf(t.reason, FORUM_REPORT_REASONS)),
    check('forum_reports_status_check', oneOf(t.status, FORUM_REPORT_STATUSES)),
    // One open report per member and item, even from two tabs at once.
    uniqueIndex('forum_reports_one_open_idx').on(t.reporterId, t.targetType, t.targetId).where(sql`status = 'open'`),
    index('forum_reports_item_idx').on(t.targetType, t.targetId, t.status),
    index('forum_reports_status_idx').on(t.status, t.createdAt),
    index('forum_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/** The versions an edit replaced: version 1 is the original text; the item row holds the newest. */
export const forumRevisions = pgTable(
  'forum_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetType: text('target_type').$type<ItemTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    version: integer('version').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    /** When this version was written (the item's creation or the edit that made it). */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
    editorId: uuid('editor_id').notNull(),
  },
  (t) => [
    check('forum_revisions_target_check', oneOf(t.targetType, ITEM_TARGETS)),
    uniqueIndex('forum_revisions_version_idx').on(t.targetType, t.targetId, t.version),
  ],
);
