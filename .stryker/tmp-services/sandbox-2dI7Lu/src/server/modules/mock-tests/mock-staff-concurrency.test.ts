// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { auditTrail } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock } from '#server/test/mock-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

// Staff mock writes at the same moment as each other and as learners starting the mock (on PostgreSQL in CI's
// second pass): no 5xx, no deadlock, and the audit trail tells exactly the changes that happened, in order.

let t: TestApp;
let staff: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  const [admin, member] = await Promise.all([createUser(t, { kind: 'admin' }), createUser(t)]);
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, member.id));
  staff = [admin, member];
});
afterAll(() => t.close());

const call = (u: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u.headers, ...(payload ? { payload } : {}) });

describe('concurrent staff mock writes', () => {
  it('publish and draft requests racing learners who start the mock: a consistent chain of changes', async () => {
    const mock = await createMock(t);
    const learners = await Promise.all(Array.from({ length: 8 }, () => createUser(t, { kind: 'premium' })));
    const flips = Array.from({ length: 12 }, (_, i) =>
      call(staff[i % 2] as TestUser, 'PUT', `/api/admin/mock-tests/${mock.id}/status`, {
        status: i % 3 === 0 ? 'published' : 'draft',
      }),
    );
    const starts = learners.map((l, i) =>
      call(l, 'POST', `/api/mock-tests/${mock.id}/start`, { clientId: `tab-race-${String(i).padStart(4, '0')}` }),
    );
    const [flipped, started] = await Promise.all([Promise.all(flips), Promise.all(starts)]);
    expect(flipped.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
    // A learner either started (the mock was published at that moment) or was told it is not there.
    expect(started.map((r) => r.statusCode).filter((c) => c !== 200 && c !== 201 && c !== 404)).toEqual([]);

    // Every entry is a real change, each one starting where the previous one ended, and the last one is the state.
    const chain = await auditTrail(t, { action: 'mock.status', targetId: mock.id });
    expect(chain.length).toBeGreaterThan(0);
    for (const e of chain) expect(e.before?.status).not.toBe(e.after?.status);
    for (let i = 1; i < chain.length; i++) expect(chain[i]?.before?.status).toBe(chain[i - 1]?.after?.status);
    const now = (await call(staff[0] as TestUser, 'GET', '/api/admin/mock-tests')).json();
    const state = now.items.find((m: { id: number }) => m.id === mock.id).status;
    expect(chain.at(-1)?.after?.status ?? 'published').toBe(state);
  });

  it('two staff granting the same extra time to 15 learners at once: one entry per learner', async () => {
    const learners = await Promise.all(Array.from({ length: 15 }, () => createUser(t)));
    const grants = learners.flatMap((l) =>
      staff.map((s) => call(s, 'PUT', '/api/admin/mock-time-grants', { userId: l.id, timeFactor: 4 / 3 })),
    );
    const results = await Promise.all(grants);
    expect(results.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
    for (const l of learners) {
      const entries = await auditTrail(t, { action: 'mock.time_grant', targetId: l.id });
      expect(entries, l.id).toHaveLength(1);
    }
  });
});
