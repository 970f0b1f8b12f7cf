import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { LIVE_FILE_MAX_BYTES } from '#shared/contracts/live-sessions';
import { attachmentHeader, downloadName, mayDownloadFiles } from './live-files.ts';
import { createSession } from './live-test-fixtures.ts';

// Material files: staff attach PDF/PNG/JPEG (by content) up to 10 MB; downloads go through the access check
// (a premium session's files only for its registered premium learners), never the public /uploads/ route.

let t: TestApp;
let dataDir: string;
let staff: TestUser;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-files-test-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { serveWeb: true });
  staff = await createUser(t, { kind: 'admin' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]);

function multipart(parts: Array<{ name: string; value: string } | { name: string; filename: string; data: Buffer }>) {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const chunks = parts.map((p) =>
    'data' in p
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          p.data,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (user: TestUser, sessionId: string, data: Buffer, filename = 'notes.pdf', title?: string) => {
  const body = multipart([...(title ? [{ name: 'title', value: title }] : []), { name: 'file', filename, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/live-sessions/${sessionId}/files`,
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
};
const get = (user: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

describe('live-session material files', () => {
  it('staff attach a PDF and a PNG; learners see them on the detail page and download them', async () => {
    const s = await createSession(t, staff);
    const res = await upload(staff, s.id, PDF, 'week-3 notes.pdf', 'Percentages cheat sheet');
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toMatchObject([
      { title: 'Percentages cheat sheet', mime: 'application/pdf', sizeBytes: PDF.length, downloadable: true },
    ]);
    // Without a title the file's name is the title; the declared type and extension are not trusted.
    const png = await upload(staff, s.id, PNG, 'diagram.pdf');
    expect(png.json().files[1]).toMatchObject({ title: 'diagram', mime: 'image/png' });
    const learner = await createUser(t);
    const detail = (await get(learner, `/api/live-sessions/${s.id}`)).json();
    expect(detail.files.map((f: { title: string }) => f.title)).toEqual(['Percentages cheat sheet', 'diagram']);
    expect(detail.materials).toEqual([{ title: 'Notes', url: 'https://example.com/notes.pdf' }]);
    const file = await get(learner, detail.files[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Percentages cheat sheet.pdf"; filename*=UTF-8''Percentages%20cheat%20sheet.pdf`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await get(null, detail.files[0].url)).statusCode).toBe(401);
    // Stored under DATA_DIR/uploads/live/<sessionId>/ and not served by the public /uploads/ route.
    const stored = fs.readdirSync(path.join(dataDir, 'uploads', 'live', s.id));
    expect(stored).toHaveLength(2);
    expect((await get(learner, `/uploads/live/${s.id}/${stored[0]}`)).statusCode).toBe(404);
  });

  it('refuses other types, empty and oversized files with a message naming the problem', async () => {
    const s = await createSession(t, staff);
    const gif = await upload(staff, s.id, Buffer.from('GIF89a................'), 'x.pdf');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe('file: must be a PDF, PNG or JPEG file (checked by its content, not its name)');
    const html = await upload(staff, s.id, Buffer.from('<html><script>alert(1)</script></html>'), 'x.png');
    expect(html.statusCode).toBe(400);
    const empty = await upload(staff, s.id, Buffer.alloc(0), 'x.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('file');
    const big = await upload(staff, s.id, Buffer.concat([PDF, Buffer.alloc(LIVE_FILE_MAX_BYTES)]), 'big.pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('file: must be 10 MB or smaller');
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/admin/live-sessions/${s.id}/files`,
      headers: staff.headers,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toContain('multipart/form-data');
    expect((await get(staff, `/api/admin/live-sessions/${s.id}`)).json().files).toEqual([]);
  });

  it("a premium session's files: registered premium learners and staff only; others see them locked", async () => {
    const s = await createSession(t, staff, { isPremium: true });
    const { files } = (await upload(staff, s.id, PDF)).json();
    const url = files[0].url as string;
    const [free, premium, registered] = [
      await createUser(t),
      await createUser(t, { kind: 'premium' }),
      await createUser(t, { kind: 'premium' }),
    ];
    await t.app.inject({ method: 'POST', url: `/api/live-sessions/${s.id}/registration`, headers: registered.headers });
    expect((await get(free, `/api/live-sessions/${s.id}`)).json().files[0].downloadable).toBe(false);
    expect((await get(free, url)).statusCode).toBe(403);
    expect((await get(premium, url)).statusCode).toBe(403);
    expect((await get(registered, `/api/live-sessions/${s.id}`)).json().files[0].downloadable).toBe(true);
    expect((await get(registered, url)).statusCode).toBe(200);
    expect((await get(staff, url)).statusCode).toBe(200);
  });

  it('staff remove a file (gone from the list and the disk); learners cannot upload or remove', async () => {
    const s = await createSession(t, staff);
    const learner = await createUser(t);
    expect((await upload(learner, s.id, PDF)).statusCode).toBe(403);
    const { files } = (await upload(staff, s.id, PDF)).json();
    const fileUrl = `/api/admin/live-sessions/${s.id}/files/${files[0].id}`;
    expect((await t.app.inject({ method: 'DELETE', url: fileUrl, headers: learner.headers })).statusCode).toBe(403);
    const removed = await t.app.inject({ method: 'DELETE', url: fileUrl, headers: staff.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().files).toEqual([]);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'live', s.id))).toEqual([]);
    expect((await get(learner, files[0].url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: fileUrl, headers: staff.headers })).statusCode).toBe(404);
  });

  it('a title in another script downloads under its own name (UTF-8 filename*) with an ASCII fallback', async () => {
    const s = await createSession(t, staff);
    const { files } = (await upload(staff, s.id, PDF, 'x.pdf', 'प्रतिशत नोट्स')).json();
    const res = await get(staff, files[0].url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('प्रतिशत नोट्स.pdf')}`);
  });

  it('25 uploads at once to one session: 20 are kept (the limit), the rest 409, none 5xx', async () => {
    const s = await createSession(t, staff);
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => upload(staff, s.id, PDF, `n${i}.pdf`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    expect((await get(staff, `/api/admin/live-sessions/${s.id}`)).json().files).toHaveLength(20);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'live', s.id))).toHaveLength(20);
  });
});

