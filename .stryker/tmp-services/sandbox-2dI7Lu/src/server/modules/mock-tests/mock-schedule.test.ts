// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, refusedWithoutEntry } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock, smallCat, takeMock } from '#server/test/mock-fixtures';
import { addQuestions, mcq, tita } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

// Staff edit a mock's metadata and schedule (PATCH), build a paper by hand, replace a paper nobody has sat, and search
// the bank the picker shows.

let t: TestApp;
let admin: TestUser;
let learner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { kind: 'admin' });
  learner = await createUser(t, { kind: 'premium' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (u: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u?.headers ?? {}, ...(payload ? { payload } : {}) });
const adminMock = async (id: number) =>
  (await call(admin, 'GET', '/api/admin/mock-tests')).json().items.find((m: { id: number }) => m.id === id);

describe('PATCH /api/admin/mock-tests/:id', () => {
  it('changes title, window, premium and timer; learners see the new window; one mock.update entry names only the changes', async () => {
    const mock = await createMock(t);
    const opensAt = '2026-12-01T04:30:00.000Z';
    const closesAt = '2026-12-02T04:30:00.000Z';
    const res = await call(admin, 'PATCH', `/api/admin/mock-tests/${mock.id}`, {
      title: 'CAT Mock Scheduled',
      opensAt,
      closesAt,
      isPremium: true,
      timerMode: 'strict',
    });
    expect(res.statusCode).toBe(200);
    expect(await adminMock(mock.id)).toMatchObject({
      title: 'CAT Mock Scheduled',
      opensAt,
      closesAt,
      isPremium: true,
      timerMode: 'strict',
    });
    // The clock reads 2026-11-22: the learner sees it scheduled, and cannot start it.
    const seen = (await call(learner, 'GET', '/api/mock-tests'))
      .json()
      .items.find((m: { id: number }) => m.id === mock.id);
    expect(seen).toMatchObject({ state: 'scheduled', opensAt, closesAt });
    const start = await call(learner, 'POST', `/api/mock-tests/${mock.id}/start`, { clientId: 'tab-sched-0001' });
    expect(start.statusCode).toBe(400);
    const [entry, ...more] = await auditTrail(t, { action: 'mock.update', targetId: mock.id });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'mock',
      before: { opensAt: null, closesAt: null, isPremium: false, timerMode: 'pausable' },
      after: { title: 'CAT Mock Scheduled', opensAt, closesAt, isPremium: true, timerMode: 'strict' },
    });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['closesAt', 'isPremium', 'opensAt', 'timerMode', 'title']);
    // The same values again change nothing and write nothing.
    const again = await call(admin, 'PATCH', `/api/admin/mock-tests/${mock.id}`, { opensAt, isPremium: true });
    expect(again.json().message).toBe('Nothing to change.');
    expect(await auditTrail(t, { action: 'mock.update', targetId: mock.id })).toHaveLength(1);
  });

  it('refuses a window that closes before it opens (400 naming the field), a taken title (409), a missing mock (404)', async () => {
    const mock = await createMock(t);
    const other = await createMock(t);
    await call(admin, 'PATCH', `/api/admin/mock-tests/${mock.id}`, { opensAt: '2026-12-05T04:30:00.000Z' });
    const otherTitle = (await adminMock(other.id)).title;
    const checks: Array<[Method, string, object, number, RegExp]> = [
      [
        'PATCH',
        `/api/admin/mock-tests/${mock.id}`,
        { opensAt: '2026-12-02T00:00:00Z', closesAt: '2026-12-01T00:00:00Z' },
        400,
        /^closesAt: /,
      ],
      ['PATCH', `/api/admin/mock-tests/${mock.id}`, { closesAt: '2026-12-04T00:00:00Z' }, 400, /^closesAt: /],
      ['PATCH', `/api/admin/mock-tests/${mock.id}`, { title: otherTitle }, 409, /exists already/],
      ['PATCH', `/api/admin/mock-tests/${mock.id}`, { title: 'x' }, 400, /^title: /],
      ['PATCH', `/api/admin/mock-tests/${mock.id}`, {}, 400, /at least one field/],
      ['PATCH', `/api/admin/mock-tests/${mock.id}`, { pattern: 'XAT2025' }, 400, /pattern/],
      ['PATCH', `/api/admin/mock-tests/${mock.id}`, { seriesId: 999_999 }, 400, /^seriesId: /],
      ['PATCH', `/api/admin/mock-tests/${mock.id}`, { seriesOrder: 2 }, 400, /^seriesOrder: /],
      ['PATCH', '/api/admin/mock-tests/999999', { title: 'Missing mock' }, 404, /not found/],
    ];
    for (const [method, url, body, status, message] of checks) {
      const res = await call(admin, method, url, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([
        status,
        expect.stringMatching(message),
      ]);
    }
    await refusedWithoutEntry(t, [
      [() => call(learner, 'PATCH', `/api/admin/mock-tests/${mock.id}`, { title: 'By a learner' }), 403],
      [() => call(null, 'PATCH', `/api/admin/mock-tests/${mock.id}`, { title: 'By a guest' }), 401],
      [() => call(admin, 'PATCH', `/api/admin/mock-tests/${mock.id}`, { closesAt: '2026-12-01T00:00:00Z' }), 400],
    ]);
  });

  it('refuses making a mock free while its paper holds premium questions (409 naming isPremium)', async () => {
    const ids = await addQuestions(t, [{ ...mcq(), isPremium: true }]);
    const made = await call(admin, 'POST', '/api/admin/mock-tests/by-hand', {
      title: 'Premium QA by hand',
      patternId: 'CAT2024',
      sectionKey: 'QA',
      isPremium: true,
      sections: [{ key: 'QA', questionIds: [...ids, ...(await addQuestions(t, qaPaper(21)))] }],
    });
    expect(made.statusCode).toBe(201);
    const res = await call(admin, 'PATCH', `/api/admin/mock-tests/${made.json().id}`, { isPremium: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^isPremium: this paper holds 1 premium question/);
  });
});

