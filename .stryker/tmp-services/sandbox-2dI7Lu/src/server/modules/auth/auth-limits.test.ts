// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const THROTTLED = { message: 'Too many login attempts. Try again in a minute.', code: 'rate_limited' };
const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

describe('login rate limits', () => {
  it('allows 10 failed attempts a minute per email, then 429 even with the right password', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) {
      // Spread over addresses so only the per-email limit is in play.
      expect((await login(user.email, 'wrong-password', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, user.password, '198.51.100.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(THROTTLED);
    // Another account is unaffected.
    const other = await createUser(t);
    expect((await login(other.email, other.password, '198.51.100.51')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await login(user.email, user.password, '198.51.100.52')).statusCode).toBe(200);
  });

  it('counts only failures per email: successful logins do not lock the account', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 12; i++) {
      expect((await login(user.email, user.password, `198.51.101.${i}`)).statusCode).toBe(200);
    }
  });

  it('allows 60 attempts a minute per IP address, then 429 for any account', async () => {
    t.clock.advance(60_000);
    const ip = '192.0.2.10';
    for (let i = 0; i < 60; i++) {
      expect((await login(`stranger${i}@example.com`, 'wrong-password', ip)).statusCode).toBe(401);
    }
    const user = await createUser(t);
    const blocked = await login(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(THROTTLED);
    expect((await login(user.email, user.password, '192.0.2.11')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });
});

describe('hostile or broken requests answer 4xx, never 500', () => {
  const post = (url: string, payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it.each(['/api/register', '/api/login', '/api/forgot-password', '/api/reset-password'])(
    '%s: malformed JSON, wrong shapes, wrong types, oversized bodies',
    async (url) => {
      const malformed = await post(url, '{"email": ');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('The request body is not valid JSON.');

      for (const body of ['[]', 'null', '"text"', '42', '{"email": 5, "password": [], "token": {}}']) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${body}`).toBe(400);
        expect(res.json().code).toBe('validation_error');
      }

      const plain = await post(url, 'email=a@b.co', 'text/plain');
      expect(plain.statusCode).toBeGreaterThanOrEqual(400);
      expect(plain.statusCode).toBeLessThan(500);

      const xml = await post(url, '<a/>', 'application/xml');
      expect(xml.statusCode).toBe(415);

      const huge = await post(url, JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe('The request body is too large.');
    },
  );

  it('refuses overlong fields with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(201) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^password/);
  });

  it('ignores an absurdly long token instead of failing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'x-auth-token': 'a'.repeat(5000) },
    });
    expect(res.statusCode).toBe(401);
    const verify = await t.app.inject({ method: 'GET', url: `/api/verify-reset-token?token=${'a'.repeat(500)}` });
    expect(verify.statusCode).toBe(400);
  });
});
