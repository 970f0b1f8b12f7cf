// @ts-nocheck
import { z } from 'zod';
import { INT4_MAX } from './common.ts';

// Subscription plans, checkout, receipts, refunds and the staff payments desk (issue 5).

/** Spec section 3: every field of a subscription plan. price and originalPrice are numeric strings. */
export const subscriptionPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  originalPrice: z.string().nullable(),
  durationDays: z.number().int(),
  isActive: z.boolean(),
  hasActiveDiscount: z.boolean(),
  discountPercent: z.number().int(),
  discountEndTime: z.string().nullable(),
  maxMockTests: z.number().int(),
  maxQuestions: z.number().int(),
  aiTutorAccess: z.boolean(),
  premiumContent: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const planIdParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

export const GATEWAYS = ['razorpay', 'test'] as const;
export const gatewayKind = z.enum(GATEWAYS);
export type GatewayKind = z.infer<typeof gatewayKind>;

/** What the checkout page needs to know before paying. */
// 'unavailable': no gateway is configured (production without keys): checkout says so and sells nothing.
export const checkoutConfig = z.object({
  gateway: z.enum([...gatewayKind.options, 'unavailable']),
  keyId: z.string().nullable(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfig>;

// Strict: the browser names a plan, never an amount; anything else is refused.
export const createOrderBody = z.strictObject({ planId: z.number().int().positive().max(INT4_MAX) });

export const checkoutOrder = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  gateway: gatewayKind,
  keyId: z.string().nullable(),
  amountPaise: z.number().int(),
  gstPaise: z.number().int(),
  currency: z.string(),
  plan: z.object({ id: z.number().int(), name: z.string(), durationDays: z.number().int() }),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string().nullable() }),
});
export type CheckoutOrder = z.infer<typeof checkoutOrder>;

/** The three values Razorpay Checkout hands back on success (the test gateway returns the same). */
export const verifyPaymentBody = z.strictObject({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
  planId: z.number().int().positive().max(INT4_MAX).optional(),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBody>;

export const verifyPaymentResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  receiptNo: z.number().int(),
  endsAt: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

/** The built-in test gateway's stand-in for the checkout window. */
export const testPayBody = z.strictObject({
  orderId: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export const testPayResponse = z.object({
  outcome: z.enum(['success', 'failure']),
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string().nullable(),
  error: z.string().nullable(),
});
export type TestPayResponse = z.infer<typeof testPayResponse>;

export const PAYMENT_STATUSES = ['created', 'captured', 'failed', 'refunded'] as const;
export const paymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const refundInfo = z.object({ eligible: z.boolean(), deadline: z.string(), reason: z.string().nullable() });

/** A numbered receipt as the learner sees it in settings. */
export const receipt = z.object({
  id: z.string(),
  receiptNo: z.number().int(),
  planName: z.string(),
  durationDays: z.number().int(),
  amountPaise: z.number().int(),
  gstPaise: z.number().int(),
  currency: z.string(),
  gateway: gatewayKind,
  status: paymentStatus,
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refund: refundInfo,
});
export type Receipt = z.infer<typeof receipt>;

/** A subscription runs while active; a refund or a cancellation ends it. */
export const SUBSCRIPTION_STATUSES = ['active', 'refunded', 'cancelled'] as const;
export type SubscriptionStatusValue = (typeof SUBSCRIPTION_STATUSES)[number];

export const currentSubscription = z.object({
  planId: z.number().int(),
  planName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export const billingOverview = z.object({
  hasPaidSubscription: z.boolean(),
  isAdminAccess: z.boolean(),
  hasFreeAccess: z.boolean(),
  subscription: currentSubscription.nullable(),
  receipts: z.array(receipt),
});
export type BillingOverview = z.infer<typeof billingOverview>;

export const receiptParams = z.object({ receiptNo: z.coerce.number().int().positive().max(INT4_MAX) });
export const refundParams = z.object({ paymentId: z.uuid() });
export const refundResponse = z.object({ success: z.boolean(), message: z.string(), refundId: z.string() });

/** Plan limits (−1 unlimited) for the features that enforce them; usage counts from periodStart (null: ever). */
export const entitlements = z.object({
  premium: z.boolean(),
  source: z.enum(['free', 'paid', 'freeAccess', 'admin']),
  periodStart: z.string().nullable(),
  maxMockTests: z.number().int(),
  maxQuestions: z.number().int(),
  aiTutorAccess: z.boolean(),
  premiumContent: z.boolean(),
});
export type Entitlements = z.infer<typeof entitlements>;
