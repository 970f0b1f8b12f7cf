// @ts-nocheck
import type { BookmarkList } from '#shared/contracts/bookmarks';
import type { Section } from '#shared/contracts/questions';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { presentSummary } from '../../presenters/question.ts';
import type { AuthContext } from '../access/public.ts';
import { bookmarksRepo } from './bookmarks.repo.ts';

/** A learner's bookmarks with notes; premium questions can be bookmarked and stay locked. */
export function bookmarksService(deps: Pick<AppDeps, 'database' | 'clock' | 'access'>) {
  const { db } = deps.database;
  const repo = bookmarksRepo(db);

  return {
    async list(auth: AuthContext, filters: { section?: Section; topic?: string }): Promise<BookmarkList> {
      const premium = await deps.access.isPremium(auth);
      const rows = await repo.list(auth.user.id, filters);
      return {
        items: rows.map((row) => ({
          questionId: row.id,
          note: row.note,
          createdAt: row.bookmarkedAt.toISOString(),
          question: presentSummary(row, premium),
        })),
      };
    },

    /** Bookmarking is allowed from anywhere a question shows, premium ones included (they stay locked). */
    async save(auth: AuthContext, questionId: number, note: string) {
      if ((await repo.questionStatus(questionId)) !== 'published') throw notFound('Question not found.');
      await repo.upsert(auth.user.id, questionId, note, deps.clock.now());
      return { questionId, note, bookmarked: true as const };
    },

    async remove(auth: AuthContext, questionId: number) {
      const removed = await repo.remove(auth.user.id, questionId);
      if (!removed) throw notFound('Bookmark not found.');
      return { success: true, message: 'Bookmark removed.' };
    },
  };
}

export type BookmarksService = ReturnType<typeof bookmarksService>;
