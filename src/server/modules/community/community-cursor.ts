import type { FeedSort } from '#shared/contracts/community';
import { badRequest } from '../../errors.ts';
import type { FeedCursor } from './community.repo.ts';

// A feed's cursor names the last item shown by its immutable ordering keys: the id (Latest, Unanswered) or the
// score and id (Top). A new post never shifts a later page.

export function encodeCursor(sort: FeedSort, last: { id: number; score: number }): string {
  return sort === 'top' ? `s${last.score}_${last.id}` : `i${last.id}`;
}

export function decodeCursor(cursor: string, sort: FeedSort): FeedCursor {
  const match = sort === 'top' ? /^s(-?\d{1,9})_(\d{1,10})$/.exec(cursor) : /^i(\d{1,10})$/.exec(cursor);
  const id = Number(match?.[sort === 'top' ? 2 : 1]);
  if (!match || !Number.isSafeInteger(id) || id > 2_147_483_647) throw badRequest('cursor: not a cursor of this feed.');
  return sort === 'top' ? { id, score: Number(match[1]) } : { id };
}
