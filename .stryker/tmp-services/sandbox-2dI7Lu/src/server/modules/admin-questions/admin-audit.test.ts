// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, users } from '#server/db/schema/index';
import { auditCount, auditTrail, refusedWithoutEntry } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, chartSet, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// Issue 15: every staff action on the bank writes exactly one audit entry (who, on what, before and after), in the
// change's transaction; a refused or failed request (400, 404, 409, 403, 401) writes none.

let t: TestApp;
let staffer: TestUser;
let learner: TestUser;

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The one entry an action wrote about its target (fails when there are none or several). */
async function onlyEntry(targetType: 'question' | 'set' | 'report' | 'bank', targetId: number | string) {
  const rows = await auditTrail(t, { targetType, targetId });
  expect(rows).toHaveLength(1);
  return must(rows[0], 'the entry');
}

/** A learner's stored answer to the question: history that a delete must not take away. */
const answered = (questionId: number) =>
  t.database.db.insert(attempts).values({ userId: learner.id, questionId, isCorrect: true, seconds: 10 });

beforeAll(async () => {
  t = await createTestApp();
  staffer = await createUser(t, { email: 'content.staff@example.com' });
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staffer.id));
  learner = await createUser(t, { kind: 'premium' });
});
afterAll(() => t.close());

describe('questions: create, update, status and delete are audited', () => {
  it('question.create: one entry with the new question; bad, duplicate and unauthorised creates none', async () => {
    const draft = { ...mcq({ topic: 'Profit and Loss' }), status: 'draft' };
    const before = await auditCount(t);
    const res = await call(staffer, 'POST', '/api/admin/questions', draft);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect(await auditCount(t)).toBe(before + 1);
    expect(await onlyEntry('question', id)).toMatchObject({
      actorId: staffer.id,
      actorEmail: staffer.email,
      action: 'question.create',
      targetId: String(id),
      before: null,
      after: { section: 'QA', topic: 'Profit and Loss', type: 'MCQ', difficulty: 2, status: 'draft', stem: draft.stem },
    });

    await refusedWithoutEntry(t, [
      [() => call(staffer, 'POST', '/api/admin/questions', { ...draft, stem: 'Another stem', difficulty: 9 }), 400],
      [() => call(staffer, 'POST', '/api/admin/questions', draft), 409],
      [() => call(staffer, 'POST', '/api/admin/questions', { ...draft, stem: 'In a set?', setId: 999_999 }), 400],
      [() => call(learner, 'POST', '/api/admin/questions', { ...draft, stem: 'By a learner' }), 403],
      [() => call(null, 'POST', '/api/admin/questions', { ...draft, stem: 'By a guest' }), 401],
    ]);
  });

  it('question.update: one entry with the fields before and after; 404, 400 and 409 none', async () => {
    const [id, other] = await addQuestions(t, [{ ...mcq(), status: 'draft' }, mcq()]);
    const current = (await call(staffer, 'GET', `/api/admin/questions/${id}`)).json();
    const edit = { ...mcq(), stem: current.stem, topic: 'Ratios', difficulty: 4, status: 'draft' };
    const res = await call(staffer, 'PUT', `/api/admin/questions/${id}`, edit);
    expect(res.statusCode, res.body).toBe(200);
    const entry = await onlyEntry('question', must(id, 'the question'));
    expect(entry).toMatchObject({
      actorId: staffer.id,
      action: 'question.update',
      before: { topic: 'Percentages', difficulty: 2, status: 'draft', stem: current.stem },
      after: { topic: 'Ratios', difficulty: 4, status: 'draft', stem: current.stem },
    });

    const otherStem = (await call(staffer, 'GET', `/api/admin/questions/${other}`)).json().stem;
    await refusedWithoutEntry(t, [
      [() => call(staffer, 'PUT', '/api/admin/questions/999999', edit), 404],
      [() => call(staffer, 'PUT', `/api/admin/questions/${id}`, { ...edit, difficulty: 0 }), 400],
      [() => call(staffer, 'PUT', `/api/admin/questions/${id}`, { ...edit, stem: otherStem }), 409],
      [() => call(learner, 'PUT', `/api/admin/questions/${id}`, { ...edit, topic: 'Mixtures' }), 403],
    ]);
  });

  it('question.status: publish and unpublish write one entry each, bulk one per question changed; no-ops and 404s none', async () => {
    const [a, b, c] = await addQuestions(t, [{ ...mcq(), status: 'draft' }, { ...mcq(), status: 'draft' }, mcq()]);
    expect((await call(staffer, 'POST', `/api/admin/questions/${a}/publish`)).statusCode).toBe(200);
    expect((await call(staffer, 'POST', `/api/admin/questions/${a}/unpublish`)).statusCode).toBe(200);
    const entries = await auditTrail(t, { targetType: 'question', targetId: must(a, 'a') });
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ['question.status', staffer.id, { status: 'draft' }, { status: 'published' }],
      ['question.status', staffer.id, { status: 'published' }, { status: 'draft' }],
    ]);

    // Bulk: b changes, c is already published, 999999 does not exist.
    const before = await auditCount(t);
    const bulk = await call(staffer, 'POST', '/api/admin/questions/status', {
      ids: [b, c, 999_999],
      status: 'published',
    });
    expect(bulk.json()).toEqual({ updated: 2 });
    expect(await auditCount(t)).toBe(before + 1);
    expect(await onlyEntry('question', must(b, 'b'))).toMatchObject({
      action: 'question.status',
      before: { status: 'draft' },
      after: { status: 'published' },
    });
    expect(await auditTrail(t, { targetType: 'question', targetId: must(c, 'c') })).toEqual([]);

    await refusedWithoutEntry(t, [
      [() => call(staffer, 'POST', `/api/admin/questions/${c}/publish`), 200],
      [() => call(staffer, 'POST', '/api/admin/questions/999999/publish'), 404],
      [() => call(staffer, 'POST', '/api/admin/questions/status', { ids: [], status: 'published' }), 400],
      [() => call(learner, 'POST', `/api/admin/questions/${c}/unpublish`), 403],
    ]);
  });

  it('question.delete: one entry with the question before and nothing after; 404 and 409 none', async () => {
    const [id, used] = await addQuestions(t, [mcq({ topic: 'Simple Interest' }), mcq()]);
    await answered(must(used, 'used'));
    await refusedWithoutEntry(t, [
      [() => call(staffer, 'DELETE', `/api/admin/questions/${used}`), 409],
      [() => call(staffer, 'DELETE', '/api/admin/questions/999999'), 404],
      [() => call(learner, 'DELETE', `/api/admin/questions/${id}`), 403],
    ]);
    expect((await call(staffer, 'DELETE', `/api/admin/questions/${id}`)).statusCode).toBe(200);
    expect(await onlyEntry('question', must(id, 'the question'))).toMatchObject({
      actorId: staffer.id,
      action: 'question.delete',
      before: { topic: 'Simple Interest', status: 'published', section: 'QA' },
      after: null,
    });
  });
});

