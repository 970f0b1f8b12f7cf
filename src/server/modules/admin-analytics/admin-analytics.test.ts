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
    expect(a.funnel).toEqual({ signedUp: 4, practised: 3, tookTest: 1, purchased: 1 });
    expect(a.testScores).toHaveLength(10);
    expect(a.testScores[5]).toEqual({ band: '50–59%', tests: 1 });
  });
});
