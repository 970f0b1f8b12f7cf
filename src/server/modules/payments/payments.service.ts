import { randomUUID } from 'node:crypto';
import type {
  CheckoutOrder,
  SubscriptionPlan,
  TestPayResponse,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from '#shared/contracts/payments';
import { CURRENCY, gstIncluded, rupeesToPaise } from '#shared/domain/pricing';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { GatewayError, type PaymentGateway } from '../../platform/payments/gateway.ts';
import type { TestGateway } from '../../platform/payments/test-gateway.ts';
import type { AccessService } from '../access/access.service.ts';
import type { AuthContext } from '../access/auth-context.ts';
import * as repo from './payments.repo.ts';
import { presentPlan } from './plan-view.ts';

export interface PaymentsContext {
  db: Db;
  clock: Clock;
  access: AccessService;
  /** The live gateway; reading it when none is configured answers 503 payments_unavailable. */
  readonly gateway: PaymentGateway;
}

/** Gateway trouble reaches the learner as a 502 with the gateway's reason, never as a stack trace. */
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

export async function activePlans(ctx: PaymentsContext): Promise<SubscriptionPlan[]> {
  const now = ctx.clock.now();
  return (await repo.listActivePlans(ctx.db)).map((row) => presentPlan(row, now));
}

export async function activePlan(ctx: PaymentsContext, id: number): Promise<SubscriptionPlan> {
  const row = await repo.findPlan(ctx.db, id);
  if (!row?.isActive) throw notFound('This plan is not available.');
  return presentPlan(row, ctx.clock.now());
}

/** Creates a gateway order for a plan. The amount comes from our price at this moment, never from the browser. */
export async function createOrder(ctx: PaymentsContext, auth: AuthContext, planId: number): Promise<CheckoutOrder> {
  const plan = await activePlan(ctx, planId);
  const amountPaise = rupeesToPaise(plan.price);
  if (amountPaise < 100) throw badRequest('This plan has no payable price.');
  const paymentId = randomUUID();
  const order = await viaGateway(() =>
    ctx.gateway.createOrder({
      amountPaise,
      currency: CURRENCY,
      receipt: paymentId,
      notes: { planId: String(plan.id), userId: auth.user.id },
    }),
  );
  if (order.amount !== amountPaise) throw new AppError(502, 'gateway_mismatch', 'The gateway created a wrong order.');
  await repo.insertPayment(ctx.db, {
    id: paymentId,
    userId: auth.user.id,
    planId: plan.id,
    amountPaise,
    gstPaise: gstIncluded(amountPaise).gstPaise,
    currency: CURRENCY,
    gateway: ctx.gateway.name,
    gatewayOrderId: order.id,
    status: 'created',
    createdAt: ctx.clock.now(),
  });
  const { user } = auth;
  return {
    paymentId,
    orderId: order.id,
    gateway: ctx.gateway.name,
    keyId: ctx.gateway.keyId,
    amountPaise,
    gstPaise: gstIncluded(amountPaise).gstPaise,
    currency: CURRENCY,
    plan: { id: plan.id, name: plan.name, durationDays: plan.durationDays },
    prefill: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, contact: user.phone },
  };
}

async function ownOrder(ctx: PaymentsContext, auth: AuthContext, orderId: string): Promise<repo.PaymentRow> {
  const payment = await repo.findPaymentByOrderId(ctx.db, orderId);
  // Someone else's order answers exactly like an unknown one.
  if (!payment || payment.userId !== auth.user.id) throw notFound('No such order.');
  return payment;
}

/** Test mode's checkout window: pays or declines the order and hands back what Razorpay Checkout would. */
export async function testPay(
  ctx: PaymentsContext,
  auth: AuthContext,
  orderId: string,
  outcome: 'success' | 'failure',
): Promise<TestPayResponse> {
  const gateway = ctx.gateway;
  if (gateway.name !== 'test') throw notFound('Test mode is off: payments go through Razorpay.');
  const payment = await ownOrder(ctx, auth, orderId);
  if (payment.status === 'captured' || payment.status === 'refunded') throw conflict('This order is already paid.');
  const result = await viaGateway(async () => (gateway as TestGateway).pay(orderId, outcome));
  if (outcome === 'failure') await repo.markPaymentFailed(ctx.db, payment.id, result.paymentId);
  return {
    outcome,
    razorpay_order_id: orderId,
    razorpay_payment_id: result.paymentId,
    razorpay_signature: result.signature,
    error: result.error,
  };
}

/**
 * Checkout's handler result, checked on the server: the signature over order and payment ids with our secret,
 * then the payment as the gateway reports it (same order, same amount, captured or capturable), then activation
 * exactly once. Repeating a verified call answers the same result and changes nothing.
 */
export async function verifyPayment(
  ctx: PaymentsContext,
  auth: AuthContext,
  body: VerifyPaymentBody,
): Promise<VerifyPaymentResponse> {
  const { razorpay_order_id: orderId, razorpay_payment_id: gatewayPaymentId, razorpay_signature: signature } = body;
  const payment = await ownOrder(ctx, auth, orderId);
  if (body.planId !== undefined && body.planId !== payment.planId) {
    throw new AppError(400, 'plan_mismatch', 'The plan does not match this order.');
  }
  if (!ctx.gateway.verifyPaymentSignature({ orderId, paymentId: gatewayPaymentId, signature })) {
    throw new AppError(400, 'invalid_signature', 'The payment signature is not valid.');
  }
  if (payment.status === 'refunded') throw conflict('This payment was refunded.');
  if (payment.status === 'captured') {
    if (payment.gatewayPaymentId !== gatewayPaymentId) throw conflict('This order is already paid.');
    return activated(ctx, payment.id);
  }

  let remote = await viaGateway(() => ctx.gateway.fetchPayment(gatewayPaymentId));
  if (remote.orderId !== orderId || remote.amount !== payment.amountPaise || remote.currency !== payment.currency) {
    throw new AppError(400, 'amount_mismatch', 'The payment does not match the order amount.');
  }
  if (remote.status === 'authorized') {
    remote = await viaGateway(() =>
      ctx.gateway.capturePayment(gatewayPaymentId, payment.amountPaise, payment.currency),
    );
  }
  if (remote.status === 'failed') {
    await repo.markPaymentFailed(ctx.db, payment.id, gatewayPaymentId);
    throw new AppError(400, 'payment_failed', remote.errorDescription ?? 'The payment failed.');
  }
  if (remote.status !== 'captured') {
    throw new AppError(400, 'payment_not_captured', `The payment is ${remote.status}, not captured.`);
  }
  await repo.activatePayment(ctx.db, { paymentId: payment.id, gatewayPaymentId, now: ctx.clock.now() });
  return activated(ctx, payment.id);
}

async function activated(ctx: PaymentsContext, paymentId: string): Promise<VerifyPaymentResponse> {
  const [payment, subscription] = await Promise.all([
    repo.findPaymentById(ctx.db, paymentId),
    repo.findSubscriptionForPayment(ctx.db, paymentId),
  ]);
  if (payment?.status !== 'captured' || !subscription) throw conflict('This payment is not active.');
  return {
    success: true,
    message: 'Premium features have been activated',
    receiptNo: payment.receiptNo,
    endsAt: subscription.endsAt.toISOString(),
  };
}