describe('sets: create, update, status and delete are audited', () => {
  it('set.create, set.update, set.status and set.delete each write one entry with before and after', async () => {
    const draft = chartSet('Audited revenue', [10, 20, 30, 40]);
    const before = await auditCount(t);
    const created = await call(staffer, 'POST', '/api/admin/sets', { ...draft, status: 'draft' });
    expect(created.statusCode, created.body).toBe(201);
    const set = created.json();
    const memberIds = set.questions.map((q: { id: number }) => q.id);
    expect(await auditCount(t)).toBe(before + 1);
    expect(await onlyEntry('set', set.id)).toMatchObject({
      actorId: staffer.id,
      actorEmail: staffer.email,
      action: 'set.create',
      before: null,
      after: { kind: 'dilr_set', section: 'DILR', title: 'Audited revenue', questions: memberIds },
    });

    const { questions: _q, ...fields } = draft;
    const edited = await call(staffer, 'PUT', `/api/admin/sets/${set.id}`, { ...fields, title: 'Audited revenue, v2' });
    expect(edited.statusCode, edited.body).toBe(200);
    const update = (await auditTrail(t, { action: 'set.update', targetId: set.id }))[0];
    expect(update).toMatchObject({
      actorId: staffer.id,
      targetType: 'set',
      before: { kind: 'dilr_set', section: 'DILR', title: 'Audited revenue' },
      after: { kind: 'dilr_set', section: 'DILR', title: 'Audited revenue, v2' },
    });
    expect(update?.after?.contentHash).toBe(update?.before?.contentHash);

    expect((await call(staffer, 'POST', `/api/admin/sets/${set.id}/publish`)).statusCode).toBe(200);
    const status = await auditTrail(t, { action: 'set.status', targetId: set.id });
    expect(status).toHaveLength(1);
    expect(status[0]).toMatchObject({
      actorId: staffer.id,
      targetType: 'set',
      before: { statuses: Object.fromEntries(memberIds.map((id: number) => [id, 'draft'])) },
      after: { statuses: Object.fromEntries(memberIds.map((id: number) => [id, 'published'])) },
    });

    expect((await call(staffer, 'DELETE', `/api/admin/sets/${set.id}`)).statusCode).toBe(200);
    const removed = await auditTrail(t, { action: 'set.delete', targetId: set.id });
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({
      actorId: staffer.id,
      targetType: 'set',
      before: { kind: 'dilr_set', section: 'DILR', title: 'Audited revenue, v2' },
      after: null,
    });
    expect((await auditTrail(t, { targetType: 'set', targetId: set.id })).map((e) => e.action)).toEqual([
      'set.create',
      'set.update',
      'set.status',
      'set.delete',
    ]);
  });

  it('refused set actions write nothing: 400, 404, 409, a no-op publish, a learner', async () => {
    const draft = chartSet('Refused revenue', [5, 6, 7, 8]);
    const set = (await call(staffer, 'POST', '/api/admin/sets', { ...draft, status: 'published' })).json();
    const { questions: qs, ...fields } = draft;
    const used = must(set.questions[0], 'a member').id;
    const wrongSection = { ...draft, title: 'Mixed', questions: [{ ...must(qs[0], 'q'), section: 'QA' }] };
    await refusedWithoutEntry(t, [
      [() => call(staffer, 'POST', '/api/admin/sets', draft), 409],
      [() => call(staffer, 'POST', '/api/admin/sets', wrongSection), 400],
      [() => call(staffer, 'POST', '/api/admin/sets', { ...draft, title: '' }), 400],
      [() => call(learner, 'POST', '/api/admin/sets', { ...draft, title: 'By a learner' }), 403],
      [() => call(staffer, 'PUT', '/api/admin/sets/999999', fields), 404],
      [() => call(staffer, 'PUT', `/api/admin/sets/${set.id}`, { ...fields, section: 'QA' }), 400],
      [() => call(staffer, 'POST', '/api/admin/sets/999999/publish'), 404],
      [() => call(staffer, 'POST', `/api/admin/sets/${set.id}/publish`), 200],
      [() => call(learner, 'POST', `/api/admin/sets/${set.id}/unpublish`), 403],
      [() => call(staffer, 'DELETE', '/api/admin/sets/999999'), 404],
    ]);
    await answered(used);
    await refusedWithoutEntry(t, [[() => call(staffer, 'DELETE', `/api/admin/sets/${set.id}`), 409]]);
  });
});

