// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlans } from '#server/db/seeds/plans';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
let admin: TestUser;
let learner: TestUser;
let plans: { id: number; name: string; price: string }[];
const DAY = 86_400_000;

const call = (u: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: u?.headers ?? {} });

async function buy(u: TestUser, planId: number, outcome: 'success' | 'failure' = 'success') {
  const order = (await call(u, 'POST', '/api/payments/orders', { planId })).json();
  const paid = (await call(u, 'POST', '/api/payments/test/pay', { orderId: order.orderId, outcome })).json();
  if (outcome === 'success') {
    const { outcome: _o, error: _e, ...handler } = paid;
    expect((await call(u, 'POST', '/api/payments/verify', handler)).statusCode).toBe(200);
  }
  return order;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPlans({ database: t.database, clock: t.clock });
  admin = await createUser(t, { kind: 'admin' });
  learner = await createUser(t, { email: 'asha@example.com' });
  plans = (await call(null, 'GET', '/api/subscription-plans')).json();
  // Day 1 (22 Nov, India time): a yearly purchase and a failed monthly attempt. Day 2: a monthly purchase, refunded.
  await buy(learner, must(plans[2], 'the third plan').id);
  await buy(await createUser(t), must(plans[0], 'the first plan').id, 'failure');
  t.clock.advance(DAY);
  const other = await createUser(t, { email: '=cmd@example.com' });
  await buy(other, must(plans[0], 'the first plan').id);
  const [receipt] = (await call(other, 'GET', '/api/payments/billing')).json().receipts;
  expect((await call(other, 'POST', `/api/payments/${receipt.id}/refund`, {})).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('/api/admin/payments', () => {
  it('is for staff only', async () => {
    expect((await call(null, 'GET', '/api/admin/payments')).statusCode).toBe(401);
    expect((await call(learner, 'GET', '/api/admin/payments')).statusCode).toBe(403);
    expect(
      (await call(learner, 'POST', '/api/admin/payments/free-access', { email: learner.email, enabled: true }))
        .statusCode,
    ).toBe(403);
  });

  it('lists payments newest first with filters', async () => {
    const all = (await call(admin, 'GET', '/api/admin/payments')).json();
    expect(all.total).toBe(3);
    expect(all.items.map((p: { status: string }) => p.status)).toEqual(['refunded', 'failed', 'captured']);
    const captured = (await call(admin, 'GET', '/api/admin/payments?status=captured')).json();
    expect(captured.items).toHaveLength(1);
    expect(captured.items[0]).toMatchObject({
      userEmail: 'asha@example.com',
      planName: 'Yearly Premium',
      amountPaise: 599900,
    });
    expect((await call(admin, 'GET', '/api/admin/payments?q=asha')).json().total).toBe(1);
    expect(
      (await call(admin, 'GET', `/api/admin/payments?planId=${must(plans[0], 'the first plan').id}`)).json().total,
    ).toBe(2);
    expect((await call(admin, 'GET', '/api/admin/payments?from=2026-11-23&to=2026-11-23')).json().total).toBe(1);
    expect((await call(admin, 'GET', '/api/admin/payments?status=&gateway=test')).json().total).toBe(3);
    expect((await call(admin, 'GET', '/api/admin/payments?pageSize=1&page=2')).json().items).toHaveLength(1);
    expect((await call(admin, 'GET', '/api/admin/payments?status=paid')).statusCode).toBe(400);
  });

  it('reports revenue by India-time day and by plan, with refunds', async () => {
    const s = (await call(admin, 'GET', '/api/admin/payments/summary')).json();
    expect(s.totals).toEqual({
      grossPaise: 599900 + 79900,
      refundedPaise: 79900,
      netPaise: 599900,
      captured: 2,
      refunded: 1,
      failed: 1,
    });
    expect(s.byDay).toEqual([
      { day: '2026-11-22', grossPaise: 599900, refundedPaise: 0, count: 1 },
      { day: '2026-11-23', grossPaise: 79900, refundedPaise: 79900, count: 1 },
    ]);
    expect(s.byPlan[0]).toMatchObject({ planName: 'Yearly Premium', grossPaise: 599900, count: 1 });
  });

  it('exports CSV with formula-looking cells defused', async () => {
    const res = await call(admin, 'GET', '/api/admin/payments/export.csv?status=refunded');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="payments-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^receipt_no,created_at,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',799.00,');
    expect(lines[1]).toContain(",'=cmd@example.com,");
  });

  it('staff may refund outside the 7-day window', async () => {
    t.clock.advance(10 * DAY);
    const captured = (await call(admin, 'GET', '/api/admin/payments?status=captured')).json().items[0];
    const res = await call(admin, 'POST', `/api/admin/payments/${captured.id}/refund`, {});
    t.clock.advance(-10 * DAY);
    expect(res.statusCode).toBe(200);
    expect((await call(learner, 'GET', '/api/user/subscription-status')).json().hasPaidSubscription).toBe(false);
  });
});

describe('plan editing', () => {
  it('lists inactive plans too, edits and creates plans, and the public list follows', async () => {
    const monthly = plans[0];
    const edited = await call(admin, 'PATCH', `/api/admin/payments/plans/${monthly?.id}`, {
      price: '699',
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ price: '699', isActive: false });
    expect((await call(admin, 'GET', '/api/admin/payments/plans')).json()).toHaveLength(3);
    expect((await call(null, 'GET', '/api/subscription-plans')).json()).toHaveLength(2);
    const created = await call(admin, 'POST', '/api/admin/payments/plans', {
      name: 'Two Years',
      price: '9999',
      originalPrice: '14999',
      durationDays: 730,
      hasActiveDiscount: true,
      discountPercent: 33,
      discountEndTime: '2026-12-31T18:29:59Z',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Two Years',
      maxMockTests: -1,
      discountEndTime: '2026-12-31T18:29:59.000Z',
    });
  });

  it('refuses broken plans', async () => {
    const id = plans[1]?.id;
    expect((await call(admin, 'PATCH', `/api/admin/payments/plans/${id}`, { originalPrice: '10' })).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'PATCH', `/api/admin/payments/plans/${id}`, { price: 'abc' })).statusCode).toBe(400);
    expect(
      (await call(admin, 'PATCH', `/api/admin/payments/plans/${id}`, { hasActiveDiscount: true, discountPercent: 0 }))
        .statusCode,
    ).toBe(400);
    expect((await call(admin, 'PATCH', '/api/admin/payments/plans/99999', { price: '10' })).statusCode).toBe(404);
  });
});

describe('free access', () => {
  it('grants and revokes premium without payment', async () => {
    const u = await createUser(t, { email: 'Scholar@Example.com' });
    const status = async () => (await call(u, 'GET', '/api/user/subscription-status')).json();
    expect((await status()).hasFreeAccess).toBe(false);
    const grant = await call(admin, 'POST', '/api/admin/payments/free-access', {
      email: 'scholar@example.com',
      enabled: true,
    });
    expect(grant.json()).toMatchObject({ hasFreeAccess: true });
    expect(await status()).toMatchObject({ hasFreeAccess: true, hasPaidSubscription: false });
    const list = (await call(admin, 'GET', '/api/admin/payments/free-access')).json();
    expect(list.map((x: { email: string }) => x.email)).toContain('Scholar@Example.com');
    await call(admin, 'POST', '/api/admin/payments/free-access', { email: 'scholar@example.com', enabled: false });
    expect((await status()).hasFreeAccess).toBe(false);
    expect(
      (await call(admin, 'POST', '/api/admin/payments/free-access', { email: 'nobody@example.com', enabled: true }))
        .statusCode,
    ).toBe(404);
  });
});
