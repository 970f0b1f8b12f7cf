import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockAnswers, mockAttempts, sessions, users } from '#server/db/schema/index';
import { createUser } from '#server/test/fixtures';
import { createMock, examApi } from '#server/test/mock-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// A write is judged by when it was sent, within a bound (docs/decisions/0011-exam-day-writes.md): sent by its
// section's deadline and arriving after the 5-s grace, it still counts up to 60 s past the deadline, unless the test
// was submitted first; a stamp ahead of the server's clock by more than 5 s is refused. And the save and heartbeat
// statements check the session themselves: an ended session or a suspended account is refused at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIN = 60_000;
const SECTION = 40 * MIN;

/** A strict small CAT attempt claimed at the injected clock's now; `deadline` is the first section's (epoch ms). */
async function sitting() {
  const mock = await createMock(t, { timerMode: 'strict' });
  const u = await createUser(t, { kind: 'premium' });
  const a = examApi(t, u);
  const attemptId: string = (await a.start(mock.id)).json().attemptId;
  const claimed = (await a.claim(attemptId)).json();
  const deadline = new Date(claimed.stageDeadline).getTime();
  expect(deadline - t.clock.now().getTime()).toBe(SECTION);
  const q = (section: string, i: number) => must(mock.bySection[section]?.[i], 'question');
  let seq = 0;
  const answer = (questionId: number, sentAt: number | undefined, option = 1) =>
    a.save(attemptId, { seq: ++seq, questionId, status: 'answered', answer: { option }, sentAt });
  const held = async (questionId: number) =>
    (await t.database.db.select().from(mockAnswers).where(eq(mockAnswers.attemptId, attemptId))).find(
      (r) => r.questionId === questionId,
    );
  /** Moves the injected clock to `deadline + ms`. */
  const at = (ms: number) => t.clock.advance(deadline + ms - t.clock.now().getTime());
  return { u, a, attemptId, deadline, q, answer, held, at };
}

