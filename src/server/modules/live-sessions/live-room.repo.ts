import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  liveAttendance,
  liveChatMessages,
  livePollAnswers,
  livePolls,
  liveQuestions,
  liveQuestionVotes,
  liveSessions,
  users,
} from '../../db/schema/index.ts';

const name = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
type Counter = 'messages' | 'questionsAsked' | 'pollAnswers';

/** What happens inside a room: attendance, chat, Q&A, hands, polls (SQL only). */
export function liveRoomRepo(db: Db) {
  return {
    async enter(sessionId: string, userId: string, now: Date) {
      await db.insert(liveAttendance).values({ sessionId, userId, firstJoinedAt: now }).onConflictDoNothing();
      const [row] = await db
        .select({ mutedAt: liveAttendance.mutedAt, removedAt: liveAttendance.removedAt })
        .from(liveAttendance)
        .where(and(eq(liveAttendance.sessionId, sessionId), eq(liveAttendance.userId, userId)));
      return row;
    },

    async addSeconds(sessionId: string, userId: string, seconds: number) {
      await db
        .update(liveAttendance)
        .set({ seconds: sql`${liveAttendance.seconds} + ${seconds}` })
        .where(and(eq(liveAttendance.sessionId, sessionId), eq(liveAttendance.userId, userId)));
    },

    async count(sessionId: string, userId: string, counter: Counter) {
      const column = liveAttendance[counter];
      await db
        .update(liveAttendance)
        .set({ [counter]: sql`${column} + 1` })
        .where(and(eq(liveAttendance.sessionId, sessionId), eq(liveAttendance.userId, userId)));
    },

    async setModeration(
      sessionId: string,
      userId: string,
      set: { mutedAt?: Date | null; removedAt?: Date | null },
      now: Date,
    ) {
      await db
        .insert(liveAttendance)
        .values({ sessionId, userId, firstJoinedAt: now, ...set })
        .onConflictDoUpdate({ target: [liveAttendance.sessionId, liveAttendance.userId], set });
    },

    async setHand(sessionId: string, userId: string, at: Date | null) {
      await db
        .update(liveAttendance)
        .set({ handRaisedAt: at })
        .where(and(eq(liveAttendance.sessionId, sessionId), eq(liveAttendance.userId, userId)));
    },

    hands(sessionId: string) {
      return db
        .select({ userId: liveAttendance.userId, name })
        .from(liveAttendance)
        .innerJoin(users, eq(users.id, liveAttendance.userId))
        .where(and(eq(liveAttendance.sessionId, sessionId), isNotNull(liveAttendance.handRaisedAt)))
        .orderBy(asc(liveAttendance.handRaisedAt));
    },

    /**
     * A chat line in one statement (one round trip): unless `moderator`, a muted or removed member's line is refused
     * (id null, with the flags that refused it); otherwise the line is stored and the member's message count goes
     * up. Its commit does not wait for the disk flush (synchronous_commit off, local to the statement's own
     * transaction): a chat line lost in a crash's last instant is acceptable, and the flush was most of a line's
     * fan-out delay.
     */
    async postMessage(sessionId: string, userId: string, body: string, now: Date, moderator: boolean) {
      const result = await db.execute(sql`
        with member as (
          select ${liveAttendance.mutedAt} as muted_at, ${liveAttendance.removedAt} as removed_at from ${liveAttendance}
          where ${liveAttendance.sessionId} = ${sessionId} and ${liveAttendance.userId} = ${userId}
        ), allowed as (
          select 1 from member where ${moderator} or (muted_at is null and removed_at is null)
        ), counted as (
          update ${liveAttendance} set messages = messages + 1
          where session_id = ${sessionId} and user_id = ${userId} and exists (select 1 from allowed)
          returning 1
        ), saved as (
          insert into ${liveChatMessages} (session_id, user_id, body, created_at)
          select ${sessionId}, ${userId}, ${body}, ${now.toISOString()}::timestamptz where exists (select 1 from allowed)
          returning id
        )
        select (select id from saved) as id,
          (select muted_at is not null from member) as muted, (select removed_at is not null from member) as removed,
          set_config('synchronous_commit', 'off', true) as relaxed`);
      // node-postgres reads a bigint id as text.
      const [row] = rowsOf<{ id: number | string | null; muted: boolean | null; removed: boolean | null }>(result);
      return {
        id: row?.id == null ? null : Number(row.id),
        muted: Boolean(row?.muted),
        removed: Boolean(row?.removed),
      };
    },

    async history(sessionId: string, limit: number) {
      const rows = await db
        .select({
          id: liveChatMessages.id,
          userId: liveChatMessages.userId,
          name,
          role: users.role,
          body: liveChatMessages.body,
          at: liveChatMessages.createdAt,
        })
        .from(liveChatMessages)
        .innerJoin(users, eq(users.id, liveChatMessages.userId))
        .where(and(eq(liveChatMessages.sessionId, sessionId), isNull(liveChatMessages.deletedAt)))
        .orderBy(desc(liveChatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    async deleteMessage(sessionId: string, messageId: number, now: Date) {
      const rows = await db
        .update(liveChatMessages)
        .set({ deletedAt: now })
        .where(and(eq(liveChatMessages.id, messageId), eq(liveChatMessages.sessionId, sessionId)))
        .returning({ id: liveChatMessages.id });
      return rows.length > 0;
    },

    async insertQuestion(sessionId: string, userId: string, body: string, now: Date) {
      const [row] = await db
        .insert(liveQuestions)
        .values({ sessionId, userId, body, createdAt: now })
        .returning({ id: liveQuestions.id });
      return row?.id;
    },

    questions(sessionId: string) {
      return db
        .select({
          id: liveQuestions.id,
          userId: liveQuestions.userId,
          name,
          body: liveQuestions.body,
          upvotes: liveQuestions.upvotes,
          answeredAt: liveQuestions.answeredAt,
          at: liveQuestions.createdAt,
        })
        .from(liveQuestions)
        .innerJoin(users, eq(users.id, liveQuestions.userId))
        .where(eq(liveQuestions.sessionId, sessionId))
        .orderBy(desc(liveQuestions.upvotes), asc(liveQuestions.id))
        .limit(200);
    },

    /** One vote a learner; the counter moves only when the vote is new. Null when the question is not here. */
    async upvote(sessionId: string, questionId: number, userId: string) {
      const [q] = await db
        .select({ id: liveQuestions.id })
        .from(liveQuestions)
        .where(and(eq(liveQuestions.id, questionId), eq(liveQuestions.sessionId, sessionId)));
      if (!q) return null;
      const added = await db.insert(liveQuestionVotes).values({ questionId, userId }).onConflictDoNothing().returning();
      if (added.length === 0) return false;
      await db
        .update(liveQuestions)
        .set({ upvotes: sql`${liveQuestions.upvotes} + 1` })
        .where(eq(liveQuestions.id, questionId));
      return true;
    },

    async markAnswered(sessionId: string, questionId: number, now: Date) {
      const rows = await db
        .update(liveQuestions)
        .set({ answeredAt: now })
        .where(and(eq(liveQuestions.id, questionId), eq(liveQuestions.sessionId, sessionId)))
        .returning({ id: liveQuestions.id });
      return rows.length > 0;
    },

    async insertPoll(sessionId: string, questionId: number, startedAt: Date, endsAt: Date) {
      const [row] = await db
        .insert(livePolls)
        .values({ sessionId, questionId, startedAt, endsAt })
        .returning({ id: livePolls.id });
      return row?.id;
    },

    async latestPoll(sessionId: string) {
      const [row] = await db
        .select()
        .from(livePolls)
        .where(eq(livePolls.sessionId, sessionId))
        .orderBy(desc(livePolls.startedAt))
        .limit(1);
      return row;
    },

    async poll(pollId: string) {
      const [row] = await db.select().from(livePolls).where(eq(livePolls.id, pollId)).limit(1);
      return row;
    },

    /** Records the one answer a learner gives; false when they had answered already. */
    async answerPoll(pollId: string, userId: string, option: number, now: Date) {
      const rows = await db
        .insert(livePollAnswers)
        .values({ pollId, userId, option, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: livePollAnswers.pollId });
      return rows.length > 0;
    },

    async myAnswer(pollId: string, userId: string) {
      const [row] = await db
        .select({ option: livePollAnswers.option })
        .from(livePollAnswers)
        .where(and(eq(livePollAnswers.pollId, pollId), eq(livePollAnswers.userId, userId)));
      return row?.option ?? null;
    },

    async pollCounts(pollId: string) {
      return db
        .select({ option: livePollAnswers.option, n: sql<number>`count(*)::int` })
        .from(livePollAnswers)
        .where(eq(livePollAnswers.pollId, pollId))
        .groupBy(livePollAnswers.option);
    },

    async setSlowMode(sessionId: string, seconds: number) {
      await db.update(liveSessions).set({ slowModeSeconds: seconds }).where(eq(liveSessions.id, sessionId));
    },
  };
}
