import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forumQuestionThreads, questionSets, questions } from '../../db/schema/index.ts';

/** The link between a question-bank item and its one community thread. */
export function questionThreadsRepo(db: Db) {
  return {
    async threadOf(questionId: number) {
      const [row] = await db
        .select({ postId: forumQuestionThreads.postId })
        .from(forumQuestionThreads)
        .where(eq(forumQuestionThreads.questionId, questionId))
        .limit(1);
      return row?.postId;
    },

    /** The question (and its passage or data set) a thread discusses, if any. */
    async questionOf(postId: number) {
      const [row] = await db
        .select({ question: questions, set: questionSets })
        .from(forumQuestionThreads)
        .innerJoin(questions, eq(questions.id, forumQuestionThreads.questionId))
        .leftJoin(questionSets, eq(questionSets.id, questions.setId))
        .where(eq(forumQuestionThreads.postId, postId))
        .limit(1);
      return row;
    },

    /** The published questions of a set, in order (the set's pane counts them). */
    async setMemberIds(setId: number) {
      const rows = await db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.setId, setId), eq(questions.status, 'published')))
        .orderBy(asc(questions.setOrder), asc(questions.id));
      return rows.map((r) => r.id);
    },

    async question(id: number) {
      const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
      return row;
    },

    /** Links the thread to its question; false when another thread got there first (the primary key decides). */
    async link(questionId: number, postId: number) {
      const rows = await db
        .insert(forumQuestionThreads)
        .values({ questionId, postId })
        .onConflictDoNothing({ target: forumQuestionThreads.questionId })
        .returning({ postId: forumQuestionThreads.postId });
      return rows.length > 0;
    },
  };
}
