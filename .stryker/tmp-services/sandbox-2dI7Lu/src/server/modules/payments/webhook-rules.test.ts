// @ts-nocheck
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptionPlans, webhookEvents } from '#server/db/schema/index';
import { razorpayGateway } from '#server/platform/payments/razorpay-gateway';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createRazorpayTestApp } from '#server/test/razorpay-app';
import type { RazorpayPeer } from '#server/test/razorpay-peer';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// Every answer the webhook gives, against a local peer speaking Razorpay's API and signing as Razorpay does: what
// is applied, what is ignored (and says why), what is refused; and the refunds' notes as the dashboard shows them.

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

const post = (u: TestUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: u.headers });
const webhook = (d: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', payload: d.payload, headers: d.headers });
const answer = async (d: { payload: string; headers: Record<string, string> }) => {
  const res = await webhook(d);
  return [res.statusCode, res.json().status ?? res.json().code, res.json().message];
};
/** Any body signed with the webhook secret, as Razorpay signs its deliveries (to send events the peer does not). */
const signed = (body: object, eventId = `evt_${randomBytes(6).toString('hex')}`) => {
  const payload = JSON.stringify(body);
  const signature = createHmac('sha256', peer.webhookSecret).update(payload).digest('hex');
  return {
    payload,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
  };
};

async function paidOrder(u: TestUser) {
  const o = (await post(u, '/api/payments/orders', { planId })).json();
  const handler = peer.pay(o.orderId);
  return { orderId: o.orderId as string, handler };
}

describe('webhook answers', () => {
  it('an event we do not use, and a payment of someone else`s order, are ignored with the reason', async () => {
    const u = await createUser(t);
    const { handler } = await paidOrder(u);
    const used = peer.webhook('payment.captured', { paymentId: handler.razorpay_payment_id });
    const orderPaid = JSON.parse(used.payload);
    orderPaid.event = 'order.paid';
    expect(await answer(signed(orderPaid))).toEqual([200, 'ignored', 'Event order.paid is not used.']);
    const foreign = JSON.parse(used.payload);
    foreign.payload.payment.entity.order_id = 'order_not_ours';
    expect(await answer(signed(foreign))).toEqual([200, 'ignored', 'Not one of our orders.']);
    foreign.event = 'payment.failed';
    expect(await answer(signed(foreign))).toEqual([200, 'ignored', 'Not one of our orders.']);
  });

  it('refuses a delivery without an event id, a body that is not an event, and a captured amount that differs', async () => {
    const u = await createUser(t);
    const { handler, orderId } = await paidOrder(u);
    const good = peer.webhook('payment.captured', { paymentId: handler.razorpay_payment_id });
    const { 'x-razorpay-event-id': _id, ...noId } = good.headers;
    expect(await answer({ payload: good.payload, headers: noId })).toEqual([
      400,
      'bad_request',
      'The x-razorpay-event-id header is missing.',
    ]);
    expect(await answer(signed({ hello: 'world' }))).toEqual([
      400,
      'bad_request',
      'The webhook body is not a Razorpay event.',
    ]);
    const short = JSON.parse(good.payload);
    short.payload.payment.entity.amount = 100;
    const shortDelivery = signed(short, 'evt_short');
    expect(await answer(shortDelivery)).toEqual([
      400,
      'amount_mismatch',
      'The captured amount does not match the order.',
    ]);
    // A refused event is forgotten, so Razorpay's retry of it is processed once the cause is fixed.
    const seen = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_short'));
    expect(seen).toHaveLength(0);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId));
    expect(row?.status).toBe('created');
  });

  it('a repeated event id is a 409 that names it; a failure after capture changes nothing', async () => {
    const u = await createUser(t);
    const { handler, orderId } = await paidOrder(u);
    const captured = peer.webhook('payment.captured', { paymentId: handler.razorpay_payment_id });
    expect(await answer(captured)).toEqual([200, 'processed', 'Subscription activated.']);
    expect(await answer(captured)).toEqual([409, 'duplicate_event', 'This event was already processed.']);
    const failed = peer.webhook('payment.failed', { paymentId: handler.razorpay_payment_id });
    expect(await answer(failed)).toEqual([200, 'ignored', 'The payment is already captured.']);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId));
    expect(row?.status).toBe('captured');
  });

  it('a partial refund from the dashboard keeps access; the refund completing the amount ends it, once', async () => {
    const u = await createUser(t);
    const { handler } = await paidOrder(u);
    expect((await post(u, '/api/payments/verify', handler)).statusCode).toBe(200);
    const gateway = razorpayGateway({ keyId: peer.keyId, keySecret: peer.keySecret }, { baseUrl: peer.url });
    const goodwill = await gateway.refundPayment(handler.razorpay_payment_id, 50_000, {});
    const partial = peer.webhook('refund.processed', { paymentId: handler.razorpay_payment_id, refundId: goodwill.id });
    expect(await answer(partial)).toEqual([200, 'ignored', 'Partial refund: access kept.']);
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/subscription-status', headers: u.headers })).json();
    expect((await status()).hasPaidSubscription).toBe(true);

    const rest = await gateway.refundPayment(handler.razorpay_payment_id, 599_900 - 50_000, {});
    const full = { ...peer.webhook('refund.processed', { paymentId: handler.razorpay_payment_id, refundId: rest.id }) };
    expect(await answer(full)).toEqual([200, 'processed', 'Payment refunded and access ended.']);
    expect((await status()).hasPaidSubscription).toBe(false);
    const again = peer.webhook('refund.processed', { paymentId: handler.razorpay_payment_id, refundId: rest.id });
    expect(await answer(again)).toEqual([200, 'ignored', 'The payment is already refunded.']);
  });

  it('with the test gateway (no webhook secret) the webhook answers 503 and says why', async () => {
    const plain = await createTestApp();
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    await plain.close();
    expect([res.statusCode, res.json().code]).toEqual([503, 'webhooks_disabled']);
  });
});

describe('refunds and double payments through Razorpay', () => {
  it('a learner`s refund tells the dashboard why and which receipt; staff refunds say staff', async () => {
    const u = await createUser(t);
    const { handler, orderId } = await paidOrder(u);
    const verified = (await post(u, '/api/payments/verify', handler)).json();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId));
    const mine = (await post(u, `/api/payments/${row?.id}/refund`, {})).json();
    expect(peer.refunds.get(mine.refundId)?.notes).toEqual({
      reason: '7-day money-back guarantee',
      receiptNo: String(verified.receiptNo),
    });

    const v = await createUser(t);
    const second = await paidOrder(v);
    expect((await post(v, '/api/payments/verify', second.handler)).statusCode).toBe(200);
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, second.orderId));
    const admin = await createUser(t, { kind: 'admin' });
    const staff = await post(admin, `/api/admin/payments/${paid?.id}/refund`, {});
    expect(staff.statusCode).toBe(200);
    expect(peer.refunds.get(staff.json().refundId)?.notes).toMatchObject({ reason: 'Refunded by staff' });
  });

  it('a second genuine payment on a paid order is refused with 409, the first stays active', async () => {
    const u = await createUser(t);
    const { handler, orderId } = await paidOrder(u);
    expect((await post(u, '/api/payments/verify', handler)).statusCode).toBe(200);
    const double = peer.pay(orderId);
    const res = await post(u, '/api/payments/verify', double);
    expect([res.statusCode, res.json().message]).toEqual([409, 'This order is already paid.']);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId));
    expect(row?.gatewayPaymentId).toBe(handler.razorpay_payment_id);
  });
});