/** CAT QA questions: MCQs, the last `titas` of them TITA. */
const qaPaper = (n: number, titas = 0) =>
  Array.from({ length: n }, (_, i) =>
    i >= n - titas ? tita({ kind: 'numeric', value: 3, tolerance: 0 }) : mcq({ topic: 'Ratios' }),
  );

describe('a paper picked by hand', () => {
  it('saves a draft with the picked questions in the order picked; one mock.create entry with source hand', async () => {
    const ids = await addQuestions(t, qaPaper(22, 4));
    const picked = [...ids].reverse();
    const res = await call(admin, 'POST', '/api/admin/mock-tests/by-hand', {
      title: 'QA picked by hand',
      patternId: 'CAT2024',
      sectionKey: 'QA',
      sections: [{ key: 'QA', questionIds: picked }],
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(await adminMock(id)).toMatchObject({ status: 'draft', questions: 22, kind: 'sectional', exam: 'CAT' });
    const keys = (await call(admin, 'GET', `/api/admin/mock-tests/${id}/keys`)).json();
    expect(keys.items.map((q: { questionId: number }) => q.questionId)).toEqual(picked);
    const [entry] = await auditTrail(t, { action: 'mock.create', targetId: id });
    expect(entry?.after).toMatchObject({ source: 'hand', patternId: 'CAT2024', sectionKey: 'QA', questions: 22 });
  });

  it('refuses a short or over-full section, a foreign section, a question twice or of another section (400 naming it)', async () => {
    const ids = await addQuestions(t, qaPaper(23));
    const [varc] = await addQuestions(t, [mcq({ section: 'VARC', area: 'Reading', topic: 'Main idea' })]);
    const five = await addQuestions(t, [mcq({ options: ['1', '2', '3', '4', '5'] })]);
    const body = (questionIds: number[], key = 'QA') => ({
      title: 'Refused hand paper',
      patternId: 'CAT2024',
      sectionKey: 'QA',
      sections: [{ key, questionIds }],
    });
    const cases: Array<[object, RegExp]> = [
      [body(ids.slice(0, 21)), /^sections\.QA: 21 questions chosen; .* takes 22\.$/],
      [body(ids), /^sections\.QA: 23 questions chosen/],
      [body(ids.slice(0, 22), 'LR'), /^sections: .* has no section “LR”/],
      [body([...ids.slice(0, 21), ids[0] as number]), /^sections\.QA: question \d+ is chosen twice\.$/],
      [body([...ids.slice(0, 21), varc as number]), /^sections\.QA: question \d+ is a VARC question\.$/],
      [body([...ids.slice(0, 21), five[0] as number]), /^sections\.QA: question \d+ has 5 options/],
      [body([...ids.slice(0, 21), 999_999]), /^sections\.QA: question 999999 is not a published question/],
      [{ ...body(ids.slice(0, 22)), patternId: 'GMAT' }, /^patternId: /],
      [{ ...body(ids.slice(0, 22)), closesAt: '2026-12-01T00:00:00Z', opensAt: '2026-12-02T00:00:00Z' }, /^closesAt: /],
    ];
    const before = (await auditTrail(t, { action: 'mock.create' })).length;
    for (const [payload, message] of cases) {
      const res = await call(admin, 'POST', '/api/admin/mock-tests/by-hand', payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload).slice(0, 120)).toEqual([
        400,
        expect.stringMatching(message),
      ]);
    }
    expect(await auditTrail(t, { action: 'mock.create' })).toHaveLength(before);
    expect((await call(learner, 'POST', '/api/admin/mock-tests/by-hand', body(ids.slice(0, 22)))).statusCode).toBe(403);
  });

  it('replaces the paper of a mock nobody has sat (mock.paper entry), and refuses once a learner started it (409)', async () => {
    const mock = await createMock(t, { pattern: smallCat(1) });
    const ids = await addQuestions(t, qaPaper(22));
    const paper = { patternId: 'CAT2024', sectionKey: 'QA', sections: [{ key: 'QA', questionIds: ids }] };
    const res = await call(admin, 'PUT', `/api/admin/mock-tests/${mock.id}/paper`, paper);
    expect(res.statusCode).toBe(200);
    expect(await adminMock(mock.id)).toMatchObject({ questions: 22, kind: 'sectional' });
    const [entry] = await auditTrail(t, { action: 'mock.paper', targetId: mock.id });
    expect(entry?.after).toEqual({ patternId: 'CAT2024-QA', questionIds: ids });
    // The picker reads it back: the full pattern's id, the section, the questions in paper order.
    const view = await call(admin, 'GET', `/api/admin/mock-tests/${mock.id}/paper`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ mockId: mock.id, patternId: 'CAT2024', sectionKey: 'QA', attempts: 0 });
    expect(view.json().sections.map((s: { key: string }) => s.key)).toEqual(['QA']);
    expect(view.json().sections[0].questions.map((q: { id: number }) => q.id)).toEqual(ids);
    expect(view.json().sections[0].questions[0]).toMatchObject({ section: 'QA', usedIn: 1 });
    expect((await call(learner, 'GET', `/api/admin/mock-tests/${mock.id}/paper`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/admin/mock-tests/999999/paper')).statusCode).toBe(404);
    await takeMock(t, learner, mock.id, [], { submit: false });
    expect((await call(admin, 'GET', `/api/admin/mock-tests/${mock.id}/paper`)).json().attempts).toBe(1);
    const refused = await call(admin, 'PUT', `/api/admin/mock-tests/${mock.id}/paper`, paper);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/has 1 attempt: its paper and pattern stay/);
    // Metadata still changes.
    expect(
      (await call(admin, 'PATCH', `/api/admin/mock-tests/${mock.id}`, { title: 'Renamed with attempts' })).statusCode,
    ).toBe(200);
    expect((await call(admin, 'PUT', '/api/admin/mock-tests/999999/paper', paper)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/mock-tests/bank', () => {
  it('lists published questions that fit the section, filtered by topic, difficulty and premium, with the topics', async () => {
    const [easy, hard, premium, draft] = await addQuestions(t, [
      mcq({ topic: 'Mixtures', difficulty: 1 }),
      mcq({ topic: 'Mixtures', difficulty: 5 }),
      { ...mcq({ topic: 'Mixtures', difficulty: 1 }), isPremium: true },
      { ...mcq({ topic: 'Mixtures', difficulty: 1 }), status: 'draft' },
    ]);
    const get = (q: string) => call(admin, 'GET', `/api/admin/mock-tests/bank?patternId=CAT2024&sectionKey=QA&${q}`);
    const free = (await get('topic=Mixtures')).json();
    expect(free.items.map((i: { id: number }) => i.id)).toEqual([easy, hard]);
    expect(free.topics).toContain('Mixtures');
    expect(free.total).toBe(2);
    const paid = (await get('topic=Mixtures&premium=true&difficulty=1')).json();
    expect(paid.items.map((i: { id: number }) => i.id)).toEqual([easy, premium]);
    expect(paid.items.map((i: { id: number }) => i.id)).not.toContain(draft);
    const bad = await get('difficulty=9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^difficulty: /);
    const wrongSection = await call(admin, 'GET', '/api/admin/mock-tests/bank?patternId=CAT2024&sectionKey=GK');
    expect([wrongSection.statusCode, wrongSection.json().message]).toEqual([
      400,
      expect.stringMatching(/^sectionKey: /),
    ]);
    expect((await call(learner, 'GET', '/api/admin/mock-tests/bank?patternId=CAT2024&sectionKey=QA')).statusCode).toBe(
      403,
    );
    expect((await call(null, 'GET', '/api/admin/mock-tests/bank?patternId=CAT2024&sectionKey=QA')).statusCode).toBe(
      401,
    );
  });
});
