// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock } from '#server/test/mock-fixtures';
import { addQuestions, mcq, tita } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// Staff mock management through HTTP: build from a blueprint, publish and unpublish, extra time per learner; and
// the learner's detail page and error tags on a finished attempt.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { kind: 'admin' });
});
afterAll(() => t.close());

const call = (u: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u.headers, ...(payload ? { payload } : {}) });

describe('staff mock management', () => {
  it('builds a sectional test from the bank, refuses one the bank cannot fill, and names a bad pattern', async () => {
    const body = { title: 'QA Sectional A', patternId: 'CAT2024', sectionKey: 'QA' };
    const empty = await call(admin, 'POST', '/api/admin/mock-tests', body);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/cannot fill/);
    await addQuestions(t, [
      ...Array.from({ length: 40 }, () => mcq({ section: 'QA' })),
      ...Array.from({ length: 15 }, () => tita({ kind: 'numeric', value: 7, tolerance: 0 }, { section: 'QA' })),
    ]);
    const made = await call(admin, 'POST', '/api/admin/mock-tests', body);
    expect(made.statusCode).toBe(201);
    const list = (await call(admin, 'GET', '/api/admin/mock-tests')).json();
    expect(list.items.find((m: { id: number }) => m.id === made.json().id)).toMatchObject({ title: body.title });
    expect((await call(admin, 'POST', '/api/admin/mock-tests', body)).statusCode).toBe(409);
    const bad = await call(admin, 'POST', '/api/admin/mock-tests', { ...body, patternId: 'GMAT' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/patternId/);
  });

  it('unpublishing hides a mock from learners and publishing shows it again', async () => {
    const mock = await createMock(t);
    const learner = await createUser(t, { kind: 'premium' });
    expect((await call(learner, 'GET', `/api/mock-tests/${mock.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/api/admin/mock-tests/${mock.id}/status`, { status: 'draft' })).statusCode).toBe(
      200,
    );
    expect((await call(learner, 'GET', `/api/mock-tests/${mock.id}`)).statusCode).toBe(404);
    expect(
      (await call(learner, 'POST', `/api/mock-tests/${mock.id}/start`, { clientId: 'tab-one-0001' })).statusCode,
    ).toBe(404);
    await call(admin, 'PUT', `/api/admin/mock-tests/${mock.id}/status`, { status: 'published' });
    const detail = await call(learner, 'GET', `/api/mock-tests/${mock.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().id).toBe(mock.id);
    expect((await call(admin, 'PUT', '/api/admin/mock-tests/999999/status', { status: 'draft' })).statusCode).toBe(404);
  });

  it('extra time stretches the clock of tests the learner starts afterwards; unknown learners get 404', async () => {
    const learner = await createUser(t, { kind: 'premium' });
    const grant = await call(admin, 'PUT', '/api/admin/mock-time-grants', { userId: learner.id, timeFactor: 1.5 });
    expect(grant.statusCode).toBe(200);
    const mock = await createMock(t);
    const started = await call(learner, 'POST', `/api/mock-tests/${mock.id}/start`, { clientId: 'tab-one-0001' });
    const attemptId = started.json().attemptId;
    const claim = await call(learner, 'POST', `/api/mock-attempts/${attemptId}/claim`, { clientId: 'tab-one-0001' });
    const minutes = (new Date(claim.json().stageDeadline).getTime() - t.clock.now().getTime()) / 60_000;
    expect(minutes).toBe(60);
    const ghost = { userId: '00000000-0000-4000-8000-000000000009', timeFactor: 1.25 };
    expect((await call(admin, 'PUT', '/api/admin/mock-time-grants', ghost)).statusCode).toBe(404);
  });
});

/** The trail's entries for one action (and target), oldest first. */
const trail = (action: 'mock.create' | 'mock.status' | 'mock.time_grant', targetId?: string | number) =>
  auditTrail(t, { action, targetId });

describe('staff mock actions are audited in the same transaction', () => {
  it('a blueprint build leaves one mock.create entry; refused builds leave none', async () => {
    await addQuestions(
      t,
      Array.from({ length: 30 }, () => mcq({ section: 'DILR' })),
    );
    const body = { title: 'DILR Sectional Audit', patternId: 'CAT2024', sectionKey: 'DILR', timerMode: 'strict' };
    const made = await call(admin, 'POST', '/api/admin/mock-tests', body);
    expect(made.statusCode).toBe(201);
    const entries = await trail('mock.create', made.json().id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      targetType: 'mock',
      before: null,
      after: {
        title: body.title,
        patternId: 'CAT2024',
        sectionKey: 'DILR',
        kind: 'sectional',
        status: 'draft',
        timerMode: 'strict',
        isPremium: false,
        seriesId: null,
        opensAt: null,
        closesAt: null,
      },
    });

    const count = (await trail('mock.create')).length;
    const learner = await createUser(t, { kind: 'premium' });
    const refused = [
      await call(admin, 'POST', '/api/admin/mock-tests', body), // 409: the title exists
      await call(admin, 'POST', '/api/admin/mock-tests', {
        ...body,
        title: 'XAT GK',
        patternId: 'XAT2025',
        sectionKey: 'GK',
      }),
      await call(admin, 'POST', '/api/admin/mock-tests', { ...body, title: 'x' }), // 400: title too short
      await call(admin, 'POST', '/api/admin/mock-tests', { ...body, title: 'VARC empty', sectionKey: 'VARC' }),
      await call(learner, 'POST', '/api/admin/mock-tests', { ...body, title: 'By a learner' }),
      await call(admin, 'POST', '/api/admin/mock-tests', { ...body, title: 'No such series', seriesId: 424_242 }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([409, 400, 400, 400, 403, 400]);
    expect(refused[5]?.json().message).toMatch(/^seriesId: /);
    expect(await trail('mock.create')).toHaveLength(count);
  });

  it('publish and unpublish each leave one mock.status entry with before and after; no-ops and 404s none', async () => {
    const mock = await createMock(t);
    const status = (s: string, id: number = mock.id) =>
      call(admin, 'PUT', `/api/admin/mock-tests/${id}/status`, { status: s });
    expect((await status('draft')).statusCode).toBe(200);
    expect((await status('draft')).statusCode).toBe(200);
    expect((await status('published')).statusCode).toBe(200);
    const entries = await trail('mock.status', mock.id);
    expect(entries.map((e) => [e.targetType, e.before, e.after])).toEqual([
      ['mock', { status: 'published' }, { status: 'draft' }],
      ['mock', { status: 'draft' }, { status: 'published' }],
    ]);
    const count = (await trail('mock.status')).length;
    expect((await status('draft', 999_999)).statusCode).toBe(404);
    expect((await status('archived')).statusCode).toBe(400);
    const learner = await createUser(t, { kind: 'premium' });
    const byLearner = await call(learner, 'PUT', `/api/admin/mock-tests/${mock.id}/status`, { status: 'draft' });
    expect(byLearner.statusCode).toBe(403);
    expect(await trail('mock.status')).toHaveLength(count);
  });

  it('a time grant leaves one mock.time_grant entry on the learner; the same grant again, 404s and 400s none', async () => {
    const learner = await createUser(t, { kind: 'premium' });
    const grant = (timeFactor: number, userId = learner.id) =>
      call(admin, 'PUT', '/api/admin/mock-time-grants', { userId, timeFactor });
    expect((await grant(4 / 3)).statusCode).toBe(200);
    // The learner's page shows the grant and its entry.
    const page = (await call(admin, 'GET', `/api/admin/users/${learner.id}`)).json();
    expect(page.extraTime).toEqual({ timeFactor: 1.3333 });
    expect(page.audit[0]).toMatchObject({ action: 'mock.time_grant', after: { timeFactor: 1.3333 } });
    expect((await grant(4 / 3)).statusCode).toBe(200);
    expect((await grant(1)).statusCode).toBe(200);
    const entries = await trail('mock.time_grant', learner.id);
    expect(entries.map((e) => [e.targetType, e.before, e.after])).toEqual([
      ['user', { timeFactor: 1 }, { timeFactor: 1.3333 }],
      ['user', { timeFactor: 1.3333 }, { timeFactor: 1 }],
    ]);
    const count = (await trail('mock.time_grant')).length;
    expect((await grant(1.25, '00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
    expect((await grant(3)).statusCode).toBe(400);
    const byLearner = await call(learner, 'PUT', '/api/admin/mock-time-grants', { userId: learner.id, timeFactor: 2 });
    expect(byLearner.statusCode).toBe(403);
    expect(await trail('mock.time_grant')).toHaveLength(count);
  });
});

describe('error tags on a finished attempt', () => {
  it('tags a question of my attempt and clears the tag; another learner cannot', async () => {
    const mock = await createMock(t);
    const learner = await createUser(t, { kind: 'premium' });
    const started = await call(learner, 'POST', `/api/mock-tests/${mock.id}/start`, { clientId: 'tab-one-0001' });
    const attemptId = started.json().attemptId;
    await call(learner, 'POST', `/api/mock-attempts/${attemptId}/claim`, { clientId: 'tab-one-0001' });
    const questionId = must(mock.bySection.VARC?.[0], 'a VARC question');
    const answer = {
      clientId: 'tab-one-0001',
      seconds: 10,
      seq: 1,
      questionId,
      status: 'answered',
      answer: { option: 2 },
    };
    expect((await call(learner, 'POST', `/api/mock-attempts/${attemptId}/answers`, answer)).statusCode).toBe(200);
    const unanswered = must(mock.bySection.VARC?.[1], 'another VARC question');
    expect(
      (await call(learner, 'POST', `/api/mock-attempts/${attemptId}/submit`, { clientId: 'tab-one-0001' })).statusCode,
    ).toBe(200);
    const tag = await call(learner, 'POST', `/api/mock-attempts/${attemptId}/error-tag`, { questionId, tag: 'silly' });
    expect(tag.statusCode).toBe(200);
    const none = { questionId: unanswered, tag: 'time' };
    expect((await call(learner, 'POST', `/api/mock-attempts/${attemptId}/error-tag`, none)).statusCode).toBe(404);
    const other = await createUser(t, { kind: 'premium' });
    const theirs = await call(other, 'POST', `/api/mock-attempts/${attemptId}/error-tag`, { questionId, tag: 'time' });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call(learner, 'POST', `/api/mock-attempts/${attemptId}/error-tag`, { questionId, tag: null })).statusCode,
    ).toBe(200);
  });
});
