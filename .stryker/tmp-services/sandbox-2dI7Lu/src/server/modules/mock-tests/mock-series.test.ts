// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, refusedWithoutEntry } from '#server/test/audit-trail';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock, smallNmat, takeMock } from '#server/test/mock-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// Test series through HTTP (create, edit, order, delete) and the live attempts of a mock.

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
const seriesList = async () => (await call(admin, 'GET', '/api/admin/mock-series')).json().items;
const seriesOf = async (id: number) => (await seriesList()).find((s: { id: number }) => s.id === id);
let n = 0;
const newSeries = async (extra: object = {}) => {
  n += 1;
  const res = await call(admin, 'POST', '/api/admin/mock-series', { title: `Series ${n}`, exam: 'CAT', ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

describe('test series', () => {
  it('creates a series (series.create), refuses a taken title with 409 and a bad exam with 400', async () => {
    const body = { title: 'CAT Autumn Mocks', exam: 'CAT', isPremium: true, description: 'Four full mocks, Sundays.' };
    const made = await call(admin, 'POST', '/api/admin/mock-series', body);
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    expect(await seriesOf(id)).toEqual({ id, ...body, mockIds: [] });
    const [entry] = await auditTrail(t, { action: 'series.create', targetId: id });
    expect(entry).toMatchObject({ targetType: 'series', before: null, after: body });
    await refusedWithoutEntry(t, [
      [() => call(admin, 'POST', '/api/admin/mock-series', body), 409],
      [() => call(admin, 'POST', '/api/admin/mock-series', { ...body, title: 'GMAT set', exam: 'GMAT' }), 400],
      [() => call(admin, 'POST', '/api/admin/mock-series', { ...body, title: 'x' }), 400],
      [() => call(learner, 'POST', '/api/admin/mock-series', { ...body, title: 'By a learner' }), 403],
      [() => call(null, 'POST', '/api/admin/mock-series', { ...body, title: 'By a guest' }), 401],
    ]);
    const taken = await call(admin, 'POST', '/api/admin/mock-series', body);
    expect(taken.json().message).toBe('A test series called “CAT Autumn Mocks” exists already. Choose another title.');
    const exam = await call(admin, 'POST', '/api/admin/mock-series', { ...body, title: 'GMAT set', exam: 'GMAT' });
    expect(exam.json().message).toMatch(/^exam: /);
  });

  it('edits a series (series.update with only the changes); a taken title 409, a missing series 404', async () => {
    const id = await newSeries();
    const other = await newSeries();
    const otherTitle = (await seriesOf(other)).title;
    const res = await call(admin, 'PATCH', `/api/admin/mock-series/${id}`, { description: 'Weekly', isPremium: true });
    expect(res.statusCode).toBe(200);
    expect(await seriesOf(id)).toMatchObject({ description: 'Weekly', isPremium: true });
    const entries = await auditTrail(t, { action: 'series.update', targetId: id });
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [
        { description: '', isPremium: false },
        { description: 'Weekly', isPremium: true },
      ],
    ]);
    await refusedWithoutEntry(t, [
      [() => call(admin, 'PATCH', `/api/admin/mock-series/${id}`, { title: otherTitle }), 409],
      [() => call(admin, 'PATCH', '/api/admin/mock-series/999999', { title: 'Nowhere' }), 404],
      [() => call(admin, 'PATCH', `/api/admin/mock-series/${id}`, {}), 400],
      [() => call(learner, 'PATCH', `/api/admin/mock-series/${id}`, { title: 'Learner title' }), 403],
    ]);
  });

  it('puts mocks in a series last by default or at a place, orders them, and learners see that order', async () => {
    const id = await newSeries();
    const [a, b, c] = await Promise.all([createMock(t), createMock(t), createMock(t)]);
    for (const m of [a, b]) {
      expect((await call(admin, 'PATCH', `/api/admin/mock-tests/${m.id}`, { seriesId: id })).statusCode).toBe(200);
    }
    await call(admin, 'PATCH', `/api/admin/mock-tests/${c.id}`, { seriesId: id, seriesOrder: 1 });
    expect((await seriesOf(id)).mockIds).toEqual([c.id, a.id, b.id]);

    const order = [b.id, c.id, a.id];
    const res = await call(admin, 'PUT', `/api/admin/mock-series/${id}/order`, { mockIds: order });
    expect(res.statusCode).toBe(200);
    expect((await seriesOf(id)).mockIds).toEqual(order);
    const learnerView = (await call(learner, 'GET', '/api/test-series'))
      .json()
      .items.find((s: { id: number }) => s.id === id);
    expect(learnerView.mocks.map((m: { id: number }) => m.id)).toEqual(order);
    const [entry] = await auditTrail(t, { action: 'series.order', targetId: id });
    expect(entry).toMatchObject({ before: { mockIds: [c.id, a.id, b.id] }, after: { mockIds: order } });

    await refusedWithoutEntry(t, [
      [() => call(admin, 'PUT', `/api/admin/mock-series/${id}/order`, { mockIds: [b.id, c.id] }), 409],
      [() => call(admin, 'PUT', `/api/admin/mock-series/${id}/order`, { mockIds: [b.id, b.id, a.id] }), 400],
      [() => call(admin, 'PUT', '/api/admin/mock-series/999999/order', { mockIds: [] }), 404],
      [() => call(learner, 'PUT', `/api/admin/mock-series/${id}/order`, { mockIds: order }), 403],
      [() => call(admin, 'PUT', `/api/admin/mock-series/${id}/order`, { mockIds: order }), 200],
    ]);
    // A mock leaving the series leaves the rest in order.
    await call(admin, 'PATCH', `/api/admin/mock-tests/${c.id}`, { seriesId: null });
    expect((await seriesOf(id)).mockIds).toEqual([b.id, a.id]);
  });

  it('refuses a mock of another exam in a series (400 naming seriesId) and an exam change while it holds mocks (409)', async () => {
    const id = await newSeries();
    const nmat = await createMock(t, { pattern: smallNmat() });
    const res = await call(admin, 'PATCH', `/api/admin/mock-tests/${nmat.id}`, { seriesId: id });
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(/^seriesId: .* CAT series/)]);
    const cat = await createMock(t);
    await call(admin, 'PATCH', `/api/admin/mock-tests/${cat.id}`, { seriesId: id });
    const exam = await call(admin, 'PATCH', `/api/admin/mock-series/${id}`, { exam: 'NMAT' });
    expect([exam.statusCode, exam.json().message]).toEqual([
      409,
      expect.stringMatching(/^exam: this series holds 1 CAT test/),
    ]);
  });

  it('deletes a series: its mocks stay, in no series (series.delete keeps what it held)', async () => {
    const id = await newSeries();
    const m = await createMock(t);
    await call(admin, 'PATCH', `/api/admin/mock-tests/${m.id}`, { seriesId: id });
    await refusedWithoutEntry(t, [
      [() => call(learner, 'DELETE', `/api/admin/mock-series/${id}`), 403],
      [() => call(null, 'DELETE', `/api/admin/mock-series/${id}`), 401],
      [() => call(admin, 'DELETE', '/api/admin/mock-series/999999'), 404],
    ]);
    const res = await call(admin, 'DELETE', `/api/admin/mock-series/${id}`);
    expect(res.statusCode).toBe(200);
    expect(await seriesOf(id)).toBeUndefined();
    const mocks = (await call(admin, 'GET', '/api/admin/mock-tests')).json().items;
    expect(mocks.find((x: { id: number }) => x.id === m.id)).toMatchObject({ seriesId: null, status: 'published' });
    const [entry] = await auditTrail(t, { action: 'series.delete', targetId: id });
    expect(entry).toMatchObject({ before: { mockIds: [m.id], exam: 'CAT' }, after: null });
  });
});

