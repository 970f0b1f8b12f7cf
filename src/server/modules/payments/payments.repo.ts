import { and, asc, desc, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockLearnerRow } from '../../db/learner-lock.ts';
import { type PaymentRow, type PlanRow, REFUND_CLAIM_PREFIX, refundClaim } from '../../db/rows.ts';
import { payments, subscriptionPlans, subscriptions, users, webhookEvents } from '../../db/schema/index.ts';

// The only file of the payments module that touches Drizzle.

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface ReceiptRow {
  payment: PaymentRow;
  planName: string;
  durationDays: number;
}

export function paymentsRepo(db: Db) {
  return {
    listActivePlans(): Promise<PlanRow[]> {
      return db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.isActive, true))
        .orderBy(asc(subscriptionPlans.durationDays), asc(subscriptionPlans.id));
    },

    async findPlan(id: number): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      return row;
    },

    async insertPayment(values: typeof payments.$inferInsert): Promise<void> {
      await db.insert(payments).values(values);
    },

    async findPaymentByOrderId(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.gatewayOrderId, orderId));
      return row;
    },

    async findPaymentById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async findPaymentByGatewayPaymentId(gatewayPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.gatewayPaymentId, gatewayPaymentId));
      return row;
    },

    async findSubscriptionForPayment(paymentId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.paymentId, paymentId));
      return row;
    },

    /** Moves a payment still 'created' or 'failed' to 'captured'; undefined when it was not in such a state. */
    async markCaptured(paymentId: string, gatewayPaymentId: string, now: Date): Promise<PaymentRow | undefined> {
      const [paid] = await db
        .update(payments)
        .set({ status: 'captured', gatewayPaymentId, capturedAt: now })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, ['created', 'failed'])))
        .returning();
      return paid;
    },

    async insertSubscription(values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow | undefined> {
      const [sub] = await db.insert(subscriptions).values(values).returning();
      return sub;
    },

    /** A failed attempt on an order still waiting for payment. */
    async markPaymentFailed(paymentId: string, gatewayPaymentId: string | null): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'failed', ...(gatewayPaymentId ? { gatewayPaymentId } : {}) })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /**
     * Claims a captured payment's refund for one request (see rows.ts refundClaim): the claim, or null when another
     * request holds one younger than `lapseMs`, so two refunds at once never both reach the gateway. A claim left by
     * a request that died lapses.
     */
    async claimRefund(paymentId: string, nowMs: number, lapseMs: number): Promise<string | null> {
      const claim = refundClaim(nowMs);
      const rows = await db
        .update(payments)
        .set({ refundId: claim })
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.status, 'captured'),
            sql`(${payments.refundId} is null or (${payments.refundId} like ${`${REFUND_CLAIM_PREFIX}%`} and ${payments.refundId} < ${refundClaim(nowMs - lapseMs)}))`,
          ),
        )
        .returning({ id: payments.id });
      return rows.length > 0 ? claim : null;
    },

    /** Gives a claim back when the gateway refused or failed, so the learner can try again. */
    async releaseRefund(paymentId: string, marker: string): Promise<void> {
      await db
        .update(payments)
        .set({ refundId: null })
        .where(and(eq(payments.id, paymentId), eq(payments.refundId, marker)));
    },

    /** Moves a captured payment to 'refunded'; false when it was not captured. */
    async markRefunded(paymentId: string, refundId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'refunded', refundId, refundedAt: now })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'captured')))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    async endSubscriptionOf(paymentId: string): Promise<void> {
      await db.update(subscriptions).set({ status: 'refunded' }).where(eq(subscriptions.paymentId, paymentId));
    },

    /** Records a webhook event id; false when it was seen before (the replay guard). */
    async recordWebhookEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ id, type })
        .onConflictDoNothing({ target: webhookEvents.id })
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },

    async forgetWebhookEvent(id: string): Promise<void> {
      await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
    },

    /** A learner's completed and refunded payments, newest first. */
    userReceipts(userId: string): Promise<ReceiptRow[]> {
      return db
        .select({ payment: payments, planName: subscriptionPlans.name, durationDays: subscriptionPlans.durationDays })
        .from(payments)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
        .where(and(eq(payments.userId, userId), inArray(payments.status, ['captured', 'refunded'])))
        .orderBy(desc(payments.receiptNo));
    },

    async findReceipt(receiptNo: number) {
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
      return row;
    },

    /** Active subscriptions whose window contains now, with their plans, oldest first. */
    liveSubscriptions(userId: string, now: Date) {
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
    },

    /** Locks the user row of the payment's buyer (see lockLearnerRow); the buyer's id, or null without such payment. */
    lockBuyerOf(paymentId: string): Promise<string | null> {
      return lockLearnerRow(db, sql`(select ${payments.userId} from ${payments} where ${payments.id} = ${paymentId})`);
    },

    /** The latest end of any active subscription still running or queued after `now`. */
    async latestActiveEnd(userId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ latest: max(subscriptions.endsAt) })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), gt(subscriptions.endsAt, now)),
        );
      return row?.latest ?? null;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
