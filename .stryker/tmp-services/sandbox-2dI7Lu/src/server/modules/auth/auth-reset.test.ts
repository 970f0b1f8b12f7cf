// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://prep.example.in' });
});
afterAll(() => t.close());

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
const verifyToken = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: token === undefined ? '/api/verify-reset-token' : `/api/verify-reset-token?token=${encodeURIComponent(token)}`,
  });
const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, newPassword } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const me = (user: Pick<TestUser, 'headers'>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers });

/** Asks for a reset link and returns the token parsed from the mailed link. */
async function mailedToken(email: string): Promise<string> {
  const before = t.mailer.sent.length;
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  const mail = must(t.mailer.sent.at(-1), 'the reset mail');
  expect(t.mailer.sent.length).toBe(before + 1);
  expect(mail.to).toBe(email);
  const match = /https:\/\/prep\.example\.in\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return decodeURIComponent(must(match?.[1], 'the token in the link'));
}

const NEUTRAL = { message: 'If an account exists for that email, a reset link is on its way.' };
const INVALID = 'This reset link is invalid or expired.';

describe('password reset', () => {
  it('answers the same for known and unknown emails, and mails only real accounts', async () => {
    const user = await createUser(t);
    const before = t.mailer.sent.length;
    const unknown = await forgot('ghost@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(NEUTRAL);
    expect(t.mailer.sent.length).toBe(before);
    const known = await forgot(user.email.toUpperCase());
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(NEUTRAL);
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.sent.at(-1)?.html).toContain('https://prep.example.in/reset-password?token=');
  });

  it('stores only the hash of the token, valid for 60 minutes', async () => {
    const user = await createUser(t);
    const token = await mailedToken(user.email);
    const rows = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(must(rows[0], 'the reset row').expiresAt.getTime() - t.clock.now().getTime()).toBe(60 * 60_000);
  });

  it('walks the mailed link: verify, reset, sign in with the new password, all old sessions revoked', async () => {
    const user = await createUser(t);
    const other = await login(user.email, user.password);
    const token = await mailedToken(user.email);

    expect((await verifyToken(token)).json()).toEqual({ valid: true, message: expect.any(String) });
    const res = await reset(token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().message).toBe('string');

    expect((await me(user)).statusCode).toBe(401);
    expect((await me({ headers: { 'x-auth-token': other.json().token } })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);

    const notice = must(t.mailer.sent.at(-1), 'the notice mail');
    expect(notice.to).toBe(user.email);
    expect(notice.subject).toMatch(/password was changed/i);
  });

  it('is single use', async () => {
    const user = await createUser(t);
    const token = await mailedToken(user.email);
    expect((await reset(token, 'first-new-pass')).statusCode).toBe(200);
    const again = await reset(token, 'second-new-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVALID, code: 'bad_request' });
    expect((await verifyToken(token)).json()).toEqual({ valid: false, message: INVALID });
    expect((await login(user.email, 'first-new-pass')).statusCode).toBe(200);
  });

  it('retires the other outstanding links of the user once one is used', async () => {
    const user = await createUser(t);
    const older = await mailedToken(user.email);
    const newer = await mailedToken(user.email);
    expect((await reset(newer, 'newer-pass')).statusCode).toBe(200);
    expect((await reset(older, 'older-pass')).statusCode).toBe(400);
  });

  it('expires at 60 minutes', async () => {
    const user = await createUser(t);
    const token = await mailedToken(user.email);
    t.clock.advance(59 * 60_000);
    expect((await verifyToken(token)).json().valid).toBe(true);
    t.clock.advance(60_000);
    expect((await verifyToken(token)).json()).toEqual({ valid: false, message: INVALID });
    const res = await reset(token, 'too-late-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it('treats a missing or unknown token as invalid', async () => {
    expect((await verifyToken()).json()).toEqual({ valid: false, message: INVALID });
    expect((await verifyToken('')).json()).toEqual({ valid: false, message: INVALID });
    expect((await verifyToken('made-up')).json()).toEqual({ valid: false, message: INVALID });
    const res = await reset('made-up', 'whatever-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it('refuses a short new password naming the rule, and keeps the link usable', async () => {
    const user = await createUser(t);
    const token = await mailedToken(user.email);
    const res = await reset(token, '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('newPassword: Password must be at least 6 characters long.');
    expect((await verifyToken(token)).json().valid).toBe(true);
  });

  it('limits reset mails to 5 an hour per email', async () => {
    const user = await createUser(t);
    const before = t.mailer.sent.length;
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).statusCode).toBe(200);
    const sixth = await forgot(user.email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many/) });
    // Unknown emails are limited the same way, so the limit reveals nothing.
    for (let i = 0; i < 5; i++) await forgot('nobody-here@example.com');
    expect((await forgot('nobody-here@example.com')).statusCode).toBe(429);
    expect(t.mailer.sent.length).toBe(before + 5);
    t.clock.advance(60 * 60_000);
    expect((await forgot(user.email)).statusCode).toBe(200);
  });

  it('answers 400 naming the email field when it is missing or malformed', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^email/);
    expect((await forgot('nope')).json().message).toMatch(/^email: Enter a valid email address/);
  });
});
