import { and, count, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ForumReportReason, ForumReportStatus, ItemTarget } from '#shared/contracts/community-moderation';
import type { Db } from '../../db/client.ts';
import {
  type forumAnswers,
  forumChannels,
  type forumComments,
  forumPosts,
  forumReports,
  forumSuspensions,
  users,
} from '../../db/schema/index.ts';
import { itemTable } from './forum-items.repo.ts';

const at = (n: number) => sql.raw(String(n));

/**
 * Reports and staff actions. Every change is a conditional UPDATE (`… where hidden_at is null`), so two staff
 * acting on one item at once change it once, and the thread's counters move once.
 */
export function moderationRepo(db: Db) {
  /** Sets or clears a timestamp column when it is not already in that state; true when this call changed it. */
  async function flip(target: ItemTarget, id: number, column: 'hiddenAt' | 'deletedAt', on: Date | null) {
    const table = itemTable(target);
    const col = table[column];
    const rows = await db
      .update(table)
      .set({ [column]: on })
      .where(and(eq(table.id, id), on ? isNull(col) : isNotNull(col)))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  async function flipPost(id: number, column: 'lockedAt' | 'pinnedAt', on: Date | null) {
    const col = forumPosts[column];
    const rows = await db
      .update(forumPosts)
      .set({ [column]: on })
      .where(and(eq(forumPosts.id, id), on ? isNull(col) : isNotNull(col)))
      .returning({ id: forumPosts.id });
    return rows.length > 0;
  }

  return {
    hide: (target: ItemTarget, id: number, now: Date) => flip(target, id, 'hiddenAt', now),
    /** Back into view, unless staff deleted it. */
    async restore(target: ItemTarget, id: number) {
      const table = itemTable(target);
      const rows = await db
        .update(table)
        .set({ hiddenAt: null })
        .where(and(eq(table.id, id), isNotNull(table.hiddenAt), isNull(table.deletedAt)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    markDeleted: (target: ItemTarget, id: number, now: Date) => flip(target, id, 'deletedAt', now),
    lock: (id: number, now: Date | null) => flipPost(id, 'lockedAt', now),
    pin: (id: number, now: Date | null) => flipPost(id, 'pinnedAt', now),

    async move(id: number, channelId: number) {
      await db.update(forumPosts).set({ channelId }).where(eq(forumPosts.id, id));
    },

    async threadState(postId: number) {
      const [row] = await db
        .select({ locked: forumPosts.lockedAt, pinned: forumPosts.pinnedAt, channel: forumChannels.slug })
        .from(forumPosts)
        .innerJoin(forumChannels, eq(forumChannels.id, forumPosts.channelId))
        .where(eq(forumPosts.id, postId));
      return row;
    },

    /** Closes the item's open reports; how many. */
    async closeReports(target: ItemTarget, id: number, status: ForumReportStatus, byId: string, now: Date) {
      const rows = await db
        .update(forumReports)
        .set({ status, closedAt: now, closedBy: byId })
        .where(and(eq(forumReports.targetType, target), eq(forumReports.targetId, id), eq(forumReports.status, 'open')))
        .returning({ id: forumReports.id });
      return rows.length;
    },

    async insertReport(v: {
      target: ItemTarget;
      id: number;
      postId: number;
      reporterId: string;
      reason: ForumReportReason;
      note: string;
      now: Date;
    }) {
      const [row] = await db
        .insert(forumReports)
        .values({
          targetType: v.target,
          targetId: v.id,
          postId: v.postId,
          reporterId: v.reporterId,
          reason: v.reason,
          note: v.note,
          createdAt: v.now,
        })
        .returning({ id: forumReports.id });
      return row as { id: number };
    },

    async reportsSince(reporterId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(forumReports)
        .where(and(eq(forumReports.reporterId, reporterId), gte(forumReports.createdAt, since)));
      return row?.n ?? 0;
    },

    /** One page of reported items (newest report first) and how many items there are in all. */
    async queuePage(status: ForumReportStatus, page: number, pageSize: number) {
      const groups = await db
        .select({
          target: forumReports.targetType,
          id: forumReports.targetId,
          last: sql<Date>`max(${forumReports.createdAt})`.mapWith((v) => new Date(v)),
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(forumReports)
        .where(eq(forumReports.status, status))
        .groupBy(forumReports.targetType, forumReports.targetId)
        .orderBy(desc(sql`max(${forumReports.createdAt})`), desc(forumReports.targetId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      if (groups.length > 0 || page === 1) return { groups, total: groups[0]?.total ?? 0 };
      const [all] = await db
        .select({ n: sql<number>`count(distinct (${forumReports.targetType}, ${forumReports.targetId}))::int` })
        .from(forumReports)
        .where(eq(forumReports.status, status));
      return { groups, total: all?.n ?? 0 };
    },

    async reportsOf(status: ForumReportStatus, items: Array<{ target: ItemTarget; id: number }>) {
      if (items.length === 0) return [];
      const match: SQL[] = items.map(
        (i) => sql`(${forumReports.targetType} = ${i.target} and ${forumReports.targetId} = ${at(i.id)})`,
      );
      return db
        .select({
          id: forumReports.id,
          target: forumReports.targetType,
          targetId: forumReports.targetId,
          reason: forumReports.reason,
          note: forumReports.note,
          reporterId: users.id,
          reporterName: users.username,
          createdAt: forumReports.createdAt,
        })
        .from(forumReports)
        .leftJoin(users, eq(users.id, forumReports.reporterId))
        .where(and(eq(forumReports.status, status), sql`(${sql.join(match, sql` or `)})`))
        .orderBy(desc(forumReports.createdAt));
    },

    /** The reported items' content and thread, whatever their state (staff see hidden and deleted text). */
    async contents(target: ItemTarget, ids: number[]) {
      if (ids.length === 0) return [];
      const table = itemTable(target);
      // The thread joins as its own alias: for a post it is the same table.
      const thread = alias(forumPosts, 'thread');
      const threadOf = target === 'post' ? forumPosts.id : (table as typeof forumAnswers | typeof forumComments).postId;
      return db
        .select({
          id: table.id,
          body: table.body,
          hiddenAt: table.hiddenAt,
          deletedAt: table.deletedAt,
          authorId: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          threadId: thread.id,
          threadKind: thread.kind,
          threadTitle: thread.title,
          lockedAt: thread.lockedAt,
          pinnedAt: thread.pinnedAt,
          channelSlug: forumChannels.slug,
          channelName: forumChannels.name,
          suspendedUntil: forumSuspensions.until,
        })
        .from(table)
        .innerJoin(thread, eq(thread.id, threadOf))
        .innerJoin(forumChannels, eq(forumChannels.id, thread.channelId))
        .innerJoin(users, eq(users.id, table.authorId))
        .leftJoin(forumSuspensions, eq(forumSuspensions.userId, table.authorId))
        .where(inArray(table.id, ids));
    },
  };
}

export type QueueContentRow = Awaited<ReturnType<ReturnType<typeof moderationRepo>['contents']>>[number];
