// @ts-nocheck
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  GATEWAYS,
  type GatewayKind,
  PAYMENT_STATUSES,
  type PaymentStatus,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatusValue,
} from '../../../shared/contracts/payments.ts';
import { oneOf } from './checks.ts';
import { users } from './users.ts';

export const subscriptionPlans = pgTable('subscription_plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  originalPrice: numeric('original_price', { precision: 10, scale: 2 }),
  durationDays: integer('duration_days').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  hasActiveDiscount: boolean('has_active_discount').notNull().default(false),
  discountPercent: integer('discount_percent').notNull().default(0),
  discountEndTime: timestamp('discount_end_time', { withTimezone: true }),
  maxMockTests: integer('max_mock_tests').notNull().default(-1),
  maxQuestions: integer('max_questions').notNull().default(-1),
  aiTutorAccess: boolean('ai_tutor_access').notNull().default(true),
  premiumContent: boolean('premium_content').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptNo: integer('receipt_no').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    amountPaise: integer('amount_paise').notNull(),
    gstPaise: integer('gst_paise').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    gateway: text('gateway').$type<GatewayKind>().notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    gatewayPaymentId: text('gateway_payment_id'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_created_idx').on(t.createdAt),
    check('payments_gateway_check', oneOf(t.gateway, GATEWAYS)),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    status: text('status').$type<SubscriptionStatusValue>().notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
