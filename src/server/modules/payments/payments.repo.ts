import { and, asc, desc, eq, gt, inArray, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, subscriptionPlans, subscriptions, users, webhookEvents } from '../../db/schema/index.ts';

// The only file of the payments module that touches Drizzle.

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const DAY_MS = 86_400_000;

export async function listActivePlans(db: Db): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.durationDays), asc(subscriptionPlans.id));
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

export async function findPaymentByOrderId(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayOrderId, orderId));
  return row;
}

export async function findPaymentById(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByGatewayPaymentId(db: Db, gatewayPaymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayPaymentId, gatewayPaymentId));
  return row;
}

export async function findSubscriptionForPayment(db: Db, paymentId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.paymentId, paymentId));
  return row;
}

/**
 * Captures a payment and starts its subscription, at most once: only a payment still 'created' or 'failed' moves
 * to 'captured' (a retried card can succeed after a failure). A plan bought while another is live starts when
 * that one ends. Returns the subscription, or null when someone else activated it first.
 */
export async function activatePayment(
  db: Db,
  input: { paymentId: string; gatewayPaymentId: string; now: Date },
): Promise<SubscriptionRow | null> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'captured', gatewayPaymentId: input.gatewayPaymentId, capturedAt: input.now })
      .where(and(eq(payments.id, input.paymentId), inArray(payments.status, ['created', 'failed'])))
      .returning();
    if (!paid?.userId) return null;
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, paid.planId));
    const [{ latest }] = await tx
      .select({ latest: max(subscriptions.endsAt) })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, paid.userId),
          eq(subscriptions.status, 'active'),
          gt(subscriptions.endsAt, input.now),
        ),
      );
    const startsAt = latest && latest > input.now ? latest : input.now;
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        userId: paid.userId,
        planId: paid.planId,
        paymentId: paid.id,
        status: 'active',
        startsAt,
        endsAt: new Date(startsAt.getTime() + plan.durationDays * DAY_MS),
      })
      .returning();
    return sub;
  });
}

/** A failed attempt on an order still waiting for payment. */
export async function markPaymentFailed(db: Db, paymentId: string, gatewayPaymentId: string | null): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'failed', ...(gatewayPaymentId ? { gatewayPaymentId } : {}) })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Refunds a captured payment once and ends the access it bought. */
export async function markRefunded(
  db: Db,
  input: { paymentId: string; refundId: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(payments)
      .set({ status: 'refunded', refundId: input.refundId, refundedAt: input.now })
      .where(and(eq(payments.id, input.paymentId), eq(payments.status, 'captured')))
      .returning({ id: payments.id });
    if (rows.length === 0) return false;
    await tx.update(subscriptions).set({ status: 'refunded' }).where(eq(subscriptions.paymentId, input.paymentId));
    return true;
  });
}

/** Records a webhook event id; false when it was seen before (the replay guard). */
export async function recordWebhookEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: webhookEvents.id })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

export async function forgetWebhookEvent(db: Db, id: string): Promise<void> {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
}

export interface ReceiptRow {
  payment: PaymentRow;
  planName: string;
  durationDays: number;
}

/** A learner's completed and refunded payments, newest first. */
export async function userReceipts(db: Db, userId: string): Promise<ReceiptRow[]> {
  return db
    .select({ payment: payments, planName: subscriptionPlans.name, durationDays: subscriptionPlans.durationDays })
    .from(payments)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(and(eq(payments.userId, userId), inArray(payments.status, ['captured', 'refunded'])))
    .orderBy(desc(payments.receiptNo));
}

export async function findReceipt(
  db: Db,
  receiptNo: number,
): Promise<(ReceiptRow & { user: { email: string; firstName: string; lastName: string } | null }) | undefined> {
  const [row] = await db
    .select({
      payment: payments,
      planName: subscriptionPlans.name,
      durationDays: subscriptionPlans.durationDays,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(payments)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.receiptNo, receiptNo));
  if (!row) return undefined;
  const { email, firstName, lastName, ...rest } = row;
  return { ...rest, user: email ? { email, firstName: firstName ?? '', lastName: lastName ?? '' } : null };
}

/** Active subscriptions whose window contains now, with their plans (for limits and the settings page). */
export async function liveSubscriptions(db: Db, userId: string, now: Date) {
  return db
    .select({ subscription: subscriptions, plan: subscriptionPlans })
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
}

/** The latest end of any active subscription (live or queued), for the settings page. */
export async function latestActiveEnd(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [{ latest }] = await db
    .select({ latest: max(subscriptions.endsAt) })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), gt(subscriptions.endsAt, now)));
  return latest ?? null;
}
