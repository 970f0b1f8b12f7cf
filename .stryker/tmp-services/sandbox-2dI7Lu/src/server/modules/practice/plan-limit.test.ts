// @ts-nocheck
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, subscriptionPlans, subscriptions } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { FREE_LIMITS } from '#shared/domain/plan-limits';

// The plan's practice-question limit on the server (the free plan's maxQuestions, and a paid plan's): a question not
// yet answered needs room under the limit; re-answering one already counted is always allowed. Also run on
// PostgreSQL in CI's second pass, where the concurrent case is the real test.

const DAY_MS = 86_400_000;
let t: TestApp;
/** FREE_LIMITS.maxQuestions + 30 published questions. */
let bank: number[];

beforeAll(async () => {
  t = await createTestApp();
  bank = await addQuestions(
    t,
    Array.from({ length: FREE_LIMITS.maxQuestions + 30 }, () => mcq()),
  );
});
afterAll(() => t.close());

const answer = (u: TestUser, questionId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/practice/questions/${questionId}/attempt`,
    headers: u.headers,
    payload: { answer: { option: 1 }, seconds: 20 },
  });

/** Stores answers to these questions for the learner directly (as if given before), at `at`. */
async function answered(u: TestUser, questionIds: number[], at = t.clock.now()) {
  await t.database.db.insert(attempts).values(
    questionIds.map((questionId) => ({
      userId: u.id,
      questionId,
      answer: { option: 1 },
      isCorrect: true,
      seconds: 20,
      context: 'practice' as const,
      createdAt: at,
    })),
  );
}

async function distinctAnswered(u: TestUser): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(distinct ${attempts.questionId})::int` })
    .from(attempts)
    .where(eq(attempts.userId, u.id));
  return row?.n ?? 0;
}

/** A learner with a paid plan allowing `maxQuestions`, its period starting `startedDaysAgo` days ago. */
async function paidLearner(maxQuestions: number, startedDaysAgo = 1): Promise<TestUser> {
  const u = await createUser(t);
  const [plan] = await t.database.db
    .insert(subscriptionPlans)
    .values({ name: `Limited ${maxQuestions}`, price: '499', durationDays: 30, maxQuestions })
    .returning();
  if (!plan) throw new Error('no plan');
  const now = t.clock.now().getTime();
  await t.database.db.insert(subscriptions).values({
    userId: u.id,
    planId: plan.id,
    startsAt: new Date(now - startedDaysAgo * DAY_MS),
    endsAt: new Date(now + 29 * DAY_MS),
  });
  return u;
}

describe('free plan: maxQuestions practice questions, counted over the account lifetime', () => {
  it('refuses a new question with 403 plan_limit once maxQuestions distinct questions are answered', async () => {
    const u = await createUser(t);
    await answered(u, bank.slice(0, FREE_LIMITS.maxQuestions), new Date(t.clock.now().getTime() - 400 * DAY_MS));
    const res = await answer(u, bank[FREE_LIMITS.maxQuestions] ?? 0);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'plan_limit',
      message: `The free plan includes ${FREE_LIMITS.maxQuestions} practice questions and you have answered them all. Upgrade to Premium to keep practising.`,
      details: { limit: FREE_LIMITS.maxQuestions, used: FREE_LIMITS.maxQuestions },
    });
    expect(await distinctAnswered(u)).toBe(FREE_LIMITS.maxQuestions);
  });

  it('still accepts answers to questions already counted, and the last question under the limit', async () => {
    const u = await createUser(t);
    await answered(u, bank.slice(0, FREE_LIMITS.maxQuestions - 1));
    expect((await answer(u, bank[0] ?? 0)).statusCode).toBe(200);
    expect((await answer(u, bank[FREE_LIMITS.maxQuestions] ?? 0)).statusCode).toBe(200);
    expect((await answer(u, bank[FREE_LIMITS.maxQuestions + 1] ?? 0)).statusCode).toBe(403);
    expect((await answer(u, bank[FREE_LIMITS.maxQuestions] ?? 0)).statusCode).toBe(200);
  });

  it('does not limit premium access (free access granted by staff) or a plan with unlimited questions', async () => {
    for (const u of [await createUser(t, { kind: 'freeAccess' }), await createUser(t, { kind: 'premium' })]) {
      await answered(u, bank.slice(0, FREE_LIMITS.maxQuestions));
      expect((await answer(u, bank[FREE_LIMITS.maxQuestions] ?? 0)).statusCode).toBe(200);
    }
  });
});

describe('paid plan with a finite maxQuestions: counted from the plan period start', () => {
  it('counts only answers since the period started', async () => {
    const u = await paidLearner(3, 2);
    await answered(u, bank.slice(0, 10), new Date(t.clock.now().getTime() - 5 * DAY_MS));
    await answered(u, bank.slice(10, 12));
    expect((await answer(u, bank[12] ?? 0)).statusCode).toBe(200);
    const refused = await answer(u, bank[13] ?? 0);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'plan_limit',
      message: 'Your plan includes 3 practice questions and you have answered them all. Upgrade to keep practising.',
    });
  });
});

describe('concurrent answers at the limit', () => {
  it('20 new questions sent at once with room for 2: exactly 2 stored, 18 refused with plan_limit, no 5xx', async () => {
    const u = await paidLearner(5);
    await answered(u, bank.slice(0, 3));
    const results = await Promise.all(bank.slice(100, 120).map((id) => answer(u, id)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 403)).toHaveLength(18);
    expect(results.filter((r) => r.statusCode === 403).every((r) => r.json().code === 'plan_limit')).toBe(true);
    expect(await distinctAnswered(u)).toBe(5);
  });

  it('a free learner one question short: of 10 new questions and 10 repeats sent together, 1 new one is stored', async () => {
    const u = await createUser(t);
    await answered(u, bank.slice(0, FREE_LIMITS.maxQuestions - 1));
    const fresh = bank.slice(FREE_LIMITS.maxQuestions, FREE_LIMITS.maxQuestions + 10);
    const repeats = bank.slice(0, 10);
    const results = await Promise.all([...fresh, ...repeats].map((id) => answer(u, id)));
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(results.slice(10).map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.slice(0, 10).filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await distinctAnswered(u)).toBe(FREE_LIMITS.maxQuestions);
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(attempts)
      .where(and(eq(attempts.userId, u.id)));
    expect(stored?.n).toBe(FREE_LIMITS.maxQuestions - 1 + 1 + 10);
  });
});
