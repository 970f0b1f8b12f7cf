import { and, asc, count, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { PracticeQuery } from '#shared/contracts/questions';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  attempts,
  bookmarks,
  practiceSessions,
  questionReports,
  questionSets,
  questions,
  users,
} from '../../db/schema/index.ts';
import { summaryColumns } from './question-summary.ts';

const CHART_KINDS = ['bar', 'stacked_bar', 'line', 'pie', 'scatter'];
const PUZZLE_TYPES = ['arrangement', 'scheduling', 'tournament', 'venn', 'routes', 'caselet'];

export function questionsRepo(db: Db) {
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
      if (f.cursor !== undefined) where.push(gt(questions.id, f.cursor));
      if (f.freeOnly) where.push(eq(questions.isPremium, false));
      if (f.status === 'unattempted') {
        where.push(
          sql`not exists (select 1 from attempts a where a.user_id = ${userId} and a.question_id = ${questions.id})`,
        );
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

    async learnerState(userId: string, questionId: number) {
      const [bookmark] = await db
        .select({ note: bookmarks.note })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId)));
      const [tally] = await db
        .select({ n: count() })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.questionId, questionId)));
      const [last] = await db
        .select({ isCorrect: attempts.isCorrect })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.questionId, questionId)))
        .orderBy(sql`${attempts.createdAt} desc, ${attempts.id} desc`)
        .limit(1);
      return { bookmarkNote: bookmark?.note ?? null, attempts: tally.n, lastCorrect: last?.isCorrect ?? null };
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
          finishedAt: practiceSessions.finishedAt,
        })
        .from(practiceSessions)
        .where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)))
        .for('share');
      return row;
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

    /** The public DILR demo: the first free set whose data holds a chart. */
    async demoSetId(): Promise<number | undefined> {
      const res = await db.execute(sql`
        select s.id from question_sets s
        where s.kind = 'dilr_set' and ${freeAndPublished()}
          and exists (select 1 from jsonb_array_elements(coalesce(s.data->'blocks', '[]'::jsonb)) b
                      where b->>'kind' in (${sql.join(
                        CHART_KINDS.map((k) => sql`${k}`),
                        sql`, `,
                      )}))
        order by s.id limit 1`);
      return rowsOf<{ id: number }>(res)[0]?.id;
    },

    /** The worked example: a free logic puzzle set other than the demo (any other free DILR set otherwise). */
    async exampleSetId(exclude?: number): Promise<number | undefined> {
      const res = await db.execute(sql`
        select s.id from question_sets s
        where s.kind = 'dilr_set' and ${freeAndPublished()} and s.id <> ${exclude ?? 0}
        order by (s.set_type in (${sql.join(
          PUZZLE_TYPES.map((k) => sql`${k}`),
          sql`, `,
        )})) desc, s.id
        limit 1`);
      return rowsOf<{ id: number }>(res)[0]?.id;
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
      const [saved] = await db.insert(questionReports).values(row).returning({ id: questionReports.id });
      return saved.id;
    },

    async updateReportMessage(id: number, reason: string, message: string) {
      await db.update(questionReports).set({ reason, message }).where(eq(questionReports.id, id));
    },
  };
}

/** A set with published questions, none of them premium. */
function freeAndPublished() {
  return sql`exists (select 1 from questions q where q.set_id = s.id and q.status = 'published')
    and not exists (select 1 from questions q where q.set_id = s.id and q.status = 'published' and q.is_premium)`;
}

export type QuestionsRepo = ReturnType<typeof questionsRepo>;