describe('GET /api/admin/mock-tests/:id/live', () => {
  it('lists attempts in progress with stage, counts, time left and connection; counts submitted today', async () => {
    const mock = await createMock(t);
    const empty = (await call(admin, 'GET', `/api/admin/mock-tests/${mock.id}/live`)).json();
    expect(empty).toMatchObject({ mockId: mock.id, inProgress: 0, submittedToday: 0, attempts: [] });

    const [away, live, done] = await Promise.all([
      createUser(t, { kind: 'premium' }),
      createUser(t, { kind: 'premium' }),
      createUser(t, { kind: 'premium' }),
    ]);
    const varc = must(mock.bySection.VARC, 'VARC questions');
    await takeMock(t, away, mock.id, [[must(varc[0], 'q1'), { option: 1 }]], { submit: false });
    await takeMock(t, done, mock.id, [], { submit: true });
    t.clock.advance(40_000); // `away` stays silent for 40 s; `live` starts now.
    await takeMock(
      t,
      live,
      mock.id,
      [
        [must(varc[0], 'q1'), { option: 1 }],
        [must(varc[1], 'q2'), { option: 0 }],
      ],
      { submit: false },
    );
    const view = (await call(admin, 'GET', `/api/admin/mock-tests/${mock.id}/live`)).json();
    expect(view).toMatchObject({ inProgress: 2, submittedToday: 1 });
    const byEmail = new Map(view.attempts.map((a: { email: string }) => [a.email, a]));
    // A pausable clock: `live` has 40 minutes left; `away` has been silent beyond a heartbeat, so its clock stood
    // still at its last word (40 minutes left then): also 40 minutes.
    expect(byEmail.get(live.email)).toMatchObject({
      connection: 'live',
      stage: 'VARC',
      sections: ['VARC'],
      answered: 2,
      marked: 0,
      questions: 9,
      secondsLeft: 40 * 60,
    });
    expect(byEmail.get(away.email)).toMatchObject({ connection: 'away', answered: 1, secondsLeft: 40 * 60 });
    expect(view.attempts.map((a: { email: string }) => a.email)).toEqual([live.email, away.email]);

    expect((await call(admin, 'GET', '/api/admin/mock-tests/999999/live')).statusCode).toBe(404);
    expect((await call(learner, 'GET', `/api/admin/mock-tests/${mock.id}/live`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/admin/mock-tests/${mock.id}/live`)).statusCode).toBe(401);
  });
});
