import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumFollows, forumNotifications } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { api, member, seedChannels } from './community-fixtures.ts';

// Notifications under concurrent writes (on PostgreSQL in CI's second pass): every follower hears of every event
// exactly once, the writers follow, and repeated acceptances never tell anyone twice.

let t: TestApp;
let c: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  await seedChannels(t);
  c = api(t);
});
afterAll(() => t.close());

const count = async (where: ReturnType<typeof and>) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(forumNotifications).where(where))[0]?.n;

describe('concurrent notifications', () => {
  it('20 members commenting at once on a thread 10 others follow: one notification per follower and comment', async () => {
    const author = await member(t);
    const pid = (await c.ask(author, { kind: 'discussion', channel: 'general', title: 'Mock strategy thread' })).json()
      .id as number;
    const followers = await Promise.all(Array.from({ length: 10 }, () => member(t)));
    const writers = await Promise.all(Array.from({ length: 20 }, () => member(t)));
    await Promise.all(
      followers.map((f) => c.call('PUT', `/api/community/posts/${pid}/follow`, f, { following: true })),
    );
    const results = await Promise.all(
      writers.map((w) => c.call('POST', `/api/community/posts/${pid}/comments`, w, { body: 'Sectional mocks first.' })),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    // Each follower: 20 comments. The author: 20 replies. A writer: the comments committed after they followed.
    for (const f of followers)
      expect(await count(and(eq(forumNotifications.userId, f.id), eq(forumNotifications.postId, pid)))).toBe(20);
    expect(await count(and(eq(forumNotifications.userId, author.id), eq(forumNotifications.kind, 'reply')))).toBe(20);
    for (const w of writers)
      expect(await count(and(eq(forumNotifications.userId, w.id), eq(forumNotifications.actorId, w.id)))).toBe(0);
    const [follows] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(forumFollows)
      .where(eq(forumFollows.postId, pid));
    expect(follows?.n).toBe(1 + 10 + 20);
  });

  it('the asker accepting the same answer from five tabs at once tells its author once', async () => {
    const asker = await member(t);
    const answerer = await member(t);
    const qid = (await c.ask(asker)).json().id as number;
    const aid = (await c.answer(answerer, qid)).json().id as number;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => c.call('PUT', `/api/community/posts/${qid}/accepted`, asker, { answerId: aid })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await count(and(eq(forumNotifications.userId, answerer.id), eq(forumNotifications.kind, 'accepted')))).toBe(
      1,
    );
  });
});
