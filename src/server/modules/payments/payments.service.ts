import { randomUUID } from 'node:crypto';
import type {
  CheckoutConfig,
  CheckoutOrder,
  SubscriptionPlan,
  TestPayResponse,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from '#shared/contracts/payments';
import { CURRENCY, gstIncluded, rupeesToPaise } from '#shared/domain/pricing';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { GatewayError, type PaymentGateway } from '../../platform/payments/gateway.ts';
import { isTestGateway } from '../../platform/payments/test-gateway.ts';
import { presentPlan } from '../../presenters/plan.ts';
import type { AuthContext } from '../access/public.ts';
import { paymentsRepo, type SubscriptionRow } from './payments.repo.ts';
import { plansCache } from './plans-cache.ts';

export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now. Please try again later.';
const DAY_MS = 86_400_000;

/** Gateway trouble reaches the learner as a 4xx/502 with the gateway's reason, never as a stack trace. */
export async function viaGateway<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatewayError) {
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        throw new AppError(400, 'gateway_refused', error.message);
      }
      throw new AppError(502, 'gateway_unavailable', error.message);
    }
    throw error;
  }
}

/** A plan bought while another is live starts when the last one ends, so paid days are never lost. */
export function subscriptionWindow(latestActiveEnd: Date | null, now: Date, durationDays: number) {
  const startsAt = latestActiveEnd && latestActiveEnd > now ? latestActiveEnd : now;
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationDays * DAY_MS) };
}

export type PaymentsDeps = Pick<AppDeps, 'database' | 'clock' | 'payments'>;

