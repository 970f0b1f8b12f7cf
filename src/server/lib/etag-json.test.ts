import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedPlans } from '#server/db/seeds/plans';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { subscriptionPlan } from '#shared/contracts/payments';

// GET /api/subscription-plans is asked on every landing page: sent pre-serialised with an ETag, so a browser that
// holds the current list gets a bodiless 304, and any change to a plan changes the tag at once.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans({ database: t.database, clock: t.clock });
  admin = await createUser(t, { kind: 'admin' });
});
afterAll(() => t.close());

const plans = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/subscription-plans', headers });

describe('the plans list with an ETag', () => {
  it('answers the contract`s JSON with a tag; the same tag back is a 304 with no body', async () => {
    const first = await plans();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const listed = z.array(subscriptionPlan.strict()).parse(first.json());
    expect(listed.map((p) => p.name)).toEqual(['Monthly', 'Quarterly', 'Yearly Premium']);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    const again = await plans({ 'if-none-match': etag });
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', etag]);
    expect((await plans({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await plans({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('a plan edited by staff gives a new tag, and the old tag gets the new list', async () => {
    const before = await plans();
    const monthly = before.json()[0];
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/payments/plans/${monthly.id}`,
      headers: admin.headers,
      payload: { description: 'Thirty days of everything' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await plans({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()[0].description).toBe('Thirty days of everything');
  });

  it('a discount that ends changes the list and its tag', async () => {
    const before = await plans();
    t.clock.advance(4 * 86_400_000); // the seeded yearly discount ends after 3 days
    const after = await plans({ 'if-none-match': String(before.headers.etag) });
    t.clock.advance(-4 * 86_400_000);
    expect(after.statusCode).toBe(200);
    expect(after.json()[2]).toMatchObject({ hasActiveDiscount: false, price: '9999' });
  });
});
