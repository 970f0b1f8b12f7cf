import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';

// The full set of security headers on every kind of response, written out as @fastify/helmet 13 (helmet 8) sent
// them, so the headers computed once at startup are held to exactly the same names and values.

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
];
const securityHeaders = (res: LightMyRequestResponse) =>
  Object.fromEntries(SECURITY_HEADERS.filter((name) => name in res.headers).map((name) => [name, res.headers[name]]));

const FRAME_SOURCES =
  'https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://youtube-nocookie.com https://meet.jit.si https://zoom.us https://*.zoom.us https://player.vimeo.com';
const RAZORPAY = 'https://checkout.razorpay.com https://*.razorpay.com';
const CSP_HTTP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  `connect-src 'self';frame-src 'self' ${FRAME_SOURCES};media-src 'self' https: blob:`;
const CSP_HTTPS_RAZORPAY =
  `default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self' ${RAZORPAY};script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;` +
  `connect-src 'self' ${RAZORPAY};frame-src 'self' ${RAZORPAY} ${FRAME_SOURCES};media-src 'self' https: blob:`;
/** Swagger UI's own policy (@fastify/swagger-ui staticCSP), which replaces ours on its pages. */
const CSP_SWAGGER_UI =
  "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' ; script-src-attr 'none'; style-src 'self' https: ; upgrade-insecure-requests;";

/** Sent with every response, a fingerprinted asset included. */
const EVERY_RESPONSE = { 'cross-origin-resource-policy': 'same-origin', 'x-content-type-options': 'nosniff' };
const DOCUMENT = (csp: string) => ({
  ...EVERY_RESPONSE,
  'content-security-policy': csp,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});
const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

let dir: string;
let http: TestApp;
let https: TestApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
  fs.mkdirSync(path.join(dir, 'web/assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'web/index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'web/theme-boot.js'), 'document.documentElement.dataset.x = "1";');
  fs.writeFileSync(path.join(dir, 'web/assets/index-AbC123.js'), 'console.log(1);');
  fs.mkdirSync(path.join(dir, 'data/uploads'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'data/uploads/notes.txt'), 'notes');
  const build = { serveWeb: true, webDir: path.join(dir, 'web') };
  http = await createTestApp({ DATA_DIR: path.join(dir, 'data') }, build);
  https = await createTestApp(
    {
      DATA_DIR: path.join(dir, 'data'),
      APP_URL: 'https://prep.example.com',
      RAZORPAY_KEY_ID: 'rzp_test_headers',
      RAZORPAY_KEY_SECRET: 'secret',
    },
    build,
  );
});
afterAll(async () => {
  await http?.close();
  await https?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('security headers over plain http', () => {
  it.each([
    ['an API JSON route', 'GET', '/api/health', 200],
    ['a HEAD of it', 'HEAD', '/api/health', 200],
    ['an unknown API route', 'GET', '/api/nope', 404],
    ['an OPTIONS request', 'OPTIONS', '/api/health', 404],
    ['the SPA page', 'GET', '/practice', 200],
    ['a static file outside /assets/', 'GET', '/theme-boot.js', 200],
    ['an upload', 'GET', '/uploads/notes.txt', 200],
    ['a private upload, refused', 'GET', '/uploads/live/x.txt', 404],
  ] as const)('%s gets the document set', async (_, method, url, status) => {
    const res = await http.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(securityHeaders(res)).toEqual(DOCUMENT(CSP_HTTP));
  });

  it('a validation error (400) and a cross-site refusal (403, thrown in onRequest) get the document set', async () => {
    const invalid = await http.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co' } });
    expect(invalid.statusCode).toBe(400);
    expect(securityHeaders(invalid)).toEqual(DOCUMENT(CSP_HTTP));
    const foreign = await http.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(securityHeaders(foreign)).toEqual(DOCUMENT(CSP_HTTP));
  });

  it('a fingerprinted asset keeps only the headers that matter for a script', async () => {
    const res = await http.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(securityHeaders(res)).toEqual(EVERY_RESPONSE);
  });

  it("the API docs carry Swagger UI's own policy in place of ours", async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await http.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(securityHeaders(res)).toEqual({ ...DOCUMENT(CSP_HTTP), 'content-security-policy': CSP_SWAGGER_UI });
    }
  });
});

describe('security headers over https with Razorpay configured', () => {
  it.each([
    ['an API JSON route', 'GET', '/api/health', 200],
    ['an unknown API route', 'GET', '/api/nope', 404],
    ['the SPA page', 'GET', '/practice', 200],
  ] as const)('%s adds HSTS, upgrade-insecure-requests and the Razorpay sources', async (_, method, url, status) => {
    const res = await https.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(securityHeaders(res)).toEqual({ ...DOCUMENT(CSP_HTTPS_RAZORPAY), ...HSTS });
  });

  it('a fingerprinted asset keeps HSTS', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(securityHeaders(res)).toEqual({ ...EVERY_RESPONSE, ...HSTS });
  });

  it('a validation error (400) gets the document set', async () => {
    const res = await https.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(400);
    expect(securityHeaders(res)).toEqual({ ...DOCUMENT(CSP_HTTPS_RAZORPAY), ...HSTS });
  });
});
