// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/index';
import { auditTrail } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
let admin: TestUser;
let staffer: TestUser;
let learner: TestUser;

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload === undefined ? {} : { payload }) });
/** The latest audit entry about a user. */
const latestAudit = async (targetId: string) => (await auditTrail(t, { targetType: 'user', targetId })).at(-1);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { kind: 'admin', email: 'root.admin@example.com' });
  staffer = await createUser(t, { email: 'mod.staff@example.com' });
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staffer.id));
  learner = await createUser(t, { email: 'meera.iyer@example.com' });
});
afterAll(() => t.close());

describe('users desk: search and filters', () => {
  it('finds by name or email, and filters by role, plan and activity', async () => {
    const res = await call(staffer, 'GET', '/api/admin/users?q=meera');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ email: 'meera.iyer@example.com', suspended: false }] });
    const admins = (await call(admin, 'GET', '/api/admin/users?role=admin')).json();
    expect(admins.items.map((u: { id: string }) => u.id)).toEqual([admin.id]);
    const staff = (await call(admin, 'GET', '/api/admin/users?role=staff')).json();
    expect(staff.items.map((u: { id: string }) => u.id)).toEqual([staffer.id]);
    const free = (await call(admin, 'GET', '/api/admin/users?plan=free')).json();
    expect(free.items.map((u: { id: string }) => u.id)).toEqual([learner.id]);
    const never = (await call(admin, 'GET', '/api/admin/users?activity=never')).json();
    expect(never.total).toBe(3);
    expect((await call(admin, 'GET', '/api/admin/users?activity=active7')).json().total).toBe(0);
    expect((await call(admin, 'GET', '/api/admin/users?plan=gold')).statusCode).toBe(400);
  });

  it('opens a learner’s page; payments only for administrators', async () => {
    const asStaff = (await call(staffer, 'GET', `/api/admin/users/${learner.id}`)).json();
    expect(asStaff).toMatchObject({
      user: { email: learner.email },
      payments: null,
      activity: { attempts: 0 },
      extraTime: { timeFactor: 1 },
    });
    const asAdmin = (await call(admin, 'GET', `/api/admin/users/${learner.id}`)).json();
    expect(asAdmin.payments).toEqual([]);
  });

  it('exports CSV for administrators only', async () => {
    expect((await call(staffer, 'GET', '/api/admin/users/export.csv')).statusCode).toBe(403);
    const csv = await call(admin, 'GET', '/api/admin/users/export.csv?q=meera');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('meera.iyer@example.com');
  });
});

