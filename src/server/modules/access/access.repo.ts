import { and, eq, gt } from 'drizzle-orm';
import { type Db, preparedQuery } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { type LiveSubscription, liveSubscriptionsFrom, liveSubscriptionsJson } from './session-sql.ts';

export function accessRepo(db: Db) {
  return {
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async touchSession(id: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    /** Paid subscriptions running at `now`, oldest first, with their plan's limits (the rule the fast statements share). */
    async liveSubscriptions(userId: string, now: Date): Promise<LiveSubscription[]> {
      const [row] = await preparedQuery<{ subs: Parameters<typeof liveSubscriptionsFrom>[0] }>(
        db,
        'live_subscriptions',
        `select ${liveSubscriptionsJson('$1::uuid', '$2::timestamptz')} as subs`,
        [userId, now.toISOString()],
      );
      return liveSubscriptionsFrom(row?.subs ?? []);
    },
  };
}
