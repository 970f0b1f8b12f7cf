// @ts-nocheck
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { PlanSubjectKey } from '#shared/domain/study-plan';
import { must } from '#shared/must';
import type { Db } from '../../db/client.ts';
import { attempts, dailyCompletions, questions } from '../../db/schema/index.ts';

export function studyPlanRepo(db: Db) {
  return {
    /** One completion per learner, subject and day; marking again updates the figures. */
    async upsert(row: {
      userId: string;
      subject: PlanSubjectKey;
      completedDate: string;
      questionsCompleted: number;
      totalTime: number;
    }) {
      const [saved] = await db
        .insert(dailyCompletions)
        .values(row)
        .onConflictDoUpdate({
          target: [dailyCompletions.userId, dailyCompletions.subject, dailyCompletions.completedDate],
          set: { questionsCompleted: row.questionsCompleted, totalTime: row.totalTime },
        })
        .returning();
      return must(saved, 'the saved completion');
    },

    listSince(userId: string, fromDate: string) {
      return db
        .select()
        .from(dailyCompletions)
        .where(and(eq(dailyCompletions.userId, userId), gte(dailyCompletions.completedDate, fromDate)))
        .orderBy(desc(dailyCompletions.completedDate));
    },

    /** Distinct questions the learner attempted since an instant, with their section and last correctness. */
    questionsAttemptedSince(userId: string, since: Date) {
      return db
        .selectDistinctOn([attempts.questionId], {
          id: attempts.questionId,
          section: questions.section,
          isCorrect: attempts.isCorrect,
        })
        .from(attempts)
        .innerJoin(questions, eq(questions.id, attempts.questionId))
        .where(and(eq(attempts.userId, userId), gte(attempts.createdAt, since)))
        .orderBy(attempts.questionId, sql`${attempts.createdAt} desc`);
    },
  };
}
