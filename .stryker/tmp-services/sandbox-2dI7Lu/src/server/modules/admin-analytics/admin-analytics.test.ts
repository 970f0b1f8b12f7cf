// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempts,
  payments,
  practiceSessions,
  questionReports,
  subscriptionPlans,
  users,
} from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock } from '#server/test/mock-fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
let admin: TestUser;
let staffer: TestUser;
let learners: TestUser[];
let hard: number;
let easy: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { kind: 'admin' });
  staffer = await createUser(t);
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staffer.id));
  learners = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
  [hard = 0, easy = 0] = await addQuestions(t, [mcq({ topic: 'Probability' }), mcq({ topic: 'Averages' })]);
  const now = t.clock.now();
  const db = t.database.db;
  // Fixtures take the wall clock's creation time; the app's clock is the test's.
  await db.update(users).set({ createdAt: now });
  // Learners 0–2 practise: everyone gets `easy` right, only learner 0 gets `hard` right.
  for (const [i, l] of learners.slice(0, 3).entries()) {
    await db.insert(attempts).values([
      { userId: l.id, questionId: easy, isCorrect: true, seconds: 30, createdAt: now },
      { userId: l.id, questionId: hard, isCorrect: i === 0, seconds: 90, createdAt: now },
    ]);
  }
  const l0 = must(learners[0], 'learner 0');
  const [session] = await db
    .insert(practiceSessions)
    .values({
      userId: l0.id,
      questionIds: [easy, hard],
      timeLimitSeconds: 600,
      source: { kind: 'custom' } as never,
      finishedAt: now,
    })
    .returning();
  await db.insert(attempts).values([
    {
      userId: l0.id,
      questionId: easy,
      isCorrect: true,
      seconds: 20,
      context: 'task',
      contextId: must(session, 's').id,
      createdAt: now,
    },
  ]);
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ name: 'Monthly', price: '799', durationDays: 30 })
    .returning();
  await db.insert(payments).values({
    userId: l0.id,
    planId: must(plan, 'plan').id,
    amountPaise: 79_900,
    gateway: 'test',
    gatewayOrderId: 'order_analytics_1',
    status: 'captured',
    capturedAt: now,
  });
  await db.insert(questionReports).values({ questionId: hard, userId: l0.id, reason: 'typo' });
});
afterAll(() => t.close());

const get = (u: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: u.headers });

describe('staff dashboard over a period', () => {
  it('counts registrations, active learners, answers, tests, reports and money from the rows', async () => {
    const res = await get(admin, '/api/admin/dashboard?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.series).toHaveLength(7);
    expect(d.kpis).toMatchObject({
      registrations: 6,
      activeToday: 3,
      activeLast7Days: 3,
      answers: 7,
      practiceTestsFinished: 1,
      revenuePaise: 79_900,
      conversion: 0.25,
      openReports: 1,
      flaggedQuestions: 1,
    });
    expect(d.series.at(-1)).toMatchObject({ registrations: 6, activeLearners: 3, answers: 7, revenuePaise: 79_900 });
  });

  it('hides money from staff and refuses learners', async () => {
    const d = (await get(staffer, '/api/admin/dashboard')).json();
    expect(d.days).toBe(30);
    expect(d.kpis.revenuePaise).toBeNull();
    expect(d.kpis.conversion).toBeNull();
    expect((await get(must(learners[0], 'l'), '/api/admin/dashboard')).statusCode).toBe(403);
    expect((await get(admin, '/api/admin/dashboard?days=5')).statusCode).toBe(400);
  });
});

describe('platform analytics', () => {
  it('lists the weakest items first with facility, discrimination and time; topics; the funnel; test scores', async () => {
    const res = await get(staffer, '/api/admin/analytics');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a.items.map((i: { questionId: number }) => i.questionId)).toEqual([hard, easy]);
    expect(a.items[0]).toMatchObject({ learners: 3, facility: 0.333, meanSeconds: 90 });
    // The one learner right on the hard item is the most accurate: positive discrimination.
    expect(a.items[0].discrimination).toBeGreaterThan(0.9);
    expect(a.topics[0]).toMatchObject({ topic: 'Probability', attempts: 3, learners: 3, accuracy: 0.333 });
    expect(a.funnel).toEqual({ signedUp: 4, practised: 3, tookTest: 1, tookMock: 0, purchased: 1 });
    expect(a.testScores).toHaveLength(10);
    expect(a.testScores[5]).toEqual({ band: '50–59%', tests: 1 });
  });
});

const DAY = 86_400_000;
type Answer = { section: string; i: number; answer: { option: number } | { text: string } };

