import type { BillingOverview, Receipt } from '#shared/contracts/payments';
import { refundWindow } from '#shared/domain/pricing';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { assertAdmin } from '../access/roles.ts';
import * as repo from './payments.repo.ts';
import { type PaymentsContext, viaGateway } from './payments.service.ts';

export function presentReceipt(row: repo.ReceiptRow, now: Date): Receipt {
  const p = row.payment;
  return {
    id: p.id,
    receiptNo: p.receiptNo,
    planName: row.planName,
    durationDays: row.durationDays,
    amountPaise: p.amountPaise,
    gstPaise: p.gstPaise,
    currency: p.currency,
    gateway: p.gateway as Receipt['gateway'],
    status: p.status as Receipt['status'],
    paidAt: p.capturedAt?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    refund: refundWindow(p.capturedAt ?? p.createdAt, now, p.status),
  };
}

/** The settings page: status, the current plan and every receipt with its money-back state. */
export async function billingOverview(ctx: PaymentsContext, auth: AuthContext): Promise<BillingOverview> {
  const now = ctx.clock.now();
  const [status, live, latestEnd, receipts] = await Promise.all([
    ctx.access.status(auth),
    repo.liveSubscriptions(ctx.db, auth.user.id, now),
    repo.latestActiveEnd(ctx.db, auth.user.id, now),
    repo.userReceipts(ctx.db, auth.user.id),
  ]);
  const current = live[0];
  return {
    ...status,
    subscription: current
      ? {
          planId: current.plan.id,
          planName: current.plan.name,
          startsAt: current.subscription.startsAt.toISOString(),
          endsAt: (latestEnd ?? current.subscription.endsAt).toISOString(),
        }
      : null,
    receipts: receipts.map((r) => presentReceipt(r, now)),
  };
}

/** A receipt its owner (or staff) may see. */
export async function receiptFor(ctx: PaymentsContext, auth: AuthContext, receiptNo: number) {
  const row = await repo.findReceipt(ctx.db, receiptNo);
  const visible = row && ['captured', 'refunded'].includes(row.payment.status);
  if (!visible || (row.payment.userId !== auth.user.id && !auth.isAdmin)) throw notFound('No such receipt.');
  return row;
}

/**
 * The 7-day money-back guarantee: refunds through the gateway, then marks the payment refunded and ends the
 * access it bought. Staff may refund outside the window (`staff`); learners may not.
 */
export async function refundPayment(
  ctx: PaymentsContext,
  auth: AuthContext,
  paymentId: string,
  opts: { staff?: boolean } = {},
): Promise<{ success: boolean; message: string; refundId: string }> {
  if (opts.staff) assertAdmin(auth);
  const payment = await repo.findPaymentById(ctx.db, paymentId);
  if (!payment || (!opts.staff && payment.userId !== auth.user.id)) throw notFound('No such payment.');
  if (payment.status === 'refunded') throw conflict('This payment has already been refunded.');
  const now = ctx.clock.now();
  const window = refundWindow(payment.capturedAt ?? payment.createdAt, now, payment.status);
  if (payment.status !== 'captured' || !payment.gatewayPaymentId) {
    throw new AppError(400, 'not_refundable', window.reason ?? 'Only completed payments can be refunded.');
  }
  if (!window.eligible && !opts.staff) throw new AppError(400, 'refund_window_closed', window.reason!);
  const refund = await viaGateway(() =>
    ctx.gateway.refundPayment(payment.gatewayPaymentId!, payment.amountPaise, {
      reason: opts.staff ? 'Refunded by staff' : '7-day money-back guarantee',
      receiptNo: String(payment.receiptNo),
    }),
  );
  const changed = await repo.markRefunded(ctx.db, { paymentId: payment.id, refundId: refund.id, now });
  if (!changed) throw conflict('This payment has already been refunded.');
  return {
    success: true,
    message: 'Your payment has been refunded and premium access has ended.',
    refundId: refund.id,
  };
}
