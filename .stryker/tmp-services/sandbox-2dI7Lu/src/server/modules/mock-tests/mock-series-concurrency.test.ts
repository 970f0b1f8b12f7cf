// @ts-nocheck
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockTests, users } from '#server/db/schema/index';
import { auditTrail } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock } from '#server/test/mock-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

// Two staff members editing the same series and schedule at once (PostgreSQL in CI's second pass): no 5xx, no
// deadlock, every mock of the series exactly once with places 1..n, and an audit chain where each entry starts
// where the previous one ended.

let t: TestApp;
let staff: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  const [admin, member] = await Promise.all([createUser(t, { kind: 'admin' }), createUser(t)]);
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, member.id));
  staff = [admin, member];
});
afterAll(() => t.close());

const call = (u: TestUser, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u.headers, ...(payload ? { payload } : {}) });
const who = (i: number) => staff[i % 2] as TestUser;
const codes = (rs: Array<{ statusCode: number }>) => rs.map((r) => r.statusCode);

async function series(title: string) {
  const res = await call(who(0), 'POST', '/api/admin/mock-series', { title, exam: 'CAT' });
  return res.json().id as number;
}
async function members(id: number) {
  const list = (await call(who(0), 'GET', '/api/admin/mock-series')).json().items;
  return list.find((s: { id: number }) => s.id === id).mockIds as number[];
}

describe('concurrent series and schedule edits', () => {
  it('12 mocks joining one series at once, from two staff: each once, places 1..12 with none doubled', async () => {
    const id = await series('Race: joining');
    const mocks = await Promise.all(Array.from({ length: 12 }, () => createMock(t)));
    const joined = await Promise.all(
      mocks.map((m, i) => call(who(i), 'PATCH', `/api/admin/mock-tests/${m.id}`, { seriesId: id })),
    );
    expect(codes(joined).filter((c) => c !== 200)).toEqual([]);
    const order = await members(id);
    expect([...order].sort((a, b) => a - b)).toEqual(mocks.map((m) => m.id).sort((a, b) => a - b));
    const places = await t.database.db
      .select({ place: mockTests.seriesOrder })
      .from(mockTests)
      .where(eq(mockTests.seriesId, id))
      .orderBy(asc(mockTests.seriesOrder));
    expect(places.map((r) => r.place)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(await auditTrail(t, { action: 'mock.update' })).toHaveLength(12);
  });

  it('two staff reordering the same series 10 times at once while a third moves mocks in and out', async () => {
    const id = await series('Race: ordering');
    const mocks = await Promise.all(Array.from({ length: 6 }, () => createMock(t)));
    for (const m of mocks) await call(who(0), 'PATCH', `/api/admin/mock-tests/${m.id}`, { seriesId: id });
    const extra = await createMock(t);
    const start = await members(id);
    const orders = Array.from({ length: 10 }, (_, i) => {
      const o = [...start];
      o.push(...o.splice(0, (i % 5) + 1)); // rotate by 1..5
      return o;
    });
    const writes = [
      ...orders.map((mockIds, i) => call(who(i), 'PUT', `/api/admin/mock-series/${id}/order`, { mockIds })),
      call(who(1), 'PATCH', `/api/admin/mock-tests/${extra.id}`, { seriesId: id, seriesOrder: 2 }),
      call(who(0), 'PATCH', `/api/admin/mock-tests/${start[0]}`, { opensAt: '2026-12-01T04:30:00Z' }),
      call(who(1), 'PATCH', `/api/admin/mock-tests/${start[0]}`, { closesAt: '2026-12-01T10:30:00Z' }),
    ];
    const results = await Promise.all(writes);
    // An order sent before the extra mock joined is refused with 409 (the list changed), never a 5xx.
    expect(codes(results).filter((c) => c !== 200 && c !== 409)).toEqual([]);
    expect(codes(results).slice(-3)).toEqual([200, 200, 200]);

    const final = await members(id);
    expect([...final].sort((a, b) => a - b)).toEqual([...start, extra.id].sort((a, b) => a - b));
    // The order chain: every applied order starts from the one before it and the last is what the series shows.
    const chain = await auditTrail(t, { action: 'series.order', targetId: id });
    for (let i = 1; i < chain.length; i++) expect(chain[i]?.before).toEqual(chain[i - 1]?.after);
    // (The extra mock joining moves no other mock, so without it the last applied order is the series' order.)
    const without = (ids: number[]) => ids.filter((m) => m !== extra.id);
    const last = chain.at(-1)?.after?.mockIds as number[] | undefined;
    expect(without(final)).toEqual(without(last ?? start));
    // Both ends of the window landed: neither write lost the other's field.
    const mock = (await call(who(0), 'GET', '/api/admin/mock-tests'))
      .json()
      .items.find((m: { id: number }) => m.id === start[0]);
    expect(mock).toMatchObject({ opensAt: '2026-12-01T04:30:00.000Z', closesAt: '2026-12-01T10:30:00.000Z' });
  });
});
