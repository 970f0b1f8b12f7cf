// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCards, reviewLogs } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq, tita } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { CardList, CardSchedule, ReviewQueue, ReviewResult, ReviewStats } from '#shared/contracts/review';

// The mistake notebook through HTTP on the injected clock. The FSRS figures are ts-fsrs 5's defaults with short-term
// steps off, worked by hand: a new card rated Again is due 1 day later, rated Good 3 days later (Good's interval is
// at least Hard's + 1, Hard's at least Again's + 1); Good again 3 days on, with stability 13.83, gives 14 days.

const DAY = 86_400_000;
let t: TestApp;
let ids: { a: number; b: number; c: number; text: number; paid: number };

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, u?: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: u?.headers, payload });
const practise = (u: TestUser, id: number, option: number) =>
  inject('POST', `/api/practice/questions/${id}/attempt`, u, { answer: { option }, seconds: 40 });
const cards = async (u: TestUser, query = '') =>
  (await inject('GET', `/api/review/cards${query}`, u)).json() as CardList;
const cardOf = async (u: TestUser, questionId: number) => {
  const found = (await cards(u)).items.find((c) => c.questionId === questionId);
  if (!found) throw new Error(`no card for question ${questionId}`);
  return found;
};
const review = (u: TestUser, card: Pick<CardSchedule, 'id' | 'reps'>, answer: object) =>
  inject('POST', `/api/review/cards/${card.id}/review`, u, { answer, seconds: 30, reps: card.reps });
const dueIn = (due: string, from: Date) => (new Date(due).getTime() - from.getTime()) / DAY;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, c, text, paid] = await addQuestions(t, [
    mcq({ explanation: ['20% of 50 is 10.'] }),
    mcq({ topic: 'Averages' }),
    mcq({ topic: 'Ratios' }),
    tita({ kind: 'text', value: '2413' }, { section: 'VARC', area: 'Verbal Ability', topic: 'Para Jumbles' }),
    { ...mcq({ topic: 'Profit' }), isPremium: true },
  ]);
  if (!a || !b || !c || !text || !paid) throw new Error('questions missing');
  ids = { a, b, c, text, paid };
});
afterAll(() => t.close());

describe('cards from practice answers', () => {
  it('a wrong practice answer opens a card due at once; a right one opens none', async () => {
    const u = await createUser(t);
    const at = t.clock.now();
    expect((await practise(u, ids.a, 0)).json().correct).toBe(false);
    expect((await practise(u, ids.b, 1)).json().correct).toBe(true);
    const list = await cards(u);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      questionId: ids.a,
      source: 'practice',
      state: 'New',
      reps: 0,
      reason: null,
      note: '',
      due: at.toISOString(),
    });
    // The list never carries the answer.
    expect(JSON.stringify(list)).not.toContain('20% of 50 is 10.');
  });

  it('answering a carded question again in practice is a review: wrong is Again, right is Good, both logged', async () => {
    const u = await createUser(t);
    await practise(u, ids.c, 0);
    const start = t.clock.now();
    await practise(u, ids.c, 2);
    const afterAgain = await cardOf(u, ids.c);
    expect(afterAgain).toMatchObject({ reps: 1, lapses: 0, state: 'Review', scheduledDays: 1 });
    expect(dueIn(afterAgain.due, start)).toBe(1);
    t.clock.advance(DAY);
    const later = t.clock.now();
    await practise(u, ids.c, 1);
    const afterGood = await cardOf(u, ids.c);
    expect(afterGood.reps).toBe(2);
    expect(afterGood.lastReview).toBe(later.toISOString());
    const logs = await t.database.db
      .select()
      .from(reviewLogs)
      .where(eq(reviewLogs.userId, u.id))
      .orderBy(reviewLogs.id);
    expect(logs.map((l) => [l.via, l.rating, l.state, l.review.toISOString()])).toEqual([
      ['practice', 'Again', 'New', start.toISOString()],
      ['practice', 'Good', 'Review', later.toISOString()],
    ]);
  });
});

