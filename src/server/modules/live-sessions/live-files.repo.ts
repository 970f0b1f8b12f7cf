import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveSessionFiles } from '../../db/schema/index.ts';

export type LiveFileRow = typeof liveSessionFiles.$inferSelect;

/** A session's material files (SQL only; the bytes live on disk, see live-files.ts). */
export function liveFilesRepo(db: Db) {
  return {
    list(sessionId: string) {
      return db
        .select()
        .from(liveSessionFiles)
        .where(eq(liveSessionFiles.sessionId, sessionId))
        .orderBy(asc(liveSessionFiles.createdAt), asc(liveSessionFiles.title));
    },

    listMany(sessionIds: string[]) {
      if (sessionIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(liveSessionFiles)
        .where(inArray(liveSessionFiles.sessionId, sessionIds))
        .orderBy(asc(liveSessionFiles.createdAt), asc(liveSessionFiles.title));
    },

    async find(sessionId: string, fileId: string) {
      const [row] = await db
        .select()
        .from(liveSessionFiles)
        .where(and(eq(liveSessionFiles.sessionId, sessionId), eq(liveSessionFiles.id, fileId)))
        .limit(1);
      return row;
    },

    /**
     * Adds the file unless the session already has `max` (checked in the same statement, after locking the
     * session's files, so two uploads at once cannot both take the last place). False when full.
     */
    async insertWithin(values: typeof liveSessionFiles.$inferInsert, max: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`live-files:${values.sessionId}`}, 0))`);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(liveSessionFiles)
          .where(eq(liveSessionFiles.sessionId, values.sessionId));
        if ((count?.n ?? 0) >= max) return false;
        await tx.insert(liveSessionFiles).values(values);
        return true;
      });
    },

    async delete(sessionId: string, fileId: string) {
      const [row] = await db
        .delete(liveSessionFiles)
        .where(and(eq(liveSessionFiles.sessionId, sessionId), eq(liveSessionFiles.id, fileId)))
        .returning();
      return row;
    },
  };
}
