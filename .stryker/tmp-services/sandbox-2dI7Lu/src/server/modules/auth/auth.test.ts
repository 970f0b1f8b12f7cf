// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/index';
import { hashToken } from '#server/modules/access/public';
import { createUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'chief@mbaprep.test' });
});
afterAll(() => t.close());

let seq = 0;
const person = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email: `asha${seq}@example.com`,
    username: `asha_${seq}`,
    password: 'correct-horse',
    ...over,
  };
};
const register = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/register', payload: body as object });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers });

describe('POST /api/register', () => {
  it('creates an account with an argon2id hash and answers 201 with the spec text', async () => {
    const body = person({ phone: '+91 98765 43210', email: 'Mixed.Case@Example.com', username: 'Mixed_Case' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Account created successfully! Please sign in.' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'mixed.case@example.com'));
    expect(row?.username).toBe('mixed_case');
    expect(row?.phone).toBe('+91 98765 43210');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('correct-horse');
  });

  it('stores no phone when it is omitted or empty', async () => {
    const body = person({ phone: '' });
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.phone).toBeNull();
  });

  it('refuses a duplicate email (any case) and a duplicate username with 409', async () => {
    const first = person();
    expect((await register(first)).statusCode).toBe(201);
    const sameEmail = await register(person({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ message: 'An account with this email already exists', code: 'conflict' });
    const sameName = await register(person({ username: first.username }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('This username is taken');
  });

  it('turns the unique-violation race into a 409, never a 500', async () => {
    const body = person();
    const results = await Promise.all([register(body), register(body), register(body)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
  });

  it.each([
    ['firstName', { firstName: undefined }, /firstName/],
    ['lastName', { lastName: '   ' }, /lastName: Last name is required/],
    ['email', { email: 'not-an-email' }, /email: Enter a valid email address/],
    ['username', { username: 'ab' }, /username: Username must be 3–30/],
    ['username', { username: 'has space' }, /username/],
    ['password', { password: '12345' }, /password: Password must be at least 6 characters long\./],
    ['phone', { phone: 'call me' }, /phone: Enter a valid phone number/],
    ['password', { password: 123456 }, /password/],
  ])('answers 400 naming %s when it is invalid', async (_field, over, pattern) => {
    const res = await register(person(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(res.json().message).toMatch(pattern);
  });
});

describe('POST /api/login', () => {
  it('returns a token, redirect / and sets an httpOnly SameSite=Lax cookie; the token signs requests in', async () => {
    const body = person();
    await register(body);
    const res = await login(body.email.toUpperCase(), body.password, {
      'user-agent': 'Vitest Browser/1.0',
      // No proxy is trusted by default: a client-written X-Forwarded-For is not its address.
      'x-forwarded-for': '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ success: true, redirect: '/' });
    expect(typeof json.message).toBe('string');
    // At least 128 random bits: 32 bytes in base64url is 43 characters.
    expect(json.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('auth_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`auth_token=${json.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const expires = new Date(must(/Expires=([^;]+)/.exec(cookie ?? '')?.[1], 'the cookie expiry'));
    expect(Math.round((expires.getTime() - t.clock.now().getTime()) / 86_400_000)).toBe(30);

    // Only the SHA-256 of the token is stored, with the client's user agent and address.
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(json.token)));
    expect(session).toMatchObject({ userAgent: 'Vitest Browser/1.0', ip: '127.0.0.1' });
    const all = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(all.some((s) => s.h === json.token)).toBe(false);

    const viaHeader = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'x-auth-token': json.token },
    });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json()).toMatchObject({
      email: body.email,
      username: body.username,
      isAdmin: false,
      role: 'user',
    });
    expect(viaHeader.json()).not.toHaveProperty('passwordHash');
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { auth_token: json.token } });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('creates a new session at every login', async () => {
    const body = person();
    await register(body);
    const a = (await login(body.email, body.password)).json().token;
    const b = (await login(body.email, body.password)).json().token;
    expect(a).not.toBe(b);
    for (const token of [a, b]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-auth-token': token } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const body = person();
    await register(body);
    const wrong = await login(body.email, 'wrong-password');
    const unknown = await login('nobody@example.com', body.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials', code: 'unauthorized' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('redirects administrators to /admin: ADMIN_EMAIL, role admin and the isAdmin flag', async () => {
    const chief = person({ email: 'Chief@MBAPrep.test' });
    await register(chief);
    expect((await login('chief@mbaprep.test', chief.password)).json().redirect).toBe('/admin');

    const byRole = await createUser(t, { kind: 'admin' });
    expect((await login(byRole.email, byRole.password)).json().redirect).toBe('/admin');

    const byFlag = person();
    await register(byFlag);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.email, byFlag.email));
    const res = await login(byFlag.email, byFlag.password);
    expect(res.json().redirect).toBe('/admin');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'x-auth-token': res.json().token },
    });
    expect(me.json().isAdmin).toBe(true);
  });

  it('answers 400 naming the field for a missing password or a bad email', async () => {
    const noPassword = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co' } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toMatch(/^password/);
    const badEmail = await login('nope', 'secret123');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/^email/);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 with no token, an unknown token, or an expired session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const bogus = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-auth-token': 'bogus' } });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().code).toBe('unauthorized');

    const user = await createUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers })).statusCode).toBe(200);
    t.clock.advance(31 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers })).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session on the server and expires the cookie', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out' });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('auth_token='));
    expect(cookie).toMatch(/auth_token=;/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers });
    expect(after.statusCode).toBe(401);
  });

  it('answers 200 when not signed in, and accepts an empty body with or without a JSON content type', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    const user = await createUser(t);
    const withType = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(withType.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers })).statusCode).toBe(401);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(junk.statusCode).toBe(200);
  });
});

describe('GET /api/user/subscription-status', () => {
  it('answers 401 for a guest and the three flags for each kind of user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/subscription-status' })).statusCode).toBe(401);
    const status = async (kind: 'free' | 'premium' | 'admin' | 'freeAccess') => {
      const u = await createUser(t, { kind });
      return (await t.app.inject({ method: 'GET', url: '/api/user/subscription-status', headers: u.headers })).json();
    };
    expect(await status('free')).toEqual({ hasPaidSubscription: false, isAdminAccess: false, hasFreeAccess: false });
    expect(await status('premium')).toEqual({ hasPaidSubscription: true, isAdminAccess: false, hasFreeAccess: false });
    expect(await status('admin')).toEqual({ hasPaidSubscription: false, isAdminAccess: true, hasFreeAccess: false });
    expect(await status('freeAccess')).toEqual({
      hasPaidSubscription: false,
      isAdminAccess: false,
      hasFreeAccess: true,
    });
  });
});
