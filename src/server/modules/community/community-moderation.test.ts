import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, refusedWithoutEntry } from '#server/test/audit-trail';
import type { TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { FeedPage, PostDetail } from '#shared/contracts/community';
import type { ReportQueue } from '#shared/contracts/community-moderation';
import { api, member, seedChannels } from './community-fixtures.ts';

// Reports and the staff queue (issue 17 moderation): every rule through the API on real components.

let t: TestApp;
let c: ReturnType<typeof api>;
let author: TestUser;
let reader: TestUser;
let staff: TestUser;

const report = (u: TestUser | null, target: string, id: number, body: object = { reason: 'spam' }) =>
  c.call('POST', `/api/community/items/${target}/${id}/reports`, u, body);
const moderate = (u: TestUser | null, target: string, id: number, body: object) =>
  c.call('POST', `/api/admin/community/items/${target}/${id}/moderation`, u, body);
const queue = async (status = 'open'): Promise<ReportQueue> => {
  const res = await c.call('GET', `/api/admin/community/reports?status=${status}`, staff);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
};
const feed = async (query: string, u: TestUser | null = null): Promise<FeedPage> =>
  (await c.call('GET', `/api/community/feed?${query}`, u)).json();

beforeAll(async () => {
  t = await createTestApp();
  await seedChannels(t);
  c = api(t);
  [author, reader] = await Promise.all([member(t), member(t)]);
  staff = await member(t, 30, 'admin');
});
afterAll(() => t.close());

describe('reports', () => {
  it('a member reports an item once; a second open report is a 409; nobody reports their own', async () => {
    const id = (await c.ask(author, { title: 'Buy cheap mock answers here' })).json().id;
    const first = await report(reader, 'post', id, { reason: 'spam', note: 'Selling leaked papers' });
    expect(first.statusCode).toBe(201);
    const again = await report(reader, 'post', id, { reason: 'abuse' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already reported/);
    expect((await report(author, 'post', id)).json().message).toMatch(/cannot report your own/);
    expect((await report(null, 'post', id)).statusCode).toBe(401);
    expect((await report(reader, 'post', 999999)).statusCode).toBe(404);
    const bad = await report(reader, 'post', id, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/reason/);
  });

  it('at most 10 reports an hour per member', async () => {
    const flagger = await member(t);
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      t.clock.advance(31_000);
      ids.push((await c.ask(author, { title: `Thread number ${i} to report`, channel: 'general' })).json().id);
    }
    for (const id of ids.slice(0, 10)) expect((await report(flagger, 'post', id)).statusCode).toBe(201);
    const over = await report(flagger, 'post', ids[10] as number);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/10 reports an hour/);
    t.clock.advance(3_601_000);
    expect((await report(flagger, 'post', ids[10] as number)).statusCode).toBe(201);
  });

  it('the queue groups open reports by item and shows its content; guests and learners are refused', async () => {
    const qid = (await c.ask(author, { title: 'Which book for DILR sets?' })).json().id;
    const aid = (await c.answer(author, qid, 'Visit my spam site for answers')).json().id;
    const second = await member(t);
    t.clock.advance(1000);
    await report(reader, 'answer', aid, { reason: 'spam' });
    await report(second, 'answer', aid, { reason: 'off_topic', note: 'Nothing to do with DILR' });
    const page = await queue();
    const item = page.items.find((i) => i.target === 'answer' && i.id === aid);
    expect(item).toMatchObject({
      body: 'Visit my spam site for answers',
      thread: { id: qid, title: 'Which book for DILR sets?', channel: { slug: 'qa' } },
      author: { id: author.id },
      state: { hidden: false, locked: false },
    });
    expect(item?.reports.map((r) => r.reason).sort()).toEqual(['off_topic', 'spam']);
    expect(page.items[0]).toMatchObject({ target: 'answer', id: aid });
    expect((await c.call('GET', '/api/admin/community/reports', null)).statusCode).toBe(401);
    expect((await c.call('GET', '/api/admin/community/reports', reader)).statusCode).toBe(403);
  });
});

