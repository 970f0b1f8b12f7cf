// @ts-nocheck
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundClaim } from '#server/db/rows';
import { bookmarks, payments, subscriptionPlans, subscriptions } from '#server/db/schema/index';
import { seedPlans } from '#server/db/seeds/plans';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// Money and saved things under double clicks and retries (on PostgreSQL in CI's second pass, where the requests
// really overlap): one payment verified ten times at once activates once, a receipt refunded five times at once is
// refunded once, and twenty saves of one bookmark leave one row. No 5xx anywhere.

let t: TestApp;
let planId: number;
let quarterlyId: number;
const planNamed = async (name: string) =>
  must((await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name)))[0], name).id;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans({ database: t.database, clock: t.clock });
  planId = await planNamed('Yearly Premium');
  quarterlyId = await planNamed('Quarterly');
});
afterAll(() => t.close());

const post = (u: TestUser, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: u.headers });

/** An order paid at the test gateway; returns what Checkout hands the browser to verify. */
async function paidOrder(u: TestUser, plan = planId) {
  const order = (await post(u, '/api/payments/orders', { planId: plan })).json();
  const paid = (await post(u, '/api/payments/test/pay', { orderId: order.orderId, outcome: 'success' })).json();
  const { outcome: _o, error: _e, ...handler } = paid;
  return { ...handler, planId: plan };
}

describe('concurrent payment and bookmark writes', () => {
  it('one payment verified 10 times at once: every answer 200 with one receipt, one subscription, one captured payment', async () => {
    const u = await createUser(t);
    const handler = await paidOrder(u);
    const results = await Promise.all(Array.from({ length: 10 }, () => post(u, '/api/payments/verify', handler)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().receiptNo)).size).toBe(1);
    const { db } = t.database;
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, u.id))).toHaveLength(1);
    const captured = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, u.id), eq(payments.status, 'captured')));
    expect(captured).toHaveLength(1);
  });

  it('two plans bought at once from two tabs: both active, back to back (the second starts when the first ends)', async () => {
    const u = await createUser(t);
    const [yearly, quarterly] = await Promise.all([paidOrder(u), paidOrder(u, quarterlyId)]);
    const results = await Promise.all(
      [yearly, quarterly, yearly, quarterly].map((h) => post(u, '/api/payments/verify', h)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const subs = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    const windows = subs.map((s) => [s.startsAt.getTime(), s.endsAt.getTime()] as const).sort((a, b) => a[0] - b[0]);
    expect(windows).toHaveLength(2);
    const [first, second] = windows as [readonly [number, number], readonly [number, number]];
    // No paid day is lost to an overlap: 365 + 90 days in all, the later plan starting as the earlier one ends.
    expect(second[0]).toBe(first[1]);
    expect(second[1] - first[0]).toBe((365 + 90) * 86_400_000);
  });

  it('one receipt refunded 5 times at once: one 200, the rest 409, refunded once and access ended', async () => {
    const u = await createUser(t);
    expect((await post(u, '/api/payments/verify', await paidOrder(u))).statusCode).toBe(200);
    const [receipt] = (await t.app.inject({ method: 'GET', url: '/api/payments/billing', headers: u.headers })).json()
      .receipts;
    const results = await Promise.all(Array.from({ length: 5 }, () => post(u, `/api/payments/${receipt.id}/refund`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, u.id));
    expect(rows.map((r) => [r.status, r.refundId !== null])).toEqual([['refunded', true]]);
    const status = await t.app.inject({ method: 'GET', url: '/api/user/subscription-status', headers: u.headers });
    expect(status.json().hasPaidSubscription).toBe(false);
  });

  it('a refund claim left by a request that died lapses after 5 minutes; a live one answers 409', async () => {
    const u = await createUser(t);
    expect((await post(u, '/api/payments/verify', await paidOrder(u))).statusCode).toBe(200);
    const [receipt] = (await t.app.inject({ method: 'GET', url: '/api/payments/billing', headers: u.headers })).json()
      .receipts;
    const claim = (msAgo: number) =>
      t.database.db
        .update(payments)
        .set({ refundId: refundClaim(t.clock.now().getTime() - msAgo) })
        .where(eq(payments.id, receipt.id));
    await claim(60_000);
    const busy = await post(u, `/api/payments/${receipt.id}/refund`);
    expect([busy.statusCode, busy.json().message]).toEqual([409, 'This payment is being refunded already.']);
    // Nobody reading the payment sees the claim as a refund id.
    const [shown] = (await t.app.inject({ method: 'GET', url: '/api/payments/billing', headers: u.headers })).json()
      .receipts;
    expect(shown.status).toBe('captured');
    expect(JSON.stringify(shown)).not.toContain('pending:');
    await claim(6 * 60_000);
    const res = await post(u, `/api/payments/${receipt.id}/refund`);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, receipt.id));
    expect(row).toMatchObject({ status: 'refunded', refundId: res.json().refundId });
  });

  it('20 saves of one bookmark at once (with notes) and 10 learners each doing so: one row per learner, no 5xx', async () => {
    const [questionId] = await addQuestions(t, [mcq()]);
    const learners = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const results = await Promise.all(
      learners.flatMap((u) =>
        Array.from({ length: 20 }, (_, i) =>
          t.app.inject({
            method: 'PUT',
            url: `/api/bookmarks/${questionId}`,
            headers: u.headers,
            payload: { note: `note ${i}` },
          }),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s >= 300)).toEqual([]);
    for (const u of learners) {
      const rows = await t.database.db.select().from(bookmarks).where(eq(bookmarks.userId, u.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.note).toMatch(/^note \d+$/);
    }
  });
});
