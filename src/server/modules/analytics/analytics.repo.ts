import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { attempts, questions } from '../../db/schema/index.ts';

export function analyticsRepo(db: Db) {
  return {
    /** Attempts and correct answers per calendar day in the learner's zone, newest day first. */
    async byDay(userId: string, timeZone: string, maxDays: number) {
      const rows = rowsOf<{ day: string; total: number; correct: number }>(
        await db.execute(sql`
          select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
                 count(*)::int as total, count(*) filter (where is_correct)::int as correct
          from attempts where user_id = ${userId}
          group by 1 order by 1 desc limit ${maxDays}`),
      );
      return rows.map((r) => ({ day: r.day, total: Number(r.total), correct: Number(r.correct) }));
    },

    async bySection(userId: string) {
      return db
        .select({
          section: questions.section,
          total: sql<number>`count(*)::int`,
          correct: sql<number>`(count(*) filter (where ${attempts.isCorrect}))::int`,
        })
        .from(attempts)
        .innerJoin(questions, eq(questions.id, attempts.questionId))
        .where(eq(attempts.userId, userId))
        .groupBy(questions.section);
    },
  };
}
