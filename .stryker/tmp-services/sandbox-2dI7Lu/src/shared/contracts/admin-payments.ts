// @ts-nocheck
import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import { gatewayKind, paymentStatus, subscriptionPlan } from './payments.ts';

// The staff payments desk: /admin/payments (issue 5).

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const paymentFilters = z.object({
  status: z.preprocess(emptyToUndefined, paymentStatus.optional()),
  gateway: z.preprocess(emptyToUndefined, gatewayKind.optional()),
  planId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(INT4_MAX).optional()),
  from: z.preprocess(emptyToUndefined, day.optional()),
  to: z.preprocess(emptyToUndefined, day.optional()),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
});
export type PaymentFilters = z.infer<typeof paymentFilters>;

export const paymentListQuery = paymentFilters.extend({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminPayment = z.object({
  id: z.string(),
  receiptNo: z.number().int(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  planId: z.number().int(),
  planName: z.string(),
  amountPaise: z.number().int(),
  gstPaise: z.number().int(),
  gateway: gatewayKind,
  gatewayOrderId: z.string(),
  gatewayPaymentId: z.string().nullable(),
  status: paymentStatus,
  refundId: z.string().nullable(),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPayment>;

export const paymentList = z.object({
  items: z.array(adminPayment),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PaymentList = z.infer<typeof paymentList>;

export const revenueSummary = z.object({
  totals: z.object({
    grossPaise: z.number().int(),
    refundedPaise: z.number().int(),
    netPaise: z.number().int(),
    captured: z.number().int(),
    refunded: z.number().int(),
    failed: z.number().int(),
  }),
  byDay: z.array(
    z.object({
      day: z.string(),
      grossPaise: z.number().int(),
      refundedPaise: z.number().int(),
      count: z.number().int(),
    }),
  ),
  byPlan: z.array(
    z.object({ planId: z.number().int(), planName: z.string(), grossPaise: z.number().int(), count: z.number().int() }),
  ),
});
export type RevenueSummary = z.infer<typeof revenueSummary>;

const price = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter a price in rupees, e.g. 799 or 799.50');

/** Staff plan editing; the same shape creates a plan (with name, price and durationDays required). */
// The plan's fields without defaults: a PATCH must leave every field it does not send exactly as it is.
const planFields = {
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500),
  price,
  originalPrice: price.nullable(),
  durationDays: z.number().int().min(1).max(3650),
  isActive: z.boolean(),
  hasActiveDiscount: z.boolean(),
  discountPercent: z.number().int().min(0).max(95),
  discountEndTime: z.iso.datetime({ offset: true }).nullable(),
  maxMockTests: z.number().int().min(-1).max(100_000),
  maxQuestions: z.number().int().min(-1).max(10_000_000),
  aiTutorAccess: z.boolean(),
  premiumContent: z.boolean(),
};
export const planInput = z.strictObject({
  ...planFields,
  description: planFields.description.default(''),
  originalPrice: planFields.originalPrice.default(null),
  isActive: planFields.isActive.default(true),
  hasActiveDiscount: planFields.hasActiveDiscount.default(false),
  discountPercent: planFields.discountPercent.default(0),
  discountEndTime: planFields.discountEndTime.default(null),
  maxMockTests: planFields.maxMockTests.default(-1),
  maxQuestions: planFields.maxQuestions.default(-1),
  aiTutorAccess: planFields.aiTutorAccess.default(true),
  premiumContent: planFields.premiumContent.default(true),
});
export const planPatch = z.strictObject(planFields).partial();
export type PlanInput = z.infer<typeof planInput>;
export type PlanPatch = z.infer<typeof planPatch>;
export const adminPlanList = z.array(subscriptionPlan);

export const freeAccessBody = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  enabled: z.boolean(),
});
export const freeAccessUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  hasFreeAccess: z.boolean(),
});
export type FreeAccessUser = z.infer<typeof freeAccessUser>;
