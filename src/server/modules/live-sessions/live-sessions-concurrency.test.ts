import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRegistrations, liveSessions } from '#server/db/schema/index';
import { createUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { createSession } from './live-test-fixtures.ts';

// Learners racing for the last seats (on PostgreSQL when TEST_DATABASE_URL is set): exactly the limit, no 5xx.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seat-limited registration under contention', () => {
  it('50 learners racing for 10 seats: exactly 10 registered, the rest 409, none 5xx', async () => {
    const staff = await createUser(t, { kind: 'admin' });
    const s = await createSession(t, staff, { seatLimit: 10 });
    const learners = await Promise.all(Array.from({ length: 50 }, () => createUser(t)));
    const results = await Promise.all(
      learners.map((u) =>
        t.app.inject({ method: 'POST', url: `/api/live-sessions/${s.id}/registration`, headers: u.headers }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 200)).toHaveLength(10);
    expect(statuses.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    const regs = await t.database.db.select().from(liveRegistrations).where(eq(liveRegistrations.sessionId, s.id));
    expect(regs).toHaveLength(10);
    const [row] = await t.database.db.select().from(liveSessions).where(eq(liveSessions.id, s.id));
    expect(row?.seatsTaken).toBe(10);
  });

  it('register and unregister racing for one learner keep the count equal to the registrations', async () => {
    const staff = await createUser(t, { kind: 'admin' });
    const s = await createSession(t, staff, { seatLimit: 5 });
    const u = await createUser(t);
    const url = `/api/live-sessions/${s.id}/registration`;
    const calls = Array.from({ length: 20 }, (_, i) =>
      t.app.inject({ method: i % 2 ? 'DELETE' : 'POST', url, headers: u.headers }),
    );
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
    const regs = await t.database.db.select().from(liveRegistrations).where(eq(liveRegistrations.sessionId, s.id));
    const [row] = await t.database.db.select().from(liveSessions).where(eq(liveSessions.id, s.id));
    expect(row?.seatsTaken).toBe(regs.length);
  });
});