describe('a write judged by when it was sent', () => {
  it('sent at the deadline and arriving 30 s after it (past the grace) is saved', async () => {
    const s = await sitting();
    s.at(30_000);
    const reply = await s.answer(s.q('VARC', 0), s.deadline);
    expect(reply.statusCode).toBe(200);
    // The clock it reports has moved on: the next section (DILR) runs, its deadline 5 s + 40 min after VARC's.
    expect(reply.json()).toMatchObject({ status: 'active', stageIndex: 1 });
    expect(new Date(reply.json().stageDeadline).getTime()).toBe(s.deadline + 5000 + SECTION);
    expect(await s.held(s.q('VARC', 0))).toMatchObject({ status: 'answered', answer: { option: 1 } });
  });

  it('still counts after a heartbeat moved the stored clock to the next section', async () => {
    const s = await sitting();
    s.at(6000);
    expect((await s.a.heartbeat(s.attemptId)).json().stageIndex).toBe(1);
    s.at(59_000);
    expect((await s.answer(s.q('VARC', 1), s.deadline - 2000)).statusCode).toBe(200);
    expect(await s.held(s.q('VARC', 1))).toMatchObject({ answer: { option: 1 } });
  });

  it('sent 1 ms after the deadline is refused (409 deadline_passed), however soon it arrives past the grace', async () => {
    const s = await sitting();
    s.at(5001);
    const reply = await s.answer(s.q('VARC', 1), s.deadline + 1);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().code).toBe('deadline_passed');
    expect(await s.held(s.q('VARC', 1))).toBeUndefined();
  });

  it('a write without a stamp keeps the old rule: refused after the grace', async () => {
    const s = await sitting();
    s.at(5001);
    expect((await s.answer(s.q('VARC', 0), undefined)).json().code).toBe('deadline_passed');
  });

  it('arriving exactly 60 s after the deadline counts; 1 ms later it is refused', async () => {
    const s = await sitting();
    s.at(60_000);
    expect((await s.answer(s.q('VARC', 0), s.deadline - 1000)).statusCode).toBe(200);
    s.at(60_001);
    const late = await s.answer(s.q('VARC', 1), s.deadline - 1000);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('deadline_passed');
  });

  it('a stamp cannot reach back past the previous section: VARC is closed for good once DILR is over', async () => {
    const s = await sitting();
    // DILR's deadline is 5 s + 40 min after VARC's; 10 s later a VARC write (stamped before VARC's end) is refused.
    s.at(5000 + SECTION + 10_000);
    expect((await s.answer(s.q('VARC', 0), s.deadline - 1000)).json().code).toBe('deadline_passed');
  });

  it('a stamp more than 5 s ahead of the server clock is refused with 400 naming sentAt; 5 s ahead is taken', async () => {
    const s = await sitting();
    const now = t.clock.now().getTime();
    const ahead = await s.answer(s.q('VARC', 0), now + 5001);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toContain('sentAt');
    expect((await s.answer(s.q('VARC', 0), now + 5000)).statusCode).toBe(200);
  });

  it('the last section: a late write counts until the learner submits; after the submit it is refused', async () => {
    const s = await sitting();
    // QA, the third section, ends 2 × (40 min + 5 s) after VARC.
    const qaDeadline = 2 * (SECTION + 5000);
    s.at(qaDeadline + 20_000);
    // Time is over, so the clock reads submitted, but the attempt still takes writes sent in time.
    expect((await s.a.heartbeat(s.attemptId)).json().status).toBe('submitted');
    expect((await s.answer(s.q('QA', 0), s.deadline + qaDeadline - 500)).statusCode).toBe(200);
    expect((await s.a.submit(s.attemptId)).statusCode).toBe(200);
    const after = await s.answer(s.q('QA', 1), s.deadline + qaDeadline - 500);
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('deadline_passed');
    // The late QA answer was scored: option 1 is right (+3).
    expect((await s.a.result(s.attemptId)).json()).toMatchObject({ score: 3, attempted: 1, correct: 1 });
  });

  it('after the sweep finished the attempt (60 s past the last deadline) a late write is refused', async () => {
    const s = await sitting();
    const qaDeadline = 2 * (SECTION + 5000);
    s.at(qaDeadline + 60_001);
    await t.services.mockTests.sweep();
    const [row] = await t.database.db.select().from(mockAttempts).where(eq(mockAttempts.id, s.attemptId));
    expect(row?.status).toBe('submitted');
    expect((await s.answer(s.q('QA', 0), s.deadline + qaDeadline - 500)).json().code).toBe('deadline_passed');
  });
});

describe('the save and heartbeat statements check the session themselves', () => {
  it('an ended session is refused at the next save and heartbeat (401), with no delay', async () => {
    const s = await sitting();
    expect((await s.answer(s.q('VARC', 0), undefined)).statusCode).toBe(200);
    expect((await s.a.heartbeat(s.attemptId)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, s.u.id));
    expect((await s.answer(s.q('VARC', 1), undefined)).statusCode).toBe(401);
    expect((await s.a.heartbeat(s.attemptId)).statusCode).toBe(401);
    expect(await s.held(s.q('VARC', 1))).toBeUndefined();
  });

  it('a suspended account is refused at the next save and heartbeat (401)', async () => {
    const s = await sitting();
    expect((await s.answer(s.q('VARC', 0), undefined)).statusCode).toBe(200);
    await t.database.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, s.u.id));
    expect((await s.answer(s.q('VARC', 1), undefined)).statusCode).toBe(401);
    expect((await s.a.heartbeat(s.attemptId)).statusCode).toBe(401);
  });

  it('an expired session is refused (401)', async () => {
    const s = await sitting();
    expect((await s.answer(s.q('VARC', 0), undefined)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ expiresAt: t.clock.now() }).where(eq(sessions.userId, s.u.id));
    expect((await s.answer(s.q('VARC', 1), undefined)).statusCode).toBe(401);
  });
});
