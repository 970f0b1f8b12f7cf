// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, addSet, chartSet, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

const SECRET = 'TASK-SECRET-4417';
let t: TestApp;
let free: TestUser;
let premium: TestUser;
let qa: number[];
let draft: number;
let set: number[];

const post = (url: string, payload: unknown, user?: TestUser) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: user?.headers });
const answer = (user: TestUser, id: number, option: number, contextId: string, seconds = 40) =>
  post(`/api/practice/questions/${id}/attempt`, { answer: { option }, seconds, context: 'task', contextId }, user);

beforeAll(async () => {
  t = await createTestApp();
  free = await createUser(t);
  premium = await createUser(t, { kind: 'premium' });
  qa = await addQuestions(
    t,
    Array.from({ length: 8 }, (_, i) =>
      mcq({ topic: i < 4 ? 'Percentages' : 'Averages', difficulty: (i % 3) + 1, explanation: [SECRET] }),
    ),
  );
  draft = must((await addQuestions(t, [{ ...mcq(), status: 'draft' }]))[0], 'the draft question');
  set = await addSet(t, chartSet());
});
afterAll(() => t.close());

describe('POST /api/tasks/session: access and validation', () => {
  it('is premium: 401 for guests, 403 for free users', async () => {
    expect((await post('/api/tasks/session', { questionIds: [qa[0]] })).statusCode).toBe(401);
    expect((await post('/api/tasks/session', { questionIds: [qa[0]] }, free)).statusCode).toBe(403);
  });

  it('names unknown and unpublished ids in a 400', async () => {
    const res = await post('/api/tasks/session', { questionIds: [qa[0], 987654, draft] }, premium);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('987654');
    expect(res.json().message).toContain(String(draft));
    expect(res.json().details).toEqual({ unknown: [987654, draft], locked: [] });
  });

  it('rejects empty, oversized and malformed bodies with 400', async () => {
    for (const body of [
      { questionIds: [] },
      { questionIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      { questionIds: ['x'] },
      { section: 'QA', count: 0, minutes: 10 },
      { section: 'Maths', count: 5, minutes: 10 },
      {},
    ]) {
      expect((await post('/api/tasks/session', body, premium)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 404 for a session that is not yours and 400 for a malformed id', async () => {
    const mine = (await post('/api/tasks/session', { questionIds: [qa[0]] }, premium)).json();
    const other = await createUser(t, { kind: 'premium' });
    expect((await post(`/api/tasks/session/${mine.id}/finish`, {}, other)).statusCode).toBe(404);
    expect((await post('/api/tasks/session/not-a-uuid/finish', {}, premium)).statusCode).toBe(400);
  });
});

describe('practice test sessions', () => {
  it('runs chosen questions in order, without answers, with the estimated time as the limit', async () => {
    const res = await post('/api/tasks/session', { questionIds: [qa[2], qa[0], set[0], qa[2]] }, premium);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toMatch(/"(answer|explanation)"/);
    const session = res.json();
    expect(session.questions.map((q: { id: number }) => q.id)).toEqual([qa[2], qa[0], set[0]]);
    expect(session.sets).toHaveLength(1);
    expect(session.sets[0].questionIds).toEqual(set);
    expect(session.timeLimitSeconds).toBe((2 + 2 + 3) * 60);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/session/${session.id}`,
      headers: premium.headers,
    });
    expect(again.json().questions).toEqual(session.questions);
  });

  it('builds a custom test from section, topic, difficulty, count and minutes', async () => {
    const res = await post('/api/tasks/session', { section: 'QA', topic: 'Averages', count: 3, minutes: 15 }, premium);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session.questions).toHaveLength(3);
    expect(session.questions.every((q: { topic: string }) => q.topic === 'Averages')).toBe(true);
    expect(session.timeLimitSeconds).toBe(900);
    const none = await post('/api/tasks/session', { section: 'VARC', count: 3, minutes: 15 }, premium);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('No questions match');
  });

  it('finishes with score, time and a review with answers and explanations', async () => {
    const session = (
      await post('/api/tasks/session', { questionIds: [qa[0], qa[1], qa[2]], minutes: 10 }, premium)
    ).json();
    expect((await answer(premium, must(qa[0], 'qa[0]'), 1, session.id, 30)).statusCode).toBe(200);
    expect((await answer(premium, must(qa[1], 'qa[1]'), 0, session.id, 50)).statusCode).toBe(200);
    // Outside the session (plain practice): not counted; a malformed test id is refused.
    const practice = { answer: { option: 1 }, seconds: 20 };
    expect((await post(`/api/practice/questions/${qa[2]}/attempt`, practice, premium)).statusCode).toBe(200);
    expect((await answer(premium, must(qa[2], 'qa[2]'), 1, 'another', 20)).statusCode).toBe(400);
    t.clock.advance(5 * 60_000);
    const res = await post(`/api/tasks/session/${session.id}/finish`, {}, premium);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    expect(summary).toMatchObject({
      sessionId: session.id,
      score: 1,
      total: 3,
      answered: 2,
      timeLimitSeconds: 600,
      timeSpentSeconds: 80,
      elapsedSeconds: 300,
    });
    expect(summary.accuracy).toBeCloseTo(1 / 3);
    expect(summary.review.map((r: { correct: boolean; answered: boolean }) => [r.answered, r.correct])).toEqual([
      [true, true],
      [true, false],
      [false, false],
    ]);
    expect(summary.review[1]).toMatchObject({ yourAnswer: { option: 0 }, answer: { kind: 'option', index: 1 } });
    expect(summary.review[0].explanation).toEqual([SECRET]);
    t.clock.advance(60_000);
    const again = (await post(`/api/tasks/session/${session.id}/finish`, {}, premium)).json();
    expect(again.elapsedSeconds).toBe(300);
  });
});

describe('the practice test clock runs on the server from Start', () => {
  const start = (id: string, user = premium) => post(`/api/tasks/session/${id}/start`, {}, user);

  it('reading the intro costs no time: the limit counts from Start, to the second plus the 5-s grace', async () => {
    const session = (await post('/api/tasks/session', { questionIds: [qa[0], qa[1]], minutes: 10 }, premium)).json();
    expect(session).toMatchObject({ startedAt: null, serverTime: t.clock.now().toISOString() });
    t.clock.advance(30 * 60_000); // the intro stays open for half an hour
    const started = await start(session.id);
    expect(started.statusCode, started.body).toBe(200);
    const startedAt = t.clock.now().toISOString();
    expect(started.json()).toMatchObject({ startedAt, serverTime: startedAt });
    t.clock.advance(10 * 60_000 + 5_000);
    expect((await answer(premium, must(qa[0], 'qa[0]'), 1, session.id, 30)).statusCode).toBe(200);
    t.clock.advance(1_000);
    const late = await answer(premium, must(qa[1], 'qa[1]'), 1, session.id, 30);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Time is up for this practice test; answers are no longer accepted.');
    // Wall time is counted from Start too.
    expect((await post(`/api/tasks/session/${session.id}/finish`, {}, premium)).json().elapsedSeconds).toBe(606);
  });

  it('a second Start (reload, another device) keeps the first moment; the server`s time comes back fresh', async () => {
    const session = (await post('/api/tasks/session', { questionIds: [qa[0]] }, premium)).json();
    const first = (await start(session.id)).json();
    t.clock.advance(90_000);
    const again = (await start(session.id)).json();
    expect(again.startedAt).toBe(first.startedAt);
    expect(again.serverTime).toBe(t.clock.now().toISOString());
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/session/${session.id}`,
      headers: premium.headers,
    });
    expect(read.json().startedAt).toBe(first.startedAt);
  });

  it('only the owner starts it: another learner 404, a free learner 403, a guest 401', async () => {
    const session = (await post('/api/tasks/session', { questionIds: [qa[0]] }, premium)).json();
    expect((await start(session.id, await createUser(t, { kind: 'premium' }))).statusCode).toBe(404);
    expect((await start(session.id, await createUser(t))).statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'POST', url: `/api/tasks/session/${session.id}/start` });
    expect(guest.statusCode).toBe(401);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/session/${session.id}`,
      headers: premium.headers,
    });
    expect(read.json().startedAt).toBeNull();
  });
});
