// @ts-nocheck
import type { payments, questionSets, questions, subscriptionPlans, users } from './schema/index.ts';

/** The rows of a raw `db.execute(sql)` result; PGlite and node-postgres both answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// Stored rows as Drizzle reads them (typed columns included), for presenters and services.
export type UserRow = typeof users.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type SetRow = typeof questionSets.$inferSelect;
export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * While a refund is at the gateway, its payment's refund id holds a claim: this prefix and the claim's time,
 * zero-padded so that claims compare by time as text (payments.repo claimRefund). Never shown as a refund id.
 */
export const REFUND_CLAIM_PREFIX = 'pending:';
export const refundClaim = (epochMs: number) => `${REFUND_CLAIM_PREFIX}${String(epochMs).padStart(15, '0')}`;
export const isRefundClaim = (refundId: string | null) => refundId?.startsWith(REFUND_CLAIM_PREFIX) ?? false;