describe('the review session', () => {
  it('queues due cards, checks the answer on the server and moves the due date by FSRS (Again 1 day, Good 3, then 14)', async () => {
    const u = await createUser(t);
    await practise(u, ids.a, 0);
    await practise(u, ids.b, 3);
    const queue = (await inject('GET', '/api/review/queue', u)).json() as ReviewQueue;
    expect(queue).toMatchObject({ dueNow: 2, reviewedToday: 0, limit: 50 });
    expect(queue.cards.map((c) => c.questionId).sort()).toEqual([ids.a, ids.b].sort());

    const cardA = await cardOf(u, ids.a);
    const now = t.clock.now();
    const right = (await review(u, cardA, { option: 1 })).json() as ReviewResult;
    expect(right).toMatchObject({ correct: true, rating: 'Good', answer: { kind: 'option', index: 1 } });
    expect(right.explanation).toEqual(['20% of 50 is 10.']);
    expect(dueIn(right.card.due, now)).toBe(3);

    const cardB = await cardOf(u, ids.b);
    const wrong = (await review(u, cardB, { option: 0 })).json() as ReviewResult;
    expect(wrong).toMatchObject({ correct: false, rating: 'Again' });
    expect(dueIn(wrong.card.due, now)).toBe(1);

    // Nothing is due now; the day's two reviews are counted.
    expect((await inject('GET', '/api/review/queue', u)).json()).toMatchObject({
      dueNow: 0,
      reviewedToday: 2,
      cards: [],
    });

    t.clock.advance(3 * DAY);
    const again = (await review(u, right.card, { option: 1 })).json() as ReviewResult;
    expect(again.card).toMatchObject({ reps: 2, scheduledDays: 14 });
    // A lapse after that: one lapse counted, and a shorter interval than before it.
    t.clock.advance(14 * DAY);
    const lapse = (await review(u, again.card, { option: 3 })).json() as ReviewResult;
    expect(lapse.card).toMatchObject({ reps: 3, lapses: 1 });
    expect(lapse.card.scheduledDays).toBeLessThan(14);

    const logs = await t.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, u.id));
    expect(logs.filter((l) => l.via === 'session').map((l) => l.rating)).toEqual(['Good', 'Again', 'Good', 'Again']);
  });

  it('checks a TITA answer with the bank rules, and refuses a wrong shape with a 400', async () => {
    const u = await createUser(t);
    await inject('POST', `/api/practice/questions/${ids.text}/attempt`, u, { answer: { text: '1234' }, seconds: 9 });
    const card = await cardOf(u, ids.text);
    expect((await review(u, card, { option: 1 })).statusCode).toBe(400);
    const res = (await review(u, card, { text: ' 2413 ' })).json() as ReviewResult;
    expect(res).toMatchObject({ correct: true, rating: 'Good' });
  });

  it('a second review with the same reps (another tab) is refused with 409 and not applied twice', async () => {
    const u = await createUser(t);
    await practise(u, ids.a, 0);
    const card = await cardOf(u, ids.a);
    expect((await review(u, card, { option: 1 })).statusCode).toBe(200);
    const second = await review(u, card, { option: 1 });
    expect(second.statusCode).toBe(409);
    expect((await cardOf(u, ids.a)).reps).toBe(1);
  });

  it('keeps the day to 50 reviews: the queue offers what is left of the limit', async () => {
    const u = await createUser(t);
    const many = await addQuestions(
      t,
      Array.from({ length: 52 }, () => mcq({ topic: 'Limit' })),
    );
    for (const id of many) await practise(u, id, 0);
    const first = (await inject('GET', '/api/review/queue', u)).json() as ReviewQueue;
    expect(first.dueNow).toBe(52);
    expect(first.cards).toHaveLength(50);
    for (const c of first.cards.slice(0, 45)) await review(u, c, { option: 1 });
    const after = (await inject('GET', '/api/review/queue', u)).json() as ReviewQueue;
    expect(after).toMatchObject({ dueNow: 7, reviewedToday: 45 });
    expect(after.cards).toHaveLength(5);
  });
});

