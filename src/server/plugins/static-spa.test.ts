import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';

// The built SPA as the server sends it: fingerprinted assets cached for a year and sent as the build's .br / .gz,
// index.html never cached, and other text responses (the API's JSON) compressed on the fly.

let t: TestApp;
let dir: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-spa-'));
  fs.mkdirSync(path.join(dir, 'web/assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'web/index.html'), `<!doctype html><div id="root"></div>${' '.repeat(2000)}`);
  fs.writeFileSync(path.join(dir, 'web/theme-boot.js'), 'document.documentElement.dataset.x = "1";');
  fs.writeFileSync(path.join(dir, 'web/assets/index-AbC123.js'), script);
  fs.writeFileSync(path.join(dir, 'web/assets/index-AbC123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'web/assets/index-AbC123.js.gz'), zlib.gzipSync(script));
  t = await createTestApp({ DATA_DIR: path.join(dir, 'data') }, { serveWeb: true, webDir: path.join(dir, 'web') });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('serving the built app', () => {
  it('sends a fingerprinted asset as its brotli file, cached for a year as immutable', async () => {
    const reply = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(reply.rawPayload).toString()).toBe(script);
  });

  it("keeps an asset's headers lean: no document-only security headers, while nosniff stays and the page keeps its CSP", async () => {
    const asset = await get('/assets/index-AbC123.js', 'br');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const page = await get('/practice', 'br');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('falls back to gzip, then to the plain file, by what the browser accepts', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never serves the compressed siblings under their own names', async () => {
    const reply = await get('/assets/index-AbC123.js.br');
    expect(reply.headers['content-type']).toMatch(/text\/html/); // the SPA's page, not the file
  });

  it('files outside /assets/ are cached for an hour; index.html for no time, compressed', async () => {
    expect((await get('/theme-boot.js')).headers['cache-control']).toBe('public, max-age=3600');
    const page = await get('/practice', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
  });

  it('compresses JSON over 1 KB for a client that accepts it', async () => {
    const reply = await get('/api/docs/json', 'gzip');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(reply.rawPayload).toString())).toHaveProperty('openapi');
  });
});
