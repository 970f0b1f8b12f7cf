import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '#server/test/audit-trail';
import type { TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { FeedPage, PostDetail } from '#shared/contracts/community';
import { api, member, seedChannels } from './community-fixtures.ts';

let t: TestApp;
let c: ReturnType<typeof api>;
let asker: TestUser;
let answerer: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedChannels(t);
  c = api(t);
  [asker, answerer, other] = await Promise.all([member(t), member(t), member(t)]);
});
afterAll(() => t.close());

describe('channels', () => {
  it('are seeded once with descriptions, idempotently, and readable by guests', async () => {
    expect(await seedChannels(t)).toBe(0);
    const res = await c.call('GET', '/api/community/channels', null);
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((ch: { name: string }) => ch.name);
    expect(names).toEqual(['QA', 'VARC', 'DILR', 'XAT', 'NMAT', 'SNAP & CMAT', 'Interviews & GD-PI', 'General']);
    for (const ch of res.json().items) expect(ch.description.length).toBeGreaterThan(10);
  });
});

describe('questions, answers and votes', () => {
  let qid: number;
  let aid: number;

  it('guests read but cannot write', async () => {
    const body = { channel: 'qa', kind: 'question', title: 'A guest question', body: 'Hello' };
    expect((await c.call('POST', '/api/community/posts', null, body)).statusCode).toBe(401);
    expect((await c.call('GET', '/api/community/feed', null)).statusCode).toBe(200);
  });

  it('asks, answers and shows the thread with math kept as Markdown', async () => {
    const res = await c.ask(asker);
    expect(res.statusCode).toBe(201);
    qid = res.json().id;
    t.clock.advance(1000);
    const a = await c.answer(answerer, qid);
    expect(a.statusCode).toBe(201);
    aid = a.json().id;
    const detail: PostDetail = (await c.post(qid)).json();
    expect(detail).toMatchObject({
      kind: 'question',
      body: 'What is $2^{100} \\bmod 7$?',
      answerCount: 1,
      solved: false,
    });
    expect(detail.answers[0]).toMatchObject({ id: aid, accepted: false, facultyVerified: false });
  });

  it('a discussion takes comments, not answers; comments thread under their parent', async () => {
    const d = await c.ask(asker, { kind: 'discussion', channel: 'general', title: 'How many mocks before CAT?' });
    const id = d.json().id;
    expect((await c.answer(answerer, id)).statusCode).toBe(400);
    const top = await c.call('POST', `/api/community/posts/${id}/comments`, answerer, { body: 'Thirty at least.' });
    expect(top.statusCode).toBe(201);
    const reply = await c.call('POST', `/api/community/posts/${id}/comments`, other, {
      body: 'Agreed, with analysis.',
      parentId: top.json().id,
    });
    expect(reply.statusCode).toBe(201);
    const bad = await c.call('POST', `/api/community/posts/${qid}/comments`, other, {
      body: 'x',
      parentId: top.json().id,
    });
    expect(bad.statusCode).toBe(400);
    const detail: PostDetail = (await c.post(id)).json();
    expect(detail.commentCount).toBe(2);
    expect(detail.comments.map((x) => x.parentId)).toEqual([null, top.json().id]);
  });

  it('only the asker accepts an answer, and may change their mind', async () => {
    const url = `/api/community/posts/${qid}/accepted`;
    expect((await c.call('PUT', url, answerer, { answerId: aid })).statusCode).toBe(403);
    expect((await c.call('PUT', url, other, { answerId: aid })).json().code).toBe('forbidden');
    expect((await c.call('PUT', url, asker, { answerId: 999999 })).statusCode).toBe(400);
    expect((await c.call('PUT', url, asker, { answerId: aid })).json()).toEqual({ acceptedAnswerId: aid });
    const detail: PostDetail = (await c.post(qid)).json();
    expect(detail).toMatchObject({ solved: true, acceptedAnswerId: aid });
    expect(detail.answers[0]?.accepted).toBe(true);
  });

  it('one vote per member and item: repeats do not double, a change moves by the difference', async () => {
    expect((await c.vote(other, 'answer', aid, 1)).json()).toEqual({ score: 1, myVote: 1 });
    expect((await c.vote(other, 'answer', aid, 1)).json()).toEqual({ score: 1, myVote: 1 });
    expect((await c.vote(asker, 'answer', aid, 1)).json()).toEqual({ score: 2, myVote: 1 });
    expect((await c.vote(other, 'answer', aid, 0)).json()).toEqual({ score: 1, myVote: 0 });
    expect((await c.vote(other, 'answer', aid, 1)).json()).toEqual({ score: 2, myVote: 1 });
    const detail: PostDetail = (await c.post(qid, other)).json();
    expect(detail.answers[0]).toMatchObject({ score: 2, myVote: 1 });
  });

  it('nobody votes on their own post or answer', async () => {
    const res = await c.vote(answerer, 'answer', aid, 1);
    expect(res.statusCode).toBe(403);
    expect((await c.vote(asker, 'post', qid, 1)).statusCode).toBe(403);
    expect((await c.vote(asker, 'post', 999999, 1)).statusCode).toBe(404);
  });

  it('downvoting needs reputation 15; reputation comes from votes and accepted answers', async () => {
    const fresh = await member(t);
    const refused = await c.vote(fresh, 'post', qid, -1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/15 reputation/);
    // answerer: 2 upvotes (20) + an accepted answer (15) + 1.
    const me = await c.call('GET', '/api/community/me', answerer);
    expect(me.json()).toMatchObject({ reputation: 36, canDownvote: true });
    expect((await c.vote(answerer, 'post', qid, -1)).json()).toEqual({ score: -1, myVote: -1 });
    expect((await c.call('GET', '/api/community/me', asker)).json().reputation).toBe(1 - 2);
  });

  it('staff mark an answer verified by faculty; members cannot', async () => {
    const url = `/api/admin/community/answers/${aid}/verified`;
    expect((await c.call('PUT', url, asker, { verified: true })).statusCode).toBe(403);
    const staff = await member(t, 30, 'admin');
    expect((await c.call('PUT', url, staff, { verified: true })).statusCode).toBe(200);
    expect((await c.post(qid)).json().answers[0].facultyVerified).toBe(true);
    const [entry] = await auditTrail(t, { action: 'forum.verify', targetId: String(aid) });
    expect(entry).toMatchObject({ actorId: staff.id, before: { verified: false }, after: { verified: true } });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const res = await c.ask(asker, { title: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/title/);
    expect((await c.ask(asker, { channel: 'nope' })).statusCode).toBe(404);
    expect((await c.call('GET', '/api/community/feed?cursor=zzz', null)).statusCode).toBe(400);
    expect((await c.call('GET', '/api/community/search?q=a', null)).statusCode).toBe(400);
  });
});

describe('rate rules and suspension', () => {
  it('new members: at most 5 posts on the first day and 30 s between posts', async () => {
    const fresh = await member(t, 0.1);
    expect((await c.ask(fresh)).statusCode).toBe(201);
    const tooSoon = await c.ask(fresh);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/wait 30 s/) });
    for (let i = 0; i < 4; i++) {
      t.clock.advance(30_000);
      expect((await c.ask(fresh)).statusCode).toBe(201);
    }
    t.clock.advance(60_000);
    const sixth = await c.ask(fresh);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/5 times on their first day/);
    // A day after joining the limits are gone.
    t.clock.advance(86_400_000);
    expect((await c.ask(fresh)).statusCode).toBe(201);
    expect((await c.ask(fresh)).statusCode).toBe(201);
  });

  it('a member suspended by staff is refused until the suspension ends', async () => {
    const staff = await member(t, 30, 'admin');
    const bad = await member(t);
    const res = await c.call('POST', `/api/admin/community/members/${bad.id}/suspend`, staff, {
      days: 2,
      reason: 'Spam links',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await auditTrail(t, { action: 'forum.suspend', targetId: bad.id });
    expect(entry).toMatchObject({ actorId: staff.id, after: { reason: 'Spam links' } });
    const refused = await c.ask(bad);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_suspended');
    expect((await c.vote(bad, 'post', 1, 1)).json().code).toBe('account_suspended');
    expect(
      (await c.call('POST', `/api/admin/community/members/${bad.id}/suspend`, bad, { days: 1, reason: 'me me' }))
        .statusCode,
    ).toBe(403);
    t.clock.advance(2 * 86_400_000 + 1000);
    expect((await c.ask(bad)).statusCode).toBe(201);
  });
});