/** Plans, checkout (orders, test mode, verification) and the two state changes every path shares. */
export function paymentsService(deps: PaymentsDeps) {
  const { db } = deps.database;
  const repo = paymentsRepo(db);
  const plans = plansCache(() => repo.listActivePlans());
  // Read on every call: a test may aim the app at another gateway after start.
  const gateway = (): PaymentGateway => {
    if (!deps.payments) throw new AppError(503, 'payments_unavailable', PAYMENTS_UNAVAILABLE);
    return deps.payments;
  };

  async function activePlan(id: number): Promise<SubscriptionPlan> {
    const row = await repo.findPlan(id);
    if (!row?.isActive) throw notFound('This plan is not available.');
    return presentPlan(row, deps.clock.now());
  }

  async function ownOrder(auth: AuthContext, orderId: string): Promise<PaymentRow> {
    const payment = await repo.findPaymentByOrderId(orderId);
    // Someone else's order answers exactly like an unknown one.
    if (!payment || payment.userId !== auth.user.id) throw notFound('No such order.');
    return payment;
  }

  async function activated(paymentId: string): Promise<VerifyPaymentResponse> {
    const [payment, subscription] = await Promise.all([
      repo.findPaymentById(paymentId),
      repo.findSubscriptionForPayment(paymentId),
    ]);
    if (payment?.status !== 'captured' || !subscription) throw conflict('This payment is not active.');
    return {
      success: true,
      message: 'Premium features have been activated',
      receiptNo: payment.receiptNo,
      endsAt: subscription.endsAt.toISOString(),
    };
  }

  const service = {
    gateway,

    checkoutConfig(): CheckoutConfig {
      const live = deps.payments;
      return live ? { gateway: live.name, keyId: live.keyId } : { gateway: 'unavailable', keyId: null };
    },

    async activePlans(): Promise<SubscriptionPlan[]> {
      const now = deps.clock.now();
      return (await plans.rows()).map((row) => presentPlan(row, now));
    },

    /** After a plan is created or edited: the next list reads the database. */
    forgetPlans: plans.forget,

    activePlan,

    /** Creates a gateway order for a plan. The amount comes from our price at this moment, never from the browser. */
    async createOrder(auth: AuthContext, planId: number): Promise<CheckoutOrder> {
      const plan = await activePlan(planId);
      const amountPaise = rupeesToPaise(plan.price);
      if (amountPaise < 100) throw badRequest('This plan has no payable price.');
      const live = gateway();
      const paymentId = randomUUID();
      const order = await viaGateway(() =>
        live.createOrder({
          amountPaise,
          currency: CURRENCY,
          receipt: paymentId,
          notes: { planId: String(plan.id), userId: auth.user.id },
        }),
      );
      if (order.amount !== amountPaise)
        throw new AppError(502, 'gateway_mismatch', 'The gateway created a wrong order.');
      await repo.insertPayment({
        id: paymentId,
        userId: auth.user.id,
        planId: plan.id,
        amountPaise,
        gstPaise: gstIncluded(amountPaise).gstPaise,
        currency: CURRENCY,
        gateway: live.name,
        gatewayOrderId: order.id,
        status: 'created',
        createdAt: deps.clock.now(),
      });
      const { user } = auth;
      return {
        paymentId,
        orderId: order.id,
        gateway: live.name,
        keyId: live.keyId,
        amountPaise,
        gstPaise: gstIncluded(amountPaise).gstPaise,
        currency: CURRENCY,
        plan: { id: plan.id, name: plan.name, durationDays: plan.durationDays },
        prefill: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, contact: user.phone },
      };
    },

    /** Test mode's checkout window: pays or declines the order and hands back what Razorpay Checkout would. */
    async testPay(auth: AuthContext, orderId: string, outcome: 'success' | 'failure'): Promise<TestPayResponse> {
      const live = gateway();
      if (!isTestGateway(live)) throw notFound('Test mode is off: payments go through Razorpay.');
      const payment = await ownOrder(auth, orderId);
      if (payment.status === 'captured' || payment.status === 'refunded') throw conflict('This order is already paid.');
      const result = await viaGateway(async () => live.pay(orderId, outcome));
      if (outcome === 'failure') await repo.markPaymentFailed(payment.id, result.paymentId);
      return {
        outcome,
        razorpay_order_id: orderId,
        razorpay_payment_id: result.paymentId,
        razorpay_signature: result.signature,
        error: result.error,
      };
    },

    /**
     * Checkout's handler result, checked on the server: the signature over order and payment ids with our secret,
     * then the payment as the gateway reports it (same order, same amount, captured or capturable), then activation
     * exactly once. Repeating a verified call answers the same result and changes nothing.
     */
    async verify(auth: AuthContext, body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
      const { razorpay_order_id: orderId, razorpay_payment_id: gatewayPaymentId, razorpay_signature: signature } = body;
      const payment = await ownOrder(auth, orderId);
      if (body.planId !== undefined && body.planId !== payment.planId) {
        throw new AppError(400, 'plan_mismatch', 'The plan does not match this order.');
      }
      const live = gateway();
      if (!live.verifyPaymentSignature({ orderId, paymentId: gatewayPaymentId, signature })) {
        throw new AppError(400, 'invalid_signature', 'The payment signature is not valid.');
      }
      if (payment.status === 'refunded') throw conflict('This payment was refunded.');
      if (payment.status === 'captured') {
        if (payment.gatewayPaymentId !== gatewayPaymentId) throw conflict('This order is already paid.');
        return activated(payment.id);
      }

      let remote = await viaGateway(() => live.fetchPayment(gatewayPaymentId));
      if (remote.orderId !== orderId || remote.amount !== payment.amountPaise || remote.currency !== payment.currency) {
        throw new AppError(400, 'amount_mismatch', 'The payment does not match the order amount.');
      }
      if (remote.status === 'authorized') {
        remote = await viaGateway(() => live.capturePayment(gatewayPaymentId, payment.amountPaise, payment.currency));
      }
      if (remote.status === 'failed') {
        await repo.markPaymentFailed(payment.id, gatewayPaymentId);
        throw new AppError(400, 'payment_failed', remote.errorDescription ?? 'The payment failed.');
      }
      if (remote.status !== 'captured') {
        throw new AppError(400, 'payment_not_captured', `The payment is ${remote.status}, not captured.`);
      }
      await service.activate(payment.id, gatewayPaymentId);
      return activated(payment.id);
    },

    /**
     * Captures a payment and starts its subscription, at most once: only a payment still 'created' or 'failed'
     * moves to 'captured' (a retried card can succeed after a failure). Returns the subscription, or null when
     * someone else activated it first. Two of one learner's payments activated at once queue on the learner's row
     * (locked before the payment, the order every learner write keeps), so the second sees the first's end date.
     */
    activate(paymentId: string, gatewayPaymentId: string): Promise<SubscriptionRow | null> {
      const now = deps.clock.now();
      return db.transaction(async (tx) => {
        const r = paymentsRepo(tx);
        if (!(await r.lockBuyerOf(paymentId))) return null;
        const paid = await r.markCaptured(paymentId, gatewayPaymentId, now);
        if (!paid?.userId) return null;
        const plan = await r.findPlan(paid.planId);
        if (!plan) throw new Error(`plan ${paid.planId} of payment ${paid.id} is missing`);
        const window = subscriptionWindow(await r.latestActiveEnd(paid.userId, now), now, plan.durationDays);
        const sub = await r.insertSubscription({
          userId: paid.userId,
          planId: paid.planId,
          paymentId: paid.id,
          status: 'active',
          ...window,
        });
        return sub ?? null;
      });
    },

    /**
     * Refunds a captured payment once and ends the access it bought; false when it was not captured. `alsoInTx`
     * (a staff refund's audit entry) runs in the same transaction, so both commit together or not at all.
     */
    markRefunded(paymentId: string, refundId: string, alsoInTx?: (tx: Db) => Promise<void>): Promise<boolean> {
      const now = deps.clock.now();
      return db.transaction(async (tx) => {
        const r = paymentsRepo(tx);
        if (!(await r.markRefunded(paymentId, refundId, now))) return false;
        await r.endSubscriptionOf(paymentId);
        await alsoInTx?.(tx);
        return true;
      });
    },
  };
  return service;
}

export type PaymentsService = ReturnType<typeof paymentsService>;
