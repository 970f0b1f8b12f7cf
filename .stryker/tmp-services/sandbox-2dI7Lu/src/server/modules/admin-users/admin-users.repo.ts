// @ts-nocheck
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Role } from '#shared/domain/access';
import { must } from '#shared/must';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  attempts,
  auditLog,
  payments,
  practiceSessions,
  questions,
  sessions,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema/index.ts';

export interface UserFilter {
  q?: string;
  role?: Role;
  plan?: 'free' | 'paid' | 'freeAccess' | 'staff';
  joinedFrom?: Date;
  joinedBefore?: Date;
  activity?: 'active7' | 'active30' | 'inactive30' | 'never';
  suspended?: boolean;
  now: Date;
  adminEmail: string;
}

const DAY_MS = 86_400_000;
// Qualified by hand: inside a select list Drizzle prints a column unqualified, which a subquery would rebind.
const USER_ID = sql.raw('"users"."id"');
const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

export function adminUsersRepo(db: Db) {
  const paidAt = (now: Date) =>
    sql<boolean>`exists (select 1 from subscriptions s where s.user_id = ${USER_ID} and s.status = 'active' and s.starts_at <= ${now.toISOString()}::timestamptz and s.ends_at > ${now.toISOString()}::timestamptz)`;
  const freeAt = (now: Date) =>
    sql<boolean>`(${users.freeAccess} and (${users.freeAccessUntil} is null or ${users.freeAccessUntil} > ${now.toISOString()}::timestamptz))`;
  const lastActive = sql<Date | null>`(select max(a.created_at) from attempts a where a.user_id = ${USER_ID})`;
  const adminWhere = (adminEmail: string) =>
    or(eq(users.role, 'admin'), eq(users.isAdmin, true), sql`lower(${users.email}) = ${adminEmail.toLowerCase()}`);

  function where(f: UserFilter): SQL | undefined {
    const since = (days: number) => new Date(f.now.getTime() - days * DAY_MS).toISOString();
    const parts: (SQL | undefined)[] = [];
    if (f.q) {
      parts.push(
        or(
          ilike(users.email, like(f.q)),
          ilike(users.username, like(f.q)),
          ilike(sql`(${users.firstName} || ' ' || ${users.lastName})`, like(f.q)),
        ),
      );
    }
    if (f.role === 'admin') parts.push(adminWhere(f.adminEmail));
    else if (f.role) parts.push(and(eq(users.role, f.role), sql`not (${adminWhere(f.adminEmail)})`));
    if (f.plan === 'paid') parts.push(paidAt(f.now));
    if (f.plan === 'freeAccess') parts.push(freeAt(f.now));
    if (f.plan === 'staff') parts.push(or(eq(users.role, 'staff'), adminWhere(f.adminEmail)));
    if (f.plan === 'free') {
      parts.push(
        sql`not ${paidAt(f.now)} and not ${freeAt(f.now)} and ${users.role} = 'user' and not (${adminWhere(f.adminEmail)})`,
      );
    }
    if (f.joinedFrom) parts.push(gte(users.createdAt, f.joinedFrom));
    if (f.joinedBefore) parts.push(lt(users.createdAt, f.joinedBefore));
    const activeSince = (days: number) =>
      sql`exists (select 1 from attempts a where a.user_id = ${USER_ID} and a.created_at >= ${since(days)}::timestamptz)`;
    if (f.activity === 'active7') parts.push(activeSince(7));
    if (f.activity === 'active30') parts.push(activeSince(30));
    if (f.activity === 'inactive30') parts.push(sql`not ${activeSince(30)}`);
    if (f.activity === 'never') parts.push(sql`not exists (select 1 from attempts a where a.user_id = ${USER_ID})`);
    if (f.suspended === true) parts.push(isNotNull(users.suspendedAt));
    if (f.suspended === false) parts.push(isNull(users.suspendedAt));
    return and(...parts);
  }

  const listColumns = (now: Date) => ({
    user: users,
    hasPaidSubscription: paidAt(now),
    attempts: sql<number>`(select count(*) from attempts a where a.user_id = ${USER_ID})`.mapWith(Number),
    lastActiveAt: lastActive,
  });

  return {
    async list(f: UserFilter, page: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        db
          .select(listColumns(f.now))
          .from(users)
          .where(where(f))
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(users).where(where(f)),
      ]);
      return { rows, total: must(total[0], 'a count row').n };
    },

    /** Every match for the CSV, capped so one export cannot exhaust the server. */
    exportRows(f: UserFilter, cap: number) {
      return db.select(listColumns(f.now)).from(users).where(where(f)).orderBy(desc(users.createdAt)).limit(cap);
    },

    async one(id: string, now: Date) {
      const [row] = await db.select(listColumns(now)).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /**
     * Locks the administrators' rows and the target's, in id order (one statement, so every staff write on users
     * takes them in the same order and two cannot deadlock), and returns them. The last-administrator rule reads
     * them under the lock, so two admins demoting each other at once cannot both succeed.
     */
    lockAdminsAnd(id: string, adminEmail: string) {
      return db
        .select()
        .from(users)
        .where(or(eq(users.id, id), adminWhere(adminEmail)))
        .orderBy(asc(users.id))
        .for('no key update');
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    async endSessions(userId: string) {
      const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return ended.length;
    },

    async detail(id: string, now: Date, monthAgo: Date) {
      const [subs, pays, totals, byDay, tests, sections, live, trail] = await Promise.all([
        db
          .select({
            planName: subscriptionPlans.name,
            status: subscriptions.status,
            startsAt: subscriptions.startsAt,
            endsAt: subscriptions.endsAt,
          })
          .from(subscriptions)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
          .where(eq(subscriptions.userId, id))
          .orderBy(desc(subscriptions.startsAt))
          .limit(20),
        db
          .select({
            id: payments.id,
            receiptNo: payments.receiptNo,
            planName: subscriptionPlans.name,
            amountPaise: payments.amountPaise,
            status: payments.status,
            createdAt: payments.createdAt,
          })
          .from(payments)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
          .where(eq(payments.userId, id))
          .orderBy(desc(payments.createdAt))
          .limit(50),
        db
          .select({
            attempts: count(),
            correct: sql<number>`count(*) filter (where ${attempts.isCorrect})`.mapWith(Number),
            questions: sql<number>`count(distinct ${attempts.questionId})`.mapWith(Number),
            totalSeconds: sql<number>`coalesce(sum(${attempts.seconds}), 0)`.mapWith(Number),
            activeDays30:
              sql<number>`count(distinct date_trunc('day', ${attempts.createdAt} at time zone 'Asia/Kolkata')) filter (where ${attempts.createdAt} >= ${monthAgo.toISOString()}::timestamptz)`.mapWith(
                Number,
              ),
            lastActiveAt: sql<string | null>`max(${attempts.createdAt})`,
          })
          .from(attempts)
          .where(eq(attempts.userId, id)),
        db.execute(
          sql`select to_char(a.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, count(*)::int as attempts
              from attempts a where a.user_id = ${id} and a.created_at >= ${monthAgo.toISOString()}::timestamptz
              group by 1 order by 1`,
        ),
        db
          .select({
            started: count(),
            finished: sql<number>`count(*) filter (where ${practiceSessions.finishedAt} is not null)`.mapWith(Number),
          })
          .from(practiceSessions)
          .where(eq(practiceSessions.userId, id)),
        db
          .select({
            section: questions.section,
            attempts: count(),
            correct: sql<number>`count(*) filter (where ${attempts.isCorrect})`.mapWith(Number),
          })
          .from(attempts)
          .innerJoin(questions, eq(questions.id, attempts.questionId))
          .where(eq(attempts.userId, id))
          .groupBy(questions.section)
          .orderBy(questions.section),
        db
          .select({ n: count() })
          .from(sessions)
          .where(and(eq(sessions.userId, id), sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`)),
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, id)))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(20),
      ]);
      return {
        subs,
        pays,
        totals: must(totals[0], 'an aggregate row'),
        byDay: rowsOf<{ day: string; attempts: number }>(byDay),
        tests: must(tests[0], 'an aggregate row'),
        sections,
        liveSessions: must(live[0], 'a count row').n,
        trail,
      };
    },
  };
}

export type AdminUsersRepo = ReturnType<typeof adminUsersRepo>;