describe('staff actions', () => {
  it('are refused to guests and learners, and write nothing to the audit trail', async () => {
    const id = (await c.ask(author, { title: 'A thread nobody may lock' })).json().id;
    await refusedWithoutEntry(t, [
      [() => moderate(null, 'post', id, { action: 'hide' }), 401],
      [() => moderate(reader, 'post', id, { action: 'hide' }), 403],
      [() => moderate(author, 'post', id, { action: 'lock' }), 403],
      [() => moderate(reader, 'post', id, { action: 'move', channel: 'general' }), 403],
      [() => c.call('PUT', '/api/admin/community/answers/1/verified', null, { verified: true }), 401],
      [
        () => c.call('POST', `/api/admin/community/members/${author.id}/suspend`, null, { days: 1, reason: 'x y z' }),
        401,
      ],
    ]);
  });

  it('hide: gone from feeds, search and the thread for members; staff see it marked; restore brings it back', async () => {
    const id = (await c.ask(author, { title: 'Zanzibar percentages shortcut', channel: 'varc' })).json().id;
    await report(reader, 'post', id, { reason: 'abuse' });
    const res = await moderate(staff, 'post', id, { action: 'hide' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: { hidden: true }, reportsClosed: 1 });
    expect((await feed('sort=latest&channel=varc')).items.map((p) => p.id)).not.toContain(id);
    expect((await c.call('GET', '/api/community/search?q=zanzibar', reader)).json().items).toEqual([]);
    expect((await c.post(id, reader)).statusCode).toBe(404);
    expect((await c.post(id, author)).statusCode).toBe(404);
    const seen: PostDetail = (await c.post(id, staff)).json();
    expect(seen.hidden).toBe(true);
    expect((await queue()).items.some((i) => i.target === 'post' && i.id === id)).toBe(false);
    expect((await queue('actioned')).items.some((i) => i.target === 'post' && i.id === id)).toBe(true);
    const [entry] = await auditTrail(t, { action: 'forum.hide', targetId: id });
    expect(entry).toMatchObject({
      actorId: staff.id,
      targetType: 'forum_post',
      before: { hidden: false },
      after: { hidden: true },
    });
    expect((await moderate(staff, 'post', id, { action: 'restore' })).json().state.hidden).toBe(false);
    expect((await c.post(id, reader)).statusCode).toBe(200);
    expect(await auditTrail(t, { action: 'forum.restore', targetId: id })).toHaveLength(1);
  });

  it('hiding an answer or comment drops it for members, keeps it marked for staff, and counts once', async () => {
    const qid = (await c.ask(author, { title: 'Hidden answer thread here' })).json().id;
    const aid = (await c.answer(reader, qid, 'A rude answer')).json().id;
    const cid = (
      await c.call('POST', `/api/community/posts/${qid}/comments`, reader, { body: 'A rude comment' })
    ).json().id;
    await moderate(staff, 'answer', aid, { action: 'hide' });
    await moderate(staff, 'answer', aid, { action: 'hide' });
    await moderate(staff, 'comment', cid, { action: 'hide' });
    const member: PostDetail = (await c.post(qid, reader)).json();
    expect(member).toMatchObject({ answers: [], comments: [], answerCount: 0, commentCount: 0 });
    const forStaff: PostDetail = (await c.post(qid, staff)).json();
    expect(forStaff.answers.map((a) => [a.id, a.hidden])).toEqual([[aid, true]]);
    expect(forStaff.comments.map((x) => [x.id, x.hidden])).toEqual([[cid, true]]);
    expect(await auditTrail(t, { action: 'forum.hide', targetType: 'forum_answer', targetId: aid })).toHaveLength(1);
    expect((await feed('sort=unanswered')).items.map((p) => p.id)).toContain(qid);
    expect((await c.vote(author, 'answer', aid, 1)).statusCode).toBe(404);
  });

  it('a thread whose accepted answer is hidden is not solved, for members or staff, until the answer is restored', async () => {
    const qid = (await c.ask(author, { title: 'Quokka remainder question', channel: 'qa' })).json().id;
    const aid = (await c.answer(reader, qid, 'The remainder is 2.')).json().id;
    await c.call('PUT', `/api/community/posts/${qid}/accepted`, author, { answerId: aid });
    const solved = async (u: TestUser) => ({
      thread: ((await c.post(qid, u)).json() as PostDetail).solved,
      feed: (await feed('sort=latest&channel=qa', u)).items.find((p) => p.id === qid)?.solved,
      search: ((await c.call('GET', '/api/community/search?q=quokka', u)).json() as FeedPage).items.find(
        (p) => p.id === qid,
      )?.solved,
    });
    const everywhere = (value: boolean) => ({ thread: value, feed: value, search: value });
    expect(await solved(reader)).toEqual(everywhere(true));

    await moderate(staff, 'answer', aid, { action: 'hide' });
    expect(await solved(reader)).toEqual(everywhere(false));
    expect(await solved(staff)).toEqual(everywhere(false));
    // Members are not pointed at an answer they cannot see; staff still see which one the asker accepted.
    expect(((await c.post(qid, reader)).json() as PostDetail).acceptedAnswerId).toBeNull();
    expect((await c.post(qid, staff)).json()).toMatchObject({
      acceptedAnswerId: aid,
      answers: [{ id: aid, accepted: true, hidden: true }],
    });

    await moderate(staff, 'answer', aid, { action: 'restore' });
    expect(await solved(reader)).toEqual(everywhere(true));
    expect(((await c.post(qid, reader)).json() as PostDetail).acceptedAnswerId).toBe(aid);
  });

  it('delete is soft and final: gone for everyone, the row kept, restore refused', async () => {
    const id = (await c.ask(author, { title: 'Thread to be deleted now' })).json().id;
    expect((await moderate(staff, 'post', id, { action: 'delete' })).json().state).toMatchObject({
      hidden: true,
      deleted: true,
    });
    expect((await c.post(id, staff)).statusCode).toBe(404);
    const restore = await moderate(staff, 'post', id, { action: 'restore' });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toMatch(/deleted/);
    expect(await auditTrail(t, { action: 'forum.delete', targetId: id })).toHaveLength(1);
  });

  it('lock: answers, comments and edits refused with a clear 409; unlock opens it again', async () => {
    const qid = (await c.ask(author, { title: 'Locked thread for testing' })).json().id;
    const aid = (await c.answer(reader, qid)).json().id;
    expect((await moderate(staff, 'post', qid, { action: 'lock' })).json().state.locked).toBe(true);
    const answer = await c.answer(reader, qid, 'Late answer');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/locked by a moderator/);
    const comment = await c.call('POST', `/api/community/posts/${qid}/comments`, reader, { body: 'Late comment' });
    expect(comment.statusCode).toBe(409);
    const edit = await c.call('PATCH', `/api/community/items/answer/${aid}`, reader, { body: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect((await c.post(qid, reader)).json().locked).toBe(true);
    expect((await moderate(staff, 'answer', aid, { action: 'lock' })).statusCode).toBe(400);
    await moderate(staff, 'post', qid, { action: 'unlock' });
    expect((await c.answer(reader, qid, 'Now it is open')).statusCode).toBe(201);
    expect(await auditTrail(t, { action: 'forum.lock', targetId: qid })).toHaveLength(1);
    expect(await auditTrail(t, { action: 'forum.unlock', targetId: qid })).toHaveLength(1);
  });

  it('pin: pinned threads open their channel feed (once, not on later pages); unpin drops them back', async () => {
    const old = (await c.ask(author, { title: 'Channel rules: read first', channel: 'xat' })).json().id;
    for (let i = 0; i < 3; i++) {
      t.clock.advance(31_000);
      await c.ask(reader, { title: `Newer XAT thread ${i}`, channel: 'xat' });
    }
    await moderate(staff, 'post', old, { action: 'pin' });
    const pinned = await feed('sort=latest&channel=xat');
    expect(pinned.items[0]).toMatchObject({ id: old, pinned: true });
    expect(pinned.items.filter((p) => p.id === old)).toHaveLength(1);
    expect((await feed('sort=latest')).items[0]?.id).not.toBe(old);
    await moderate(staff, 'post', old, { action: 'unpin' });
    expect((await feed('sort=latest&channel=xat')).items.at(-1)?.id).toBe(old);
    expect(await auditTrail(t, { action: 'forum.pin', targetId: old })).toHaveLength(1);
  });

  it('move: the thread changes channel; an unknown channel is a 404 naming it', async () => {
    const id = (await c.ask(author, { title: 'This belongs in NMAT', channel: 'qa' })).json().id;
    const res = await moderate(staff, 'post', id, { action: 'move', channel: 'nmat' });
    expect(res.json().state.channel).toBe('nmat');
    expect((await feed('sort=latest&channel=nmat')).items.map((p) => p.id)).toContain(id);
    expect((await feed('sort=latest&channel=qa')).items.map((p) => p.id)).not.toContain(id);
    const [entry] = await auditTrail(t, { action: 'forum.move', targetId: id });
    expect(entry).toMatchObject({ before: { channel: 'qa' }, after: { channel: 'nmat' } });
    const missing = await moderate(staff, 'post', id, { action: 'move', channel: 'nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/channel/);
    expect((await moderate(staff, 'post', id, { action: 'move' })).json().message).toMatch(/channel/);
  });

  it('dismiss closes the reports and leaves the item alone', async () => {
    const id = (await c.ask(author, { title: 'A harmless thread here' })).json().id;
    await report(reader, 'post', id, { reason: 'other', note: 'Not sure' });
    const res = await moderate(staff, 'post', id, { action: 'dismiss' });
    expect(res.json()).toMatchObject({ reportsClosed: 1, state: { hidden: false } });
    expect((await queue('dismissed')).items.some((i) => i.id === id && i.target === 'post')).toBe(true);
    // Dismissed, the member may report it again if it gets worse.
    expect((await report(reader, 'post', id)).statusCode).toBe(201);
  });

  it('suspend the author for 7 days from the queue: writes and reports refused with the suspension error', async () => {
    const bad = await member(t);
    const id = (await c.ask(bad, { title: 'Spam thread from a spammer' })).json().id;
    await report(reader, 'post', id);
    const res = await c.call('POST', `/api/admin/community/members/${bad.id}/suspend`, staff, {
      days: 7,
      reason: 'Spam',
    });
    expect(res.statusCode).toBe(200);
    const item = (await queue()).items.find((i) => i.id === id && i.target === 'post');
    expect(item?.authorSuspendedUntil).toBe(res.json().until);
    for (const refused of [
      await c.ask(bad),
      await report(bad, 'post', (await c.ask(author, { title: 'Thread by a good member' })).json().id),
      await c.call('PATCH', `/api/community/items/post/${id}`, bad, { body: 'Edited spam' }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('account_suspended');
    }
  });
});
