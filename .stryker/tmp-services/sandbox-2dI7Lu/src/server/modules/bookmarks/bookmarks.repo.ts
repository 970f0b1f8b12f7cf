// @ts-nocheck
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Section } from '#shared/contracts/questions';
import type { Db } from '../../db/client.ts';
import { summaryColumns } from '../../db/question-summary.ts';
import { bookmarks, questionSets, questions } from '../../db/schema/index.ts';

export function bookmarksRepo(db: Db) {
  return {
    /** The learner's bookmarks on published questions, newest first. */
    list(userId: string, f: { section?: Section; topic?: string }) {
      const where: SQL[] = [eq(bookmarks.userId, userId), eq(questions.status, 'published')];
      if (f.section) where.push(eq(questions.section, f.section));
      if (f.topic) where.push(eq(questions.topic, f.topic));
      return db
        .select({ ...summaryColumns(userId), note: bookmarks.note, bookmarkedAt: bookmarks.createdAt })
        .from(bookmarks)
        .innerJoin(questions, eq(questions.id, bookmarks.questionId))
        .leftJoin(questionSets, eq(questionSets.id, questions.setId))
        .where(and(...where))
        .orderBy(desc(bookmarks.createdAt), desc(bookmarks.questionId));
    },

    async questionStatus(questionId: number) {
      const [row] = await db
        .select({ status: questions.status })
        .from(questions)
        .where(eq(questions.id, questionId))
        .limit(1);
      return row?.status;
    },

    /** Adds the bookmark, or updates its note. */
    async upsert(userId: string, questionId: number, note: string, now: Date) {
      await db
        .insert(bookmarks)
        .values({ userId, questionId, note, createdAt: now })
        .onConflictDoUpdate({ target: [bookmarks.userId, bookmarks.questionId], set: { note } });
    },

    async remove(userId: string, questionId: number) {
      const removed = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId)))
        .returning({ questionId: bookmarks.questionId });
      return removed.length > 0;
    },
  };
}
