// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { seedPlans } from '#server/db/seeds/plans';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import {
  type AccessClass,
  type Caller,
  MISSING_UUID,
  PARAMS,
  ROUTE_ACCESS,
  type RouteAccess,
  UUID_ID_ROUTES,
} from './authorisation.table.ts';

// Every registered route, called by a guest, a free learner, a premium learner, a staff-role account and an
// administrator: each answer must match the route's access class in authorisation.table.ts. A route missing from
// the table, or a table row without a route, fails.

type Role = 'guest' | 'free' | 'premium' | 'staff' | 'admin';
const ROLES: Role[] = ['guest', 'free', 'premium', 'staff', 'admin'];
type Answer = 'allowed' | 401 | 403;

/** What each class answers each caller: allowed means neither 401 nor 403 (a 4xx about the input is fine). */
const EXPECTED: Record<AccessClass, Record<Role, Answer>> = {
  public: { guest: 'allowed', free: 'allowed', premium: 'allowed', staff: 'allowed', admin: 'allowed' },
  login: { guest: 401, free: 'allowed', premium: 'allowed', staff: 'allowed', admin: 'allowed' },
  premium: { guest: 401, free: 403, premium: 'allowed', staff: 'allowed', admin: 'allowed' },
  staff: { guest: 401, free: 403, premium: 403, staff: 'allowed', admin: 'allowed' },
  admin: { guest: 401, free: 403, premium: 403, staff: 403, admin: 'allowed' },
};

let t: TestApp;
const callers = {} as Record<Role, TestUser | null>;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlans({ database: t.database, clock: t.clock });
  callers.guest = null;
  callers.free = await createUser(t);
  callers.premium = await createUser(t, { kind: 'premium' });
  callers.staff = await createUser(t);
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, callers.staff.id));
  callers.admin = await createUser(t, { kind: 'admin' });
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

function url(pattern: string, query: Record<string, string> | undefined): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    name === 'id' && UUID_ID_ROUTES.includes(pattern) ? MISSING_UUID : (PARAMS[name] ?? '1'),
  );
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `${path.replace('*', 'index.css')}${search}`;
}

async function answer(method: string, pattern: string, entry: RouteAccess, caller: TestUser | null): Promise<Answer> {
  const who: Caller = caller ? { id: caller.id } : null;
  const q = entry.request?.query;
  const body = entry.request?.body;
  const res = await t.app.inject({
    method: method as 'GET',
    url: url(pattern, typeof q === 'function' ? q(who) : q),
    headers: {
      ...(caller?.headers ?? {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  // A deliberate 503 (webhooks not configured) is an answer; a 500 would be a crash.
  expect(res.statusCode, `${method} ${pattern} crashed`).not.toBe(500);
  return res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'allowed';
}

describe('authorisation of every registered route', () => {
  it('has exactly one access class for every route the app registers', () => {
    const registered = t.app.routeList.map(key).sort();
    expect(registered.length).toBeGreaterThan(80);
    expect(registered.filter((k) => !(k in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('answers guest, free, premium, staff-role and admin callers as each route’s class says', async () => {
    const routes = [...t.app.routeList].sort(
      (a, b) => Number(!!ROUTE_ACCESS[key(a)]?.last) - Number(!!ROUTE_ACCESS[key(b)]?.last),
    );
    const wrong: string[] = [];
    for (const route of routes) {
      const entry = ROUTE_ACCESS[key(route)];
      if (!entry) continue;
      for (const role of ROLES) {
        const got = await answer(route.method, route.url, entry, callers[role]);
        const want = EXPECTED[entry.access][role];
        if (got !== want) wrong.push(`${key(route)} as ${role}: ${got}, expected ${want} (${entry.access})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses a free learner on premium routes with premium_required, so the web can offer the upgrade', async () => {
    const premiumRoutes = t.app.routeList.filter((r) => ROUTE_ACCESS[key(r)]?.access === 'premium');
    expect(premiumRoutes.length).toBeGreaterThan(0);
    // A fresh learner: the walk above signs its callers out at the end.
    const learner = await createUser(t);
    for (const route of premiumRoutes) {
      const entry = ROUTE_ACCESS[key(route)];
      const body = entry?.request?.body;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: url(route.url, undefined),
        headers: { ...learner.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.json(), `${key(route)}: ${res.body}`).toMatchObject({ code: 'premium_required' });
    }
  });
});
