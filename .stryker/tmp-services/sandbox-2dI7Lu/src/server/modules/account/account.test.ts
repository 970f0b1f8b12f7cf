// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, user?: Pick<TestUser, 'headers'>, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers, payload });
const login = async (email: string, password: string, userAgent = 'Second Device') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return { headers: { 'x-auth-token': res.json().token as string } };
};

describe('every settings route needs a signed-in user', () => {
  it.each<[Method, string]>([
    ['PATCH', '/api/account/profile'],
    ['POST', '/api/account/avatar'],
    ['DELETE', '/api/account/avatar'],
    ['POST', '/api/account/password'],
    ['GET', '/api/account/sessions'],
    ['POST', '/api/account/sessions/revoke-others'],
    ['GET', '/api/account/export'],
    ['DELETE', '/api/account'],
  ])('%s %s answers 401 to a guest', async (method, url) => {
    // Guests are refused before the body is even read, so an invalid body still gets 401.
    const payload = method === 'GET' ? undefined : { junk: true };
    const res = await call(method, url, undefined, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });
});

describe('PATCH /api/account/profile', () => {
  it('updates names, username, phone and time zone and answers the new authUser', async () => {
    const user = await createUser(t);
    const res = await call('PATCH', '/api/account/profile', user, {
      firstName: '  Meera ',
      lastName: 'Iyer',
      username: 'Meera_Iyer',
      phone: '+91 90000 00000',
      timezone: 'Asia/Dubai',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      firstName: 'Meera',
      lastName: 'Iyer',
      username: 'meera_iyer',
      phone: '+91 90000 00000',
      timezone: 'Asia/Dubai',
    });
    const me = await call('GET', '/api/auth/user', user);
    expect(me.json().username).toBe('meera_iyer');

    const cleared = await call('PATCH', '/api/account/profile', user, { phone: '' });
    expect(cleared.json().phone).toBeNull();
    expect(cleared.json().firstName).toBe('Meera');
  });

  it('answers 409 when the username belongs to someone else, but accepts the own one', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await call('PATCH', '/api/account/profile', a, { username: 'taken_name' });
    const res = await call('PATCH', '/api/account/profile', b, { username: 'TAKEN_NAME' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This username is taken', code: 'conflict' });
    expect((await call('PATCH', '/api/account/profile', a, { username: 'taken_name' })).statusCode).toBe(200);
  });

  it('answers 400 naming the field for bad values', async () => {
    const user = await createUser(t);
    const badName = await call('PATCH', '/api/account/profile', user, { username: 'x' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toMatch(/^username/);
    const blank = await call('PATCH', '/api/account/profile', user, { firstName: ' ' });
    expect(blank.json().message).toBe('firstName: First name is required');
    const zone = await call('PATCH', '/api/account/profile', user, { timezone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toMatch(/^timezone/);
  });
});

describe('POST /api/account/password', () => {
  it('refuses a wrong current password with 400', async () => {
    const user = await createUser(t);
    const res = await call('POST', '/api/account/password', user, {
      currentPassword: 'not-it',
      newPassword: 'another-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Current password is incorrect', code: 'bad_request' });
  });

  it('refuses a short new password naming the rule', async () => {
    const user = await createUser(t);
    const res = await call('POST', '/api/account/password', user, {
      currentPassword: user.password,
      newPassword: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('newPassword: Password must be at least 6 characters long.');
  });

  it('changes the password, keeps this session, ends the others and mails a notice', async () => {
    const user = await createUser(t);
    const other = await login(user.email, user.password);
    const before = t.mailer.sent.length;
    const res = await call('POST', '/api/account/password', user, {
      currentPassword: user.password,
      newPassword: 'fresh-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await call('GET', '/api/auth/user', user)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', other)).statusCode).toBe(401);
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: user.email, subject: expect.stringMatching(/changed/) });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    await login(user.email, 'fresh-password');
  });

  it('stops guessing after 10 wrong passwords in 15 minutes', async () => {
    const user = await createUser(t);
    const wrong = { currentPassword: 'guess', newPassword: 'another-pass' };
    for (let i = 0; i < 10; i++)
      expect((await call('POST', '/api/account/password', user, wrong)).statusCode).toBe(400);
    const right = { currentPassword: user.password, newPassword: 'another-pass' };
    expect((await call('POST', '/api/account/password', user, right)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000);
    expect((await call('POST', '/api/account/password', user, right)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('lists live sessions with the current one flagged, and revokes the others', async () => {
    const user = await createUser(t);
    const phone = await login(user.email, user.password, 'Phone Browser');
    await login(user.email, user.password, 'Laptop Browser');
    const list = await call('GET', '/api/account/sessions', phone);
    expect(list.statusCode).toBe(200);
    const items = list.json() as Array<Record<string, unknown>>;
    expect(items).toHaveLength(3);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items.find((s) => s.current)).toMatchObject({ userAgent: 'Phone Browser', ip: '127.0.0.1' });
    for (const s of items) {
      expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'id', 'ip', 'lastSeenAt', 'userAgent']);
    }

    const revoked = await call('POST', '/api/account/sessions/revoke-others', phone);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revoked: 2 });
    expect((await call('GET', '/api/auth/user', user)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', phone)).statusCode).toBe(200);
    const after = await call('GET', '/api/account/sessions', phone);
    expect(after.json()).toHaveLength(1);
    expect((await call('POST', '/api/account/sessions/revoke-others', phone)).json()).toEqual({ revoked: 0 });
  });

  it('leaves out expired sessions', async () => {
    const user = await createUser(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.userId, user.id));
    const fresh = await login(user.email, user.password);
    expect((await call('GET', '/api/account/sessions', fresh)).json()).toHaveLength(1);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong password with 400 and a missing one naming the field', async () => {
    const user = await createUser(t);
    const wrong = await call('DELETE', '/api/account', user, { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Password is incorrect');
    const missing = await call('DELETE', '/api/account', user, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^password/);
    expect((await call('GET', '/api/auth/user', user)).statusCode).toBe(200);
  });

  it('deletes the user with their sessions, clears the cookie, and frees the email', async () => {
    const user = await createUser(t);
    const res = await call('DELETE', '/api/account', user, { password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('auth_token='));
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call('GET', '/api/auth/user', user)).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'New',
        lastName: 'Person',
        email: user.email,
        username: 'new_person',
        password: 'secret123',
      },
    });
    expect(again.statusCode).toBe(201);
  });
});
