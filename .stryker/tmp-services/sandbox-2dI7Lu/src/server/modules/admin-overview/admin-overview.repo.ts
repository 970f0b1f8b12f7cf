// @ts-nocheck
import { and, count, countDistinct, eq, gt, gte, lte, or, sql, sum } from 'drizzle-orm';
import { must } from '#shared/must';
import { activeLearnersSince } from '../../db/active-learners.ts';
import type { Db } from '../../db/client.ts';
import {
  attempts,
  payments,
  questionReports,
  questionSets,
  questions,
  subscriptions,
  users,
} from '../../db/schema/index.ts';

const activeSubscription = (now: Date) =>
  and(eq(subscriptions.status, 'active'), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now));

export function adminOverviewRepo(db: Db) {
  // Aggregates without GROUP BY always answer one row.
  const one = async <T>(q: Promise<T[]>) => must((await q)[0], 'an aggregate row');
  return {
    /** The dashboard's counts at `now`; the service picks the windows (today, the last 7 and 30 days). */
    async overview(w: { now: Date; startOfToday: Date; weekAgo: Date; monthAgo: Date; adminEmail: string }) {
      const { now, startOfToday, weekAgo, monthAgo, adminEmail } = w;
      const [userTotals, premium, qs, sets, today, week, reports, revenue] = await Promise.all([
        one(
          db
            .select({
              total: count(),
              newLast7Days: sql<number>`count(*) filter (where ${users.createdAt} >= ${weekAgo})`.mapWith(Number),
              admins:
                sql<number>`count(*) filter (where ${users.role} = 'admin' or ${users.isAdmin} or lower(${users.email}) = ${adminEmail.toLowerCase()})`.mapWith(
                  Number,
                ),
            })
            .from(users),
        ),
        one(
          db
            .select({ n: countDistinct(users.id) })
            .from(users)
            .leftJoin(subscriptions, and(eq(subscriptions.userId, users.id), activeSubscription(now)))
            .where(or(eq(users.freeAccess, true), sql`${subscriptions.id} is not null`)),
        ),
        one(
          db
            .select({
              published: sql<number>`count(*) filter (where ${questions.status} = 'published')`.mapWith(Number),
              draft: sql<number>`count(*) filter (where ${questions.status} <> 'published')`.mapWith(Number),
            })
            .from(questions),
        ),
        one(db.select({ n: count() }).from(questionSets)),
        one(
          db
            .select({ n: count(), learners: activeLearnersSince(startOfToday).mapWith(Number) })
            .from(attempts)
            .where(gte(attempts.createdAt, startOfToday)),
        ),
        one(db.select({ n: count() }).from(attempts).where(gte(attempts.createdAt, weekAgo))),
        one(db.select({ n: count() }).from(questionReports).where(eq(questionReports.status, 'open'))),
        one(
          db
            .select({ paise: sum(payments.amountPaise).mapWith(Number), n: count() })
            .from(payments)
            .where(and(eq(payments.status, 'captured'), gte(payments.createdAt, monthAgo))),
        ),
      ]);
      return {
        users: {
          total: userTotals.total,
          newLast7Days: userTotals.newLast7Days,
          premium: premium.n,
          admins: userTotals.admins,
        },
        questions: { published: qs.published, draft: qs.draft, sets: sets.n },
        activity: { attemptsToday: today.n, activeLearnersToday: today.learners, attemptsLast7Days: week.n },
        openReports: reports.n,
        revenue: { last30DaysPaise: revenue.paise ?? 0, capturedPayments: revenue.n },
      };
    },
  };
}
