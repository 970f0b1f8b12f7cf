// @ts-nocheck
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questions, users } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { isAdministrator } from '#shared/domain/access';

// Staff writes at the same moment (on PostgreSQL in CI's second pass): no 5xx, no deadlock, the last administrator
// is never lost, and every change has exactly one audit entry whose "before" is the state the change replaced.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (u: TestUser, method: 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u.headers, ...(payload ? { payload } : {}) });
const entries = (where = sql`true`) => t.database.db.select().from(auditLog).where(where).orderBy(auditLog.id);

describe('concurrent staff writes', () => {
  it('two administrators demoting each other and themselves at once: one always remains, never a 5xx', async () => {
    for (let round = 0; round < 6; round++) {
      const a = await createUser(t, { kind: 'admin' });
      const b = await createUser(t, { kind: 'admin' });
      // Leave a and b as the only administrators.
      await t.database.db
        .update(users)
        .set({ role: 'user', isAdmin: false })
        .where(and(sql`${users.id} not in (${a.id}, ${b.id})`, eq(users.role, 'admin')));
      const results = await Promise.all([
        call(a, 'PATCH', `/api/admin/users/${b.id}`, { role: 'user' }),
        call(b, 'PATCH', `/api/admin/users/${a.id}`, { role: 'user' }),
        call(a, 'PATCH', `/api/admin/users/${a.id}`, { role: 'staff' }),
        call(b, 'PATCH', `/api/admin/users/${b.id}`, { role: 'staff' }),
      ]);
      const codes = results.map((r) => r.statusCode);
      expect(
        codes.every((c) => c === 200 || c === 409 || c === 403),
        codes.join(),
      ).toBe(true);
      const left = (await t.database.db.select().from(users)).filter((u) =>
        isAdministrator(u, t.deps.config.ADMIN_EMAIL),
      );
      expect(left.length).toBeGreaterThanOrEqual(1);
      // Exactly one administrator was removed: after it the survivor is the last one, and the removed one has lost
      // the right to change roles even though its request was already under way.
      const removals = (await entries(eq(auditLog.action, 'user.role'))).filter(
        (e) => [a.id, b.id].includes(e.targetId) && e.before?.role === 'admin',
      );
      expect(removals).toHaveLength(1);
      expect(left.map((u) => u.id)).toHaveLength(1);
    }
  });

  it('several staff suspending, restoring, granting and mailing 20 learners at once: one entry per change', async () => {
    const [admin1, admin2] = await Promise.all([createUser(t, { kind: 'admin' }), createUser(t, { kind: 'admin' })]);
    if (!admin1 || !admin2) throw new Error('no admins');
    const learners = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const ids = learners.map((l) => l.id);
    const first = (await entries()).length;
    const calls = learners.flatMap((l, i) => {
      const [x, y] = i % 2 ? [admin1, admin2] : [admin2, admin1];
      return [
        call(x, 'POST', `/api/admin/users/${l.id}/suspend`, {}),
        call(y, 'POST', `/api/admin/users/${l.id}/suspend`, {}),
        call(x, 'POST', `/api/admin/users/${l.id}/free-access`, { enabled: true }),
        call(y, 'POST', `/api/admin/users/${l.id}/free-access`, { enabled: true }),
        call(x, 'POST', `/api/admin/users/${l.id}/password-reset`),
      ];
    });
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const trail = (await entries()).slice(first).filter((e) => ids.includes(e.targetId));
    // Two concurrent suspensions of one learner are one change; so are two identical grants.
    for (const id of ids) {
      const mine = trail.filter((e) => e.targetId === id);
      expect(mine.filter((e) => e.action === 'user.suspend')).toHaveLength(1);
      expect(mine.filter((e) => e.action === 'user.free_access')).toHaveLength(1);
      expect(mine.filter((e) => e.action === 'user.password_reset')).toHaveLength(1);
    }
    const rows = await t.database.db.select().from(users).where(sql`${users.id} in ${ids}`);
    expect(rows.every((u) => u.suspendedAt !== null && u.freeAccess)).toBe(true);
  });

  it('concurrent plan edits: each edit one entry, and each entry’s before is the previous one’s after', async () => {
    const admin = await createUser(t, { kind: 'admin' });
    const created = await call(admin, 'POST', '/api/admin/payments/plans', {
      name: 'Race plan',
      price: '999',
      durationDays: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    const planId = created.json().id as number;
    const prices = Array.from({ length: 15 }, (_, i) => String(1000 + i));
    const results = await Promise.all(
      prices.map((price) => call(admin, 'PATCH', `/api/admin/payments/plans/${planId}`, { price })),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const trail = await entries(and(eq(auditLog.action, 'plan.update'), eq(auditLog.targetId, String(planId))));
    expect(trail).toHaveLength(15);
    for (let i = 1; i < trail.length; i++) expect(trail[i]?.before).toEqual(trail[i - 1]?.after);
  });

  it('staff publishing and unpublishing the same questions at once: one entry per real change, statuses chain', async () => {
    const staff = await Promise.all(Array.from({ length: 4 }, () => createUser(t, { kind: 'admin' })));
    const ids = await addQuestions(
      t,
      Array.from({ length: 5 }, () => mcq()),
    );
    const results = await Promise.all(
      staff.flatMap((s, i) => [
        call(s, 'POST', '/api/admin/questions/status', { ids, status: i % 2 ? 'draft' : 'published' }),
        call(s, 'POST', '/api/admin/questions/status', {
          ids: [...ids].reverse(),
          status: i % 2 ? 'published' : 'draft',
        }),
      ]),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const rows = await t.database.db.select().from(questions).where(sql`${questions.id} in ${ids}`);
    for (const q of rows) {
      const trail = await entries(and(eq(auditLog.action, 'question.status'), eq(auditLog.targetId, String(q.id))));
      for (let i = 1; i < trail.length; i++) expect(trail[i]?.before).toEqual(trail[i - 1]?.after);
      expect(trail.at(-1)?.after).toEqual({ status: q.status });
    }
  });
});
