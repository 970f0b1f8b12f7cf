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
    // Health probed every 20 ms while the answers are stored: each probe answered 200, quickly, throughout.
    const health: { status: number; ms: number }[] = [];
    const probes: Promise<void>[] = [];
    const probeOnce = () => {
      const sent = performance.now();
      probes.push(
        t.app.inject({ method: 'GET', url: '/api/health' }).then((r) => {
          health.push({ status: r.statusCode, ms: performance.now() - sent });
        }),
      );
    };
    // One probe sent with the answers (embedded PGlite may finish them all before a timer fires), then every 20 ms.
    const probe = setInterval(probeOnce, 20);
    probeOnce();
    const results = await Promise.all(learners.map((u, i) => answer(u, questionId, i % 4)));
    clearInterval(probe);
    await Promise.all(probes);

    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const [stored] = await t.database.db
      .select({
        n: sql<number>`count(*)::int`,
        learners: sql<number>`count(distinct ${attempts.userId})::int`,
        correct: sql<number>`(count(*) filter (where ${attempts.isCorrect}))::int`,
      })
      .from(attempts)
      .where(eq(attempts.questionId, questionId));
    const correct = results.filter((r) => r.json().correct).length;
    expect(stored).toEqual({ n: 50, learners: 50, correct });
    // The item's statistics are the sum of the answers: one attempt counted per stored answer.
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, questionId));
    expect(row?.attemptCount).toBe(50);
    const xp = await t.database.db
      .select({ total: sql<number>`sum(${users.xp})::int` })
      .from(users)
      .where(sql`${users.id} in ${learners.map((u) => u.id)}`);
    expect(xp[0]?.total).toBe(correct * attemptXp(true) + (50 - correct) * attemptXp(false));
    expect(health.length).toBeGreaterThan(0);
    expect(health.filter((h) => h.status !== 200)).toEqual([]);
    expect(Math.max(...health.map((h) => h.ms))).toBeLessThan(2_000);
  });

  it('one learner`s first answers in new topics, sent together, are all counted in the ability rows and the XP', async () => {
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
      // And the learner's XP counts all three answers (an increment each, none lost to the others).
      const [me] = await t.database.db.select({ xp: users.xp }).from(users).where(eq(users.id, u.id));
      expect(me?.xp).toBe(results.reduce((sum, r) => sum + attemptXp(r.json().correct), 0));
    }
  });
});
