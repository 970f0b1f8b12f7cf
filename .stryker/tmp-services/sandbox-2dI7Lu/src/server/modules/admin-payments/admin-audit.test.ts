// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments, users } from '#server/db/schema/index';
import { seedPlans } from '#server/db/seeds/plans';
import { auditTrail, refusedWithoutEntry } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// Issue 15: the money desk's actions (refunds, plans) write exactly one audit entry with the actor and before/after,
// in the change's transaction; refused requests (400, 404, 409, and 403 for a staff-role account) write none.

let t: TestApp;
let admin: TestUser;
let staffer: TestUser;
let plans: { id: number; name: string; price: string }[];
const MISSING_UUID = '00000000-0000-4000-8000-00000000abcd';

const call = (u: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: u?.headers ?? {} });

/** A learner's purchase through the test gateway; answers the payment's id. */
async function purchase(outcome: 'success' | 'failure' = 'success'): Promise<{ id: string; learner: TestUser }> {
  const learner = await createUser(t);
  const order = (await call(learner, 'POST', '/api/payments/orders', { planId: must(plans[0], 'a plan').id })).json();
  const paid = (await call(learner, 'POST', '/api/payments/test/pay', { orderId: order.orderId, outcome })).json();
  if (outcome === 'success') {
    const { outcome: _o, error: _e, ...handler } = paid;
    expect((await call(learner, 'POST', '/api/payments/verify', handler)).statusCode).toBe(200);
  }
  const [row] = await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, order.orderId));
  return { id: must(row, 'the payment').id, learner };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPlans({ database: t.database, clock: t.clock });
  admin = await createUser(t, { kind: 'admin' });
  staffer = await createUser(t, { email: 'desk.staff@example.com' });
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staffer.id));
  plans = (await call(null, 'GET', '/api/subscription-plans')).json();
});
afterAll(() => t.close());

describe('payment.refund', () => {
  it('a staff refund writes one entry: captured before, refunded with its refund id after', async () => {
    const { id } = await purchase();
    const res = await call(admin, 'POST', `/api/admin/payments/${id}/refund`, {});
    expect(res.statusCode, res.body).toBe(200);
    const entries = await auditTrail(t, { targetType: 'payment', targetId: id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'payment.refund',
      before: { status: 'captured', refundId: null },
      after: { status: 'refunded', refundId: res.json().refundId },
    });
  });

  it('refused refunds write none: a staff-role account, 404, 409, a failed payment, a bad id; a learner’s own none', async () => {
    const { id, learner } = await purchase();
    const failed = await purchase('failure');
    await refusedWithoutEntry(t, [
      [() => call(staffer, 'POST', `/api/admin/payments/${id}/refund`, {}), 403],
      [() => call(learner, 'POST', `/api/admin/payments/${id}/refund`, {}), 403],
      [() => call(admin, 'POST', `/api/admin/payments/${MISSING_UUID}/refund`, {}), 404],
      [() => call(admin, 'POST', '/api/admin/payments/not-a-uuid/refund', {}), 400],
      [() => call(admin, 'POST', `/api/admin/payments/${failed.id}/refund`, {}), 400],
      // The learner's own 7-day refund is not a staff action.
      [() => call(learner, 'POST', `/api/payments/${id}/refund`, {}), 200],
      [() => call(admin, 'POST', `/api/admin/payments/${id}/refund`, {}), 409],
    ]);
  });

  it('the entry shares the refund’s transaction: when it cannot be written, the payment stays captured', async () => {
    const { id } = await purchase();
    const spy = vi.spyOn(t.services.audit, 'record').mockRejectedValueOnce(new Error('audit_log unavailable'));
    try {
      const res = await call(admin, 'POST', `/api/admin/payments/${id}/refund`, {});
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ status: 'captured', refundId: null });
    expect(await auditTrail(t, { targetType: 'payment', targetId: id })).toEqual([]);
  });
});

describe('plan.create and plan.update', () => {
  it('creating a plan writes one entry with the whole plan after and nothing before', async () => {
    const res = await call(admin, 'POST', '/api/admin/payments/plans', {
      name: 'Crash Course',
      price: '1499',
      durationDays: 45,
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json();
    const entries = await auditTrail(t, { targetType: 'plan', targetId: plan.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      action: 'plan.create',
      before: null,
      after: { id: plan.id, name: 'Crash Course', price: '1499', durationDays: 45, isActive: true },
    });
  });

  it('editing a plan writes one entry with the fields before and after', async () => {
    const monthly = must(plans[0], 'the monthly plan');
    const res = await call(admin, 'PATCH', `/api/admin/payments/plans/${monthly.id}`, {
      price: '649',
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await auditTrail(t, { targetType: 'plan', targetId: monthly.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      action: 'plan.update',
      before: { name: monthly.name, price: monthly.price, isActive: true },
      after: { name: monthly.name, price: '649', isActive: false },
    });
  });

  it('refused plan changes write none: a staff-role account, 400s and 404', async () => {
    const id = must(plans[1], 'a plan').id;
    const good = { name: 'Refused Plan', price: '999', durationDays: 30 };
    await refusedWithoutEntry(t, [
      [() => call(staffer, 'POST', '/api/admin/payments/plans', good), 403],
      [() => call(staffer, 'PATCH', `/api/admin/payments/plans/${id}`, { price: '1' }), 403],
      [() => call(admin, 'POST', '/api/admin/payments/plans', { ...good, price: 'abc' }), 400],
      [() => call(admin, 'POST', '/api/admin/payments/plans', { ...good, price: '0.50' }), 400],
      [() => call(admin, 'POST', '/api/admin/payments/plans', { ...good, originalPrice: '10' }), 400],
      [() => call(admin, 'PATCH', `/api/admin/payments/plans/${id}`, {}), 400],
      [() => call(admin, 'PATCH', `/api/admin/payments/plans/${id}`, { originalPrice: '10' }), 400],
      [() => call(admin, 'PATCH', `/api/admin/payments/plans/${id}`, { colour: 'gold' }), 400],
      [() => call(admin, 'PATCH', '/api/admin/payments/plans/99999', { price: '10' }), 404],
    ]);
  });
});
