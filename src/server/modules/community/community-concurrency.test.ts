import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumAnswers, forumPosts, forumVotes } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { api, member, seedChannels } from './community-fixtures.ts';

// Many members at once (on PostgreSQL in CI's second pass): votes land once per member, counters equal the vote
// rows exactly, answers all count, and nobody gets a 5xx.

let t: TestApp;
let c: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  await seedChannels(t);
  c = api(t);
});
afterAll(() => t.close());

describe('concurrent community writes', () => {
  it('40 members voting on one question and its answer at once, each from two tabs, while 20 answer it', async () => {
    const asker = await member(t);
    const qid = (await c.ask(asker)).json().id as number;
    const first = await member(t);
    const aid = (await c.answer(first, qid)).json().id as number;
    const voters = await Promise.all(Array.from({ length: 40 }, () => member(t)));
    const answerers = await Promise.all(Array.from({ length: 20 }, () => member(t)));
    const results = await Promise.all([
      ...voters.flatMap((u) => [c.vote(u, 'post', qid, 1), c.vote(u, 'post', qid, 1), c.vote(u, 'answer', aid, 1)]),
      ...voters.slice(0, 10).map((u) => c.vote(u, 'answer', aid, 1)),
      ...answerers.map((u) => c.answer(u, qid, 'Another way: cycles of 3.')),
    ]);
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    const [post] = await t.database.db.select().from(forumPosts).where(eq(forumPosts.id, qid));
    expect(post).toMatchObject({ score: 40, upCount: 40, downCount: 0, answerCount: 21 });
    const [answer] = await t.database.db.select().from(forumAnswers).where(eq(forumAnswers.id, aid));
    expect(answer).toMatchObject({ score: 40, upCount: 40 });
    const [votes] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(forumVotes)
      .where(eq(forumVotes.targetId, qid));
    expect(votes?.n).toBeGreaterThanOrEqual(40);
  });

  it('members flipping their vote up and down at once: the score equals the sum of the vote rows', async () => {
    const asker = await member(t);
    const qid = (await c.ask(asker)).json().id as number;
    // Reputation 15 lets them downvote: each gets an upvote on a post of their own from a helper.
    const voters = await Promise.all(Array.from({ length: 20 }, () => member(t)));
    const helpers = await Promise.all(Array.from({ length: 2 }, () => member(t)));
    for (const v of voters) {
      t.clock.advance(1);
      const own = (await c.ask(v, { channel: 'general', kind: 'discussion', title: 'My own thread here' })).json().id;
      for (const h of helpers) await c.vote(h, 'post', own, 1);
    }
    const results = await Promise.all(
      voters.flatMap((u) => [c.vote(u, 'post', qid, 1), c.vote(u, 'post', qid, -1), c.vote(u, 'post', qid, 1)]),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const [sum] = await t.database.db
      .select({ s: sql<number>`coalesce(sum(value), 0)::int`, up: sql<number>`count(*) filter (where value = 1)::int` })
      .from(forumVotes)
      .where(sql`${forumVotes.targetType} = 'post' and ${forumVotes.targetId} = ${qid}`);
    const [post] = await t.database.db.select().from(forumPosts).where(eq(forumPosts.id, qid));
    expect(post?.score).toBe(sum?.s);
    expect(post?.upCount).toBe(sum?.up);
    expect(post?.upCount).toBeLessThanOrEqual(20);
  });

  it('a new member posting from five tabs at once gets one post through per 30 s', async () => {
    const fresh = await member(t, 0.1);
    const results = await Promise.all(Array.from({ length: 5 }, () => c.ask(fresh)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429, 429, 429, 429]);
  });
});