/** A learner sits a mock through the real routes: start, save the given answers, and submit unless told not to. */
async function sit(u: TestUser, mock: Awaited<ReturnType<typeof createMock>>, answers: Answer[], submit = true) {
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: u.headers, payload });
  const clientId = `tab-${u.id.slice(0, 8)}`;
  const started = await post(`/api/mock-tests/${mock.id}/start`, { clientId });
  expect(started.statusCode, started.body).toBe(200);
  const id: string = started.json().attemptId;
  for (const [n, a] of answers.entries()) {
    const questionId = must(mock.bySection[a.section]?.[a.i], 'question');
    const saved = await post(`/api/mock-attempts/${id}/answers`, {
      clientId,
      seq: n + 1,
      seconds: 10,
      questionId,
      status: 'answered',
      answer: a.answer,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  if (submit) expect((await post(`/api/mock-attempts/${id}/submit`, { clientId })).statusCode).toBe(200);
}

describe('mock figures', () => {
  it('with no mock taken: none in the period, none in progress, no score distribution', async () => {
    const d = (await get(admin, '/api/admin/dashboard?days=7')).json();
    expect(d.kpis).toMatchObject({ mocksTaken: 0, mocksInProgress: 0 });
    expect(d.series.every((s: { mocksSubmitted: number }) => s.mocksSubmitted === 0)).toBe(true);
    expect((await get(staffer, '/api/admin/analytics')).json().mockScores).toEqual([]);
  });

  describe('once learners have sat mocks', () => {
    let paperA: Awaited<ReturnType<typeof createMock>>;
    let paperB: Awaited<ReturnType<typeof createMock>>;
    beforeAll(async () => {
      const [l0, l1, l2, l3] = learners.map((l) => must(l, 'learner'));
      if (!l0 || !l1 || !l2 || !l3) throw new Error('four learners');
      // CAT marking on 3 + 3 + 3 questions: +3 right, −1 wrong MCQ, 0 wrong TITA; full marks 27. MCQs' key is
      // option 1, the TITA's (the third of a section) is 42. Answers go in the first section only.
      paperA = await createMock(t);
      paperB = await createMock(t);
      await createMock(t); // never sat: not listed
      // Mock B, ten days ago: learner 0 submits a blank paper (0).
      await sit(l0, paperB, []);
      t.clock.advance(10 * DAY);
      const right = (i: number) => ({ section: 'VARC', i, answer: { option: 1 } });
      const wrong = (i: number) => ({ section: 'VARC', i, answer: { option: 2 } });
      const tita = { section: 'VARC', i: 2, answer: { text: '42' } };
      await sit(l0, paperA, [right(0), right(1), tita]); // 9
      await sit(l1, paperA, [right(0), wrong(1)]); // 2
      await sit(l2, paperA, [wrong(0)]); // −1
      await sit(l3, paperA, [right(1), tita]); // 6
      await sit(l1, paperB, [right(0)], false); // in progress
    });

    it('the dashboard counts mocks submitted in the period, per day, and those in progress now', async () => {
      const week = (await get(staffer, '/api/admin/dashboard?days=7')).json();
      expect(week.kpis).toMatchObject({ mocksTaken: 4, mocksInProgress: 1 });
      // Their practice was ten days ago: this week all four were active through their mocks alone.
      expect(week.kpis).toMatchObject({ activeToday: 4, activeLast7Days: 4 });
      expect(week.series.at(-1).activeLearners).toBe(4);
      expect(week.series.at(-1).mocksSubmitted).toBe(4);
      expect(week.series.slice(0, -1).every((s: { mocksSubmitted: number }) => s.mocksSubmitted === 0)).toBe(true);
      const month = (await get(admin, '/api/admin/dashboard?days=30')).json();
      expect(month.kpis).toMatchObject({ mocksTaken: 5, mocksInProgress: 1 });
      expect(month.series.at(-11).mocksSubmitted).toBe(1);
      expect(month.series.at(-1).mocksSubmitted).toBe(4);
    });

    it('lists each sat mock with takers, mean, quartiles, top of its maximum and a ten-band histogram', async () => {
      const res = await get(staffer, '/api/admin/analytics');
      expect(res.statusCode, res.body).toBe(200);
      // Each of the four learners has submitted a mock (learner 1's second one is still in progress).
      expect(res.json().funnel.tookMock).toBe(4);
      const [a, b, ...rest] = res.json().mockScores;
      expect(rest).toEqual([]);
      // Scores −1, 2, 6, 9: quartiles interpolate between neighbours (positions 0.75, 1.5, 2.25).
      expect(a).toMatchObject({
        mockId: paperA.id,
        exam: 'CAT',
        takers: 4,
        mean: 4,
        q1: 1.25,
        median: 4,
        q3: 6.75,
        top: 9,
        maxScore: 27,
      });
      expect(a.histogram).toHaveLength(10);
      expect(a.histogram[0]).toEqual({ band: '0–9%', from: -1, to: 2.7, takers: 2 });
      expect(a.histogram.map((h: { takers: number }) => h.takers)).toEqual([2, 0, 1, 1, 0, 0, 0, 0, 0, 0]);
      expect(a.histogram[9]).toEqual({ band: '90–100%', from: 24.3, to: 27, takers: 0 });
      // The in-progress attempt on B is not a score.
      expect(b).toMatchObject({ mockId: paperB.id, takers: 1, mean: 0, q1: 0, median: 0, q3: 0, top: 0, maxScore: 27 });
      expect(b.histogram[0]).toEqual({ band: '0–9%', from: 0, to: 2.7, takers: 1 });
    });

    it('is staff only: a learner gets 403, a guest 401', async () => {
      const learner = must(learners[0], 'learner');
      for (const url of ['/api/admin/analytics', '/api/admin/dashboard?days=7']) {
        expect((await get(learner, url)).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });
  });
});
