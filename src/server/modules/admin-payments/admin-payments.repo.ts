import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { PaymentFilters, PlanInput, PlanPatch } from '#shared/contracts/admin-payments';
import type { Db } from '../../db/client.ts';
import { payments, subscriptionPlans, users } from '../../db/schema/index.ts';

// The only file of the staff payments desk that touches Drizzle.

// A literal, not a bound parameter: Postgres must see the same expression in SELECT and GROUP BY.
const IST = sql.raw(`'Asia/Kolkata'`);
/** A calendar day in India time as an instant: 2026-11-22 -> 2026-11-21T18:30:00Z. */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => new Date(istStart(day).getTime() + 86_400_000);

function where(f: PaymentFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(payments.status, f.status));
  if (f.gateway) parts.push(eq(payments.gateway, f.gateway));
  if (f.planId) parts.push(eq(payments.planId, f.planId));
  if (f.from) parts.push(gte(payments.createdAt, istStart(f.from)));
  if (f.to) parts.push(lt(payments.createdAt, nextDay(f.to)));
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

export async function listPayments(db: Db, f: PaymentFilters, page: number, pageSize: number) {
  const condition = where(f);
  const [rows, [{ total }]] = await Promise.all([
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
  return { rows, total };
}
export type AdminPaymentRow = Awaited<ReturnType<typeof listPayments>>['rows'][number];

/** Every matching payment for the CSV export (capped so one click cannot exhaust memory). */
export async function exportPayments(db: Db, f: PaymentFilters, limit = 50_000): Promise<AdminPaymentRow[]> {
  return db
    .select(listColumns)
    .from(payments)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(where(f))
    .orderBy(desc(payments.createdAt), desc(payments.receiptNo))
    .limit(limit);
}

/** Money taken (captured, including later-refunded) by India-time day and by plan; refunds by their own day. */
export async function revenue(db: Db, f: PaymentFilters) {
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
}

export async function listAllPlans(db: Db) {
  return db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.durationDays), asc(subscriptionPlans.id));
}

type PlanValues = Partial<typeof subscriptionPlans.$inferInsert>;
function planValues(input: PlanPatch): PlanValues {
  const { discountEndTime, ...rest } = input;
  if (discountEndTime === undefined) return rest;
  return { ...rest, discountEndTime: discountEndTime ? new Date(discountEndTime) : null };
}

export async function insertPlan(db: Db, input: PlanInput) {
  const [row] = await db
    .insert(subscriptionPlans)
    .values({ ...planValues(input), name: input.name, price: input.price, durationDays: input.durationDays })
    .returning();
  return row;
}

export async function updatePlan(db: Db, id: number, patch: PlanPatch) {
  const [row] = await db
    .update(subscriptionPlans)
    .set(planValues(patch))
    .where(eq(subscriptionPlans.id, id))
    .returning();
  return row;
}

export async function findPlanRow(db: Db, id: number) {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

export async function setFreeAccess(db: Db, email: string, enabled: boolean) {
  const [row] = await db
    .update(users)
    .set({ freeAccess: enabled })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning();
  return row;
}

export async function freeAccessUsers(db: Db) {
  return db.select().from(users).where(eq(users.freeAccess, true)).orderBy(asc(users.email)).limit(500);
}
