import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumNotifications, users } from '#server/db/schema/index';
import type { TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { MENTION_CAP, NOTIFICATION_PAGE, type NotificationPage } from '#shared/contracts/community-notifications';
import { api, member, seedChannels } from './community-fixtures.ts';

let t: TestApp;
let c: ReturnType<typeof api>;
let asker: TestUser;
let answerer: TestUser;
let other: TestUser;

const handle = async (u: TestUser) =>
  (await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, u.id)))[0]?.username ?? '';
const bell = async (u: TestUser, cursor?: number): Promise<NotificationPage> =>
  (await c.call('GET', `/api/community/notifications${cursor ? `?cursor=${cursor}` : ''}`, u)).json();
const kinds = async (u: TestUser) => (await bell(u)).items.map((n) => `${n.kind}:${n.postId}`);
const unread = async (u: TestUser) => (await c.call('GET', '/api/community/notifications/unread', u)).json().unread;
const comment = (u: TestUser, postId: number, body: object) =>
  c.call('POST', `/api/community/posts/${postId}/comments`, u, body);

beforeAll(async () => {
  t = await createTestApp();
  await seedChannels(t);
  c = api(t);
  [asker, answerer, other] = await Promise.all([member(t), member(t), member(t)]);
});
afterAll(() => t.close());

describe('who is notified', () => {
  let qid: number;
  let aid: number;

  it('the asker hears of an answer; the answerer is not told of their own write', async () => {
    qid = (await c.ask(asker)).json().id;
    aid = (await c.answer(answerer, qid)).json().id;
    const page = await bell(asker);
    expect(page.unread).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: 'answer',
      postId: qid,
      postTitle: 'How do I find the remainder?',
      postKind: 'question',
      read: false,
      actor: { username: await handle(answerer) },
    });
    expect(page.items[0]?.excerpt).toContain('remainder is 2');
    expect(await unread(answerer)).toBe(0);
  });

  it('a comment on an answer tells its author; the asker (a follower) hears of new activity', async () => {
    const res = await comment(other, qid, { body: 'Why 2^3?', answerId: aid });
    expect(res.statusCode).toBe(201);
    expect(await kinds(answerer)).toEqual([`reply:${qid}`]);
    expect(await kinds(asker)).toEqual([`activity:${qid}`, `answer:${qid}`]);
    expect(await unread(other)).toBe(0);
    // A reply to that comment tells the commenter (now a follower too) once, as a reply, not also as activity.
    await comment(answerer, qid, { body: 'Because 8 leaves 1.', parentId: res.json().id });
    expect(await kinds(other)).toEqual([`reply:${qid}`]);
  });

  it('accepting tells the answerer once, however often the asker changes their mind', async () => {
    const url = `/api/community/posts/${qid}/accepted`;
    for (const answerId of [aid, null, aid])
      expect((await c.call('PUT', url, asker, { answerId })).statusCode).toBe(200);
    const accepted = (await bell(answerer)).items.filter((n) => n.kind === 'accepted');
    expect(accepted).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(forumNotifications)
      .where(eq(forumNotifications.eventKey, `accepted:${aid}`));
    expect(rows).toHaveLength(1);
  });

  it('an asker accepting their own answer tells nobody', async () => {
    const own = (await c.answer(asker, qid, 'My own way: cycles.')).json().id;
    const before = await unread(asker);
    await c.call('PUT', `/api/community/posts/${qid}/accepted`, asker, { answerId: own });
    expect(await unread(asker)).toBe(before);
  });

  it('@mentions tell the members named (once, even if named twice), never the writer, capped per message', async () => {
    const [a, b] = [await handle(other), await handle(answerer)];
    const post = await c.ask(asker, {
      kind: 'discussion',
      channel: 'general',
      title: 'Study group for DILR sets',
      body: `Join us @${a} and @${b}! @${a.toUpperCase()} again, me: @${await handle(asker)}, and @nobody_here.`,
    });
    const pid = post.json().id;
    expect((await kinds(other))[0]).toBe(`mention:${pid}`);
    expect((await kinds(answerer))[0]).toBe(`mention:${pid}`);
    expect((await bell(other)).items.filter((n) => n.postId === pid)).toHaveLength(1);
    expect((await bell(asker)).items.some((n) => n.postId === pid)).toBe(false);

    const crowd = await Promise.all(Array.from({ length: MENTION_CAP + 3 }, () => member(t)));
    const names = await Promise.all(crowd.map(handle));
    await comment(other, pid, { body: names.map((n) => `@${n}`).join(' ') });
    const told = await Promise.all(crowd.map(unread));
    expect(told.filter((n) => n === 1)).toHaveLength(MENTION_CAP);
    expect(told.slice(MENTION_CAP)).toEqual([0, 0, 0]);
  });
});