describe('reason, note, removal and manual cards', () => {
  it('tags a reason and writes a note; bad values are 400s naming the field', async () => {
    const u = await createUser(t);
    await practise(u, ids.b, 0);
    const card = await cardOf(u, ids.b);
    const ok = await inject('PATCH', `/api/review/cards/${card.id}`, u, {
      reason: 'silly',
      note: '  Misread 20% as 2%  ',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ reason: 'silly', note: 'Misread 20% as 2%' });
    const badReason = await inject('PATCH', `/api/review/cards/${card.id}`, u, { reason: 'lazy' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toMatch(/reason/);
    const longNote = await inject('PATCH', `/api/review/cards/${card.id}`, u, { note: 'x'.repeat(1001) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toMatch(/note/);
    const empty = await inject('PATCH', `/api/review/cards/${card.id}`, u, {});
    expect(empty.statusCode).toBe(400);
    // Clearing the tag.
    expect((await inject('PATCH', `/api/review/cards/${card.id}`, u, { reason: null })).json().reason).toBeNull();
    expect((await cards(u, '?reason=untagged')).total).toBe(1);
    expect((await cards(u, '?reason=silly')).total).toBe(0);
  });

  it('adds a met question by hand (once), refuses one never met, and removes a card', async () => {
    const u = await createUser(t);
    expect((await inject('POST', '/api/review/cards', u, { questionId: ids.c })).statusCode).toBe(409);
    await practise(u, ids.c, 1);
    const added = await inject('POST', '/api/review/cards', u, { questionId: ids.c });
    expect(added.json()).toMatchObject({ created: true, card: { source: 'manual', state: 'New' } });
    const twice = await inject('POST', '/api/review/cards', u, { questionId: ids.c });
    expect(twice.json()).toMatchObject({ created: false, card: { id: added.json().card.id } });
    const member = await inject('GET', `/api/review/membership?questionIds=${ids.c},${ids.a}`, u);
    expect(member.json()).toEqual({ questionIds: [ids.c] });
    expect((await inject('DELETE', `/api/review/cards/${added.json().card.id}`, u)).statusCode).toBe(200);
    expect((await cards(u)).total).toBe(0);
    expect((await inject('DELETE', `/api/review/cards/${added.json().card.id}`, u)).statusCode).toBe(404);
  });

  it('a premium question needs premium to be added', async () => {
    const u = await createUser(t);
    const res = await inject('POST', '/api/review/cards', u, { questionId: ids.paid });
    expect(res.statusCode).toBe(403);
  });
});

describe('access', () => {
  it('another learner’s card is a 404 on every route; a guest gets 401', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await practise(owner, ids.a, 0);
    const card = await cardOf(owner, ids.a);
    expect((await review(other, card, { option: 1 })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/review/cards/${card.id}`, other, { note: 'mine' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/review/cards/${card.id}`, other)).statusCode).toBe(404);
    expect((await cards(other)).total).toBe(0);
    const [row] = await t.database.db.select().from(reviewCards).where(eq(reviewCards.id, card.id));
    expect(row).toMatchObject({ note: '', reps: 0 });
    for (const url of ['/api/review/cards', '/api/review/queue', '/api/review/stats']) {
      expect((await inject('GET', url)).statusCode).toBe(401);
    }
    expect((await review(undefined as unknown as TestUser, card, { option: 1 })).statusCode).toBe(401);
  });
});

describe('statistics', () => {
  it('counts cards, due now and today, retention over 30 days and misses by reason', async () => {
    const u = await createUser(t);
    const qs = await addQuestions(t, [mcq(), mcq(), mcq(), mcq()]);
    // The history starts 31 days back (the clock is moved back, not on: the session must stay valid).
    const base = t.clock.now();
    t.clock.set(new Date(base.getTime() - 31 * DAY));
    for (const id of qs) await practise(u, id, 0);
    const [c1, c2, c3, c4] = await Promise.all(qs.map((id) => cardOf(u, id)));
    if (!c1 || !c2 || !c3 || !c4) throw new Error('cards missing');
    await inject('PATCH', `/api/review/cards/${c1.id}`, u, { reason: 'concept' });
    await inject('PATCH', `/api/review/cards/${c2.id}`, u, { reason: 'concept' });
    await inject('PATCH', `/api/review/cards/${c3.id}`, u, { reason: 'time' });
    // An old review, 31 days back, falls outside the window: c4 wrong (Again), due 30 days ago.
    await review(u, c4, { option: 0 });
    t.clock.set(base);
    // Within the window: c1 right, c2 right, c3 wrong → 2 Good of 3.
    await review(u, c1, { option: 1 });
    await review(u, c2, { option: 1 });
    await review(u, c3, { option: 0 });
    const stats = (await inject('GET', '/api/review/stats', u)).json() as ReviewStats;
    // c4 has been due since 30 days ago; c3 is due tomorrow (Again), c1 and c2 in 3 days.
    expect(stats).toEqual({
      total: 4,
      dueNow: 1,
      dueToday: 1,
      reviews: 3,
      good: 2,
      retention: 2 / 3,
      byReason: { concept: 2, silly: 0, time: 1, guess: 0, untagged: 1 },
    });
  });

  it('a new learner has an empty notebook', async () => {
    const u = await createUser(t);
    expect((await inject('GET', '/api/review/stats', u)).json()).toEqual({
      total: 0,
      dueNow: 0,
      dueToday: 0,
      reviews: 0,
      good: 0,
      retention: null,
      byReason: { concept: 0, silly: 0, time: 0, guess: 0, untagged: 0 },
    });
    expect((await inject('GET', '/api/review/queue', u)).json()).toEqual({
      dueNow: 0,
      reviewedToday: 0,
      limit: 50,
      cards: [],
    });
  });
});
