import { and, asc, eq, gt, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { PracticeQuery } from '#shared/contracts/practice';
import type { ReportReason } from '#shared/contracts/questions';
import type { Db } from '../../db/client.ts';
import { lockLearnerRow } from '../../db/learner-lock.ts';
import { summaryColumns } from '../../db/question-summary.ts';
import { rowsOf } from '../../db/rows.ts';
import { attempts, practiceSessions, questionReports, questionSets, questions, users } from '../../db/schema/index.ts';
export function practiceRepo(db: Db) {
  return {
    /** A page of published questions for one learner, in id order after the cursor. */
    async listPractice(userId: string, f: PracticeQuery & { freeOnly: boolean; limit: number }) {
      const where: SQL[] = [eq(questions.status, 'published')];
      if (f.section) where.push(eq(questions.section, f.section));
      if (f.area) where.push(eq(questions.area, f.area));
      if (f.topic) where.push(eq(questions.topic, f.topic));
      if (f.type) where.push(eq(questions.type, f.type));
      if (f.difficulty?.length) where.push(inArray(questions.difficulty, f.difficulty));
      if (f.exam) where.push(sql`${questions.exams} @> array[${f.exam}]::text[]`);
      if (f.setId) where.push(eq(questions.setId, f.setId));
      if (f.ids) where.push(inArray(questions.id, f.ids));
      if (f.cursor !== undefined) where.push(gt(questions.id, f.cursor));
      if (f.freeOnly) where.push(eq(questions.isPremium, false));
      if (f.status === 'unattempted') {
        where.push(
          sql`not exists (select 1 from attempts a where a.user_id = ${userId} and a.question_id = ${questions.id})`,
        );
      } else if (f.status === 'attempted') {
        where.push(sql`${questions.id} in (select a.question_id from attempts a where a.user_id = ${userId})`);
      } else if (f.status === 'wrong') {
        // Semi-joins from the learner's own (small) side, so the planner never probes per bank row.
        where.push(sql`${questions.id} in (
          select a.question_id from attempts a where a.user_id = ${userId} group by a.question_id
          having (array_agg(a.is_correct order by a.created_at desc, a.id desc))[1] = false)`);
      } else if (f.status === 'bookmarked') {
        where.push(sql`${questions.id} in (select b.question_id from bookmarks b where b.user_id = ${userId})`);
      }
      return db
        .select(summaryColumns(userId))
        .from(questions)
        .leftJoin(questionSets, eq(questionSets.id, questions.setId))
        .where(and(...where))
        .orderBy(asc(questions.id))
        .limit(f.limit);
    },

    async findQuestion(id: number) {
      const [row] = await db
        .select({ question: questions, set: questionSets })
        .from(questions)
        .leftJoin(questionSets, eq(questionSets.id, questions.setId))
        .where(eq(questions.id, id))
        .limit(1);
      return row;
    },

    async findSet(id: number) {
      const [row] = await db.select().from(questionSets).where(eq(questionSets.id, id)).limit(1);
      return row;
    },

    /** The published questions of a set in order. */
    setQuestions(setId: number) {
      return db
        .select()
        .from(questions)
        .where(and(eq(questions.setId, setId), eq(questions.status, 'published')))
        .orderBy(asc(questions.setOrder), asc(questions.id));
    },

    /** The learner's bookmark note, attempt count and last result on one question: one round trip. */
    async learnerState(userId: string, questionId: number) {
      const result = await db.execute(sql`
          select b.note,
            (select count(*)::int from attempts a where a.user_id = ${userId} and a.question_id = ${questionId}) as attempts,
            (select a.is_correct from attempts a where a.user_id = ${userId} and a.question_id = ${questionId}
              order by a.created_at desc, a.id desc limit 1) as last_correct
          from (select 1) one
          left join bookmarks b on b.user_id = ${userId} and b.question_id = ${questionId}`);
      const [row] = rowsOf<{ note: string | null; attempts: number; last_correct: boolean | null }>(result);
      return {
        bookmarkNote: row?.note ?? null,
        attempts: row?.attempts ?? 0,
        lastCorrect: row?.last_correct ?? null,
      };
    },

    async insertAttempt(row: typeof attempts.$inferInsert): Promise<number> {
      const [saved] = await db.insert(attempts).values(row).returning({ id: attempts.id });
      if (!saved) throw new Error('insert returned no row');
      return saved.id;
    },

    async addXp(userId: string, xp: number) {
      await db
        .update(users)
        .set({ xp: sql`${users.xp} + ${xp}` })
        .where(eq(users.id, userId));
    },

    /** The learner's practice test, share-locked so that finishing it waits for an answer being stored. */
    async lockTaskSession(id: string, userId: string) {
      const [row] = await db
        .select({
          questionIds: practiceSessions.questionIds,
          timeLimitSeconds: practiceSessions.timeLimitSeconds,
          createdAt: practiceSessions.createdAt,
          startedAt: practiceSessions.startedAt,
          finishedAt: practiceSessions.finishedAt,
        })
        .from(practiceSessions)
        .where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)))
        .for('share');
      return row;
    },

    /** Locks the learner's own user row, so that one learner's concurrent answers are counted one at a time. */
    async lockLearner(userId: string) {
      await lockLearnerRow(db, userId);
    },

    /**
     * Distinct questions the learner answered through practice (free practice and practice tests) since `since`
     * (ever when null), and whether `questionId` is one of them.
     */
    async questionsAnswered(userId: string, questionId: number, since: Date | null) {
      const where: SQL[] = [eq(attempts.userId, userId), inArray(attempts.context, ['practice', 'task'])];
      if (since) where.push(gte(attempts.createdAt, since));
      const [row] = await db
        .select({
          used: sql<number>`count(distinct ${attempts.questionId})::int`,
          seen: sql<boolean>`coalesce(bool_or(${attempts.questionId} = ${questionId}), false)`,
        })
        .from(attempts)
        .where(and(...where));
      return { used: row?.used ?? 0, seen: row?.seen ?? false };
    },

    /** Published counts by section/area/topic/type/difficulty, and by exam tag. */
    async facets() {
      const groups = await db
        .select({
          section: questions.section,
          area: questions.area,
          topic: questions.topic,
          type: questions.type,
          difficulty: questions.difficulty,
          n: sql<number>`count(*)::int`,
        })
        .from(questions)
        .where(eq(questions.status, 'published'))
        .groupBy(questions.section, questions.area, questions.topic, questions.type, questions.difficulty);
      const exams = rowsOf<{ exam: string; n: number }>(
        await db.execute(
          sql`select e as exam, count(*)::int as n from questions, unnest(exams) as e where status = 'published' group by e`,
        ),
      );
      return { groups, exams };
    },

    async recentReports(userId: string, questionId: number) {
      return db
        .select({ id: questionReports.id })
        .from(questionReports)
        .where(
          and(
            eq(questionReports.userId, userId),
            eq(questionReports.questionId, questionId),
            eq(questionReports.status, 'open'),
          ),
        );
    },

    async insertReport(row: typeof questionReports.$inferInsert) {
      await db.insert(questionReports).values(row);
    },

    async updateReportMessage(id: number, reason: ReportReason, message: string) {
      await db.update(questionReports).set({ reason, message }).where(eq(questionReports.id, id));
    },
  };
}

export type PracticeRepo = ReturnType<typeof practiceRepo>;