describe('users desk: actions write their audit entry with before and after', () => {
  it('grants free access until a day, and the learner gets premium; revoking ends it', async () => {
    const res = await call(admin, 'POST', `/api/admin/users/${learner.id}/free-access`, {
      enabled: true,
      until: '2099-01-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ freeAccess: true, freeAccessUntil: '2099-01-31T18:30:00.000Z' });
    const status = (await call(learner, 'GET', '/api/user/subscription-status')).json();
    expect(status.hasFreeAccess).toBe(true);
    const entry = await latestAudit(learner.id);
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      action: 'user.free_access',
      before: { freeAccess: false, freeAccessUntil: null },
      after: { freeAccess: true, freeAccessUntil: '2099-01-31T18:30:00.000Z' },
    });
    await call(admin, 'POST', `/api/admin/users/${learner.id}/free-access`, { enabled: false });
    expect((await call(learner, 'GET', '/api/user/subscription-status')).json().hasFreeAccess).toBe(false);
    expect(await latestAudit(learner.id)).toMatchObject({
      before: { freeAccess: true },
      after: { freeAccess: false },
    });
  });

  it('free access ends by itself after its end date', async () => {
    const now = t.clock.now();
    const day = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    await call(admin, 'POST', `/api/admin/users/${learner.id}/free-access`, { enabled: true, until: day });
    expect((await call(learner, 'GET', '/api/user/subscription-status')).json().hasFreeAccess).toBe(true);
    t.clock.advance(4 * 86_400_000);
    expect((await call(learner, 'GET', '/api/user/subscription-status')).json().hasFreeAccess).toBe(false);
    const past = await call(admin, 'POST', `/api/admin/users/${learner.id}/free-access`, {
      enabled: true,
      until: '2001-01-01',
    });
    expect(past.statusCode).toBe(400);
    await call(admin, 'POST', `/api/admin/users/${learner.id}/free-access`, { enabled: false });
  });

  it('staff cannot grant free access or change roles', async () => {
    const free = await call(staffer, 'POST', `/api/admin/users/${learner.id}/free-access`, { enabled: true });
    expect(free.statusCode).toBe(403);
    const role = await call(staffer, 'PATCH', `/api/admin/users/${learner.id}`, { role: 'admin' });
    expect(role.statusCode).toBe(403);
  });

  it('suspends a learner: sessions end, sign-in is refused with a clear message; restoring lets them in', async () => {
    const victim = await createUser(t, { email: 'suspend.me@example.com', password: 'secret123' });
    const res = await call(staffer, 'POST', `/api/admin/users/${victim.id}/suspend`, { reason: 'spam in the forum' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.suspended).toBe(true);
    expect((await call(victim, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, victim.id));
    expect(left).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: victim.email, password: 'secret123' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'account_suspended', message: expect.stringContaining('suspended') });
    expect(await latestAudit(victim.id)).toMatchObject({
      actorEmail: staffer.email,
      action: 'user.suspend',
      before: { suspendedAt: null },
      after: { reason: 'spam in the forum', sessionsEnded: 1 },
    });
    const restore = await call(staffer, 'POST', `/api/admin/users/${victim.id}/unsuspend`);
    expect(restore.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: victim.email, password: 'secret123' },
    });
    expect(again.statusCode).toBe(200);
    expect(await latestAudit(victim.id)).toMatchObject({ action: 'user.unsuspend', after: { suspendedAt: null } });
  });

  it('staff cannot suspend a staff or admin account, and nobody suspends themselves', async () => {
    expect((await call(staffer, 'POST', `/api/admin/users/${admin.id}/suspend`, {})).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/api/admin/users/${admin.id}/suspend`, {})).statusCode).toBe(400);
  });

  it('sends a password-reset link by mail and records it', async () => {
    const before = t.mailer.sent.length;
    const res = await call(staffer, 'POST', `/api/admin/users/${learner.id}/password-reset`);
    expect(res.statusCode, res.body).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const mail = t.mailer.sent.slice(before).find((m) => m.to === learner.email);
    expect(mail?.text ?? '').toContain('/reset-password?token=');
    expect(await latestAudit(learner.id)).toMatchObject({
      action: 'user.password_reset',
      before: null,
      after: { mailedTo: learner.email },
    });
  });
});

describe('roles and the last administrator', () => {
  it('promotes and demotes with audit entries; the last administrator can be neither demoted nor suspended', async () => {
    const promote = await call(admin, 'PATCH', `/api/admin/users/${staffer.id}`, { role: 'admin' });
    expect(promote.statusCode, promote.body).toBe(200);
    expect(await latestAudit(staffer.id)).toMatchObject({
      action: 'user.role',
      before: { role: 'staff', isAdmin: false },
      after: { role: 'admin', isAdmin: true },
    });
    // Two administrators: one may step down.
    const stepDown = await call(staffer, 'PATCH', `/api/admin/users/${staffer.id}`, { role: 'staff' });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    // Now `admin` is the last one.
    const self = await call(admin, 'PATCH', `/api/admin/users/${admin.id}`, { role: 'user' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'last_admin' });
    const entries = (await call(admin, 'GET', `/api/admin/audit?action=user.role&targetId=${admin.id}`)).json();
    expect(entries.total).toBe(0);
    const row = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row[0]?.role).toBe('admin');
  });

  it('an administrator suspended cannot be the last active one', async () => {
    const second = await createUser(t, { kind: 'admin' });
    expect((await call(admin, 'POST', `/api/admin/users/${second.id}/suspend`, {})).statusCode).toBe(200);
    // `second` is suspended, so demoting `admin` would leave none active.
    const res = await call(admin, 'PATCH', `/api/admin/users/${admin.id}`, { role: 'staff' });
    expect(res.statusCode).toBe(409);
  });

  it('refuses demoting the designated admin email', async () => {
    const t2 = await createTestApp({ ADMIN_EMAIL: 'boss@example.com' });
    try {
      const boss = await createUser(t2, { kind: 'admin', email: 'boss@example.com' });
      const other = await createUser(t2, { kind: 'admin' });
      const res = await t2.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${boss.id}`,
        headers: other.headers,
        payload: { role: 'user' },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await t2.close();
    }
  });
});

describe('staff sign-in at /api/admin/login', () => {
  it('refuses a learner without opening a session; lets staff in with redirect /admin', async () => {
    const learnerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: learner.email, password: learner.password },
    });
    expect(learnerLogin.statusCode).toBe(403);
    expect(learnerLogin.json()).toMatchObject({
      code: 'not_staff',
      message: expect.stringContaining('not an administrator'),
    });
    expect(learnerLogin.headers['set-cookie']).toBeUndefined();
    const adminLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(adminLogin.statusCode).toBe(200);
    expect(adminLogin.json()).toMatchObject({ success: true, redirect: '/admin' });
  });
});
