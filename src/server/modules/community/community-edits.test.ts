import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { PostDetail } from '#shared/contracts/community';
import type { EditHistory } from '#shared/contracts/community-moderation';
import { api, member, seedChannels } from './community-fixtures.ts';

// Authors' edits with history, and image uploads into posts.

let t: TestApp;
let c: ReturnType<typeof api>;
let author: TestUser;
let other: TestUser;
let staff: TestUser;

const edit = (u: TestUser | null, target: string, id: number, body: object) =>
  c.call('PATCH', `/api/community/items/${target}/${id}`, u, body);
const history = async (target: string, id: number, u: TestUser | null = null) =>
  c.call('GET', `/api/community/items/${target}/${id}/history`, u);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAACAkQBADs=', 'base64');

function multipart(bytes: Buffer, filename: string, type: string, field = 'file') {
  const boundary = '----community-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (u: TestUser | null, bytes: Buffer, filename = 'figure.png', type = 'image/png') => {
  const form = multipart(bytes, filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/community/uploads',
    headers: { ...(u?.headers ?? {}), ...form.headers },
    payload: form.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  await seedChannels(t);
  c = api(t);
  [author, other] = await Promise.all([member(t), member(t)]);
  staff = await member(t, 30, 'admin');
});
afterAll(() => t.close());

describe('edit with history', () => {
  it('the author edits title and body; each edit keeps the version it replaced', async () => {
    const id = (await c.ask(author, { title: 'Original title here', body: 'First body' })).json().id;
    t.clock.advance(60_000);
    const first = await edit(author, 'post', id, { title: 'Better title here', body: 'Second body' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, version: 2 });
    t.clock.advance(60_000);
    expect((await edit(author, 'post', id, { body: 'Third body' })).json().version).toBe(3);
    const detail: PostDetail = (await c.post(id)).json();
    expect(detail).toMatchObject({ title: 'Better title here', body: 'Third body', editedAt: expect.any(String) });
    const versions: EditHistory = (await history('post', id)).json();
    expect(versions.items.map((v) => [v.version, v.title, v.body, v.current])).toEqual([
      [3, 'Better title here', 'Third body', true],
      [2, 'Better title here', 'Second body', false],
      [1, 'Original title here', 'First body', false],
    ]);
    expect((await history('post', id, staff)).json().items).toHaveLength(3);
    // Saving the same text again keeps no extra version.
    expect((await edit(author, 'post', id, { body: 'Third body' })).json().version).toBe(3);
  });

  it('answers and comments edit too, with the Markdown guard applied; an unedited item has one version', async () => {
    const qid = (await c.ask(other)).json().id;
    const aid = (await c.answer(author, qid, 'Answer v1')).json().id;
    const cid = (await c.call('POST', `/api/community/posts/${qid}/comments`, author, { body: 'Comment v1' })).json()
      .id;
    expect((await history('answer', aid)).json().items).toHaveLength(1);
    expect((await edit(author, 'answer', aid, { body: 'Answer <script>x</script>' })).statusCode).toBe(200);
    expect((await edit(author, 'comment', cid, { body: 'Comment v2' })).statusCode).toBe(200);
    const detail: PostDetail = (await c.post(qid)).json();
    expect(detail.answers[0]).toMatchObject({
      body: 'Answer &lt;script&gt;x&lt;/script&gt;',
      editedAt: expect.any(String),
    });
    expect(detail.comments[0]).toMatchObject({ body: 'Comment v2', editedAt: expect.any(String) });
    expect(detail.editedAt).toBeNull();
    expect((await history('comment', cid)).json().items.map((v: { body: string }) => v.body)).toEqual([
      'Comment v2',
      'Comment v1',
    ]);
  });

  it('only the author edits; titles only on threads; comments keep their length limit', async () => {
    const qid = (await c.ask(author)).json().id;
    const aid = (await c.answer(other, qid)).json().id;
    const notYours = await edit(author, 'answer', aid, { body: 'Hijacked' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toMatch(/Only its author/);
    expect((await edit(staff, 'post', qid, { body: 'Staff rewrite' })).statusCode).toBe(403);
    expect((await edit(null, 'post', qid, { body: 'Guest' })).statusCode).toBe(401);
    expect((await edit(other, 'answer', aid, { title: 'A title for an answer', body: 'x' })).json().message).toMatch(
      /title/,
    );
    const cid = (await c.call('POST', `/api/community/posts/${qid}/comments`, other, { body: 'Short' })).json().id;
    const long = await edit(other, 'comment', cid, { body: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/body/);
    expect((await edit(author, 'post', 999999, { body: 'x' })).statusCode).toBe(404);
  });

  it('hidden items cannot be edited, and their history is staff-only', async () => {
    const qid = (await c.ask(author)).json().id;
    const aid = (await c.answer(other, qid)).json().id;
    await c.call('POST', `/api/admin/community/items/answer/${aid}/moderation`, staff, { action: 'hide' });
    const refused = await edit(other, 'answer', aid, { body: 'Sneaky fix' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/hidden by a moderator/);
    expect((await history('answer', aid, other)).statusCode).toBe(404);
    expect((await history('answer', aid, staff)).statusCode).toBe(200);
  });
});

describe('image uploads', () => {
  it('stores a PNG or GIF under uploads/community and answers its URL', async () => {
    const res = await upload(author, PNG);
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/community\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    const stored = await fs.readFile(path.join(t.deps.config.dataDir, url));
    expect(stored.equals(PNG)).toBe(true);
    expect((await upload(author, GIF, 'anim.gif', 'image/gif')).json().url).toMatch(/\.gif$/);
    // The image can then be used in a post; an outside image cannot.
    const id = (await c.ask(author, { body: `See ![figure](${url}) and ![x](https://evil.example/p.png)` })).json().id;
    expect((await c.post(id)).json().body).toBe(`See ![figure](${url}) and x`);
  });

  it('checks the bytes, not the declared type, and the size; 400 / 413 naming the problem', async () => {
    const svg = await upload(author, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png', 'image/png');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toMatch(/PNG, JPEG, WebP, GIF/);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(author, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/2 MB or smaller/);
    const noForm = await c.call('POST', '/api/community/uploads', author, { file: 'x' });
    expect(noForm.statusCode).toBe(400);
    expect(noForm.json().message).toMatch(/multipart/);
    expect((await upload(null, PNG)).statusCode).toBe(401);
  });
});
