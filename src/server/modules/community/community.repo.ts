import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FeedSort, PostKind, VoteTarget } from '#shared/contracts/community';
import type { Db } from '../../db/client.ts';
import { lockLearnerRow } from '../../db/learner-lock.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  forumAnswers,
  forumChannels,
  forumComments,
  forumPosts,
  forumSuspensions,
  forumVotes,
  users,
} from '../../db/schema/index.ts';

/** Reputation per vote and accepted answer (Stack Overflow's numbers). */
export const REP = { up: 10, down: -2, accepted: 15, base: 1 } as const;

/** How many of the newest matching posts (and answers) a search ranks. */
export const SEARCH_CANDIDATES = 500;

/**
 * A thread is solved while its accepted answer is one members can see: staff hiding (or deleting, which hides)
 * the accepted answer unsolves it, and restoring the answer solves it again; the asker's choice itself is kept.
 */
const acceptedAnswerVisible = (acceptedAnswerId: SQL) =>
  sql<boolean>`exists (select 1 from ${forumAnswers} accepted where accepted.id = ${acceptedAnswerId} and accepted.hidden_at is null)`;

const summaryColumns = {
  id: forumPosts.id,
  kind: forumPosts.kind,
  title: forumPosts.title,
  excerpt: sql<string>`left(${forumPosts.body}, 240)`,
  channelSlug: forumChannels.slug,
  channelName: forumChannels.name,
  authorId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  score: forumPosts.score,
  answerCount: forumPosts.answerCount,
  commentCount: forumPosts.commentCount,
  acceptedAnswerId: forumPosts.acceptedAnswerId,
  solved: acceptedAnswerVisible(sql`${forumPosts.acceptedAnswerId}`),
  pinnedAt: forumPosts.pinnedAt,
  lockedAt: forumPosts.lockedAt,
  createdAt: forumPosts.createdAt,
};

export type FeedCursor = { id: number; score?: number };

export interface FeedFilter {
  sort: FeedSort;
  channelId?: number;
  since?: Date;
  cursor?: FeedCursor;
  limit: number;
  /** Leave pinned threads out: the caller puts them first (a channel's Latest feed). */
  pinnedFirst?: boolean;
}

/** At most this many pinned threads open a channel's feed. */
export const PINNED_MAX = 5;

