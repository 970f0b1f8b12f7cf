// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '#server/authorisation.table';
import { subscriptionPlans, users } from '#server/db/schema/index';
import { seedPlans } from '#server/db/seeds/plans';
import { testConfig } from '#server/env';
import { FORGOT_PASSWORD_FLOOR_MS } from '#server/modules/auth/auth.service';
import { gatewayFromConfig } from '#server/platform/payments/select-gateway';
import { pathOnly, safeError } from '#server/plugins/logging';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

// One test per finding of the attacker's probe (issue 8), each failing before its fix.

let t: TestApp;
let learner: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlans({ database: t.database, clock: t.clock });
  learner = await createUser(t);
  staff = await createUser(t, { kind: 'admin' });
});
afterAll(() => t.close());

const call = (u: TestUser | null, method: string, url: string, payload?: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url,
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(u?.headers ?? {}),
      ...extra,
    },
  });

/** A concrete URL for a route pattern: every :param gets a well-formed value. */
function concrete(url: string): string {
  return url
    .replace(/:id\b/g, url.startsWith('/api/admin/users') ? '00000000-0000-4000-8000-000000000001' : '1')
    .replace(/:paymentId\b/g, '00000000-0000-4000-8000-000000000002')
    .replace(/:\w+/g, '1');
}

/** Spellings of a staff URL that a URL-prefix check would miss or that must not reach a handler at all. */
function spellings(url: string): { url: string; routed: boolean }[] {
  const rest = url.slice('/api/admin'.length);
  return [
    { url, routed: true },
    { url: `/api/%61dmin${rest}`, routed: true },
    { url: `/%61pi/admin${rest}`, routed: true },
    { url: `/api/%61%64%6d%69%6e${rest}`, routed: true },
    { url: `/api/admin${rest.replace('/', '%2F')}`, routed: false },
    { url: `/api/%2561dmin${rest}`, routed: false },
    { url: url.toUpperCase(), routed: false },
    { url: `${url}/`, routed: false },
  ];
}

describe('1. staff routes are guarded by route, whatever the URL spelling', () => {
  it('refuses guests (401) and learners (403) on every staff route and every spelling; nothing is written', async () => {
    // Staff routes are the ones the authorisation table gives to staff or admins (the staff sign-in form, under the
    // same prefix, is public); every one of them must live under /api/admin, inside the guarded scope.
    const staffOnly = (r: { method: string; url: string }) => {
      const access = ROUTE_ACCESS[`${r.method} ${r.url}`]?.access;
      return access === 'staff' || access === 'admin';
    };
    const staffRoutes = t.app.routeList.filter(staffOnly);
    expect(staffRoutes.filter((r) => !r.url.startsWith('/api/admin/'))).toEqual([]);
    expect(staffRoutes.length).toBeGreaterThanOrEqual(30);
    const plansBefore = await t.database.db.select().from(subscriptionPlans);
    for (const route of staffRoutes) {
      for (const { url, routed } of spellings(concrete(route.url))) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const guest = await call(null, route.method, url, body);
        const asLearner = await call(learner, route.method, url, body);
        const where = `${route.method} ${url}`;
        if (routed) {
          expect(guest.statusCode, where).toBe(401);
          expect(asLearner.statusCode, where).toBe(403);
        } else {
          expect([401, 403, 404], where).toContain(guest.statusCode);
          expect([401, 403, 404], where).toContain(asLearner.statusCode);
        }
      }
    }
    expect(await t.database.db.select().from(subscriptionPlans)).toEqual(plansBefore);
    const [me] = await t.database.db.select().from(users).where(eq(users.id, learner.id));
    expect(me?.freeAccess).toBe(false);
  });

  it('the encoded spelling reaches the handler for staff, proving it is the same route', async () => {
    const res = await call(staff, 'GET', '/api/%61dmin/payments/plans');
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
  });

  it('a staff-role account may run the question bank and look up learners, but not the payments desk or roles', async () => {
    const member = await createUser(t);
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, member.id));
    expect((await call(member, 'GET', '/api/admin/questions')).statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/admin/payments/export.csv')).statusCode).toBe(403);
    expect((await call(member, 'GET', '/api/admin/users')).statusCode).toBe(200);
    const role = await call(member, 'PATCH', `/api/admin/users/${learner.id}`, { role: 'admin' });
    expect(role.statusCode).toBe(403);
    expect((await call(member, 'GET', '/api/admin/audit')).statusCode).toBe(403);
  });
});