describe('material file rules', () => {
  it('the download name keeps letters, digits, spaces, dots, dashes and underscores (no quote or line break)', () => {
    expect(downloadName('Week 3: "Ratios"\r\nX-Evil: 1', 'pdf')).toBe('Week 3 RatiosX-Evil 1.pdf');
    expect(downloadName('प्रतिशत नोट्स', 'png')).toBe('प्रतिशत नोट्स.png');
    expect(downloadName('"";', 'jpg')).toBe('material.jpg');
    expect(attachmentHeader('प्रतिशत नोट्स.pdf')).toBe(
      `attachment; filename="material.pdf"; filename*=UTF-8''${encodeURIComponent('प्रतिशत नोट्स.pdf')}`,
    );
    expect(attachmentHeader('Ratios – week 3.pdf')).toBe(
      `attachment; filename="Ratios  week 3.pdf"; filename*=UTF-8''${encodeURIComponent('Ratios – week 3.pdf')}`,
    );
  });

  it('who may download: staff and host always; a free session anyone signed in; a premium one registered premium', async () => {
    const yes = async () => true;
    const no = async () => false;
    const may = (moderates: boolean, isPremium: boolean, registered: typeof yes, premium: typeof yes) =>
      mayDownloadFiles({ moderates }, { isPremium }, { registered, premium });
    expect(await may(true, true, no, no)).toBe(true);
    expect(await may(false, false, no, no)).toBe(true);
    expect(await may(false, true, yes, yes)).toBe(true);
    expect(await may(false, true, yes, no)).toBe(false);
    expect(await may(false, true, no, yes)).toBe(false);
  });
});
