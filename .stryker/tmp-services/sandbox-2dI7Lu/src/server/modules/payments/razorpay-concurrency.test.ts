// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptionPlans, subscriptions, webhookEvents } from '#server/db/schema/index';
import { createUser } from '#server/test/fixtures';
import { createRazorpayTestApp } from '#server/test/razorpay-app';
import type { RazorpayPeer } from '#server/test/razorpay-peer';
import type { TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// The browser's verify and Razorpay's webhooks for one payment arriving together (on PostgreSQL in CI's second
// pass, where they really overlap), against a local peer speaking Razorpay's API: the payment activates once,
// whichever path wins, and nobody gets a 5xx.

let t: TestApp;
let peer: RazorpayPeer;
let planId: number;
beforeAll(async () => {
  ({ t, peer } = await createRazorpayTestApp());
  const [yearly] = await t.database.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, 'Yearly Premium'));
  planId = must(yearly, 'the yearly plan').id;
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const webhook = (d: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', payload: d.payload, headers: d.headers });

describe('verify against webhook', () => {
  it('3 verifies, 3 payment.captured events and a redelivery at once: one subscription, no 5xx', async () => {
    const u = await createUser(t);
    const order = (
      await t.app.inject({ method: 'POST', url: '/api/payments/orders', payload: { planId }, headers: u.headers })
    ).json();
    const handler = peer.pay(order.orderId);
    const events = [1, 2, 3].map(() => peer.webhook('payment.captured', { paymentId: handler.razorpay_payment_id }));
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/verify',
        payload: { ...handler, planId },
        headers: u.headers,
      });
    const [verifies, deliveries] = await Promise.all([
      Promise.all([verify(), verify(), verify()]),
      Promise.all([...events, must(events[0], 'an event')].map(webhook)),
    ]);

    expect(verifies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(verifies.map((r) => r.json().receiptNo)).size).toBe(1);
    // Each event is applied or ignored (the payment was activated by someone else); the redelivery is a 409.
    const codes = deliveries.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(1);
    const processed = deliveries.filter((r) => r.statusCode === 200 && r.json().status === 'processed');
    expect(processed.length).toBeLessThanOrEqual(1);

    const { db } = t.database;
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, u.id))).toHaveLength(1);
    const rows = await db.select().from(payments).where(eq(payments.userId, u.id));
    expect(rows.map((r) => [r.status, r.gatewayPaymentId])).toEqual([['captured', handler.razorpay_payment_id]]);
    const recorded = await Promise.all(
      events.map((e) =>
        db
          .select()
          .from(webhookEvents)
          .where(eq(webhookEvents.id, e.headers['x-razorpay-event-id'] ?? '')),
      ),
    );
    expect(recorded.map((r) => r.length)).toEqual([1, 1, 1]);
  });
});