describe('feeds and search', () => {
  it('Latest pages by cursor without repeats or gaps while new posts arrive', async () => {
    const first: FeedPage = (await c.call('GET', '/api/community/feed?sort=latest', null)).json();
    expect(first.items.length).toBeGreaterThan(0);
    // Fill enough for two pages, then page while inserting.
    for (let i = 0; i < 25; i++) {
      t.clock.advance(1000);
      await c.ask(other, { title: `Paging question number ${i}`, channel: 'dilr' });
    }
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    const before: number[] = [];
    let all: FeedPage = (await c.call('GET', '/api/community/feed?sort=latest&channel=dilr', null)).json();
    before.push(...all.items.map((p) => p.id));
    while (all.nextCursor) {
      all = (await c.call('GET', `/api/community/feed?sort=latest&channel=dilr&cursor=${all.nextCursor}`, null)).json();
      before.push(...all.items.map((p) => p.id));
    }
    while (cursor !== null) {
      const url: string = `/api/community/feed?sort=latest&channel=dilr${cursor ? `&cursor=${cursor}` : ''}`;
      const page: FeedPage = (await c.call('GET', url, null)).json();
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
      pages++;
      await c.ask(other, { title: `Inserted while paging ${pages}`, channel: 'dilr' });
    }
    expect(pages).toBe(2);
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('Top orders by score within its window; Unanswered lists questions without answers', async () => {
    const top: FeedPage = (await c.call('GET', '/api/community/feed?sort=top&window=all', null)).json();
    const scores = top.items.map((p) => p.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const next: FeedPage = (
      await c.call('GET', `/api/community/feed?sort=top&window=all&cursor=${top.nextCursor}`, null)
    ).json();
    expect(next.items.filter((p) => top.items.some((q) => q.id === p.id))).toEqual([]);
    const week: FeedPage = (await c.call('GET', '/api/community/feed?sort=top&window=week', null)).json();
    expect(week.items.length).toBeGreaterThan(0);
    const un: FeedPage = (await c.call('GET', '/api/community/feed?sort=unanswered', null)).json();
    expect(un.items.every((p) => p.kind === 'question' && p.answerCount === 0)).toBe(true);
  });

  it('search finds posts and answers by words (stemmed), solved threads first', async () => {
    const open = await c.ask(other, {
      title: 'Probability of drawing two aces',
      body: 'Cards drawn without replacement.',
    });
    const solved = await c.ask(other, { title: 'Conditional probability doubt', body: 'Bayes with two urns.' });
    const sid = solved.json().id;
    const ans = await c.answer(answerer, sid, 'Multiply the probabilities along each branch.');
    await c.call('PUT', `/api/community/posts/${sid}/accepted`, other, { answerId: ans.json().id });
    const res: FeedPage = (await c.call('GET', '/api/community/search?q=probabilities', null)).json();
    expect(res.items.map((p) => p.id)).toEqual([sid, open.json().id]);
    expect(res.items[0]?.solved).toBe(true);
    const viaAnswer: FeedPage = (await c.call('GET', '/api/community/search?q=branch', null)).json();
    expect(viaAnswer.items.map((p) => p.id)).toEqual([sid]);
  });
});
