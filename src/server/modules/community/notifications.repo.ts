import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type NotificationKind, UNREAD_CAP } from '#shared/contracts/community-notifications';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { forumFollows, forumNotifications, forumPosts, users } from '../../db/schema/index.ts';

export interface Recipient {
  userId: string;
  kind: NotificationKind;
}

export interface NotificationEvent {
  eventKey: string;
  postId: number;
  actorId: string;
  excerpt: string;
  now: Date;
}

/** Follows and notifications; every write runs on the transaction of the forum write that causes it. */
export function notificationsRepo(db: Db) {
  return {
    async follow(userId: string, postId: number, now: Date) {
      await db.insert(forumFollows).values({ userId, postId, createdAt: now }).onConflictDoNothing();
    },

    async unfollow(userId: string, postId: number) {
      await db.delete(forumFollows).where(and(eq(forumFollows.userId, userId), eq(forumFollows.postId, postId)));
    },

    async isFollowing(userId: string, postId: number) {
      const [row] = await db
        .select({ postId: forumFollows.postId })
        .from(forumFollows)
        .where(and(eq(forumFollows.userId, userId), eq(forumFollows.postId, postId)))
        .limit(1);
      return row !== undefined;
    },

    /** Ids of the members with these usernames (mentions). */
    async idsByUsername(usernames: string[]) {
      if (usernames.length === 0) return [];
      const rows = await db.select({ id: users.id }).from(users).where(inArray(users.username, usernames));
      return rows.map((r) => r.id);
    },

    /** One row per recipient; a recipient already told about this event is skipped by the unique key. */
    async insert(recipients: Recipient[], e: NotificationEvent) {
      if (recipients.length === 0) return;
      await db
        .insert(forumNotifications)
        .values(
          recipients.map((r) => ({
            userId: r.userId,
            kind: r.kind,
            eventKey: e.eventKey,
            postId: e.postId,
            actorId: e.actorId,
            excerpt: e.excerpt,
            createdAt: e.now,
          })),
        )
        .onConflictDoNothing({ target: [forumNotifications.userId, forumNotifications.eventKey] });
    },

    /**
     * "New activity" for every follower of the thread but the actor, in one statement; followers who were already
     * told about this event more directly (a reply, a mention) keep that notification instead.
     */
    async fanOutToFollowers(e: NotificationEvent) {
      await db.execute(sql`
        insert into ${forumNotifications} (user_id, kind, event_key, post_id, actor_id, excerpt, created_at)
        select f.user_id, 'activity', ${e.eventKey}, ${e.postId}, ${e.actorId}, ${e.excerpt}, ${e.now}
        from ${forumFollows} f where f.post_id = ${e.postId} and f.user_id <> ${e.actorId}
        on conflict (user_id, event_key) do nothing`);
    },

    /** A page of the member's notifications, newest first, on threads that are still visible. */
    list(userId: string, before: number | undefined, limit: number) {
      const where = [eq(forumNotifications.userId, userId), isNull(forumPosts.hiddenAt)];
      if (before !== undefined) where.push(lt(forumNotifications.id, before));
      return db
        .select({
          id: forumNotifications.id,
          kind: forumNotifications.kind,
          postId: forumNotifications.postId,
          postTitle: forumPosts.title,
          postKind: forumPosts.kind,
          actorUsername: users.username,
          actorFirstName: users.firstName,
          actorLastName: users.lastName,
          excerpt: forumNotifications.excerpt,
          readAt: forumNotifications.readAt,
          createdAt: forumNotifications.createdAt,
        })
        .from(forumNotifications)
        .innerJoin(forumPosts, eq(forumPosts.id, forumNotifications.postId))
        .innerJoin(users, eq(users.id, forumNotifications.actorId))
        .where(and(...where))
        .orderBy(desc(forumNotifications.id))
        .limit(limit);
    },

    /** Unread notifications on visible threads, counted up to UNREAD_CAP + 1 (the bell shows "99+"). */
    async unreadCount(userId: string) {
      const result = await db.execute(sql`
        select count(*)::int as n from (
          select 1 from ${forumNotifications} n join ${forumPosts} p on p.id = n.post_id
          where n.user_id = ${userId} and n.read_at is null and p.hidden_at is null
          limit ${UNREAD_CAP + 1}
        ) u`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /** Marks one of the member's own notifications read; false when it is not theirs (or does not exist). */
    async markRead(userId: string, id: number, now: Date) {
      const rows = await db
        .update(forumNotifications)
        .set({ readAt: sql`coalesce(${forumNotifications.readAt}, ${now})` })
        .where(and(eq(forumNotifications.id, id), eq(forumNotifications.userId, userId)))
        .returning({ id: forumNotifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string, now: Date) {
      await db
        .update(forumNotifications)
        .set({ readAt: now })
        .where(and(eq(forumNotifications.userId, userId), isNull(forumNotifications.readAt)));
    },
  };
}

export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
