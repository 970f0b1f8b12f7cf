// @ts-nocheck
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilities, questions } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  ids = await addQuestions(
    t,
    Array.from({ length: 6 }, () => mcq({ topic: 'Averages', difficulty: 3 })),
  );
});
afterAll(() => t.close());

async function ability(userId: string, scope: string) {
  const [row] = await t.database.db
    .select()
    .from(abilities)
    .where(and(eq(abilities.userId, userId), eq(abilities.scope, scope)));
  return must(row, `the ${scope} ability`);
}
async function question(id: number) {
  const [row] = await t.database.db.select().from(questions).where(eq(questions.id, id));
  return must(row, `question ${id}`);
}
const answer = (user: TestUser, id: number, correct: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/practice/questions/${id}/attempt`,
    headers: user.headers,
    payload: { answer: { option: correct ? 1 : 0 }, seconds: 30 },
  });

describe('learning from practice attempts', () => {
  it('raises section and topic ability on a right answer and makes the item easier', async () => {
    const user = await createUser(t);
    const before = await question(must(ids[0], 'ids[0]'));
    expect((await answer(user, must(ids[0], 'ids[0]'), true)).statusCode).toBe(200);
    const section = await ability(user.id, 'section:QA');
    const topic = await ability(user.id, 'topic:Averages');
    expect(section.theta).toBeGreaterThan(0);
    expect(section.uncertainty).toBeLessThan(1);
    expect(section.attempts).toBe(1);
    expect(topic.theta).toBeGreaterThan(0);
    const after = await question(must(ids[0], 'ids[0]'));
    expect(after.difficultyParam).toBeLessThan(before.difficultyParam);
    expect(after.attemptCount).toBe(before.attemptCount + 1);
  });

  it('lowers ability on a wrong answer and makes the item harder', async () => {
    const user = await createUser(t);
    const before = await question(must(ids[1], 'ids[1]'));
    expect((await answer(user, must(ids[1], 'ids[1]'), false)).statusCode).toBe(200);
    expect((await ability(user.id, 'section:QA')).theta).toBeLessThan(0);
    expect((await ability(user.id, 'topic:Averages')).theta).toBeLessThan(0);
    const after = await question(must(ids[1], 'ids[1]'));
    expect(after.difficultyParam).toBeGreaterThan(before.difficultyParam);
    expect(after.attemptCount).toBe(before.attemptCount + 1);
  });

  it('uses the estimate before the answer and shrinks the item step as attempts accumulate', async () => {
    const user = await createUser(t);
    const first = await t.services.learning.record(t.database.db, {
      userId: user.id,
      questionId: must(ids[2], 'ids[2]'),
      correct: true,
      at: t.clock.now(),
    });
    const second = await t.services.learning.record(t.database.db, {
      userId: user.id,
      questionId: must(ids[2], 'ids[2]'),
      correct: true,
      at: t.clock.now(),
    });
    const q = await question(must(ids[2], 'ids[2]'));
    expect(q.attemptCount).toBe(2);
    expect(first?.b).toBeLessThan(0);
    // The second right answer is less surprising (θ higher, b lower) and the step smaller, so b moves less.
    expect((first?.b ?? 0) - (second?.b ?? 0)).toBeLessThan(0 - (first?.b ?? 0));
    expect(second?.section.theta).toBeGreaterThan(first?.section.theta ?? 0);
    expect(second?.section.attempts).toBe(2);
  });

  it('widens an old estimate before updating it (elapsed days)', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const at = t.clock.now();
    await t.services.learning.record(t.database.db, {
      userId: a.id,
      questionId: must(ids[3], 'ids[3]'),
      correct: true,
      at,
    });
    await t.services.learning.record(t.database.db, {
      userId: b.id,
      questionId: must(ids[3], 'ids[3]'),
      correct: true,
      at,
    });
    const soon = await t.services.learning.record(t.database.db, {
      userId: a.id,
      questionId: must(ids[4], 'ids[4]'),
      correct: false,
      at,
    });
    const late = await t.services.learning.record(t.database.db, {
      userId: b.id,
      questionId: must(ids[5], 'ids[5]'),
      correct: false,
      at: new Date(at.getTime() + 200 * 86_400_000),
    });
    // Same evidence, but after 200 days the prior is wider, so the wrong answer moves θ further down.
    expect(late?.section.theta ?? 0).toBeLessThan(soon?.section.theta ?? 0);
  });

  it('ignores an unknown question', async () => {
    const user = await createUser(t);
    expect(
      await t.services.learning.record(t.database.db, {
        userId: user.id,
        questionId: 999_999,
        correct: true,
        at: t.clock.now(),
      }),
    ).toBeNull();
  });
});
