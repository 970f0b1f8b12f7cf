// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, questions } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
let learner: TestUser;
let qIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  learner = await createUser(t);
  const rows = await t.database.db
    .insert(questions)
    .values(
      (['QA', 'QA', 'DILR'] as const).map((section, i) => ({
        section,
        area: 'Arithmetic',
        topic: 'Percentages',
        exams: ['CAT' as const],
        type: 'TITA' as const,
        stem: `What is ${i + 10}% of 200?`,
        answer: { kind: 'numeric' as const, value: (i + 10) * 2, tolerance: 0 },
        explanation: ['Multiply.'],
        contentHash: `completions-test-${i}`,
      })),
    )
    .returning({ id: questions.id });
  qIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('daily completions', () => {
  it('needs a signed-in learner', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/daily-completions' });
    expect(res.statusCode).toBe(401);
  });

  it('marks a subject done for the learner’s day (Asia/Kolkata) and lists it', async () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in India.
    t.clock.set(new Date('2026-11-21T20:00:00Z'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/daily-completion',
      headers: learner.headers,
      payload: { subject: 'VARC', questionsCompleted: 8, totalTime: 21 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().completion).toMatchObject({
      subject: 'VARC',
      completedDate: '2026-11-22',
      questionsCompleted: 8,
    });

    // Marking again the same day updates rather than duplicates.
    await t.app.inject({
      method: 'POST',
      url: '/api/daily-completion',
      headers: learner.headers,
      payload: { subject: 'VARC', questionsCompleted: 9, totalTime: 25 },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/daily-completions', headers: learner.headers });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({ subject: 'VARC', questionsCompleted: 9, totalTime: 25 });
  });

  it('rejects an unknown subject and bad numbers with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/daily-completion',
      headers: learner.headers,
      payload: { subject: 'Chemistry', questionsCompleted: 1, totalTime: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^subject/);
    const neg = await t.app.inject({
      method: 'POST',
      url: '/api/daily-completion',
      headers: learner.headers,
      payload: { subject: 'DILR', questionsCompleted: -1, totalTime: 1 },
    });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().message).toMatch(/^questionsCompleted/);
  });
});

const q = (i: number) => must(qIds[i], `question ${i}`);

describe('today’s questions', () => {
  it('lists distinct questions attempted since the start of the learner’s day, by plan subject', async () => {
    t.clock.set(new Date('2026-11-22T06:00:00Z'));
    const { db } = t.database;
    await db.insert(attempts).values([
      // before the Indian midnight (18:30 UTC on the 21st): not today
      {
        userId: learner.id,
        questionId: q(0),
        isCorrect: true,
        seconds: 60,
        createdAt: new Date('2026-11-21T18:00:00Z'),
      },
      {
        userId: learner.id,
        questionId: q(1),
        isCorrect: false,
        seconds: 60,
        createdAt: new Date('2026-11-21T19:00:00Z'),
      },
      {
        userId: learner.id,
        questionId: q(1),
        isCorrect: true,
        seconds: 50,
        createdAt: new Date('2026-11-22T05:00:00Z'),
      },
      {
        userId: learner.id,
        questionId: q(2),
        isCorrect: true,
        seconds: 90,
        createdAt: new Date('2026-11-22T05:30:00Z'),
      },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/today-questions', headers: learner.headers });
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().map((q: { id: number }) => [q.id, q]));
    expect(Object.keys(byId).map(Number).sort()).toEqual([qIds[1], qIds[2]].sort());
    expect(byId[must(qIds[1], 'qIds[1]')]).toMatchObject({ subject: 'Quantitative Aptitude', isCorrect: true });
    expect(byId[must(qIds[2], 'qIds[2]')]).toMatchObject({ subject: 'DILR' });
  });
});
