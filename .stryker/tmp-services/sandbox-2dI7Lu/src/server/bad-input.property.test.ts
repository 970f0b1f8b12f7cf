// @ts-nocheck
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/index';
import { hashToken, newToken, SESSION_DAYS } from '#server/modules/access/session-token';
import { body, inputSchema, pathParam, query } from '#server/test/bad-input';
import { createUser } from '#server/test/fixtures';
import { addQuestions, addSet, chartSet, mcq, tita } from '#server/test/question-fixtures';
import { createRazorpayTestApp } from '#server/test/razorpay-app';
import type { RazorpayPeer } from '#server/test/razorpay-peer';
import type { TestApp } from '#server/test/test-app';
import type { RegisteredRoute } from './app.ts';
import { ROUTE_ACCESS } from './authorisation.table.ts';

// Issue 8: every registered route, fed generated bad input derived from its zod schemas, as a guest, a (premium)
// learner and an administrator: never a 5xx, and a refused request (4xx) changes no row of any table.
// BAD_INPUT_RUNS sets the runs per route (CI keeps the default); FC_SEED replays a failure's seed.

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 12);
const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

let t: TestApp;
let peer: RazorpayPeer;
type Caller = { name: 'guest' | 'learner' | 'staff'; userId?: string; token?: string };
const callers: Caller[] = [{ name: 'guest' }];
let checksumSql = '';

beforeAll(async () => {
  // Razorpay as in production (a real peer on 127.0.0.1).
  ({ t, peer } = await createRazorpayTestApp());
  await addQuestions(t, [mcq(), mcq({ isPremium: true } as never), tita({ kind: 'numeric', value: 42 })]);
  await addSet(t, chartSet());
  const learner = await createUser(t, { kind: 'premium' });
  const staff = await createUser(t, { kind: 'admin' });
  callers.push({ name: 'learner', userId: learner.id, token: learner.token });
  callers.push({ name: 'staff', userId: staff.id, token: staff.token });
  const tables = await rows<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  expect(tables.length).toBeGreaterThan(10);
  // last_seen_at moves when a session is used at all, refused or not: not a change the request made.
  checksumSql = tables
    .map(
      ({ name }) =>
        `select '${name}' as t, count(*)::int as n, coalesce(md5(string_agg((to_jsonb(x) - 'last_seen_at')::text, '|' order by (to_jsonb(x) - 'last_seen_at')::text)), '') as h from "${name}" x`,
    )
    .join(' union all ');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

async function rows<T>(text: string): Promise<T[]> {
  const res = (await t.database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return res.rows;
}

async function snapshot(): Promise<string[]> {
  const all = await rows<{ t: string; n: number; h: string }>(checksumSql);
  return all.map((r) => `${r.t}: ${r.n} rows, md5 ${r.h}`);
}

/** Signing out ends the caller's session: that route signs in afresh each time (a session row, no password hash). */
async function sessionFor(route: RegisteredRoute, caller: Caller): Promise<string | undefined> {
  if (!caller.userId || !ROUTE_ACCESS[`${route.method} ${route.url}`]?.last) return caller.token;
  const token = newToken();
  await t.database.db.insert(sessions).values({
    userId: caller.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(t.clock.now().getTime() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
let ip = 0;

function requestArbitrary(route: RegisteredRoute) {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  return fc.record({
    caller: fc.constantFrom(...callers),
    params: fc.tuple(...names.map(() => pathParam)),
    query: query(inputSchema(route.input.querystring)),
    body: HAS_BODY.has(route.method) ? fc.option(body(inputSchema(route.input.body)), { freq: 6 }) : fc.constant(null),
  });
}

describe('every registered route refuses generated bad input with a 4xx and changes nothing when it refuses', () => {
  it('registers routes with their input schemas', () => {
    expect(t.app.routeList.length).toBeGreaterThan(80);
    expect(t.app.routeList.filter((r) => r.input.body || r.input.querystring || r.input.params).length).toBeGreaterThan(
      40,
    );
  });

  it('notices a changed row in its table checksums', async () => {
    const before = await snapshot();
    await sessionFor(t.app.routeList.find((r) => r.url === '/api/logout') as RegisteredRoute, callers[1] as Caller);
    expect(await snapshot()).not.toEqual(before);
  });

  it(`answers below 500 and keeps every table's rows on a refusal (${RUNS} runs a route, seed ${SEED})`, async () => {
    const routes = [...t.app.routeList].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
    let before = await snapshot();
    let requests = 0;
    const statuses = new Set<number>();
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (req) => {
          let i = 0;
          const path = route.url.replace(/:\w+|\*/g, () => req.params[i++] ?? '1');
          const url = req.query ? `${path}?${req.query}` : path;
          const token = await sessionFor(route, req.caller);
          if (token !== req.caller.token) before = await snapshot();
          ip = (ip + 1) % 65_000;
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            remoteAddress: `10.9.${ip >> 8}.${ip & 255}`,
            headers: {
              ...(token ? { 'x-auth-token': token } : {}),
              ...(req.body ? { 'content-type': req.body.json ? 'application/json' : 'text/plain' } : {}),
            },
            payload: req.body?.raw,
          });
          requests += 1;
          statuses.add(res.statusCode);
          const what = `${req.caller.name} ${route.method} ${url.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          const after = await snapshot();
          if (res.statusCode >= 400) expect(after, `a refused request changed rows: ${what}`).toEqual(before);
          before = after;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS);
    // The input reached past the guards: some requests succeeded, others were refused as invalid or unknown, and
    // some were refused to the caller (401 or 403: which one a seed meets depends on the callers it draws, as schema
    // validation answers a guest's malformed input with 400 before the handler asks who is calling).
    for (const status of [200, 400, 404]) expect([...statuses]).toContain(status);
    expect([...statuses].some((s) => s === 401 || s === 403)).toBe(true);
  }, 600_000);
});
