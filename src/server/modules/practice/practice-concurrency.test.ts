import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilities, attempts, questions, users } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { attemptXp } from '#shared/domain/answer-check';

// Many answers at the same moment (on PostgreSQL in CI's second pass): none lost, none doubled, no 5xx, and the
// shared question row never deadlocks the learners who answer it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = (u: TestUser, questionId: number, option: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/practice/questions/${questionId}/attempt`,
    headers: u.headers,
    payload: { answer: { option }, seconds: 30 },
  });

describe('concurrent practice answers', () => {
  it('50 learners answering one question at once: every answer stored once, counts add up, no 5xx', async () => {
    const [questionId] = await addQuestions(t, [mcq()]);
    if (questionId === undefined) throw new Error('no question');
    const learners = await Promise.all(Array.from({ length: 50 }, () => createUser(t)));
    const health: number[] = [];
    const probe = setInterval(() => {
      void t.app.inject({ method: 'GET', url: '/api/ready' }).then((r) => health.push(r.statusCode));
    }, 20);
    const results = await Promise.all(learners.map((u, i) => answer(u, questionId, i % 4)));
    clearInterval(probe);

    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, learners: sql<number>`count(distinct ${attempts.userId})::int` })
      .from(attempts)
      .where(eq(attempts.questionId, questionId));
    expect(stored).toEqual({ n: 50, learners: 50 });
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, questionId));
    expect(row?.attemptCount).toBe(50);
    const correct = results.filter((r) => r.json().correct).length;
    const xp = await t.database.db
      .select({ total: sql<number>`sum(${users.xp})::int` })
      .from(users)
      .where(sql`${users.id} in ${learners.map((u) => u.id)}`);
    expect(xp[0]?.total).toBe(correct * attemptXp(true) + (50 - correct) * attemptXp(false));
    expect(health.every((s) => s === 200)).toBe(true);
  });

  it('one learner`s first answers in new topics, sent together, are all counted in the ability rows', async () => {
    // The lost update was a race (two first answers both saw no row): repeat it over several fresh topics.
    for (let round = 0; round < 8; round++) {
      const topic = `Race topic ${round}`;
      const ids = await addQuestions(t, [mcq({ topic }), mcq({ topic }), mcq({ topic })]);
      const u = await createUser(t);
      const results = await Promise.all(ids.map((id) => answer(u, id, 1)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const rows = await t.database.db
        .select({ scope: abilities.scope, attempts: abilities.attempts })
        .from(abilities)
        .where(eq(abilities.userId, u.id));
      expect(rows.sort((a, b) => a.scope.localeCompare(b.scope))).toEqual([
        { scope: 'section:QA', attempts: 3 },
        { scope: `topic:${topic}`, attempts: 3 },
      ]);
    }
  });
});