export function communityRepo(db: Db) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(forumPosts)
      .innerJoin(forumChannels, eq(forumChannels.id, forumPosts.channelId))
      .innerJoin(users, eq(users.id, forumPosts.authorId));

  return {
    channels() {
      return db
        .select({
          id: forumChannels.id,
          slug: forumChannels.slug,
          name: forumChannels.name,
          description: forumChannels.description,
          postCount: sql<number>`(select count(*)::int from ${forumPosts} p where p.channel_id = ${forumChannels.id} and p.hidden_at is null)`,
        })
        .from(forumChannels)
        .orderBy(asc(forumChannels.position));
    },

    async channelBySlug(slug: string) {
      const [row] = await db.select().from(forumChannels).where(eq(forumChannels.slug, slug)).limit(1);
      return row;
    },

    /** One page of a feed; ordered by immutable keys (id, or score then id) so a cursor never skips or repeats. */
    feed(f: FeedFilter) {
      const where: SQL[] = [isNull(forumPosts.hiddenAt)];
      if (f.channelId !== undefined) where.push(eq(forumPosts.channelId, f.channelId));
      if (f.pinnedFirst) where.push(isNull(forumPosts.pinnedAt));
      if (f.sort === 'unanswered') where.push(eq(forumPosts.kind, 'question'), eq(forumPosts.answerCount, 0));
      if (f.sort === 'top') {
        if (f.since) where.push(gte(forumPosts.createdAt, f.since));
        if (f.cursor)
          where.push(sql`(${forumPosts.score}, ${forumPosts.id}) < (${f.cursor.score ?? 0}, ${f.cursor.id})`);
        return summaries()
          .where(and(...where))
          .orderBy(desc(forumPosts.score), desc(forumPosts.id))
          .limit(f.limit);
      }
      if (f.cursor) where.push(lt(forumPosts.id, f.cursor.id));
      return summaries()
        .where(and(...where))
        .orderBy(desc(forumPosts.id))
        .limit(f.limit);
    },

    /** A channel's pinned threads, most recently pinned first. */
    pinned(channelId: number) {
      return summaries()
        .where(and(eq(forumPosts.channelId, channelId), isNull(forumPosts.hiddenAt), isNotNull(forumPosts.pinnedAt)))
        .orderBy(desc(forumPosts.pinnedAt), desc(forumPosts.id))
        .limit(PINNED_MAX);
    },

    /**
     * Threads whose title, body or one of whose answers matches; solved threads first, then by rank. Each side
     * takes its newest SEARCH_CANDIDATES matches by its GIN index (or by walking ids backwards when a word is
     * common) and only those are ranked, so a word in half the forum costs the same as a rare one.
     */
    search(q: string, offset: number, limit: number) {
      const query = sql`websearch_to_tsquery('english', ${q})`;
      const cap = sql.raw(String(SEARCH_CANDIDATES));
      const hits = sql`(
        select id, max(rank) as rank from (
          select p.id, ts_rank(p.search, ${query}) as rank from (
            select id, search from ${forumPosts}
            where search @@ ${query} and hidden_at is null order by id desc limit ${cap}
          ) p
          union all
          select a.post_id, ts_rank(a.search, ${query}) * 0.8 from (
            select post_id, search from ${forumAnswers}
            where search @@ ${query} and hidden_at is null order by id desc limit ${cap}
          ) a
        ) m group by id
      )`;
      // Ordered and cut to the page before the authors and channels are joined.
      const page = sql`(
        select h.id, h.rank, ${acceptedAnswerVisible(sql`t.accepted_answer_id`)} as solved
        from ${hits} h join ${forumPosts} t on t.id = h.id
        where t.hidden_at is null
        order by solved desc, h.rank desc, h.id desc
        limit ${limit} offset ${offset}
      )`;
      return summaries()
        .innerJoin(sql`${page} as hits`, sql`hits.id = ${forumPosts.id}`)
        .orderBy(sql`hits.solved desc`, sql`hits.rank desc`, desc(forumPosts.id));
    },

    async post(id: number) {
      const [row] = await db
        .select({
          ...summaryColumns,
          body: forumPosts.body,
          hiddenAt: forumPosts.hiddenAt,
          deletedAt: forumPosts.deletedAt,
          editedAt: forumPosts.editedAt,
          channelId: forumPosts.channelId,
        })
        .from(forumPosts)
        .innerJoin(forumChannels, eq(forumChannels.id, forumPosts.channelId))
        .innerJoin(users, eq(users.id, forumPosts.authorId))
        .where(eq(forumPosts.id, id))
        .limit(1);
      return row;
    },

    /** A thread's answers; with `withHidden` (staff) the hidden ones too, but never deleted ones. */
    answers(postId: number, withHidden = false) {
      return db
        .select({
          id: forumAnswers.id,
          authorId: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          body: forumAnswers.body,
          score: forumAnswers.score,
          verifiedAt: forumAnswers.verifiedAt,
          createdAt: forumAnswers.createdAt,
          hiddenAt: forumAnswers.hiddenAt,
          editedAt: forumAnswers.editedAt,
        })
        .from(forumAnswers)
        .innerJoin(users, eq(users.id, forumAnswers.authorId))
        .where(
          and(
            eq(forumAnswers.postId, postId),
            withHidden ? isNull(forumAnswers.deletedAt) : isNull(forumAnswers.hiddenAt),
          ),
        )
        .orderBy(asc(forumAnswers.id))
        .limit(500);
    },

    comments(postId: number, withHidden = false) {
      return db
        .select({
          id: forumComments.id,
          parentId: forumComments.parentId,
          answerId: forumComments.answerId,
          authorId: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          body: forumComments.body,
          createdAt: forumComments.createdAt,
          hiddenAt: forumComments.hiddenAt,
          editedAt: forumComments.editedAt,
        })
        .from(forumComments)
        .innerJoin(users, eq(users.id, forumComments.authorId))
        .where(
          and(
            eq(forumComments.postId, postId),
            withHidden ? isNull(forumComments.deletedAt) : isNull(forumComments.hiddenAt),
          ),
        )
        .orderBy(asc(forumComments.id))
        .limit(1000);
    },

    myVotes(userId: string, postId: number, answerIds: number[]) {
      const targets = [and(eq(forumVotes.targetType, 'post'), eq(forumVotes.targetId, postId))];
      if (answerIds.length > 0)
        targets.push(and(eq(forumVotes.targetType, 'answer'), inArray(forumVotes.targetId, answerIds)));
      return db
        .select({ targetType: forumVotes.targetType, targetId: forumVotes.targetId, value: forumVotes.value })
        .from(forumVotes)
        .where(and(eq(forumVotes.userId, userId), or(...targets)));
    },

    async insertPost(v: {
      channelId: number;
      authorId: string;
      kind: PostKind;
      title: string;
      body: string;
      now: Date;
    }) {
      const [row] = await db
        .insert(forumPosts)
        .values({
          channelId: v.channelId,
          authorId: v.authorId,
          kind: v.kind,
          title: v.title,
          body: v.body,
          createdAt: v.now,
        })
        .returning({ id: forumPosts.id });
      return row as { id: number };
    },

    async insertAnswer(v: { postId: number; authorId: string; body: string; now: Date }) {
      const [row] = await db
        .insert(forumAnswers)
        .values({ postId: v.postId, authorId: v.authorId, body: v.body, createdAt: v.now })
        .returning({ id: forumAnswers.id });
      await db
        .update(forumPosts)
        .set({ answerCount: sql`${forumPosts.answerCount} + 1` })
        .where(eq(forumPosts.id, v.postId));
      return row as { id: number };
    },

    async insertComment(v: {
      postId: number;
      answerId: number | null;
      parentId: number | null;
      authorId: string;
      body: string;
      now: Date;
    }) {
      const [row] = await db
        .insert(forumComments)
        .values({ ...v, createdAt: v.now })
        .returning({ id: forumComments.id });
      await db
        .update(forumPosts)
        .set({ commentCount: sql`${forumPosts.commentCount} + 1` })
        .where(eq(forumPosts.id, v.postId));
      return row as { id: number };
    },

    async answer(id: number) {
      const [row] = await db
        .select({
          id: forumAnswers.id,
          postId: forumAnswers.postId,
          authorId: forumAnswers.authorId,
          hiddenAt: forumAnswers.hiddenAt,
          verifiedAt: forumAnswers.verifiedAt,
        })
        .from(forumAnswers)
        .where(eq(forumAnswers.id, id))
        .limit(1);
      return row;
    },

    async comment(id: number) {
      const [row] = await db
        .select({
          id: forumComments.id,
          postId: forumComments.postId,
          answerId: forumComments.answerId,
          authorId: forumComments.authorId,
        })
        .from(forumComments)
        .where(eq(forumComments.id, id))
        .limit(1);
      return row;
    },

    /** The author of a vote's target and whether it is live, for the voting rules. */
    async voteTarget(target: VoteTarget, id: number) {
      const table = target === 'post' ? forumPosts : forumAnswers;
      const [row] = await db
        .select({ authorId: table.authorId, hiddenAt: table.hiddenAt })
        .from(table)
        .where(eq(table.id, id))
        .limit(1);
      return row;
    },

    /** Removes the member's vote on the item; its value, if there was one. Locks only that member's own vote row. */
    async takeVote(userId: string, target: VoteTarget, id: number) {
      const [row] = await db
        .delete(forumVotes)
        .where(and(eq(forumVotes.userId, userId), eq(forumVotes.targetType, target), eq(forumVotes.targetId, id)))
        .returning({ value: forumVotes.value });
      return row?.value ?? 0;
    },

    async putVote(userId: string, target: VoteTarget, id: number, value: number, now: Date) {
      await db.insert(forumVotes).values({ userId, targetType: target, targetId: id, value, createdAt: now });
    },

    /** Moves the item's counters by a vote's change (atomic increments); the new score. */
    async bumpCounters(target: VoteTarget, id: number, before: number, after: number) {
      const table = target === 'post' ? forumPosts : forumAnswers;
      const up = (after === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
      const down = (after === -1 ? 1 : 0) - (before === -1 ? 1 : 0);
      const [row] = await db
        .update(table)
        .set({
          score: sql`${table.score} + ${after - before}`,
          upCount: sql`${table.upCount} + ${up}`,
          downCount: sql`${table.downCount} + ${down}`,
        })
        .where(eq(table.id, id))
        .returning({ score: table.score });
      return row?.score ?? 0;
    },

    async setAccepted(postId: number, answerId: number | null) {
      await db.update(forumPosts).set({ acceptedAnswerId: answerId }).where(eq(forumPosts.id, postId));
    },

    async setVerified(answerId: number, by: string | null, now: Date | null) {
      await db.update(forumAnswers).set({ verifiedAt: now, verifiedBy: by }).where(eq(forumAnswers.id, answerId));
    },

    /** Reputation: votes on the member's posts and answers, and answers of theirs that another asker accepted. */
    async reputation(userId: string) {
      const result = await db.execute(sql`
        select (${REP.base}
          + coalesce((select sum(up_count * ${REP.up} + down_count * ${REP.down}) from ${forumPosts} where author_id = ${userId}), 0)
          + coalesce((select sum(up_count * ${REP.up} + down_count * ${REP.down}) from ${forumAnswers} where author_id = ${userId}), 0)
          + ${REP.accepted} * (select count(*) from ${forumAnswers} a join ${forumPosts} p on p.accepted_answer_id = a.id
                               where a.author_id = ${userId} and p.author_id <> ${userId})
        )::int as rep`);
      return Number(rowsOf<{ rep: number }>(result)[0]?.rep ?? REP.base);
    },

    /** Serialises one member's writes (rate rules for new members): the learner lock every learner write takes. */
    async lockMember(userId: string) {
      await lockLearnerRow(db, userId);
    },

    /** How many threads, answers and comments the member has written since `since`, and when the last one was. */
    async activitySince(userId: string, since: Date) {
      const result = await db.execute(sql`
        select count(*)::int as n, max(created_at) as last from (
          select created_at from ${forumPosts} where author_id = ${userId} and created_at >= ${since}
          union all select created_at from ${forumAnswers} where author_id = ${userId} and created_at >= ${since}
          union all select created_at from ${forumComments} where author_id = ${userId} and created_at >= ${since}
        ) w`);
      const row = rowsOf<{ n: number; last: string | Date | null }>(result)[0];
      return { count: Number(row?.n ?? 0), last: row?.last ? new Date(row.last) : null };
    },

    async suspendedUntil(userId: string) {
      const [row] = await db
        .select({ until: forumSuspensions.until })
        .from(forumSuspensions)
        .where(eq(forumSuspensions.userId, userId))
        .limit(1);
      return row?.until ?? null;
    },

    async suspend(v: { userId: string; until: Date; reason: string; byId: string; now: Date }) {
      await db
        .insert(forumSuspensions)
        .values({ userId: v.userId, until: v.until, reason: v.reason, byId: v.byId, createdAt: v.now })
        .onConflictDoUpdate({
          target: forumSuspensions.userId,
          set: { until: v.until, reason: v.reason, byId: v.byId, createdAt: v.now },
        });
    },

    async userExists(userId: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    },
  };
}

export type CommunityRepo = ReturnType<typeof communityRepo>;
export type SummaryRow = Awaited<ReturnType<CommunityRepo['feed']>>[number];
