import type { BillingOverview } from '#shared/contracts/payments';
import { refundWindow } from '#shared/domain/pricing';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { presentReceipt } from '../../presenters/payment.ts';
import { type AuthContext, assertAdmin } from '../access/public.ts';
import { paymentsRepo } from './payments.repo.ts';
import { type PaymentsService, viaGateway } from './payments.service.ts';

/** A refund claim older than this (a request that died mid-refund) no longer blocks a new one. */
const REFUND_CLAIM_LAPSES_MS = 5 * 60_000;

/** A learner's billing: status, current plan, receipts (and their PDFs), and the 7-day money-back refund. */
export function billingService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'access'> & { paymentsService: PaymentsService },
) {
  const repo = paymentsRepo(deps.database.db);
  const { clock } = deps;

  return {
    /** The settings page: status, the current plan and every receipt with its money-back state. */
    async overview(auth: AuthContext): Promise<BillingOverview> {
      const now = clock.now();
      const [status, live, latestEnd, receipts] = await Promise.all([
        deps.access.status(auth),
        repo.liveSubscriptions(auth.user.id, now),
        repo.latestActiveEnd(auth.user.id, now),
        repo.userReceipts(auth.user.id),
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
    },

    /** A receipt its owner (or an administrator) may see, with the buyer's name for the PDF. */
    async receipt(auth: AuthContext, receiptNo: number) {
      const row = await repo.findReceipt(receiptNo);
      const visible = row && ['captured', 'refunded'].includes(row.payment.status);
      if (!visible || (row.payment.userId !== auth.user.id && !auth.isAdmin)) throw notFound('No such receipt.');
      const { email, firstName, lastName, ...rest } = row;
      return { ...rest, user: email ? { email, firstName: firstName ?? '', lastName: lastName ?? '' } : null };
    },

    /**
     * The 7-day money-back guarantee: refunds through the gateway, then marks the payment refunded and ends the
     * access it bought. Administrators may refund outside the window (`staff`); learners may not. `record` writes
     * in the refund's own transaction (the staff desk's audit entry).
     */
    async refund(
      auth: AuthContext,
      paymentId: string,
      opts: { staff?: boolean; record?: (tx: Db, refundId: string) => Promise<void> } = {},
    ): Promise<{ success: boolean; message: string; refundId: string }> {
      if (opts.staff) assertAdmin(auth);
      const payment = await repo.findPaymentById(paymentId);
      if (!payment || (!opts.staff && payment.userId !== auth.user.id)) throw notFound('No such payment.');
      if (payment.status === 'refunded') throw conflict('This payment has already been refunded.');
      const window = refundWindow(payment.capturedAt ?? payment.createdAt, clock.now(), payment.status);
      const gatewayPaymentId = payment.gatewayPaymentId;
      if (payment.status !== 'captured' || !gatewayPaymentId) {
        throw new AppError(400, 'not_refundable', window.reason ?? 'Only completed payments can be refunded.');
      }
      if (!window.eligible && !opts.staff) {
        throw new AppError(400, 'refund_window_closed', window.reason ?? 'The 7-day refund window has closed.');
      }
      const claim = await repo.claimRefund(payment.id, clock.now().getTime(), REFUND_CLAIM_LAPSES_MS);
      if (!claim) throw conflict('This payment is being refunded already.');
      const gateway = deps.paymentsService.gateway();
      let refund: { id: string };
      let marked: boolean;
      try {
        refund = await viaGateway(() =>
          gateway.refundPayment(gatewayPaymentId, payment.amountPaise, {
            reason: opts.staff ? 'Refunded by staff' : '7-day money-back guarantee',
            receiptNo: String(payment.receiptNo),
          }),
        );
        const record = opts.record;
        const alsoInTx = record && ((tx: Db) => record(tx, refund.id));
        marked = await deps.paymentsService.markRefunded(payment.id, refund.id, alsoInTx);
      } catch (error) {
        // The gateway refused or failed, or the write after it did: the learner may try again.
        await repo.releaseRefund(payment.id, claim);
        throw error;
      }
      if (!marked) throw conflict('This payment has already been refunded.');
      return {
        success: true,
        message: 'Your payment has been refunded and premium access has ended.',
        refundId: refund.id,
      };
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
export type ReceiptData = Awaited<ReturnType<BillingService['receipt']>>;
