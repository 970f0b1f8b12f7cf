// @ts-nocheck
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { PaymentFilters } from '#shared/contracts/admin-payments';
import { must } from '#shared/must';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/rows.ts';
import { payments, subscriptionPlans, users } from '../../db/schema/index.ts';

// The only file of the staff payments desk that touches Drizzle.

// A literal, not a bound parameter: Postgres must see the same expression in SELECT and GROUP BY.
const IST = sql.raw(`'Asia/Kolkata'`);

/** The desk's filters with the date range already turned into instants (from inclusive, before exclusive). */
export type PaymentQuery = Omit<PaymentFilters, 'from' | 'to'> & { from?: Date; before?: Date };

function where(f: PaymentQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(payments.status, f.status));
  if (f.gateway) parts.push(eq(payments.gateway, f.gateway));
  if (f.planId) parts.push(eq(payments.planId, f.planId));
  if (f.from) parts.push(gte(payments.createdAt, f.from));
  if (f.before) parts.push(lt(payments.createdAt, f.before));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const asNumber = /^\d{1,9}$/.test(f.q) ? Number(f.q) : null;
    parts.push(
      asNumber !== null
        ? sql`(${users.email} ilike ${like} or ${payments.receiptNo} = ${asNumber})`
        : (ilike(users.email, like) as SQL),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const listColumns = {
  payment: payments,
  userEmail: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  planName: subscriptionPlans.name,
};

export type PlanValues = Partial<typeof subscriptionPlans.$inferInsert>;

export type AdminPaymentRow = {
  payment: PaymentRow;
  userEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  planName: string;
};

export function adminPaymentsRepo(db: Db) {
  return {
    async listPayments(f: PaymentQuery, page: number, pageSize: number) {
      const condition = where(f);
      const [rows, [counted]] = await Promise.all([
        db
          .select(listColumns)
          .from(payments)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
          .leftJoin(users, eq(users.id, payments.userId))
          .where(condition)
          .orderBy(desc(payments.createdAt), desc(payments.receiptNo))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(payments).leftJoin(users, eq(users.id, payments.userId)).where(condition),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Every matching payment for the CSV export (capped so one click cannot exhaust memory). */
    async exportPayments(f: PaymentQuery, limit = 50_000): Promise<AdminPaymentRow[]> {
      return db
        .select(listColumns)
        .from(payments)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
        .leftJoin(users, eq(users.id, payments.userId))
        .where(where(f))
        .orderBy(desc(payments.createdAt), desc(payments.receiptNo))
        .limit(limit);
    },

    /** Money taken (captured, including later-refunded) by India-time day and by plan; refunds by their own day. */
    async revenue(f: PaymentQuery) {
      const base = { ...f, status: undefined };
      const paidStatuses = inArray(payments.status, ['captured', 'refunded']);
      const capturedDay = sql<string>`to_char(${payments.capturedAt} at time zone ${IST}, 'YYYY-MM-DD')`;
      const refundedDay = sql<string>`to_char(${payments.refundedAt} at time zone ${IST}, 'YYYY-MM-DD')`;
      const gross = await db
        .select({ day: capturedDay, paise: sum(payments.amountPaise).mapWith(Number), n: count() })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(and(where(base), paidStatuses))
        .groupBy(capturedDay)
        .orderBy(asc(capturedDay));
      const refunds = await db
        .select({ day: refundedDay, paise: sum(payments.amountPaise).mapWith(Number), n: count() })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(and(where(base), eq(payments.status, 'refunded')))
        .groupBy(refundedDay)
        .orderBy(asc(refundedDay));
      const byPlan = await db
        .select({
          planId: payments.planId,
          planName: subscriptionPlans.name,
          paise: sum(payments.amountPaise).mapWith(Number),
          n: count(),
        })
        .from(payments)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
        .leftJoin(users, eq(users.id, payments.userId))
        .where(and(where(base), paidStatuses))
        .groupBy(payments.planId, subscriptionPlans.name)
        .orderBy(desc(sum(payments.amountPaise)));
      const counts = await db
        .select({ status: payments.status, n: count() })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(where(base))
        .groupBy(payments.status);
      return { gross, refunds, byPlan, counts };
    },

    async listAllPlans() {
      return db
        .select()
        .from(subscriptionPlans)
        .orderBy(asc(subscriptionPlans.durationDays), asc(subscriptionPlans.id));
    },

    async insertPlan(values: typeof subscriptionPlans.$inferInsert) {
      const [row] = await db.insert(subscriptionPlans).values(values).returning();
      return must(row, 'the new plan');
    },

    async updatePlan(id: number, values: PlanValues) {
      const [row] = await db.update(subscriptionPlans).set(values).where(eq(subscriptionPlans.id, id)).returning();
      return must(row, 'the updated plan');
    },

    async findPlanRow(id: number) {
      const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      return row;
    },

    async userIdByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row?.id;
    },

    async findPlanLocked(id: number) {
      const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).for('no key update');
      return row;
    },

    async freeAccessUsers() {
      return db.select().from(users).where(eq(users.freeAccess, true)).orderBy(asc(users.email)).limit(500);
    },
  };
}

export type AdminPaymentsRepo = ReturnType<typeof adminPaymentsRepo>;
