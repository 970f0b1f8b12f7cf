// @ts-nocheck
import type { AdminPayment } from '#shared/contracts/admin-payments';
import type { Receipt } from '#shared/contracts/payments';
import { refundWindow } from '#shared/domain/pricing';
import { isRefundClaim, type PaymentRow } from '../db/rows.ts';

/** A numbered receipt as its owner sees it, with its money-back state at `now`. */
export function presentReceipt(
  row: { payment: PaymentRow; planName: string; durationDays: number },
  now: Date,
): Receipt {
  const p = row.payment;
  return {
    id: p.id,
    receiptNo: p.receiptNo,
    planName: row.planName,
    durationDays: row.durationDays,
    amountPaise: p.amountPaise,
    gstPaise: p.gstPaise,
    currency: p.currency,
    gateway: p.gateway,
    status: p.status,
    paidAt: p.capturedAt?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    refund: refundWindow(p.capturedAt ?? p.createdAt, now, p.status),
  };
}

/** A payment as the staff payments desk lists and exports it. */
export function presentAdminPayment(r: {
  payment: PaymentRow;
  userEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  planName: string;
}): AdminPayment {
  const p = r.payment;
  const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
  return {
    id: p.id,
    receiptNo: p.receiptNo,
    userId: p.userId,
    userEmail: r.userEmail,
    userName: name || null,
    planId: p.planId,
    planName: r.planName,
    amountPaise: p.amountPaise,
    gstPaise: p.gstPaise,
    gateway: p.gateway,
    gatewayOrderId: p.gatewayOrderId,
    gatewayPaymentId: p.gatewayPaymentId,
    status: p.status,
    refundId: shownRefundId(p.refundId),
    createdAt: p.createdAt.toISOString(),
    capturedAt: p.capturedAt?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
  };
}

/** A refund still at the gateway has no refund id yet, as far as anyone reading is concerned. */
export const shownRefundId = (refundId: string | null) => (isRefundClaim(refundId) ? null : refundId);
