// @ts-nocheck
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Section } from '#shared/contracts/questions';
import { must } from '#shared/must';
import type { Db } from '../../db/client.ts';
import { attempts, practiceSessions, questionSets, questions } from '../../db/schema/index.ts';

export interface CustomFilter {
  section: Section;
  topic?: string;
  difficulty?: number;
  freeOnly: boolean;
}

export function tasksRepo(db: Db) {
  return {
    questionsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(questions).where(inArray(questions.id, ids));
    },

    setsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(questionSets).where(inArray(questionSets.id, ids));
    },

    /** Published ids of these sets, in set order (to present each set's question list). */
    setQuestionIds(setIds: number[]) {
      if (setIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: questions.id, setId: questions.setId })
        .from(questions)
        .where(and(inArray(questions.setId, setIds), eq(questions.status, 'published')))
        .orderBy(asc(questions.setId), asc(questions.setOrder), asc(questions.id));
    },

    /**
     * Up to `limit` matching question ids from `pivot` upward (wrapping round), skipping those the learner answered
     * since `seenSince` when given: a bounded primary-key range scan rather than a random sort of the bank.
     */
    async customIds(f: CustomFilter, pivot: number, limit: number, skip?: { userId: string; since: Date }) {
      const where: SQL[] = [eq(questions.status, 'published'), eq(questions.section, f.section)];
      if (f.topic) where.push(eq(questions.topic, f.topic));
      if (f.difficulty) where.push(eq(questions.difficulty, f.difficulty));
      if (f.freeOnly) where.push(eq(questions.isPremium, false));
      if (skip) {
        where.push(sql`not exists (select 1 from ${attempts} a where a.user_id = ${skip.userId}
          and a.question_id = ${questions.id} and a.created_at >= ${skip.since.toISOString()})`);
      }
      const run = (range: SQL, n: number) =>
        db
          .select({ id: questions.id })
          .from(questions)
          .where(and(...where, range))
          .orderBy(asc(questions.id))
          .limit(n);
      const upper = await run(gte(questions.id, pivot), limit);
      if (upper.length >= limit) return upper.map((r) => r.id);
      const lower = await run(lt(questions.id, pivot), limit - upper.length);
      return [...lower, ...upper].map((r) => r.id);
    },

    async idRange() {
      const [row] = await db
        .select({ min: sql<number | null>`min(${questions.id})`, max: sql<number | null>`max(${questions.id})` })
        .from(questions);
      return row?.min == null || row.max == null ? null : { min: Number(row.min), max: Number(row.max) };
    },

    async insertSession(row: typeof practiceSessions.$inferInsert) {
      const [saved] = await db.insert(practiceSessions).values(row).returning();
      return must(saved, 'the new practice test');
    },

    async findSession(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(practiceSessions)
        .where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)))
        .limit(1);
      return row;
    },

    /** Starts the clock once: a second Start (another tab, a reload) keeps the first moment. */
    async startSession(id: string, userId: string, at: Date) {
      const [row] = await db
        .update(practiceSessions)
        .set({ startedAt: sql`coalesce(${practiceSessions.startedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)))
        .returning();
      return row;
    },

    async finishSession(id: string, at: Date) {
      const [row] = await db
        .update(practiceSessions)
        .set({ finishedAt: sql`coalesce(${practiceSessions.finishedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(practiceSessions.id, id))
        .returning();
      return row;
    },

    /** The learner's answers in this session, newest first. */
    sessionAttempts(userId: string, sessionId: string) {
      return db
        .select({
          questionId: attempts.questionId,
          answer: attempts.answer,
          isCorrect: attempts.isCorrect,
          seconds: attempts.seconds,
        })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.context, 'task'), eq(attempts.contextId, sessionId)))
        .orderBy(desc(attempts.createdAt), desc(attempts.id));
    },
  };
}
