// @ts-nocheck
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCards, reviewLogs } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { CardList } from '#shared/contracts/review';

// Many learners at once (on PostgreSQL in CI's second pass): wrong answers open exactly one card each, reviews of
// the same card from two tabs apply once, and nobody waits on anybody else's rows. No 5xx anywhere.

let t: TestApp;
let questionIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  questionIds = await addQuestions(t, [mcq(), mcq(), mcq()]);
});
afterAll(() => t.close());

const practise = (u: TestUser, questionId: number, option: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/practice/questions/${questionId}/attempt`,
    headers: u.headers,
    payload: { answer: { option }, seconds: 10 },
  });

describe('concurrent notebook writes', () => {
  it('40 learners answering the same questions wrongly at once (twice each): one card per learner and question', async () => {
    const learners = await Promise.all(Array.from({ length: 40 }, () => createUser(t)));
    const calls = learners.flatMap((u) => questionIds.flatMap((q) => [practise(u, q, 0), practise(u, q, 2)]));
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const ids = learners.map((u) => u.id);
    const [cards] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, reps: sql<number>`sum(${reviewCards.reps})::int` })
      .from(reviewCards)
      .where(inArray(reviewCards.userId, ids));
    // Of each learner's two wrong answers to a question, one opened the card and the other reviewed it.
    expect(cards).toEqual({ n: 40 * 3, reps: 40 * 3 });
    const [logs] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviewLogs)
      .where(inArray(reviewLogs.userId, ids));
    expect(logs?.n).toBe(40 * 3);
  });

  it('30 learners each reviewing their card from two tabs at once: every card reviewed exactly once, the other 409', async () => {
    const learners = await Promise.all(Array.from({ length: 30 }, () => createUser(t)));
    const q = questionIds[0] as number;
    await Promise.all(learners.map((u) => practise(u, q, 0)));
    const cards = await Promise.all(
      learners.map(async (u) => {
        const list = (await t.app.inject({ method: 'GET', url: '/api/review/cards', headers: u.headers })).json();
        return (list as CardList).items[0];
      }),
    );
    const review = (u: TestUser, i: number, option: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/review/cards/${cards[i]?.id}/review`,
        headers: u.headers,
        payload: { answer: { option }, seconds: 12, reps: cards[i]?.reps },
      });
    const results = await Promise.all(learners.flatMap((u, i) => [review(u, i, 1), review(u, i, 0)]));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    for (let i = 0; i < learners.length; i++) {
      const pair = [statuses[2 * i], statuses[2 * i + 1]].sort();
      expect(pair).toEqual([200, 409]);
    }
    const rows = await t.database.db
      .select({ reps: reviewCards.reps })
      .from(reviewCards)
      .where(
        inArray(
          reviewCards.userId,
          learners.map((u) => u.id),
        ),
      );
    expect(rows.map((r) => r.reps)).toEqual(Array(30).fill(1));
    const [logs] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviewLogs)
      .where(eq(reviewLogs.via, 'session'));
    expect(logs?.n).toBe(30);
  });
});
