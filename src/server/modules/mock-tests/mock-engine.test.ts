import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockAnswers, mockAttempts, sessions, subscriptionPlans, subscriptions, users } from '#server/db/schema/index';
import { hashToken } from '#server/modules/access/public';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock, examApi, smallNmat } from '#server/test/mock-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';
import { mockTestsService } from './mock-tests.service.ts';

// The exam-day engine through HTTP: the server's clock (stages, grace, pause), ordered saves per tab, submit,
// sweep and results.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIN = 60_000;

const api = (u: TestUser) => examApi(t, u);

async function begin(opts: Parameters<typeof createMock>[1] = {}, kind: 'free' | 'premium' = 'premium') {
  const mock = await createMock(t, opts);
  const u = await createUser(t, { kind });
  const a = api(u);
  const started = await a.start(mock.id);
  expect(started.statusCode).toBe(200);
  const attemptId: string = started.json().attemptId;
  return { mock, u, a, attemptId, q: (section: string, i: number) => must(mock.bySection[section]?.[i], 'question') };
}

describe('the server keeps the clock', () => {
  it('saves at once; a reload gets every answer back and the same deadline', async () => {
    const { a, attemptId, q } = await begin();
    const first = await a.claim(attemptId);
    expect(first.json()).toMatchObject({ status: 'active', stageIndex: 0, seq: 0 });
    const deadline = first.json().stageDeadline;
    expect(new Date(deadline).getTime() - t.clock.now().getTime()).toBe(40 * MIN);
    expect(
      (await a.save(attemptId, { seq: 1, questionId: q('VARC', 0), status: 'answered', answer: { option: 2 } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await a.save(attemptId, { seq: 2, questionId: q('VARC', 1), status: 'marked', answer: null })).statusCode,
    ).toBe(200);
    t.clock.advance(5000);
    const again = await a.claim(attemptId, 'tab-reloaded-01');
    expect(again.json().stageDeadline).toBe(deadline);
    expect(again.json().answers).toEqual(
      expect.arrayContaining([
        { questionId: q('VARC', 0), status: 'answered', answer: { option: 2 }, seconds: 10 },
        { questionId: q('VARC', 1), status: 'marked', answer: null, seconds: 10 },
      ]),
    );
  });

  it('CAT sections lock at time-up: a write within the 5 s grace counts, after it 409; the next section opens', async () => {
    const { a, attemptId, q } = await begin({ timerMode: 'strict' });
    await a.claim(attemptId);
    t.clock.advance(40 * MIN + 4000);
    expect(
      (await a.save(attemptId, { seq: 1, questionId: q('VARC', 0), status: 'answered', answer: { option: 1 } }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(2000);
    const late = await a.save(attemptId, {
      seq: 2,
      questionId: q('VARC', 1),
      status: 'answered',
      answer: { option: 1 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('deadline_passed');
    const dilr = await a.save(attemptId, {
      seq: 3,
      questionId: q('DILR', 0),
      status: 'answered',
      answer: { option: 1 },
    });
    expect(dilr.statusCode).toBe(200);
    expect(dilr.json().stageIndex).toBe(1);
    // No early section submit in CAT, no going back.
    expect((await a.next(attemptId, 4)).statusCode).toBe(400);
    expect(
      (await a.save(attemptId, { seq: 5, questionId: q('QA', 0), status: 'answered', answer: { option: 1 } })).json()
        .code,
    ).toBe('deadline_passed');
  });

  it('at the end of the last section the attempt is submitted with its saved answers, later writes refused', async () => {
    const { a, attemptId, q } = await begin({ timerMode: 'strict' });
    await a.claim(attemptId);
    await a.save(attemptId, { seq: 1, questionId: q('VARC', 0), status: 'answered', answer: { option: 1 } });
    await a.save(attemptId, { seq: 2, questionId: q('VARC', 1), status: 'answered', answer: { option: 3 } });
    await a.save(attemptId, { seq: 3, questionId: q('VARC', 2), status: 'answered_marked', answer: { text: '41' } });
    t.clock.advance(121 * MIN);
    const late = await a.save(attemptId, { seq: 4, questionId: q('QA', 0), status: 'answered', answer: { option: 1 } });
    expect(late.json().code).toBe('deadline_passed');
    const result = await a.result(attemptId);
    expect(result.statusCode).toBe(200);
    // +3 right, −1 wrong MCQ, 0 for a wrong TITA.
    expect(result.json()).toMatchObject({ score: 2, attempted: 3, correct: 1, submittedBy: 'timeout' });
  });

  it('the time-up heartbeat opens the next section with its first question visited, once', async () => {
    const { a, attemptId, q } = await begin({ timerMode: 'strict' });
    t.clock.advance(40 * MIN + 5001);
    const moved = (await a.heartbeat(attemptId)).json();
    const first = { questionId: q('DILR', 0), status: 'not_answered', answer: null, seconds: 0 };
    expect(moved).toMatchObject({ status: 'active', stageIndex: 1, visited: [first] });
    const again = (await a.heartbeat(attemptId)).json();
    expect(again.stageIndex).toBe(1);
    expect(again.visited).toBeUndefined();
    const held = (await a.claim(attemptId)).json().answers;
    expect(held).toEqual(expect.arrayContaining([first]));
    expect(held).toHaveLength(2);
  });

  it('pausable: closing the page stops the clock at the last heartbeat; strict keeps running', async () => {
    const paused = await begin({ timerMode: 'pausable' });
    const strict = await begin({ timerMode: 'strict' });
    const d0 = (await paused.a.claim(paused.attemptId)).json().stageDeadline;
    const s0 = (await strict.a.claim(strict.attemptId)).json().stageDeadline;
    t.clock.advance(10 * MIN);
    const d1 = (await paused.a.heartbeat(paused.attemptId)).json().stageDeadline;
    const s1 = (await strict.a.heartbeat(strict.attemptId)).json().stageDeadline;
    expect(new Date(d1).getTime() - new Date(d0).getTime()).toBe(10 * MIN);
    expect(s1).toBe(s0);
    // Regular heartbeats: the clock runs.
    t.clock.advance(10_000);
    expect((await paused.a.heartbeat(paused.attemptId)).json().stageDeadline).toBe(d1);
  });

  it('the sweep finishes an abandoned strict attempt once its last deadline and the late window are over', async () => {
    const { a, attemptId, q } = await begin({ timerMode: 'strict' });
    await a.save(attemptId, { seq: 1, questionId: q('VARC', 0), status: 'answered', answer: { option: 1 } });
    const row = async () => (await t.database.db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId)))[0];
    // Three 40-min sections, each followed by the 5-s grace: the last deadline is 120 min + 10 s after the start.
    // A write sent by then may still arrive for 60 s, so the attempt stays open for it.
    t.clock.advance(120 * MIN + 10_000 + 60_000);
    await t.services.mockTests.sweep();
    expect(await row()).toMatchObject({ status: 'active' });
    t.clock.advance(1);
    expect(await t.services.mockTests.sweep()).toBeGreaterThanOrEqual(1);
    expect(await row()).toMatchObject({ status: 'submitted', submittedBy: 'sweep', score: 3 });
  });
});

describe('ordered writes per tab', () => {
  it('a repeated or older seq is a no-op; a tab that lost the attempt to another is told so (409)', async () => {
    const { a, attemptId, q } = await begin();
    await a.claim(attemptId);
    await a.save(attemptId, { seq: 5, questionId: q('VARC', 0), status: 'answered', answer: { option: 1 } });
    const replay = await a.save(attemptId, {
      seq: 5,
      questionId: q('VARC', 0),
      status: 'answered',
      answer: { option: 3 },
    });
    expect(replay.statusCode).toBe(200);
    const older = await a.save(attemptId, { seq: 4, questionId: q('VARC', 0), status: 'not_answered', answer: null });
    expect(older.statusCode).toBe(200);
    const [saved] = await t.database.db.select().from(mockAnswers).where(eq(mockAnswers.attemptId, attemptId));
    expect(saved).toMatchObject({ status: 'answered', answer: { option: 1 } });

    await a.claim(attemptId, 'tab-two-00002');
    const stale = await a.save(attemptId, {
      seq: 6,
      questionId: q('VARC', 1),
      status: 'answered',
      answer: { option: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_client', message: 'This test was continued in another window.' });
    expect((await a.heartbeat(attemptId)).json().code).toBe('stale_client');
    expect(
      (
        await a.save(
          attemptId,
          { seq: 6, questionId: q('VARC', 1), status: 'answered', answer: { option: 1 } },
          'tab-two-00002',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses answers that do not fit: another test`s question, a TITA answer to an MCQ, status without answer', async () => {
    const { a, attemptId, q } = await begin();
    const other = await createMock(t);
    const bad = [
      { seq: 1, questionId: must(other.bySection.VARC?.[0], 'q'), status: 'answered', answer: { option: 1 } },
      { seq: 1, questionId: q('VARC', 0), status: 'answered', answer: { text: '12' } },
      { seq: 1, questionId: q('VARC', 0), status: 'answered', answer: null },
      { seq: 1, questionId: q('VARC', 0), status: 'answered', answer: { option: 4 } },
    ];
    for (const body of bad) expect((await a.save(attemptId, body)).statusCode).toBe(400);
  });

  it('another learner`s attempt is a 404 for every call', async () => {
    const { attemptId } = await begin();
    const b = api(await createUser(t, { kind: 'premium' }));
    expect((await b.claim(attemptId)).statusCode).toBe(404);
    expect((await b.paper(attemptId)).statusCode).toBe(404);
    expect((await b.result(attemptId)).statusCode).toBe(404);
    expect((await b.submit(attemptId)).statusCode).toBe(404);
  });
});

describe('another process (a cluster worker) that never saw the start', () => {
  const elsewhere = () => mockTestsService({ ...t.deps, review: t.services.review });
  const noLookup = (token: string) => ({
    tokenHash: hashToken(token),
    resolve: async (): Promise<never> => {
      throw new Error('the full path (a sign-in lookup) was taken');
    },
  });

  it('saves in the fast path, behind the session check; another learner`s token falls to the full path', async () => {
    const { u, attemptId, q } = await begin({ timerMode: 'strict' });
    const worker = elsewhere();
    const body = { clientId: 'tab-one-0001', seq: 1, questionId: q('VARC', 0), seconds: 10 };
    const clock = await worker.save(noLookup(u.token), attemptId, {
      ...body,
      status: 'answered',
      answer: { option: 2 },
    });
    expect(clock).toMatchObject({ status: 'active', stageIndex: 0, seq: 1 });
    const [saved] = await t.database.db.select().from(mockAnswers).where(eq(mockAnswers.attemptId, attemptId));
    expect(saved).toMatchObject({ status: 'answered', answer: { option: 2 }, seconds: 10 });

    const intruder = await createUser(t, { kind: 'premium' });
    await expect(
      elsewhere().save(noLookup(intruder.token), attemptId, {
        ...body,
        seq: 2,
        status: 'answered',
        answer: { option: 0 },
      }),
    ).rejects.toThrow('the full path (a sign-in lookup) was taken');
    const [still] = await t.database.db.select().from(mockAnswers).where(eq(mockAnswers.attemptId, attemptId));
    expect(still).toMatchObject({ answer: { option: 2 } });
  });

  it('submits in the fast path: scored with its saved answers; a stale tab refused; another token falls through', async () => {
    const { u, a, attemptId, q } = await begin({ timerMode: 'strict' });
    const answer = (seq: number, n: number, option: number) =>
      a.save(attemptId, { seq, questionId: q('VARC', n), status: 'answered', answer: { option }, seconds: 5 });
    expect((await answer(1, 0, 0)).statusCode).toBe(200);
    expect((await answer(2, 1, 1)).statusCode).toBe(200);
    const worker = elsewhere();
    const intruder = await createUser(t, { kind: 'premium' });
    await expect(worker.submit(noLookup(intruder.token), attemptId, { clientId: 'tab-one-0001' })).rejects.toThrow(
      'the full path (a sign-in lookup) was taken',
    );
    await expect(worker.submit(noLookup(u.token), attemptId, { clientId: 'tab-two-0002' })).rejects.toMatchObject({
      statusCode: 409,
    });
    const attempt = async () =>
      (await t.database.db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId)))[0];
    expect((await attempt())?.status).toBe('active');

    await worker.submit(noLookup(u.token), attemptId, { clientId: 'tab-one-0001', reason: 'timeout' });
    // Submitted once: a second submit changes nothing.
    await worker.submit(noLookup(u.token), attemptId, { clientId: 'tab-one-0001' });
    expect(await attempt()).toMatchObject({ status: 'submitted', submittedBy: 'timeout', score: 2 });
    const verdicts = await t.database.db
      .select({ questionId: mockAnswers.questionId, correct: mockAnswers.correct })
      .from(mockAnswers)
      .where(eq(mockAnswers.attemptId, attemptId));
    expect(verdicts).toEqual(
      expect.arrayContaining([
        { questionId: q('VARC', 0), correct: false },
        { questionId: q('VARC', 1), correct: true },
      ]),
    );
  });
});

describe('the paper comes on its own, encoded once', () => {
  it('gives the owner the questions in paper order without keys, compressed as asked, and 304 once held', async () => {
    const { mock, a, attemptId } = await begin();
    const plain = await a.paper(attemptId);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const paper = plain.json();
    expect(paper.questions.map((x: { id: number }) => x.id)).toEqual(Object.values(mock.bySection).flat());
    expect(plain.body).not.toMatch(/correctAnswer|explanation/);
    expect(paper.questions[0]).toMatchObject({ sectionKey: 'VARC', number: 1 });

    const br = await a.paper(attemptId, { 'accept-encoding': 'gzip, deflate, br;q=0.9' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await a.paper(attemptId, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);

    const etag = String(plain.headers.etag);
    expect(etag).toBe(String(br.headers.etag));
    const held = await a.paper(attemptId, { 'if-none-match': `W/${etag}` });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');

    // The claim carries the attempt's state only: the owner's claim is one statement, staff's the full path, alike.
    const claim = (await a.claim(attemptId)).json();
    expect(claim.questions).toBeUndefined();
    expect(claim).toMatchObject({
      attemptId,
      status: 'active',
      answers: [{ questionId: paper.questions[0].id, status: 'not_answered', answer: null, seconds: 0 }],
      candidateName: expect.stringMatching(/^Test User\d+$/),
    });
    expect(
      (
        await a.save(attemptId, {
          seq: 1,
          questionId: mock.bySection.VARC?.[0],
          status: 'answered',
          answer: { option: 1 },
        })
      ).statusCode,
    ).toBe(200);
    const staff = examApi(t, await createUser(t, { kind: 'admin' }));
    const byStaff = (await staff.claim(attemptId, 'tab-staff-0001')).json();
    const byOwner = (await a.claim(attemptId, 'tab-one-0002')).json();
    const { serverTime: _s, ...ownerView } = byOwner;
    const { serverTime: _t, ...staffView } = byStaff;
    expect(staffView).toEqual(ownerView);
    expect(ownerView.answers).toEqual([
      { questionId: mock.bySection.VARC?.[0], status: 'answered', answer: { option: 1 }, seconds: 10 },
    ]);
  });
});

describe('start', () => {
  it('a new attempt comes back with the state a claim gives, its first question visited; a repeat start with its id only', async () => {
    const mock = await createMock(t, { timerMode: 'strict' });
    const a = api(await createUser(t, { kind: 'premium' }));
    const started = (await a.start(mock.id, 'tab-start-0001')).json();
    // The screen opens on the first section's first question: visited (not answered) in the start's own statement.
    const first = { questionId: mock.bySection.VARC?.[0], status: 'not_answered', answer: null, seconds: 0 };
    expect(started.state).toMatchObject({ attemptId: started.attemptId, status: 'active', seq: 0, answers: [first] });
    const { serverTime: _s, ...fromStart } = started.state;
    const { serverTime: _c, ...fromClaim } = (await a.claim(started.attemptId, 'tab-start-0001')).json();
    expect(fromStart).toEqual(fromClaim);
    // The starting tab owns the attempt: its first write needs no claim.
    const again = (await a.start(mock.id, 'tab-start-0002')).json();
    expect(again).toEqual({ attemptId: started.attemptId });
  });

  it('checks the session in its statement: none, an expired one or a suspended account gets 401', async () => {
    const mock = await createMock(t);
    const u = await createUser(t, { kind: 'premium' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/mock-tests/${mock.id}/start`,
      payload: { clientId: 'tab-anon-0001' },
    });
    expect(anonymous.statusCode).toBe(401);
    await t.database.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, u.id));
    expect((await api(u).start(mock.id)).statusCode).toBe(401);
    const v = await createUser(t, { kind: 'premium' });
    await t.database.db.update(sessions).set({ expiresAt: t.clock.now() }).where(eq(sessions.userId, v.id));
    expect((await api(v).start(mock.id)).statusCode).toBe(401);
    const w = await createUser(t, { kind: 'premium' });
    expect((await api(w).start(999_999)).statusCode).toBe(404);
  });

  it("a paid plan's mock allowance counts the starts of its period only", async () => {
    const [older, m1, m2] = await Promise.all([createMock(t), createMock(t), createMock(t)]);
    const u = await createUser(t);
    expect((await api(u).start(older.id)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const [plan] = await t.database.db
      .insert(subscriptionPlans)
      .values({ name: 'One mock a month', price: '99', durationDays: 30, maxMockTests: 1 })
      .returning();
    const now = t.clock.now();
    await t.database.db.insert(subscriptions).values({
      userId: u.id,
      planId: must(plan, 'plan').id,
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
    });
    expect((await api(u).start(m1.id)).statusCode).toBe(200);
    const refused = await api(u).start(m2.id);
    expect(refused.json()).toMatchObject({ code: 'plan_limit', details: { limit: 1, used: 1 } });
    expect(refused.json().message).toContain('Your plan includes 1 mock tests');
  });
});

describe('NMAT: the candidate chooses the section order and may end a section early', () => {
  it('runs stages in the chosen order; an early end opens the next with its own full time', async () => {
    const mock = await createMock(t, { pattern: smallNmat() });
    const a = api(await createUser(t, { kind: 'premium' }));
    expect(
      (await a.start(mock.id, 'tab-nmat-0001', ['Logical Reasoning', 'Logical Reasoning', 'Language Skills']))
        .statusCode,
    ).toBe(400);
    const { attemptId } = (
      await a.start(mock.id, 'tab-nmat-0001', ['Logical Reasoning', 'Language Skills', 'Quantitative Skills'])
    ).json();
    const view = (await a.claim(attemptId, 'tab-nmat-0001')).json();
    expect(view.stageOrder).toEqual([2, 0, 1]);
    expect(new Date(view.stageDeadline).getTime() - t.clock.now().getTime()).toBe(40 * MIN);
    const lr = must(mock.bySection.LR?.[0], 'q');
    // The chosen first section's first question is the one the screen opens on, so the one visited.
    expect(view.answers).toEqual([{ questionId: lr, status: 'not_answered', answer: null, seconds: 0 }]);
    expect(
      (await a.save(attemptId, { seq: 1, questionId: lr, status: 'answered', answer: { option: 1 } }, 'tab-nmat-0001'))
        .statusCode,
    ).toBe(200);
    const next = await a.next(attemptId, 2, 'tab-nmat-0001');
    expect(next.json().stageIndex).toBe(1);
    const ls = must(mock.bySection.LS?.[0], 'q');
    expect(next.json().visited).toEqual([{ questionId: ls, status: 'not_answered', answer: null, seconds: 0 }]);
    expect(new Date(next.json().stageDeadline).getTime() - t.clock.now().getTime()).toBe(28 * MIN);
    expect(
      (
        await a.save(attemptId, { seq: 3, questionId: lr, status: 'not_answered', answer: null }, 'tab-nmat-0001')
      ).json().code,
    ).toBe('deadline_passed');
  });
});

describe('submit and results', () => {
  it('submitting twice (even at once) gives one result', async () => {
    const { a, attemptId, q } = await begin();
    await a.save(attemptId, { seq: 1, questionId: q('VARC', 0), status: 'answered', answer: { option: 1 } });
    const both = await Promise.all([a.submit(attemptId), a.submit(attemptId), a.submit(attemptId)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.database.db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'submitted', score: 3 });
    expect((await a.result(attemptId)).json().score).toBe(3);
  });

  it('a submit straight after start (nothing read the mock yet) scores and closes the attempt', async () => {
    const { a, attemptId } = await begin();
    expect((await a.submit(attemptId)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId));
    expect(row).toMatchObject({ status: 'submitted', submittedBy: 'learner', score: 0 });
  });

  it('ranks takers, gives per-section figures, the share who got each question right and toppers` skips', async () => {
    const mock = await createMock(t, { timerMode: 'strict' });
    const strong = api(await createUser(t, { kind: 'premium' }));
    const weak = api(await createUser(t, { kind: 'premium' }));
    const qa = (i: number) => must(mock.bySection.QA?.[i], 'q');
    const s = (await strong.start(mock.id)).json().attemptId;
    const w = (await weak.start(mock.id)).json().attemptId;
    t.clock.advance(80 * MIN + 12_000);
    await strong.save(s, { seq: 1, questionId: qa(0), status: 'answered', answer: { option: 1 } });
    await strong.save(s, { seq: 2, questionId: qa(2), status: 'answered', answer: { text: '42' } });
    await weak.save(w, { seq: 1, questionId: qa(1), status: 'answered', answer: { option: 0 } });
    await strong.submit(s);
    await weak.submit(w);
    const r = (await weak.result(w)).json();
    expect(r).toMatchObject({ score: -1, takers: 2, rank: 2, percentile: 0, topperScore: 6 });
    expect(r.averageScore).toBe(2.5);
    const qaSection = r.sections.find((x: { key: string }) => x.key === 'QA');
    expect(qaSection).toMatchObject({ score: -1, rank: 2, attempted: 1, wrong: 1 });
    const item = r.review.find((x: { questionId: number }) => x.questionId === qa(0));
    expect(item).toMatchObject({
      status: 'not_visited',
      shareCorrect: 0.5,
      toppersSolved: true,
      rightAnswer: { option: 1 },
    });
    expect((await strong.result(s)).json()).toMatchObject({ score: 6, rank: 1, percentile: 50 });
  });

  it('takers tied on a score that float4 cannot hold exactly share a rank; the topper`s score reads as entered', async () => {
    const mock = await createMock(t);
    const ids: string[] = [];
    const users = [await createUser(t, { kind: 'premium' }), await createUser(t, { kind: 'premium' })];
    for (const u of users) ids.push((await api(u).start(mock.id)).json().attemptId);
    for (const [i, id] of ids.entries()) {
      expect((await api(must(users[i], 'user')).submit(id)).statusCode).toBe(200);
    }
    // As fractional marking (XAT, SNAP) can leave them: 2.67 overall, 2.67 in VARC.
    await t.database.db
      .update(mockAttempts)
      .set({ score: 2.67, sectionScores: { VARC: 2.67, DILR: 0, QA: 0 } })
      .where(eq(mockAttempts.mockId, mock.id));
    for (const [i, id] of ids.entries()) {
      const r = (await api(must(users[i], 'user')).result(id)).json();
      expect(r).toMatchObject({ takers: 2, rank: 1, percentile: 50, topperScore: 2.67 });
      expect(r.sections.find((x: { key: string }) => x.key === 'VARC')).toMatchObject({ topperScore: 2.67 });
    }
  });

  it('a result ranks against the mock`s takers as read in the last 30 s, the attempt itself always counted in', async () => {
    const mock = await createMock(t, { timerMode: 'strict' });
    const qa0 = must(mock.bySection.QA?.[0], 'q');
    const taker = async () => {
      const u = api(await createUser(t, { kind: 'premium' }));
      return { u, id: (await u.start(mock.id)).json().attemptId as string };
    };
    const [right, wrong] = [await taker(), await taker()];
    t.clock.advance(80 * MIN + 12_000);
    for (const [x, option] of [
      [right, 1],
      [wrong, 0],
    ] as const) {
      const saved = await x.u.save(x.id, { seq: 1, questionId: qa0, status: 'answered', answer: { option } });
      expect(saved.statusCode).toBe(200);
    }
    const shareOf = async (x: { u: ReturnType<typeof api>; id: string }) => {
      const r = (await x.u.result(x.id)).json();
      return {
        takers: r.takers,
        share: r.review.find((i: { questionId: number }) => i.questionId === qa0).shareCorrect,
      };
    };
    expect((await right.u.submit(right.id)).statusCode).toBe(200);
    expect(await shareOf(right)).toEqual({ takers: 1, share: 1 });
    expect((await wrong.u.submit(wrong.id)).statusCode).toBe(200);
    // Within 30 s: the second taker counts themself in; the item statistics and the first taker's view are those
    // of the read before the second submit.
    expect(await shareOf(wrong)).toEqual({ takers: 2, share: 1 });
    expect(await shareOf(right)).toEqual({ takers: 1, share: 1 });
    t.clock.advance(30_000);
    expect(await shareOf(wrong)).toEqual({ takers: 2, share: 0.5 });
  });
});

describe('plan limits', () => {
  it('a free learner starts at most maxMockTests mocks (concurrent starts included); premium mocks need premium', async () => {
    const mocks = await Promise.all([createMock(t), createMock(t), createMock(t), createMock(t)]);
    const u = await createUser(t);
    const a = api(u);
    const results = await Promise.all(mocks.map((m) => a.start(m.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 403, 403]);
    const refused = must(
      results.find((r) => r.statusCode === 403),
      'a refusal',
    ).json();
    expect(refused).toMatchObject({ code: 'plan_limit', details: { limit: 2, used: 2 } });
    expect(refused.message).toContain('Upgrade to Premium');
    // Resuming a started mock is not a new start.
    const started = must(
      results.findIndex((r) => r.statusCode === 200),
      'a start',
    );
    expect((await a.start(must(mocks[started], 'mock').id)).statusCode).toBe(200);
    const premiumMock = await createMock(t, { isPremium: true });
    const other = api(await createUser(t));
    expect((await other.start(premiumMock.id)).json().code).toBe('premium_required');
    const list = (await t.app.inject({ method: 'GET', url: '/api/mock-tests', headers: u.headers })).json();
    expect(list.allowance).toEqual({ limit: 2, used: 2 });
  });
});
