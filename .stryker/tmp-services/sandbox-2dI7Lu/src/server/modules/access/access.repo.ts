// @ts-nocheck
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, subscriptionPlans, subscriptions, users } from '../../db/schema/index.ts';

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

    /** Paid subscriptions running at `now`, oldest first, with their plan's limits. */
    liveSubscriptions(userId: string, now: Date) {
      return db
        .select({
          startsAt: subscriptions.startsAt,
          maxMockTests: subscriptionPlans.maxMockTests,
          maxQuestions: subscriptionPlans.maxQuestions,
          aiTutorAccess: subscriptionPlans.aiTutorAccess,
          premiumContent: subscriptionPlans.premiumContent,
        })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            lte(subscriptions.startsAt, now),
            gt(subscriptions.endsAt, now),
          ),
        )
        .orderBy(asc(subscriptions.startsAt));
    },
  };
}
