import { and, asc, eq, sql } from 'drizzle-orm';
import type { ItemTarget } from '#shared/contracts/community-moderation';
import type { Db } from '../../db/client.ts';
import { forumPosts, forumRevisions } from '../../db/schema/index.ts';
import { type ForumItem, itemTable } from './forum-items.repo.ts';

/** The versions an author's edits replaced; the item row itself always holds the newest text. */
export function editHistoryRepo(db: Db) {
  return {
    /** The version number the current text has: one more than the versions kept. */
    async currentVersion(target: ItemTarget, id: number) {
      const [row] = await db
        .select({ v: sql<number>`coalesce(max(${forumRevisions.version}), 0)::int` })
        .from(forumRevisions)
        .where(and(eq(forumRevisions.targetType, target), eq(forumRevisions.targetId, id)));
      return Number(row?.v ?? 0) + 1;
    },

    /**
     * Keeps the item's current text as version `version` and writes the new text. The unique (item, version)
     * index refuses a second writer that read the same version, so no edit is lost silently.
     */
    async replace(item: ForumItem, version: number, next: { title?: string; body: string }, now: Date) {
      await db.insert(forumRevisions).values({
        targetType: item.target,
        targetId: item.id,
        version,
        title: item.title,
        body: item.body,
        writtenAt: item.editedAt ?? item.createdAt,
        replacedAt: now,
        editorId: item.authorId,
      });
      const table = itemTable(item.target);
      if (item.target === 'post') {
        await db
          .update(forumPosts)
          .set({ body: next.body, editedAt: now, ...(next.title ? { title: next.title } : {}) })
          .where(eq(forumPosts.id, item.id));
      } else {
        await db.update(table).set({ body: next.body, editedAt: now }).where(eq(table.id, item.id));
      }
    },

    versions(target: ItemTarget, id: number) {
      return db
        .select({
          version: forumRevisions.version,
          title: forumRevisions.title,
          body: forumRevisions.body,
          writtenAt: forumRevisions.writtenAt,
        })
        .from(forumRevisions)
        .where(and(eq(forumRevisions.targetType, target), eq(forumRevisions.targetId, id)))
        .orderBy(asc(forumRevisions.version));
    },
  };
}