describe('reports and imports are audited', () => {
  it('report.status: one entry per change with the status before and after; the same status, 404 and 400 none', async () => {
    const [id] = await addQuestions(t, [mcq()]);
    const reported = await call(learner, 'POST', `/api/questions/${id}/report`, { reason: 'typo', message: 'x' });
    expect(reported.statusCode).toBe(201);
    const report = (await call(staffer, 'GET', `/api/admin/reports?questionId=${id}`)).json().items[0];
    const res = await call(staffer, 'POST', `/api/admin/reports/${report.id}/status`, { status: 'resolved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await onlyEntry('report', report.id)).toMatchObject({
      actorId: staffer.id,
      actorEmail: staffer.email,
      action: 'report.status',
      before: { status: 'open', questionId: id },
      after: { status: 'resolved', questionId: id },
    });
    await refusedWithoutEntry(t, [
      [() => call(staffer, 'POST', `/api/admin/reports/${report.id}/status`, { status: 'resolved' }), 200],
      [() => call(staffer, 'POST', '/api/admin/reports/999999/status', { status: 'dismissed' }), 404],
      [() => call(staffer, 'POST', `/api/admin/reports/${report.id}/status`, { status: 'closed' }), 400],
      [() => call(learner, 'POST', `/api/admin/reports/${report.id}/status`, { status: 'open' }), 403],
    ]);
  });

  it('bank.import: one entry for the whole file with what it added; a bad file and a learner none', async () => {
    const items = [mcq(), mcq(), chartSet('Imported revenue', [1, 2, 3, 4])];
    const before = await auditCount(t);
    const res = await call(staffer, 'POST', '/api/admin/questions/import', {
      format: 'json',
      content: JSON.stringify(items),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { questionIds } = res.json();
    expect(await auditCount(t)).toBe(before + 1);
    expect(await onlyEntry('bank', 'import')).toMatchObject({
      actorId: staffer.id,
      action: 'bank.import',
      before: null,
      after: { format: 'json', status: 'draft', questions: 4, sets: 1, questionIds },
    });
    await refusedWithoutEntry(t, [
      [
        () =>
          call(staffer, 'POST', '/api/admin/questions/import', {
            format: 'json',
            content: JSON.stringify([mcq(), { ...mcq(), difficulty: 9 }]),
          }),
        400,
      ],
      [
        () => call(staffer, 'POST', '/api/admin/questions/import', { format: 'json', content: JSON.stringify(items) }),
        400,
      ],
      [() => call(staffer, 'POST', '/api/admin/questions/import', { format: 'xml', content: '<q/>' }), 400],
      [
        () =>
          call(learner, 'POST', '/api/admin/questions/import', { format: 'json', content: JSON.stringify([mcq()]) }),
        403,
      ],
    ]);
  });
});
