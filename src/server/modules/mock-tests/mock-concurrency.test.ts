import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockAnswers, mockAttempts } from '#server/db/schema/index';
import { createUser } from '#server/test/fixtures';
import { createMock, smallCat } from '#server/test/mock-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// Many takers of one mock at once (on PostgreSQL in CI's second pass): every save kept exactly once, no 5xx, no
// deadlock, and each attempt scored once even when submitted twice at the same moment.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('exam-day concurrency', () => {
  it('40 takers saving, changing answers and double-submitting together: nothing lost, nothing doubled', async () => {
    const mock = await createMock(t, { timerMode: 'strict' });
    const varc = mock.bySection.VARC ?? [];
    const takers = await Promise.all(Array.from({ length: 40 }, () => createUser(t, { kind: 'premium' })));
    const statuses: number[] = [];
    const health: number[] = [];
    const probe = setInterval(() => {
      void t.app.inject({ method: 'GET', url: '/api/ready' }).then((r) => health.push(r.statusCode));
    }, 20);
    const post = (headers: object, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: headers as Record<string, string>, payload }).then((r) => {
        statuses.push(r.statusCode);
        return r;
      });
    const attemptIds = await Promise.all(
      takers.map(async (u, n) => {
        const clientId = `tab-${n}-concurrency`;
        // The synchronised start: every taker starts (twice, as a double click) at the same moment.
        const [first, second] = await Promise.all([
          post(u.headers, `/api/mock-tests/${mock.id}/start`, { clientId }),
          post(u.headers, `/api/mock-tests/${mock.id}/start`, { clientId }),
        ]);
        const id: string = first.json().attemptId;
        expect(second.json().attemptId).toBe(id);
        let seq = 0;
        // Each taker answers every VARC question, then changes the first: the last write must win.
        for (const questionId of varc) {
          seq += 1;
          const answer = varc.indexOf(questionId) === varc.length - 1 ? { text: '42' } : { option: n % 2 };
          await post(u.headers, `/api/mock-attempts/${id}/answers`, {
            clientId,
            seq,
            questionId,
            status: 'answered',
            answer,
            seconds: seq,
          });
        }
        seq += 1;
        await post(u.headers, `/api/mock-attempts/${id}/answers`, {
          clientId,
          seq,
          questionId: must(varc[0], 'q'),
          status: 'answered_marked',
          answer: { option: 1 },
          seconds: 99,
        });
        await Promise.all([
          post(u.headers, `/api/mock-attempts/${id}/submit`, { clientId }),
          post(u.headers, `/api/mock-attempts/${id}/submit`, { clientId }),
        ]);
        return id;
      }),
    );
    clearInterval(probe);

    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(health.every((s) => s === 200)).toBe(true);
    const [counts] = await t.database.db
      .select({
        attempts: sql<number>`count(*)::int`,
        submitted: sql<number>`count(*) filter (where status = 'submitted')::int`,
      })
      .from(mockAttempts)
      .where(eq(mockAttempts.mockId, mock.id));
    expect(counts).toEqual({ attempts: 40, submitted: 40 });
    const answers = await t.database.db
      .select()
      .from(mockAnswers)
      .where(sql`${mockAnswers.attemptId} in ${attemptIds}`);
    expect(answers).toHaveLength(40 * varc.length);
    const firsts = answers.filter((a) => a.questionId === varc[0]);
    expect(firsts.every((a) => a.status === 'answered_marked' && a.seconds === 99)).toBe(true);
    // Per taker: first question right (option 1), the middle one right for odd takers, the TITA right: 3 + 3·odd + 3.
    const scores = await t.database.db
      .select({ id: mockAttempts.id, score: mockAttempts.score })
      .from(mockAttempts)
      .where(eq(mockAttempts.mockId, mock.id));
    const byId = new Map(scores.map((s) => [s.id, s.score]));
    expect(attemptIds.map((id) => byId.get(id))).toEqual(attemptIds.map((_, n) => (n % 2 === 1 ? 9 : 5)));
  }, 120_000);

  it('each of 20 takers sends 12 saves and 6 heartbeats at once: no 5xx or deadlock, the highest seq lands', async () => {
    const mock = await createMock(t, { timerMode: 'strict', pattern: smallCat(12) });
    const varc = mock.bySection.VARC ?? [];
    const takers = await Promise.all(Array.from({ length: 20 }, () => createUser(t, { kind: 'premium' })));
    const results = await Promise.all(
      takers.map(async (u, n) => {
        const clientId = `tab-${n}-burst`;
        const post = (url: string, payload: object) =>
          t.app.inject({ method: 'POST', url, headers: u.headers, payload });
        const id: string = (await post(`/api/mock-tests/${mock.id}/start`, { clientId })).json().attemptId;
        await post(`/api/mock-attempts/${id}/claim`, { clientId });
        // Out of order on purpose: seq 12 may land before seq 3, which is then acknowledged as already superseded.
        const writes = varc.map((questionId, i) =>
          post(`/api/mock-attempts/${id}/answers`, {
            clientId,
            seq: i + 1,
            questionId,
            status: 'answered',
            answer: i === varc.length - 1 ? { text: '7' } : { option: (n + i) % 4 },
            seconds: i + 1,
          }),
        );
        const beats = Array.from({ length: 6 }, () => post(`/api/mock-attempts/${id}/heartbeat`, { clientId }));
        const replies = await Promise.all([...writes, ...beats]);
        return { id, statuses: replies.map((r) => r.statusCode) };
      }),
    );
    expect(results.flatMap((r) => r.statuses).filter((s) => s !== 200)).toEqual([]);
    const ids = results.map((r) => r.id);
    const rows = await t.database.db.select().from(mockAttempts).where(sql`${mockAttempts.id} in ${ids}`);
    expect(rows.map((r) => r.seq)).toEqual(rows.map(() => varc.length));
    const answers = await t.database.db.select().from(mockAnswers).where(sql`${mockAnswers.attemptId} in ${ids}`);
    // Every row held is the one write for its question (its seconds say which), never a doubled or mixed row; the
    // first question may still hold the start's visit, when its write (seq 1) came after a later one.
    for (const a of answers) {
      const visit = a.questionId === varc[0] && a.seconds === 0;
      if (visit) expect(a).toMatchObject({ status: 'not_answered', answer: null });
      else expect(a.seconds).toBe(varc.indexOf(a.questionId) + 1);
    }
    // The last question's write (the highest seq) always lands.
    expect(answers.filter((a) => a.questionId === varc[varc.length - 1])).toHaveLength(20);
  }, 120_000);

  it('25 free learners each start 4 mocks twice at once: exactly their 2 allowed, the rest plan_limit, no 5xx', async () => {
    const mocks = await Promise.all(Array.from({ length: 4 }, () => createMock(t)));
    const learners = await Promise.all(Array.from({ length: 25 }, () => createUser(t)));
    const replies = await Promise.all(
      learners.flatMap((u, n) =>
        mocks.flatMap((m) =>
          [0, 1].map(() =>
            t.app.inject({
              method: 'POST',
              url: `/api/mock-tests/${m.id}/start`,
              headers: u.headers,
              payload: { clientId: `tab-${n}-limit-race` },
            }),
          ),
        ),
      ),
    );
    expect(replies.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(new Set(replies.map((r) => r.statusCode))).toEqual(new Set([200, 403]));
    for (const r of replies.filter((x) => x.statusCode === 403)) expect(r.json().code).toBe('plan_limit');
    for (const u of learners) {
      const rows = await t.database.db.select().from(mockAttempts).where(eq(mockAttempts.userId, u.id));
      expect(rows).toHaveLength(2);
    }
  }, 120_000);
});
