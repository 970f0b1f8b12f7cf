// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptionPlans, users } from '#server/db/schema/index';
import { seedPlans } from '#server/db/seeds/plans';
import type { AuthContext } from '#server/modules/access/public';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';
import { billingService } from './billing.service.ts';
import { PAYMENTS_UNAVAILABLE, paymentsService } from './payments.service.ts';

// The edges of checkout and billing that the happy paths do not reach, with the exact texts a learner reads:
// receipts of unpaid orders, the refusals of verify and refund, a checkout with no gateway, a plan too cheap to pay.

let t: TestApp;
let yearlyId: number;
let quarterlyId: number;
const DAY = 86_400_000;
const planNamed = async (name: string) =>
  must((await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name)))[0], name).id;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlans({ database: t.database, clock: t.clock });
  yearlyId = await planNamed('Yearly Premium');
  quarterlyId = await planNamed('Quarterly');
});
afterAll(() => t.close());

const post = (u: TestUser, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: u.headers });
const get = (u: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: u.headers });
const authOf = async (u: TestUser, role: Partial<AuthContext> = {}): Promise<AuthContext> => {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, u.id));
  return { user: must(user, 'the user'), sessionId: '', isAdmin: false, isStaff: false, ...role };
};
const payments$ = () => paymentsService(t.deps);
const billing$ = () => billingService({ ...t.deps, paymentsService: payments$() });

async function order(u: TestUser, planId = yearlyId) {
  return (await post(u, '/api/payments/orders', { planId })).json();
}
async function buy(u: TestUser, planId = yearlyId) {
  const o = await order(u, planId);
  const paid = (await post(u, '/api/payments/test/pay', { orderId: o.orderId, outcome: 'success' })).json();
  const { outcome: _o, error: _e, ...handler } = paid;
  const verified = await post(u, '/api/payments/verify', handler);
  expect(verified.statusCode).toBe(200);
  return { order: o, handler, receiptNo: verified.json().receiptNo as number };
}
const rowOf = async (orderId: string) =>
  must((await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0], orderId);

describe('orders', () => {
  it('prefills Checkout with the buyer and names the plan; the payment row is the one returned', async () => {
    const u = await createUser(t);
    const o = await order(u, quarterlyId);
    expect(o.plan).toEqual({ id: quarterlyId, name: 'Quarterly', durationDays: 90 });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(o.prefill).toEqual({ name: `Test ${user?.lastName}`, email: user?.email, contact: null });
    expect((await rowOf(o.orderId)).id).toBe(o.paymentId);
  });

  it('refuses a plan priced under ₹1 with the reason', async () => {
    const [cheap] = await t.database.db
      .insert(subscriptionPlans)
      .values({ name: 'Fifty paise', price: '0.50', durationDays: 30, isActive: true })
      .returning();
    const res = await post(await createUser(t), '/api/payments/orders', { planId: must(cheap, 'plan').id });
    expect([res.statusCode, res.json().message]).toEqual([400, 'This plan has no payable price.']);
    await t.database.db.delete(subscriptionPlans).where(eq(subscriptionPlans.id, must(cheap, 'plan').id));
  });

  it('with no gateway configured: checkout says unavailable and an order is a 503 with the message', async () => {
    const service = paymentsService({ ...t.deps, payments: null });
    expect(service.checkoutConfig()).toEqual({ gateway: 'unavailable', keyId: null });
    const auth = await authOf(await createUser(t));
    await expect(service.createOrder(auth, yearlyId)).rejects.toMatchObject({
      statusCode: 503,
      code: 'payments_unavailable',
      message: PAYMENTS_UNAVAILABLE,
    });
  });

  it('test pay on an order already paid answers 409 with the reason', async () => {
    const u = await createUser(t);
    const { order: o } = await buy(u);
    const res = await post(u, '/api/payments/test/pay', { orderId: o.orderId, outcome: 'success' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'This order is already paid.']);
  });
});

