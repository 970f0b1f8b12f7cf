// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptionPlans, subscriptions, users } from '#server/db/schema/index';
import { seedPlans } from '#server/db/seeds/plans';
import { accessService } from '#server/modules/access/access.service';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// The built-in test gateway (no Razorpay keys): the same order -> pay|fail -> verify -> activate path.

let t: TestApp;
let yearlyId: number;
let inactiveId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlans({ database: t.database, clock: t.clock });
  const { db } = t.database;
  const [yearly] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, 'Yearly Premium'));
  yearlyId = must(yearly, 'the yearly plan').id;
  const [inactive] = await db
    .insert(subscriptionPlans)
    .values({ name: 'Old plan', price: '499', durationDays: 30, isActive: false })
    .returning();
  inactiveId = must(inactive, 'the inactive plan').id;
});
afterAll(() => t.close());

const post = (u: TestUser | null, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: u?.headers ?? {} });
const get = (u: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: u?.headers ?? {} });
const status = async (u: TestUser) => (await get(u, '/api/user/subscription-status')).json();

async function buy(u: TestUser, planId = yearlyId) {
  const order = (await post(u, '/api/payments/orders', { planId })).json();
  const paid = (await post(u, '/api/payments/test/pay', { orderId: order.orderId, outcome: 'success' })).json();
  const { outcome: _o, error: _e, ...handler } = paid;
  const verified = await post(u, '/api/payments/verify', { ...handler, planId });
  return { order, paid, handler, verified };
}

describe('GET /api/subscription-plans', () => {
  it('returns only active plans with every field of spec section 3, shortest first', async () => {
    const res = await get(null, '/api/subscription-plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['Monthly', 'Quarterly', 'Yearly Premium']);
    expect(Object.keys(plans[0]).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'price',
        'originalPrice',
        'durationDays',
        'isActive',
        'hasActiveDiscount',
        'discountPercent',
        'discountEndTime',
        'maxMockTests',
        'maxQuestions',
        'aiTutorAccess',
        'premiumContent',
      ].sort(),
    );
    expect(plans[2]).toMatchObject({
      price: '5999',
      originalPrice: '9999',
      hasActiveDiscount: true,
      discountPercent: 40,
    });
  });

  it('ends a discount at its end time: the price returns to the original', async () => {
    t.clock.advance(4 * DAY); // the seeded yearly discount ends after 3 days, the monthly one after 5
    const plans = (await get(null, '/api/subscription-plans')).json();
    expect(plans[2]).toMatchObject({ price: '9999', hasActiveDiscount: false, discountPercent: 0 });
    expect(plans[0]).toMatchObject({ price: '799', hasActiveDiscount: true });
    t.clock.advance(-4 * DAY);
  });

  it('answers one active plan by id and 404 for an inactive one', async () => {
    expect((await get(null, `/api/subscription-plans/${yearlyId}`)).json().name).toBe('Yearly Premium');
    expect((await get(null, `/api/subscription-plans/${inactiveId}`)).statusCode).toBe(404);
  });

  it('labels test mode when no Razorpay keys are set', async () => {
    expect((await get(null, '/api/payments/config')).json()).toEqual({ gateway: 'test', keyId: null });
  });
});

describe('checkout in test mode', () => {
  it('refuses guests, inactive plans and a browser-sent amount', async () => {
    const u = await createUser(t);
    expect((await post(null, '/api/payments/orders', { planId: yearlyId })).statusCode).toBe(401);
    expect((await post(u, '/api/payments/orders', { planId: inactiveId })).statusCode).toBe(404);
    const tampered = await post(u, '/api/payments/orders', { planId: yearlyId, amount: 100 });
    expect(tampered.statusCode).toBe(400);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, u.id))).toHaveLength(0);
  });

  it('order -> pay -> verify activates premium once, with GST included in our own price', async () => {
    const u = await createUser(t);
    expect((await status(u)).hasPaidSubscription).toBe(false);
    const { order, handler, verified } = await buy(u);
    expect(order).toMatchObject({ gateway: 'test', amountPaise: 599900, gstPaise: 91510, currency: 'INR' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, message: 'Premium features have been activated' });
    expect(new Date(verified.json().endsAt).getTime()).toBe(t.clock.now().getTime() + 365 * DAY);
    expect(await status(u)).toMatchObject({ hasPaidSubscription: true });

    // Verifying again answers the same and creates nothing new.
    const again = await post(u, '/api/payments/verify', handler);
    expect(again.json().receiptNo).toBe(verified.json().receiptNo);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id))).toHaveLength(1);
  });

  it('a declined payment activates nothing and is recorded as failed', async () => {
    const u = await createUser(t);
    const order = (await post(u, '/api/payments/orders', { planId: yearlyId })).json();
    const failed = (await post(u, '/api/payments/test/pay', { orderId: order.orderId, outcome: 'failure' })).json();
    expect(failed).toMatchObject({ outcome: 'failure', razorpay_signature: null });
    expect(failed.error).toMatch(/declined/);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, order.orderId));
    expect(row?.status).toBe('failed');
    expect((await status(u)).hasPaidSubscription).toBe(false);
  });

  it('refuses a forged signature, a tampered plan and someone else`s order', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const order = (await post(u, '/api/payments/orders', { planId: yearlyId })).json();
    const paid = (await post(u, '/api/payments/test/pay', { orderId: order.orderId, outcome: 'success' })).json();
    const handler = {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
    };
    const forged = await post(u, '/api/payments/verify', { ...handler, razorpay_signature: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_signature');
    const wrongPlan = await post(u, '/api/payments/verify', { ...handler, planId: yearlyId + 999 });
    expect(wrongPlan.json().code).toBe('plan_mismatch');
    expect((await post(other, '/api/payments/verify', handler)).statusCode).toBe(404);
    expect(
      (await post(other, '/api/payments/test/pay', { orderId: order.orderId, outcome: 'success' })).statusCode,
    ).toBe(404);
    expect((await status(u)).hasPaidSubscription).toBe(false);
    expect((await post(u, '/api/payments/verify', handler)).statusCode).toBe(200);
  });
});