describe('2. production never sells through the test gateway', () => {
  it('has no gateway in production without keys, the test gateway only when asked, Razorpay with keys', () => {
    expect(gatewayFromConfig(testConfig({ NODE_ENV: 'production' }))).toBeNull();
    expect(gatewayFromConfig(testConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'test' }))?.name).toBe('test');
    expect(gatewayFromConfig(testConfig({ NODE_ENV: 'development' }))?.name).toBe('test');
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' };
    expect(gatewayFromConfig(testConfig({ NODE_ENV: 'production', ...keys }))?.name).toBe('razorpay');
    expect(() => gatewayFromConfig(testConfig({ PAYMENT_GATEWAY: 'razorpay' }))).toThrow(/RAZORPAY_KEY_ID/);
  });

  it('answers config "unavailable", and refuses orders and test payments with 503 when no gateway is set', async () => {
    const saved = t.deps.payments;
    t.deps.payments = null;
    try {
      expect((await call(null, 'GET', '/api/payments/config')).json()).toEqual({ gateway: 'unavailable', keyId: null });
      const [plan] = await t.database.db.select().from(subscriptionPlans).limit(1);
      const order = await call(learner, 'POST', '/api/payments/orders', { planId: plan?.id });
      expect(order.statusCode).toBe(503);
      expect(order.json().code).toBe('payments_unavailable');
      const pay = await call(learner, 'POST', '/api/payments/test/pay', { orderId: 'order_x', outcome: 'success' });
      expect(pay.statusCode).toBe(503);
    } finally {
      t.deps.payments = saved;
    }
  });
});

