// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addMockOf, createMock, takeMock } from '#server/test/mock-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// Answer-key correction through HTTP: the key changes, every submitted attempt of every mock holding the question
// is scored again (right→wrong, wrong→right, TITA), ranks follow, a second identical correction changes nothing,
// an active attempt picks the new key up at its submit, and the trail has one entry.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { kind: 'admin' });
});
afterAll(() => t.close());

const call = (u: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u?.headers ?? {}, ...(payload ? { payload } : {}) });
const rescore = (mockId: number, body: object, u: TestUser | null = admin) =>
  call(u, 'POST', `/api/admin/mock-tests/${mockId}/rescore`, body);
const result = async (u: TestUser, attemptId: string) => {
  const r = await call(u, 'GET', `/api/mock-attempts/${attemptId}/result`);
  expect(r.statusCode).toBe(200);
  return r.json();
};

describe('answer-key correction re-scores every submitted attempt', () => {
  it('right→wrong and wrong→right, MCQ and TITA, across every mock holding the question; ranks follow', async () => {
    const mock = await createMock(t);
    const [q0, , tita] = mock.bySection.VARC ?? [];
    const mcqId = must(q0, 'VARC q1');
    const titaId = must(tita, 'VARC TITA');
    const other = await addMockOf(t, [{ sectionKey: 'VARC', questionId: mcqId }]);
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t, { kind: 'premium' })));
    const [ua, ub, uc, ud, ue] = users.map((u) => must(u, 'taker'));
    if (!ua || !ub || !uc || !ud || !ue) throw new Error('takers');
    // Keys: the MCQ's option 1, the TITA's 42. CAT marking: +3, a wrong MCQ −1, a wrong TITA 0.
    const a = await takeMock(t, ua, mock.id, [
      [mcqId, { option: 1 }],
      [titaId, { text: '42' }],
    ]); // 6
    const b = await takeMock(t, ub, mock.id, [
      [mcqId, { option: 2 }],
      [titaId, { text: '41' }],
    ]); // −1
    const c = await takeMock(t, uc, mock.id, [
      [mcqId, { option: 1 }],
      [titaId, { text: '41' }],
    ]); // 3
    const d = await takeMock(t, ud, mock.id, [[mcqId, { option: 2 }]], { submit: false }); // still writing
    const e = await takeMock(t, ue, other.id, [[mcqId, { option: 2 }]]); // −1 in the other mock
    expect([(await result(ua, a)).score, (await result(ub, b)).score, (await result(uc, c)).score]).toEqual([6, -1, 3]);
    expect((await result(ua, a)).rank).toBe(1);
    expect((await result(ub, b)).rank).toBe(3);

    const keys = await call(admin, 'GET', `/api/admin/mock-tests/${mock.id}/keys`);
    expect(keys.statusCode).toBe(200);
    const items = keys.json().items as Array<{ questionId: number; attempts: number; answer: unknown }>;
    expect(items.find((i) => i.questionId === mcqId)).toMatchObject({
      attempts: 4,
      answer: { kind: 'option', index: 1 },
    });
    expect(items.find((i) => i.questionId === titaId)?.attempts).toBe(3);

    const first = await rescore(mock.id, { questionId: mcqId, answer: { kind: 'option', index: 2 } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ questionId: mcqId, mocks: 2, rescored: 4, changed: 4 });
    const [ra, rb, rc, re] = [await result(ua, a), await result(ub, b), await result(uc, c), await result(ue, e)];
    expect([ra.score, rb.score, rc.score, re.score]).toEqual([2, 3, -1, 3]);
    expect([ra.rank, rb.rank, rc.rank]).toEqual([2, 1, 3]);
    expect(rb.percentile).toBeCloseTo(66.67, 2);
    const varcOf = (r: { sections: Array<{ key: string; score: number; rank: number }> }) =>
      r.sections.find((s) => s.key === 'VARC');
    expect(varcOf(rb)).toMatchObject({ score: 3, rank: 1 });
    const reviewed = rb.review.find((r: { questionId: number }) => r.questionId === mcqId);
    expect(reviewed).toMatchObject({ correct: true, rightAnswer: { option: 2 }, marks: 3 });

    // The active attempt picks the new key up at its submit.
    expect((await call(ud, 'POST', `/api/mock-attempts/${d}/submit`, { clientId: 'tab-rescore-1' })).statusCode).toBe(
      200,
    );
    expect((await result(ud, d)).score).toBe(3);

    // The TITA: 42 → 41 (A loses 3, B and C gain 3; D never answered it).
    const titaFix = await rescore(mock.id, {
      questionId: titaId,
      answer: { kind: 'numeric', value: 41, tolerance: 0 },
    });
    expect(titaFix.json()).toMatchObject({ mocks: 1, rescored: 4, changed: 3 });
    const after = [await result(ua, a), await result(ub, b), await result(uc, c), await result(ud, d)];
    expect(after.map((r) => r.score)).toEqual([-1, 6, 2, 3]);
    expect(after.map((r) => r.rank)).toEqual([4, 1, 3, 2]);
    expect(after[1].topperScore).toBe(6);

    // Idempotent: the same corrections again change nothing and write no second trail entry.
    const again = await rescore(mock.id, { questionId: titaId, answer: { kind: 'numeric', value: 41, tolerance: 0 } });
    expect(again.json()).toMatchObject({ rescored: 4, changed: 0 });
    const againMcq = await rescore(mock.id, { questionId: mcqId, answer: { kind: 'option', index: 2 } });
    expect(againMcq.json()).toMatchObject({ mocks: 2, rescored: 5, changed: 0 });
    expect(
      (await Promise.all([result(ua, a), result(ub, b), result(uc, c), result(ud, d)])).map((r) => r.score),
    ).toEqual([-1, 6, 2, 3]);

    const mcqTrail = await auditTrail(t, { action: 'mock.rescore', targetId: mcqId });
    expect(mcqTrail.map((x) => [x.actorId, x.targetType, x.before, x.after])).toEqual([
      [
        admin.id,
        'question',
        { answer: { kind: 'option', index: 1 } },
        { answer: { kind: 'option', index: 2 }, mockIds: [mock.id, other.id], attempts: 4 },
      ],
    ]);
    const titaTrail = await auditTrail(t, { action: 'mock.rescore', targetId: titaId });
    expect(titaTrail.map((x) => [x.before, x.after])).toEqual([
      [
        { answer: { kind: 'numeric', value: 42, tolerance: 0 } },
        { answer: { kind: 'numeric', value: 41, tolerance: 0 }, mockIds: [mock.id], attempts: 4 },
      ],
    ]);
    // The bank's key is the corrected one.
    const bank = await call(admin, 'GET', `/api/admin/questions/${mcqId}`);
    expect(bank.json().answer).toEqual({ kind: 'option', index: 2 });
  });

  it('refuses guests (401), learners (403), a question not in the mock (400), a missing mock (404), a wrong key shape (400)', async () => {
    const mock = await createMock(t);
    const elsewhere = await createMock(t);
    const mcqId = must(mock.bySection.QA?.[0], 'QA q1');
    const titaId = must(mock.bySection.QA?.[2], 'QA TITA');
    const learner = await createUser(t, { kind: 'premium' });
    const body = { questionId: mcqId, answer: { kind: 'option', index: 0 } };
    const before = (await auditTrail(t, { action: 'mock.rescore' })).length;
    expect((await rescore(mock.id, body, null)).statusCode).toBe(401);
    expect((await rescore(mock.id, body, learner)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/admin/mock-tests/${mock.id}/keys`)).statusCode).toBe(401);
    expect((await call(learner, 'GET', `/api/admin/mock-tests/${mock.id}/keys`)).statusCode).toBe(403);
    const notHere = await rescore(elsewhere.id, body);
    expect(notHere.statusCode).toBe(400);
    expect(notHere.json().message).toMatch(/^questionId: /);
    expect((await rescore(mock.id, { ...body, questionId: 987_654 })).statusCode).toBe(400);
    expect((await rescore(999_999, body)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/admin/mock-tests/999999/keys')).statusCode).toBe(404);
    const shapes = [
      await rescore(mock.id, { questionId: mcqId, answer: { kind: 'numeric', value: 1 } }),
      await rescore(mock.id, { questionId: mcqId, answer: { kind: 'option', index: 4 } }),
      await rescore(mock.id, { questionId: titaId, answer: { kind: 'option', index: 0 } }),
      await rescore(mock.id, { questionId: mcqId }),
    ];
    expect(shapes.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(shapes.map((r) => r.json().message.split(':')[0])).toEqual(['answer', 'answer', 'answer', 'answer']);
    expect(await auditTrail(t, { action: 'mock.rescore' })).toHaveLength(before);
    // A TITA may become a text key (a para-jumble's order).
    const text = await rescore(mock.id, { questionId: titaId, answer: { kind: 'text', value: '2413' } });
    expect(text.statusCode).toBe(200);
    expect(text.json()).toMatchObject({ rescored: 0, changed: 0 });
  });
});