describe('following a thread', () => {
  it('the author follows their thread; others follow, unfollow and stop hearing of it', async () => {
    const pid = (await c.ask(asker, { kind: 'discussion', channel: 'general', title: 'Best VARC books?' })).json().id;
    const url = `/api/community/posts/${pid}/follow`;
    expect((await c.call('GET', url, asker)).json()).toEqual({ following: true });
    expect((await c.call('GET', url, other)).json()).toEqual({ following: false });
    expect((await c.call('PUT', url, other, { following: true })).json()).toEqual({ following: true });
    expect((await c.call('PUT', url, other, { following: true })).statusCode).toBe(200);
    await comment(answerer, pid, { body: 'Read editorials daily.' });
    expect((await kinds(other))[0]).toBe(`activity:${pid}`);
    expect((await c.call('GET', url, answerer)).json()).toEqual({ following: true });

    expect((await c.call('PUT', url, other, { following: false })).json()).toEqual({ following: false });
    const before = await unread(other);
    await comment(answerer, pid, { body: 'And the Hindu.' });
    expect(await unread(other)).toBe(before);
  });

  it('refuses guests, unknown threads and a bad body', async () => {
    expect((await c.call('GET', '/api/community/posts/1/follow', null)).statusCode).toBe(401);
    expect((await c.call('PUT', '/api/community/posts/999999/follow', other, { following: true })).statusCode).toBe(
      404,
    );
    const bad = await c.call('PUT', '/api/community/posts/1/follow', other, { following: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/following/);
  });
});

describe('reading the bell', () => {
  it('pages newest first by cursor, marks one and all read, and never touches another member’s', async () => {
    const reader = await member(t);
    const name = await handle(reader);
    const ids: number[] = [];
    for (let i = 0; i < NOTIFICATION_PAGE + 2; i++) {
      t.clock.advance(1000);
      const title = `Mention number ${i} here`;
      ids.push((await c.ask(asker, { kind: 'discussion', channel: 'general', title, body: `Hi @${name}` })).json().id);
    }
    const first = await bell(reader);
    expect(first.unread).toBe(NOTIFICATION_PAGE + 2);
    expect(first.items.map((n) => n.postId)).toEqual(ids.slice(-NOTIFICATION_PAGE).reverse());
    expect(first.nextCursor).not.toBeNull();
    const second = await bell(reader, first.nextCursor ?? 0);
    expect(second.items.map((n) => n.postId)).toEqual(ids.slice(0, 2).reverse());
    expect(second.nextCursor).toBeNull();

    const one = first.items[0]?.id ?? 0;
    expect((await c.call('POST', `/api/community/notifications/${one}/read`, other)).statusCode).toBe(404);
    const marked = await c.call('POST', `/api/community/notifications/${one}/read`, reader);
    expect(marked.json()).toEqual({ unread: NOTIFICATION_PAGE + 1 });
    expect((await bell(reader)).items[0]?.read).toBe(true);
    expect((await c.call('POST', '/api/community/notifications/read-all', reader)).json()).toEqual({ unread: 0 });
    expect(await unread(reader)).toBe(0);
    expect((await c.call('GET', '/api/community/notifications?cursor=abc', reader)).statusCode).toBe(400);
    expect((await c.call('GET', '/api/community/notifications', null)).statusCode).toBe(401);
  });
});
