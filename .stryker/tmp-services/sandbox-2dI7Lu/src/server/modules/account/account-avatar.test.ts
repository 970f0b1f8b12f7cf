// @ts-nocheck
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { sniffImage } from './avatar-files.ts';

let t: TestApp;
let dataDir: string;
let avatarsDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'avatar-test-'));
  avatarsDir = path.join(dataDir, 'uploads', 'avatars');
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// A real 1x1 PNG built chunk by chunk; `padding` adds an ancillary chunk to reach a chosen size.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function makePng(padding = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 128, 0]))),
  ];
  if (padding > 0) parts.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x41)])));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1), Buffer.from([0xff, 0xd9])]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([30, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(22),
]);

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (user: TestUser, data: Buffer, opts: { field?: string; name?: string; type?: string } = {}) => {
  const body = multipart(opts.field ?? 'file', opts.name ?? 'me.png', opts.type ?? 'image/png', data);
  return t.app.inject({
    method: 'POST',
    url: '/api/account/avatar',
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
};
const filesOf = (userId: string) =>
  fs.existsSync(avatarsDir) ? fs.readdirSync(avatarsDir).filter((f) => f.startsWith(userId)) : [];

describe('sniffImage', () => {
  it('recognises PNG, JPEG and WebP by their first bytes only', () => {
    expect(sniffImage(makePng())?.ext).toBe('png');
    expect(sniffImage(JPEG)?.ext).toBe('jpg');
    expect(sniffImage(WEBP)?.ext).toBe('webp');
    expect(sniffImage(Buffer.from('GIF89a....'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('POST /api/account/avatar', () => {
  it('stores a PNG under uploads/avatars/<userId>-<random>.png and sets profileImageUrl', async () => {
    const user = await createUser(t);
    const png = makePng();
    const res = await upload(user, png);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profileImageUrl;
    expect(url).toMatch(new RegExp(`^/uploads/avatars/${user.id}-[0-9a-f]{16}\\.png$`));
    const file = path.join(dataDir, url);
    expect(fs.readFileSync(file).equals(png)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers });
    expect(me.json().profileImageUrl).toBe(url);
  });

  it('names the file by its real type, whatever the declared type, and removes the old file', async () => {
    const user = await createUser(t);
    const first = (await upload(user, makePng())).json().profileImageUrl;
    const second = await upload(user, JPEG, { name: 'photo.png', type: 'image/png' });
    expect(second.statusCode).toBe(200);
    expect(second.json().profileImageUrl).toMatch(/\.jpg$/);
    expect(fs.existsSync(path.join(dataDir, first))).toBe(false);
    const third = await upload(user, WEBP, { name: 'x.bin', type: 'application/octet-stream' });
    expect(third.json().profileImageUrl).toMatch(/\.webp$/);
    expect(filesOf(user.id)).toHaveLength(1);
  });

  it('refuses a file that only claims to be an image', async () => {
    const user = await createUser(t);
    for (const data of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('GIF89a'),
      Buffer.alloc(0),
    ]) {
      const res = await upload(user, data, { type: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The image must be a PNG, JPEG or WebP file.');
    }
    expect(filesOf(user.id)).toHaveLength(0);
  });

  it('accepts 1.5 MB and refuses more than 2 MB with 413', async () => {
    const user = await createUser(t);
    expect((await upload(user, makePng(1.5 * 1024 * 1024))).statusCode).toBe(200);
    const big = makePng(2 * 1024 * 1024);
    const res = await upload(user, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The image must be 2 MB or smaller.', code: 'payload_too_large' });
    expect(filesOf(user.id)).toHaveLength(1);
  });

  it('answers 400 for a missing file field, a JSON body or a broken multipart body', async () => {
    const user = await createUser(t);
    const wrongField = await upload(user, makePng(), { field: 'avatar' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/field "file"/);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: user.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...user.headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...user.headers, 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
  });

  it('keeps multipart parsing to the avatar route', async () => {
    const user = await createUser(t);
    const body = multipart('file', 'a.png', 'image/png', makePng());
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: body.payload,
      headers: { ...user.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('DELETE /api/account/avatar', () => {
  it('removes the file and clears profileImageUrl', async () => {
    const user = await createUser(t);
    const url = (await upload(user, makePng())).json().profileImageUrl;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account/avatar', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().profileImageUrl).toBeNull();
    expect(fs.existsSync(path.join(dataDir, url))).toBe(false);
  });

  it('removes the avatar file when the account is deleted', async () => {
    const user = await createUser(t);
    await upload(user, makePng());
    expect(filesOf(user.id)).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(filesOf(user.id)).toHaveLength(0);
  });
});