describe('3. X-Forwarded-For is believed only from a configured proxy', () => {
  let n = 0;
  // A new email each time, so only the per-address limit (60 a minute) can trip.
  const login = (app: TestApp, ip: string, forwarded: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `nobody${++n}@example.com`, password: 'wrong-password' },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': forwarded },
    });

  it('keeps counting one address however the header changes (no TRUST_PROXY)', async () => {
    const fresh = await createTestApp();
    try {
      for (let i = 0; i < 60; i++) expect((await login(fresh, '198.51.100.1', `10.0.0.${i}`)).statusCode).toBe(401);
      expect((await login(fresh, '198.51.100.1', '10.9.9.9')).statusCode).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('uses the forwarded address when the peer is a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      for (let i = 0; i < 61; i++) expect((await login(proxied, '127.0.0.1', `10.0.1.${i}`)).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a TRUST_PROXY that is not a list of addresses', () => {
    expect(() => testConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
  });
});

describe('4. a partial plan update changes only what it sends', () => {
  it('leaves every untouched field as it was', async () => {
    const [plan] = await t.database.db.select().from(subscriptionPlans).limit(1);
    if (!plan) throw new Error('no plan seeded');
    await t.database.db
      .update(subscriptionPlans)
      .set({ description: 'Kept', originalPrice: '999', maxMockTests: 30, isActive: false })
      .where(eq(subscriptionPlans.id, plan.id));
    const [before] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    const res = await call(staff, 'PATCH', `/api/admin/payments/plans/${plan.id}`, { name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    expect(after).toEqual({ ...before, name: 'Renamed' });
  });

  it('refuses an empty patch with 400', async () => {
    const [plan] = await t.database.db.select().from(subscriptionPlans).limit(1);
    const res = await call(staff, 'PATCH', `/api/admin/payments/plans/${plan?.id}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Nothing to change/);
  });

  it('leaves untouched profile fields alone on PATCH /api/account/profile', async () => {
    const u = await createUser(t);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect((await call(u, 'PATCH', '/api/account/profile', { firstName: 'Meera' })).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect({ ...after, updatedAt: before?.updatedAt }).toEqual({ ...before, firstName: 'Meera' });
  });
});

describe('5. a practice test is final once finished or out of time', () => {
  it('refuses answers after finish and after the time limit, and the score stays', async () => {
    await addQuestions(
      t,
      Array.from({ length: 8 }, () => mcq()),
    );
    const premium = await createUser(t, { kind: 'premium' });
    const session = (await call(premium, 'POST', '/api/tasks/session', { section: 'QA', count: 3, minutes: 5 })).json();
    const [first, second] = session.questions;
    const answer = (q: { id: number; options: string[] | null }, option = 0) =>
      call(premium, 'POST', `/api/practice/questions/${q.id}/attempt`, {
        answer: q.options ? { option } : { text: '1' },
        seconds: 10,
        context: 'task',
        contextId: session.id,
      });
    expect((await answer(first)).statusCode).toBe(200);
    const finished = (await call(premium, 'POST', `/api/tasks/session/${session.id}/finish`)).json();
    for (let option = 0; option < 4; option++) expect((await answer(second, option)).statusCode).toBe(409);
    const again = (await call(premium, 'POST', `/api/tasks/session/${session.id}/finish`)).json();
    expect(again.score).toBe(finished.score);
    expect(again.answered).toBe(1);

    const late = (await call(premium, 'POST', '/api/tasks/session', { section: 'QA', count: 3, minutes: 1 })).json();
    t.clock.advance(66_000);
    const tooLate = await call(premium, 'POST', `/api/practice/questions/${late.questions[0].id}/attempt`, {
      answer: late.questions[0].options ? { option: 0 } : { text: '1' },
      seconds: 10,
      context: 'task',
      contextId: late.id,
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toMatch(/Time is up/);
  });

  it('refuses another learner`s test id and a question outside the test', async () => {
    const owner = await createUser(t, { kind: 'premium' });
    const other = await createUser(t, { kind: 'premium' });
    const created = await call(owner, 'POST', '/api/tasks/session', { section: 'QA', count: 3, minutes: 10 });
    expect(created.statusCode, created.body).toBe(200);
    const session = created.json();
    const q = session.questions[0];
    const body = {
      answer: q.options ? { option: 0 } : { text: '1' },
      seconds: 5,
      context: 'task',
      contextId: session.id,
    };
    expect((await call(other, 'POST', `/api/practice/questions/${q.id}/attempt`, body)).statusCode).toBe(404);
    const list = (await call(owner, 'GET', '/api/practice/questions?limit=50')).json();
    const outside = list.items.find(
      (i: { id: number }) => !session.questions.some((s: { id: number }) => s.id === i.id),
    );
    const wrong = await call(owner, 'POST', `/api/practice/questions/${outside.id}/attempt`, {
      ...body,
      answer: outside.type === 'MCQ' ? { option: 0 } : { text: '1' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('7. bad input answers 400, never 500', () => {
  it.each([
    ['PATCH', '/api/account/profile', { firstName: 'A\u0000b' }],
    ['POST', '/api/questions/1/report', { reason: 'wrong_answer', message: 'x\u0000' }],
    ['PUT', '/api/bookmarks/1', { note: '\u0000' }],
    [
      'POST',
      '/api/register',
      { firstName: 'A\u0000', lastName: 'B', email: 'n@example.com', username: 'nul', password: 'secret123' },
    ],
    ['GET', '/api/practice/questions?topic=%00', undefined],
  ])('%s %s with a NUL character', async (method, url, body) => {
    const res = await call(learner, method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/NUL/);
  });

  it.each([
    ['GET', '/api/practice/questions?cursor=2147483648'],
    ['GET', '/api/practice/questions?setId=99999999999'],
    ['GET', '/api/subscription-plans/2147483648'],
    ['GET', '/api/payments/receipts/2147483648/pdf'],
    ['POST', '/api/payments/orders'],
  ])('%s %s with an id above 2^31-1', async (method, url) => {
    const res = await call(learner, method, url, method === 'POST' ? { planId: 2 ** 31 } : undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });
});

describe('8. secrets stay out of the logs', () => {
  it('logs the path without its query string', () => {
    expect(pathOnly('/api/verify-reset-token?token=abc')).toBe('/api/verify-reset-token?…');
    expect(pathOnly('/api/health')).toBe('/api/health');
  });

  it('cuts the parameters of a failed query from the logged error and its cause', () => {
    const cause = new Error('duplicate key value');
    const failed = Object.assign(
      new Error('Failed query: insert into users values ($1)\nparams: $argon2id$v=19$secret'),
      {
        params: ['$argon2id$v=19$secret'],
        cause,
      },
    );
    const logged = JSON.stringify(safeError(failed));
    expect(logged).not.toContain('argon2id');
    expect(logged).toContain('Failed query: insert into users');
    expect(logged).toContain('duplicate key value');
  });
});

describe('9. written-down choices', () => {
  it('a locked premium question lists only a teaser of its stem', async () => {
    const stem = `A premium puzzle whose full text would give the whole question away to anyone reading the free list ${'x'.repeat(80)}`;
    await addQuestions(t, [{ ...mcq({ stem }), isPremium: true }]);
    const list = (await call(learner, 'GET', '/api/practice/questions?limit=100')).json();
    const locked = list.items.find((i: { locked: boolean }) => i.locked);
    expect(locked.preview.length).toBeLessThanOrEqual(61);
    expect(locked.preview.endsWith('…')).toBe(true);
    const premium = await createUser(t, { kind: 'premium' });
    const open = (await call(premium, 'GET', '/api/practice/questions?limit=100')).json();
    expect(open.items.find((i: { id: number }) => i.id === locked.id).preview).toBe(stem.slice(0, 220));
  });

  it('forgot-password answers a known and an unknown address alike, neither before the time floor', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await call(null, 'POST', '/api/forgot-password', { email });
      return { ms: performance.now() - started, body: res.json(), status: res.statusCode };
    };
    const known = await timed(learner.email);
    const unknown = await timed('nobody-here@example.com');
    expect(known.body).toEqual(unknown.body);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_FLOOR_MS - 2);
    expect(unknown.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_FLOOR_MS - 2);
  });

  it('allows connections to this site only (no ws: or wss: to any host)', async () => {
    const csp = String((await call(null, 'GET', '/api/health')).headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe("connect-src 'self'");
  });

  it('registering an email that exists says so (kept, see decision 0006), and registrations are rate-limited', async () => {
    const body = { firstName: 'A', lastName: 'B', email: learner.email, username: 'fresh_name', password: 'secret123' };
    const res = await call(null, 'POST', '/api/register', body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });
});

describe('registration limit', () => {
  it('allows 20 sign-ups an hour from one address, then 429', async () => {
    const fresh = await createTestApp();
    try {
      const register = (i: number) =>
        fresh.app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: '203.0.113.50',
          payload: {
            firstName: 'A',
            lastName: 'B',
            email: `r${i}@example.com`,
            username: `r_user_${i}`,
            password: 'secret123',
          },
        });
      for (let i = 0; i < 20; i++) expect((await register(i)).statusCode).toBe(201);
      const blocked = await register(20);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many sign-ups/);
    } finally {
      await fresh.close();
    }
  });
});