describe('receipts and the 7-day money-back guarantee', () => {
  it('lists a numbered receipt and serves it as a PDF to its owner only', async () => {
    const u = await createUser(t);
    const { verified } = await buy(u);
    const billing = (await get(u, '/api/payments/billing')).json();
    expect(billing.subscription).toMatchObject({ planName: 'Yearly Premium' });
    expect(billing.receipts).toHaveLength(1);
    const receipt = billing.receipts[0];
    expect(receipt).toMatchObject({ receiptNo: verified.json().receiptNo, amountPaise: 599900, status: 'captured' });
    expect(receipt.receiptNo).toBeGreaterThanOrEqual(1001);
    expect(receipt.refund.eligible).toBe(true);

    const pdf = await get(u, `/api/payments/receipts/${receipt.receiptNo}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(await createUser(t), `/api/payments/receipts/${receipt.receiptNo}/pdf`)).statusCode).toBe(404);
    expect(
      (await get(await createUser(t, { kind: 'admin' }), `/api/payments/receipts/${receipt.receiptNo}/pdf`)).statusCode,
    ).toBe(200);
  });

  it('refunds within 7 days and ends premium access', async () => {
    const u = await createUser(t);
    await buy(u);
    t.clock.advance(6 * DAY);
    const [receipt] = (await get(u, '/api/payments/billing')).json().receipts;
    const res = await post(u, `/api/payments/${receipt.id}/refund`, {});
    t.clock.advance(-6 * DAY);
    expect(res.statusCode).toBe(200);
    expect(res.json().refundId).toMatch(/^rfnd_test_/);
    expect((await status(u)).hasPaidSubscription).toBe(false);
    const [after] = (await get(u, '/api/payments/billing')).json().receipts;
    expect(after).toMatchObject({ status: 'refunded', refund: { eligible: false } });
    expect((await post(u, `/api/payments/${receipt.id}/refund`, {})).statusCode).toBe(409);
  });

  it('after 7 days the refund is refused with the reason and nothing changes', async () => {
    const u = await createUser(t);
    await buy(u);
    t.clock.advance(7 * DAY + 1000);
    const [receipt] = (await get(u, '/api/payments/billing')).json().receipts;
    expect(receipt.refund.eligible).toBe(false);
    expect(receipt.refund.reason).toMatch(/^The 7-day money-back period ended on /);
    const res = await post(u, `/api/payments/${receipt.id}/refund`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'refund_window_closed', message: receipt.refund.reason });
    expect((await status(u)).hasPaidSubscription).toBe(true);
    t.clock.advance(-(7 * DAY + 1000));
  });

  it('nobody refunds someone else`s payment', async () => {
    const u = await createUser(t);
    await buy(u);
    const [receipt] = (await get(u, '/api/payments/billing')).json().receipts;
    expect((await post(await createUser(t), `/api/payments/${receipt.id}/refund`, {})).statusCode).toBe(404);
  });
});

describe('access follows the subscription window and the plan limits', () => {
  it('expires after durationDays', async () => {
    const u = await createUser(t);
    const monthly = (await get(null, '/api/subscription-plans')).json()[0];
    await buy(u, monthly.id);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    const at = (ms: number) => new Date(t.clock.now().getTime() + ms);
    // The session lasts 30 days too, so the end is checked on the access service itself, at a fixed clock.
    const statusAt = (when: Date) =>
      accessService({ database: t.database, clock: { now: () => when }, config: t.deps.config }).status({
        user: must(user, 'the buyer'),
        sessionId: '',
        isAdmin: false,
        isStaff: false,
      });
    expect(await statusAt(at(30 * DAY - 1000))).toMatchObject({ hasPaidSubscription: true });
    expect(await statusAt(at(30 * DAY))).toMatchObject({ hasPaidSubscription: false });
  });

  it('reports entitlements: free limits, the plan`s limits, everything for staff-granted access', async () => {
    expect((await get(null, '/api/payments/entitlements')).json()).toMatchObject({
      premium: false,
      premiumContent: false,
    });
    const free = await createUser(t);
    expect((await get(free, '/api/payments/entitlements')).json()).toMatchObject({ premium: false, maxMockTests: 2 });
    const paid = await createUser(t);
    const monthly = (await get(null, '/api/subscription-plans')).json()[0];
    await buy(paid, monthly.id);
    expect((await get(paid, '/api/payments/entitlements')).json()).toMatchObject({
      premium: true,
      source: 'paid',
      maxMockTests: 10,
      maxQuestions: -1,
    });
    const granted = await createUser(t, { kind: 'freeAccess' });
    expect((await get(granted, '/api/payments/entitlements')).json()).toMatchObject({
      premium: true,
      source: 'freeAccess',
      maxMockTests: -1,
    });
  });
});
