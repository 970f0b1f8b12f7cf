// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '#server/authorisation.table';
import { users } from '#server/db/schema/index';
import { auditCount } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { auditRepo } from './audit.repo.ts';

// The audit trail is append-only from the app's point of view: staff read it at GET /api/admin/audit, and no route
// (nor the repo behind it) updates or deletes an entry.

let t: TestApp;
let admin: TestUser;
let staffer: TestUser;
let learner: TestUser;

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload }) });
const underAudit = (url: string) => url === '/api/admin/audit' || url.startsWith('/api/admin/audit/');

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { kind: 'admin' });
  staffer = await createUser(t);
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staffer.id));
  learner = await createUser(t);
});
afterAll(() => t.close());

describe('the audit trail is append-only', () => {
  it('the only route under /api/admin/audit is a GET, for administrators, in the table and in the app', async () => {
    const listed = Object.entries(ROUTE_ACCESS)
      .map(([key, entry]) => ({ method: key.split(' ')[0], url: key.split(' ')[1] ?? '', access: entry.access }))
      .filter((r) => underAudit(r.url));
    expect(listed).toEqual([{ method: 'GET', url: '/api/admin/audit', access: 'admin' }]);
    const registered = t.app.routeList.filter((r) => underAudit(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(registered).toEqual(['GET /api/admin/audit']);
    // Nothing anywhere in the app writes to the trail but an insert, nor reads it but a list.
    expect(Object.keys(auditRepo(t.database.db)).sort()).toEqual(['insert', 'list']);
  });

  it('writing verbs at the trail find no route and change nothing; staff-role accounts cannot read it', async () => {
    const grant = await call(admin, 'POST', `/api/admin/users/${learner.id}/free-access`, { enabled: true });
    expect(grant.statusCode, grant.body).toBe(200);
    const count = await auditCount(t);
    expect(count).toBe(1);
    const id = (await call(admin, 'GET', '/api/admin/audit')).json().items[0].id;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${id}`]) {
        expect((await call(admin, method, url, { after: null })).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await call(admin, 'POST', `/api/admin/audit/${id}`, {})).statusCode).toBe(404);
    expect(await auditCount(t)).toBe(count);
    expect((await call(staffer, 'GET', '/api/admin/audit')).statusCode).toBe(403);
  });

  it('reads the trail filtered by action, target type and target', async () => {
    const q = `action=user.free_access&targetType=user&targetId=${learner.id}`;
    const page = (await call(admin, 'GET', `/api/admin/audit?${q}`)).json();
    expect(page).toMatchObject({ total: 1, page: 1 });
    expect(page.items[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.free_access',
      targetType: 'user',
      targetId: learner.id,
      before: { freeAccess: false },
      after: { freeAccess: true },
    });
    expect((await call(admin, 'GET', '/api/admin/audit?action=plan.create')).json().total).toBe(0);
    expect((await call(admin, 'GET', `/api/admin/audit?targetType=payment&targetId=${learner.id}`)).json().total).toBe(
      0,
    );
    expect((await call(admin, 'GET', '/api/admin/audit?action=user.delete')).statusCode).toBe(400);
  });
});
