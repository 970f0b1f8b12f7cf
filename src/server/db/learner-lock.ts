import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

/**
 * Locks one learner's user row for the rest of the transaction, so that the learner's own concurrent writes (answers,
 * mock starts, payment activations) run one at a time. `for no key update` leaves the key alone: rows that refer to
 * the learner (attempts, payments) can still be inserted meanwhile. Every learner write takes this lock first — one
 * fixed order, so no two of them deadlock. `userId` may be a subquery (the buyer of a payment), saving a round trip.
 * Returns the locked id, or null when there is no such learner.
 */
export async function lockLearnerRow(db: Db, userId: string | SQL): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(typeof userId === 'string' ? eq(users.id, userId) : inArray(users.id, userId))
    .for('no key update');
  return row?.id ?? null;
}
