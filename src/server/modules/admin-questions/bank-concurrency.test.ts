import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, questionSets, questions } from '#server/db/schema/index';
import { auditTrail } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock } from '#server/test/mock-fixtures';
import { addQuestions, addSet, chartSet, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

// Staff writes to the bank racing each other and the learners who answer its questions (on PostgreSQL in CI's
// second pass): no 5xx, no learner answer removed behind an acknowledgement, no doubled question, one audit entry
// per change that happened.

let t: TestApp;
let staff: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  staff = await Promise.all([createUser(t, { kind: 'admin' }), createUser(t, { kind: 'admin' })]);
});
afterAll(() => t.close());

const as = (u: TestUser, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u.headers, ...(payload ? { payload } : {}) });
const answer = (u: TestUser, questionId: number) =>
  as(u, 'POST', `/api/practice/questions/${questionId}/attempt`, { answer: { option: 1 }, seconds: 20 });
const storedAnswers = async (questionId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(attempts)
      .where(eq(attempts.questionId, questionId))
  )[0]?.n;
const statuses = (rs: { statusCode: number }[]) => rs.map((r) => r.statusCode);

describe('staff bank writes under concurrency', () => {
  it('deleting a question while 30 learners answer it never removes an acknowledged answer and never 5xx', async () => {
    // The delete goes out at a later moment each round, so some rounds land while answers are in flight.
    for (let round = 0; round < 10; round++) {
      const [questionId] = await addQuestions(t, [mcq({ topic: `Delete race ${round}` })]);
      if (questionId === undefined) throw new Error('no question');
      const learners = await Promise.all(Array.from({ length: 30 }, () => createUser(t)));
      const pending: ReturnType<typeof answer>[] = [];
      let removal: ReturnType<typeof answer> | undefined;
      for (const [i, u] of learners.entries()) {
        if (i === round * 3) removal = as(staff[0] as TestUser, 'DELETE', `/api/admin/questions/${questionId}`);
        pending.push(answer(u, questionId));
        if (i % 5 === 4) await new Promise((resolve) => setImmediate(resolve));
      }
      const removed = await (removal as ReturnType<typeof answer>);
      const answers = await Promise.all(pending);
      expect(statuses([...answers, removed]).filter((s) => s >= 500)).toEqual([]);
      const acknowledged = answers.filter((r) => r.statusCode === 200).length;
      // Either the question stays with every acknowledged answer, or it went before any answer was taken.
      if (removed.statusCode === 200) {
        expect(acknowledged).toBe(0);
        expect(answers.every((r) => r.statusCode === 404)).toBe(true);
      } else {
        expect(removed.statusCode).toBe(409);
        expect(await storedAnswers(questionId)).toBe(acknowledged);
      }
    }
    // 10 rounds of 30 learners: 20 s on a busy 2-core machine, past 30 s when it is shared with another suite.
  }, 120_000);

  it('deleting a set while learners answer its questions keeps every acknowledged answer, no 5xx', async () => {
    for (let round = 0; round < 3; round++) {
      const ids = await addSet(t, chartSet(`Set delete race ${round}`, [100 + round, 140, 90, 170]));
      const learners = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
      const setId = (
        await t.database.db
          .select()
          .from(questions)
          .where(eq(questions.id, ids[0] as number))
      )[0]?.setId;
      const answersFirst = learners.slice(0, 10).map((u, i) => answer(u, ids[i % ids.length] as number));
      const removal = as(staff[1] as TestUser, 'DELETE', `/api/admin/sets/${setId}`);
      const answersLater = learners.slice(10).map((u, i) => answer(u, ids[i % ids.length] as number));
      const answers = await Promise.all([...answersFirst, ...answersLater]);
      const removed = await removal;

      expect(statuses([...answers, removed]).filter((s) => s >= 500)).toEqual([]);
      const acknowledged = answers.filter((r) => r.statusCode === 200).length;
      const kept = (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(attempts)
          .where(inArray(attempts.questionId, ids))
      )[0]?.n;
      if (removed.statusCode === 200) expect(acknowledged).toBe(0);
      else expect(removed.statusCode).toBe(409);
      expect(kept).toBe(acknowledged);
    }
  });

  it('two staff publishing and unpublishing one set at once: no 5xx, one audit entry per real change', async () => {
    const ids = await addSet(t, chartSet('Status race set', [80, 95, 60, 120]), { status: 'draft' });
    const [member] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.id, ids[0] as number));
    const setId = member?.setId as number;
    const learners = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const flips = Array.from({ length: 12 }, (_, i) =>
      as(staff[i % 2] as TestUser, 'POST', `/api/admin/sets/${setId}/${i % 3 === 0 ? 'unpublish' : 'publish'}`),
    );
    const reads = learners.map((u) => answer(u, ids[0] as number));
    const results = await Promise.all([...flips, ...reads]);

    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(statuses(await Promise.all(flips))).toEqual(Array(12).fill(200));
    // Members move together: never half published.
    const rows = await t.database.db.select().from(questions).where(eq(questions.setId, setId));
    expect(new Set(rows.map((r) => r.status)).size).toBe(1);
    // Each entry records a change that happened, so entries alternate direction and end in the final status.
    const afters = (await auditTrail(t, { action: 'set.status', targetId: setId })).map(
      (e) => Object.values((e.after as { statuses: Record<string, string> }).statuses)[0],
    );
    expect(afters.length).toBeGreaterThan(0);
    for (let i = 1; i < afters.length; i++) expect(afters[i]).not.toBe(afters[i - 1]);
    expect(afters.at(-1)).toBe(rows[0]?.status);
  });

  it('a question on a mock paper is not deleted: 409 naming the mock tests, the question and paper stay', async () => {
    const { bySection } = await createMock(t);
    const questionId = bySection.QA?.[0] as number;
    const res = await as(staff[0] as TestUser, 'DELETE', `/api/admin/questions/${questionId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This question is in 1 mock test; unpublish it instead, so learners keep their history.',
    );
    expect((await t.database.db.select().from(questions).where(eq(questions.id, questionId))).length).toBe(1);
  });

  it('two staff importing the same file at once: the questions exist once, the other import is refused, no 5xx', async () => {
    const items = [mcq({ topic: 'Import race A' }), mcq({ topic: 'Import race B' }), chartSet('Import race set')];
    const file = { format: 'json', content: JSON.stringify(items) };
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(questions))[0]?.n ?? 0;
    const sets = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(questionSets))[0]?.n ?? 0;
    const results = await Promise.all(staff.map((u) => as(u, 'POST', '/api/admin/questions/import', file)));

    // The loser hears what a sequential second import hears: a 400 naming the rows already in the bank.
    expect(statuses(results).sort()).toEqual([201, 400]);
    const refused = results.find((r) => r.statusCode === 400)?.json().details.errors as { message: string }[];
    expect(refused.length).toBeGreaterThan(0);
    for (const e of refused) expect(e.message).toMatch(/^Already in the bank as (question|set) #\d+\.$/);
    const after = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(questions))[0]?.n ?? 0;
    const setsAfter = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(questionSets))[0]?.n ?? 0;
    expect(after - before).toBe(4);
    expect(setsAfter - sets).toBe(1);
  });
});
