// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptionPlans, subscriptions, webhookEvents } from '#server/db/schema/index';
import { razorpayGateway } from '#server/platform/payments/razorpay-gateway';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createRazorpayTestApp } from '#server/test/razorpay-app';
import type { RazorpayPeer } from '#server/test/razorpay-peer';
import type { TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// The official SDK against a local HTTP server speaking Razorpay's documented orders, payments and refunds API.

let t: TestApp;
let peer: RazorpayPeer;
let planId: number;
const DAY = 86_400_000;

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

const post = (u: TestUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: u.headers });
const paid = async (u: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/subscription-status', headers: u.headers })).json()
    .hasPaidSubscription as boolean;
const order = async (u: TestUser) => (await post(u, '/api/payments/orders', { planId })).json();
const paymentRow = async (orderId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0];
const subsOf = (u: TestUser) => t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
const webhook = (d: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', payload: d.payload, headers: d.headers });

describe('orders over the Razorpay API', () => {
  it('creates the order on the server with basic auth and the amount in paise from our own price', async () => {
    const u = await createUser(t);
    const o = await order(u);
    expect(o).toMatchObject({ gateway: 'razorpay', keyId: peer.keyId, amountPaise: 599900, currency: 'INR' });
    const call = peer.requests.find((r) => r.path === '/v1/orders' && r.method === 'POST');
    expect(call).toMatchObject({ authorised: true, body: { amount: 599900, currency: 'INR' } });
    expect(peer.orders.get(o.orderId)?.amount).toBe(599900);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({
      gateway: 'razorpay',
      keyId: peer.keyId,
    });
  });

  it('answers 400 when Razorpay refuses, and 502 when it cannot be reached', async () => {
    const u = await createUser(t);
    const deps = t.deps;
    const saved = deps.payments;
    deps.payments = razorpayGateway({ keyId: 'wrong', keySecret: 'wrong' }, { baseUrl: peer.url });
    const refused = await post(u, '/api/payments/orders', { planId });
    deps.payments = razorpayGateway({ keyId: 'k', keySecret: 's' }, { baseUrl: 'http://127.0.0.1:9' });
    const down = await post(u, '/api/payments/orders', { planId });
    deps.payments = saved;
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Authentication failed/);
    expect(down.statusCode).toBe(502);
  });
});

describe('verifying Checkout`s result', () => {
  it('verifies the signature and the payment, then activates once', async () => {
    const u = await createUser(t);
    const o = await order(u);
    const handler = peer.pay(o.orderId);
    const res = await post(u, '/api/payments/verify', { ...handler, planId });
    expect(res.statusCode).toBe(200);
    expect(await paid(u)).toBe(true);
    expect(await paymentRow(o.orderId)).toMatchObject({
      status: 'captured',
      gatewayPaymentId: handler.razorpay_payment_id,
    });
    expect((await post(u, '/api/payments/verify', handler)).statusCode).toBe(200);
    expect(await subsOf(u)).toHaveLength(1);
  });

  it('captures an authorized payment for exactly the order amount', async () => {
    const u = await createUser(t);
    const o = await order(u);
    const handler = peer.pay(o.orderId, { status: 'authorized' });
    expect((await post(u, '/api/payments/verify', handler)).statusCode).toBe(200);
    const capture = peer.requests.find((r) => r.path === `/v1/payments/${handler.razorpay_payment_id}/capture`);
    expect(capture?.body).toMatchObject({ amount: 599900, currency: 'INR' });
    expect(peer.payments.get(handler.razorpay_payment_id)?.status).toBe('captured');
    expect(await paid(u)).toBe(true);
  });

  it('a forged signature changes nothing and answers 400', async () => {
    const u = await createUser(t);
    const o = await order(u);
    const handler = peer.pay(o.orderId);
    const forged = {
      ...handler,
      razorpay_signature: handler.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const res = await post(u, '/api/payments/verify', forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_signature');
    // A signature made with another secret (what an attacker can compute) is refused too.
    const other = await post(u, '/api/payments/verify', { ...handler, razorpay_payment_id: 'pay_made_up' });
    expect(other.statusCode).toBe(400);
    expect(await paid(u)).toBe(false);
    expect((await paymentRow(o.orderId))?.status).toBe('created');
  });

  it('a tampered amount changes nothing and answers 400', async () => {
    const u = await createUser(t);
    const o = await order(u);
    // Paid ₹1 against a ₹5,999 order: the signature is genuine, the amount is not.
    const handler = peer.pay(o.orderId, { amount: 100 });
    const res = await post(u, '/api/payments/verify', handler);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('amount_mismatch');
    expect(await paid(u)).toBe(false);
    expect((await paymentRow(o.orderId))?.status).toBe('created');
  });

  it('a tampered plan changes nothing and answers 400', async () => {
    const u = await createUser(t);
    const o = await order(u);
    const handler = peer.pay(o.orderId);
    const res = await post(u, '/api/payments/verify', { ...handler, planId: planId - 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('plan_mismatch');
    expect(await paid(u)).toBe(false);
  });

  it('a failed payment is recorded and activates nothing', async () => {
    const u = await createUser(t);
    const o = await order(u);
    const handler = peer.pay(o.orderId, { status: 'failed' });
    const res = await post(u, '/api/payments/verify', handler);
    expect(res.statusCode).toBe(400);
    expect((await paymentRow(o.orderId))?.status).toBe('failed');
    expect(await paid(u)).toBe(false);
  });
});

describe('webhooks at /api/payments/razorpay/webhook', () => {
  it('payment.captured activates an order the browser never verified; a replay answers 409 and changes nothing', async () => {
    const u = await createUser(t);
    const o = await order(u);
    const { razorpay_payment_id } = peer.pay(o.orderId);
    const delivery = peer.webhook('payment.captured', { paymentId: razorpay_payment_id });
    const res = await webhook(delivery);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('processed');
    expect(await paid(u)).toBe(true);

    const replay = await webhook(delivery);
    expect(replay.statusCode).toBe(409);
    expect(await subsOf(u)).toHaveLength(1);
    // A second event for the same payment (Razorpay sends captured and order.paid) is harmless.
    const again = await webhook(peer.webhook('payment.captured', { paymentId: razorpay_payment_id }));
    expect(again.json().status).toBe('ignored');
    expect(await subsOf(u)).toHaveLength(1);
  });

  it('a forged or tampered webhook answers 400 and is not recorded', async () => {
    const u = await createUser(t);
    const o = await order(u);
    const { razorpay_payment_id } = peer.pay(o.orderId);
    const delivery = peer.webhook('payment.captured', { paymentId: razorpay_payment_id }, 'evt_tampered');
    const tampered = delivery.payload.replace('"amount":599900', '"amount":100');
    expect(tampered).not.toBe(delivery.payload);
    expect((await webhook({ ...delivery, payload: tampered })).statusCode).toBe(400);
    const unsigned = { ...delivery.headers, 'x-razorpay-signature': '0'.repeat(64) };
    expect((await webhook({ payload: delivery.payload, headers: unsigned })).statusCode).toBe(400);
    expect(await paid(u)).toBe(false);
    const seen = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_tampered'));
    expect(seen).toHaveLength(0);
  });

  it('payment.failed marks a waiting order failed', async () => {
    const u = await createUser(t);
    const o = await order(u);
    const { razorpay_payment_id } = peer.pay(o.orderId, { status: 'failed' });
    expect((await webhook(peer.webhook('payment.failed', { paymentId: razorpay_payment_id }))).statusCode).toBe(200);
    expect((await paymentRow(o.orderId))?.status).toBe('failed');
  });

  it('refund.processed from the dashboard ends access', async () => {
    const u = await createUser(t);
    const o = await order(u);
    const handler = peer.pay(o.orderId);
    await post(u, '/api/payments/verify', handler);
    // Staff refunded it in the Razorpay dashboard.
    const refund = await razorpayGateway(
      { keyId: peer.keyId, keySecret: peer.keySecret },
      { baseUrl: peer.url },
    ).refundPayment(handler.razorpay_payment_id, 599900, {});
    const res = await webhook(
      peer.webhook('refund.processed', { paymentId: handler.razorpay_payment_id, refundId: refund.id }),
    );
    expect(res.json().status).toBe('processed');
    expect(await paid(u)).toBe(false);
    expect((await paymentRow(o.orderId))?.status).toBe('refunded');
  });
});

describe('refunds through Razorpay', () => {
  it('within 7 days: refunded at the gateway, access ended', async () => {
    const u = await createUser(t);
    const o = await order(u);
    await post(u, '/api/payments/verify', peer.pay(o.orderId));
    const row = await paymentRow(o.orderId);
    const res = await post(u, `/api/payments/${row?.id}/refund`, {});
    expect(res.statusCode).toBe(200);
    const refund = peer.refunds.get(res.json().refundId);
    expect(refund).toMatchObject({ amount: 599900, payment_id: row?.gatewayPaymentId });
    expect(await paid(u)).toBe(false);
  });

  it('after 7 days: 400, no call to Razorpay, access kept', async () => {
    const u = await createUser(t);
    const o = await order(u);
    await post(u, '/api/payments/verify', peer.pay(o.orderId));
    const row = await paymentRow(o.orderId);
    const before = peer.requests.length;
    t.clock.advance(8 * DAY);
    const res = await post(u, `/api/payments/${row?.id}/refund`, {});
    const stillPaid = await paid(u);
    t.clock.advance(-8 * DAY);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('refund_window_closed');
    expect(peer.requests.length).toBe(before);
    expect(stillPaid).toBe(true);
    expect((await paymentRow(o.orderId))?.status).toBe('captured');
  });
});
