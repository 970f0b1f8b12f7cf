// @ts-nocheck
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisCounters } from '#server/platform/counters';
import { createTestApp, type TestApp } from '#server/test/test-app';

/** A port nothing listens on: bound, read, released. */
async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('liveness and readiness when a dependency is down', () => {
  it('a closed database: /api/ready is 503 naming it, /api/health stays 200', async () => {
    const down = await createTestApp();
    try {
      await down.database.close();
      const ready = await down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', database: { ok: false } });
      expect((await down.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await down.app.close();
    }
  });

  it('a Redis that does not answer: /api/ready is 503 with redis.ok false, /api/health stays 200', async () => {
    const closed = new Redis({ port: await unusedPort(), lazyConnect: true, maxRetriesPerRequest: 0 });
    closed.on('error', () => {});
    const live = t.deps.counters;
    try {
      t.deps.counters = redisCounters(closed, 'ready-test:');
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', database: { ok: true }, redis: { ok: false } });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.deps.counters = live;
      closed.disconnect();
    }
  });
});

describe('platform basics', () => {
  it('GET /api/health answers ok with the uptime and process id, and touches no database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number), pid: process.pid });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/ready is 200 when the database (and Redis, when configured) answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const redis = process.env.TEST_REDIS_URL ? { redis: { ok: true } } : {};
    expect(res.json()).toEqual({ status: 'ready', database: { kind: t.database.kind, ok: true }, ...redis });
  });

  it('answers unknown API routes with a 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route GET /api/nope', code: 'not_found' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers an unknown /api/admin path with 404 and a known one with 401 for a guest', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/anything' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Cross-site/);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('serves the API explorer: its page (static/index.html redirects to it), its start-up script, its assets and the document as YAML', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const index = await get('/api/docs/static/index.html');
    expect(index.statusCode).toBe(302);
    expect(index.headers.location).toMatch(/\/api\/docs\/?$/);
    const init = await get('/api/docs/static/swagger-initializer.js');
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('SwaggerUIBundle');
    const css = await get('/api/docs/static/swagger-ui.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    const yaml = await get('/api/docs/yaml');
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\./m);
  });
});
