import { eq, sql } from 'drizzle-orm';
import type { ItemTarget } from '#shared/contracts/community-moderation';
import type { Db } from '../../db/client.ts';
import { forumAnswers, forumComments, forumPosts } from '../../db/schema/index.ts';

/** One post, answer or comment with its thread's state: what reports, edits and moderation decide on. */
export interface ForumItem {
  target: ItemTarget;
  id: number;
  postId: number;
  authorId: string;
  title: string | null;
  body: string;
  hiddenAt: Date | null;
  deletedAt: Date | null;
  editedAt: Date | null;
  createdAt: Date;
  threadLockedAt: Date | null;
  threadHiddenAt: Date | null;
}

export const itemTable = (target: ItemTarget) =>
  target === 'post' ? forumPosts : target === 'answer' ? forumAnswers : forumComments;

export function forumItemsRepo(db: Db) {
  return {
    async item(target: ItemTarget, id: number): Promise<ForumItem | undefined> {
      if (target === 'post') {
        const [row] = await db.select().from(forumPosts).where(eq(forumPosts.id, id)).limit(1);
        return row && { ...row, target, postId: row.id, threadLockedAt: row.lockedAt, threadHiddenAt: row.hiddenAt };
      }
      const table = target === 'answer' ? forumAnswers : forumComments;
      const [row] = await db
        .select({
          id: table.id,
          postId: table.postId,
          authorId: table.authorId,
          body: table.body,
          hiddenAt: table.hiddenAt,
          deletedAt: table.deletedAt,
          editedAt: table.editedAt,
          createdAt: table.createdAt,
          threadLockedAt: forumPosts.lockedAt,
          threadHiddenAt: forumPosts.hiddenAt,
        })
        .from(table)
        .innerJoin(forumPosts, eq(forumPosts.id, table.postId))
        .where(eq(table.id, id))
        .limit(1);
      return row && { ...row, target, title: null };
    },

    /**
     * Moves the thread's answer or comment counter when an item leaves or comes back into view, so feeds and the
     * Unanswered list count what members can see. An atomic increment, as votes do.
     */
    async bumpThreadCount(target: ItemTarget, postId: number, by: 1 | -1) {
      if (target === 'post') return;
      const column = target === 'answer' ? forumPosts.answerCount : forumPosts.commentCount;
      const key = target === 'answer' ? 'answerCount' : 'commentCount';
      await db
        .update(forumPosts)
        .set({ [key]: sql`greatest(${column} + ${by}, 0)` })
        .where(eq(forumPosts.id, postId));
    },
  };
}
