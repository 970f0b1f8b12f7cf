import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../errors.ts';
import { paymentsRepo } from './payments.repo.ts';
import type { PaymentsService } from './payments.service.ts';

// Razorpay webhooks: signed with the webhook secret over the raw body, one delivery per event id.

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.coerce.number(),
  currency: z.string(),
  status: z.string(),
  /** Everything refunded on the payment so far (refund events carry it): a last partial refund can complete it. */
  amount_refunded: z.coerce.number().optional(),
});
const refundEntity = z.object({ id: z.string(), payment_id: z.string(), amount: z.coerce.number() });
const event = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
});

export interface WebhookResult {
  status: 'processed' | 'ignored';
  message: string;
}

/** Razorpay's webhook deliveries: verified, applied once per event id, and retried cleanly after a failure. */
export function webhookService(deps: Pick<AppDeps, 'database'> & { paymentsService: PaymentsService }) {
  const repo = paymentsRepo(deps.database.db);
  const payments = deps.paymentsService;

  return { handle };

  async function handle(rawBody: string, headers: { signature?: string; eventId?: string }): Promise<WebhookResult> {
    const gateway = payments.gateway();
    if (!gateway.webhooksEnabled) {
      throw new AppError(503, 'webhooks_disabled', 'Webhooks are not configured (RAZORPAY_WEBHOOK_SECRET).');
    }
    if (!headers.signature || !gateway.verifyWebhookSignature(rawBody, headers.signature)) {
      throw new AppError(400, 'invalid_signature', 'The webhook signature is not valid.');
    }
    if (!headers.eventId) throw badRequest('The x-razorpay-event-id header is missing.');
    let parsed: z.infer<typeof event>;
    try {
      parsed = event.parse(JSON.parse(rawBody));
    } catch {
      throw badRequest('The webhook body is not a Razorpay event.');
    }
    if (!(await repo.recordWebhookEvent(headers.eventId, parsed.event))) {
      throw new AppError(409, 'duplicate_event', 'This event was already processed.');
    }
    try {
      return await applyEvent(parsed);
    } catch (error) {
      // Let Razorpay's retry of this event id be processed once the cause is fixed.
      await repo.forgetWebhookEvent(headers.eventId);
      throw error;
    }
  }

  async function applyEvent(e: z.infer<typeof event>): Promise<WebhookResult> {
    const payment = e.payload.payment?.entity;
    switch (e.event) {
      case 'payment.captured': {
        const ours = payment?.order_id ? await repo.findPaymentByOrderId(payment.order_id) : undefined;
        if (!payment || !ours) return { status: 'ignored', message: 'Not one of our orders.' };
        if (payment.amount !== ours.amountPaise || payment.currency !== ours.currency) {
          throw new AppError(400, 'amount_mismatch', 'The captured amount does not match the order.');
        }
        const sub = await payments.activate(ours.id, payment.id);
        return sub
          ? { status: 'processed', message: 'Subscription activated.' }
          : { status: 'ignored', message: `The payment is already ${ours.status}.` };
      }
      case 'payment.failed': {
        const ours = payment?.order_id ? await repo.findPaymentByOrderId(payment.order_id) : undefined;
        if (!payment || !ours) return { status: 'ignored', message: 'Not one of our orders.' };
        const changed = await repo.markPaymentFailed(ours.id, payment.id);
        return changed
          ? { status: 'processed', message: 'Payment marked failed.' }
          : { status: 'ignored', message: `The payment is already ${ours.status}.` };
      }
      case 'refund.created':
      case 'refund.processed': {
        const refund = e.payload.refund?.entity;
        const ours = refund ? await repo.findPaymentByGatewayPaymentId(refund.payment_id) : undefined;
        if (!refund || !ours) return { status: 'ignored', message: 'Not one of our payments.' };
        // A partial refund (a goodwill amount from the dashboard) leaves the plan running; refunds that add up to
        // the whole payment end it.
        const refundedInAll = Math.max(refund.amount, payment?.amount_refunded ?? 0);
        if (refundedInAll < ours.amountPaise) return { status: 'ignored', message: 'Partial refund: access kept.' };
        const changed = await payments.markRefunded(ours.id, refund.id);
        return changed
          ? { status: 'processed', message: 'Payment refunded and access ended.' }
          : { status: 'ignored', message: `The payment is already ${ours.status}.` };
      }
      default:
        return { status: 'ignored', message: `Event ${e.event} is not used.` };
    }
  }
}

export type WebhookService = ReturnType<typeof webhookService>;
