// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, questionReports, questions } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
let admin: TestUser;
let learner: TestUser;
let premium: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { kind: 'admin' });
  learner = await createUser(t, { email: 'meera.iyer@example.com' });
  premium = await createUser(t, { kind: 'premium' });
  const [q] = await t.database.db
    .insert(questions)
    .values({
      section: 'QA',
      area: 'Arithmetic',
      topic: 'Percentages',
      exams: ['CAT'],
      type: 'TITA',
      stem: 'What is 10% of 50?',
      answer: { kind: 'numeric', value: 5, tolerance: 0 },
      explanation: ['10% of 50 is 5.'],
      contentHash: 'overview-q1',
    })
    .returning();
  const questionId = must(q, 'the test question').id;
  await t.database.db.insert(attempts).values([
    { userId: learner.id, questionId, isCorrect: true, seconds: 40, createdAt: t.clock.now() },
    { userId: premium.id, questionId, isCorrect: false, seconds: 70, createdAt: t.clock.now() },
  ]);
  await t.database.db.insert(questionReports).values({ questionId, userId: learner.id, reason: 'typo' });
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? user.headers : {} });

describe('staff overview', () => {
  it('is for administrators only', async () => {
    expect((await get(null, '/api/admin/overview')).statusCode).toBe(401);
    expect((await get(learner, '/api/admin/overview')).statusCode).toBe(403);
  });

  it('counts users, premium learners, questions, today’s activity and open reports from the tables', async () => {
    const res = await get(admin, '/api/admin/overview');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      users: { total: 3, premium: 1, admins: 1 },
      questions: { published: 1, draft: 0 },
      activity: { attemptsToday: 2, activeLearnersToday: 2 },
      openReports: 1,
      revenue: { last30DaysPaise: 0 },
    });
  });
});