describe('verify refusals', () => {
  it('a refunded payment cannot be verified back into access', async () => {
    const u = await createUser(t);
    const { order: o, handler } = await buy(u);
    expect((await post(u, `/api/payments/${(await rowOf(o.orderId)).id}/refund`)).statusCode).toBe(200);
    const res = await post(u, '/api/payments/verify', handler);
    expect([res.statusCode, res.json().message]).toEqual([409, 'This payment was refunded.']);
  });
});

describe('receipts', () => {
  it('an unpaid or failed order has no receipt, even for its owner', async () => {
    const u = await createUser(t);
    const waiting = await rowOf((await order(u)).orderId);
    const failedOrder = await order(u);
    await post(u, '/api/payments/test/pay', { orderId: failedOrder.orderId, outcome: 'failure' });
    const failed = await rowOf(failedOrder.orderId);
    expect(failed.status).toBe('failed');
    for (const row of [waiting, failed]) {
      const res = await get(u, `/api/payments/receipts/${row.receiptNo}/pdf`);
      expect([res.statusCode, res.json().message]).toEqual([404, 'No such receipt.']);
    }
  });

  it('a receipt carries the buyer`s name and email, for its owner and for an administrator', async () => {
    const u = await createUser(t);
    const { receiptNo } = await buy(u);
    const auth = await authOf(u);
    const receipt = await billing$().receipt(auth, receiptNo);
    expect(receipt.user).toEqual({ email: auth.user.email, firstName: 'Test', lastName: auth.user.lastName });
    const admin = await authOf(await createUser(t, { kind: 'admin' }), { isAdmin: true, isStaff: true });
    expect((await billing$().receipt(admin, receiptNo)).user?.email).toBe(auth.user.email);
    const stranger = await authOf(await createUser(t));
    await expect(billing$().receipt(stranger, receiptNo)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('a refunded payment keeps its receipt', async () => {
    const u = await createUser(t);
    const { order: o, receiptNo } = await buy(u);
    await post(u, `/api/payments/${(await rowOf(o.orderId)).id}/refund`);
    expect((await get(u, `/api/payments/receipts/${receiptNo}/pdf`)).statusCode).toBe(200);
  });
});

describe('refunds', () => {
  it('says what happened, in the words the learner reads', async () => {
    const u = await createUser(t);
    const { order: o } = await buy(u);
    const id = (await rowOf(o.orderId)).id;
    const done = await post(u, `/api/payments/${id}/refund`);
    expect(done.json()).toMatchObject({
      success: true,
      message: 'Your payment has been refunded and premium access has ended.',
    });
    const again = await post(u, `/api/payments/${id}/refund`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This payment has already been refunded.']);
    const missing = await post(u, '/api/payments/00000000-0000-4000-8000-000000000000/refund');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'No such payment.']);
  });

  it('an order never paid is not refundable, with the reason', async () => {
    const u = await createUser(t);
    const row = await rowOf((await order(u)).orderId);
    const res = await post(u, `/api/payments/${row.id}/refund`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'not_refundable', message: 'Only completed payments can be refunded.' });
  });

  it('the staff refund is for administrators only, even called inside the server', async () => {
    const u = await createUser(t);
    const { order: o } = await buy(u);
    const id = (await rowOf(o.orderId)).id;
    const staffNotAdmin = await authOf(await createUser(t), { isStaff: true });
    await expect(billing$().refund(staffNotAdmin, id, { staff: true })).rejects.toMatchObject({ statusCode: 403 });
    expect((await rowOf(o.orderId)).status).toBe('captured');
  });
});

describe('billing overview', () => {
  it('shows the end of the last plan in a queue of plans bought back to back', async () => {
    const u = await createUser(t);
    await buy(u, yearlyId);
    await buy(u, quarterlyId);
    const { subscription } = (await get(u, '/api/payments/billing')).json();
    expect(subscription.planName).toBe('Yearly Premium');
    expect(new Date(subscription.endsAt).getTime()).toBe(t.clock.now().getTime() + (365 + 90) * DAY);
  });
});
