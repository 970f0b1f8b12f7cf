// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq, tita } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { kind: 'admin' });
});
afterAll(() => t.close());

const stats = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/questions/${id}/stats`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('item statistics', () => {
  it('computes facility, discrimination, mean time and option shares on first attempts', async () => {
    const anchors = await addQuestions(
      t,
      Array.from({ length: 20 }, () => mcq({ topic: 'Averages' })),
    );
    const item = must((await addQuestions(t, [mcq()]))[0], 'the item');
    const learners = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const base = t.clock.now().getTime();
    const rows: (typeof attempts.$inferInsert)[] = [];
    // Learner i answers 2i of the 20 anchors correctly, so the ranking by overall accuracy is L9 > … > L0.
    learners.forEach((l, i) => {
      anchors.forEach((q, k) => {
        rows.push({ userId: l.id, questionId: q, answer: { option: 1 }, isCorrect: k < 2 * i, seconds: 30 });
      });
    });
    // First attempts on the item: correct for L1, L6, L8, L9; wrong choices below; times 10, 20, … 100 s.
    const choice = [0, 1, 2, 2, 2, 3, 1, 3, 1, 1];
    learners.forEach((l, i) => {
      rows.push({
        userId: l.id,
        questionId: item,
        answer: { option: must(choice[i], 'choice[i]') },
        isCorrect: choice[i] === 1,
        seconds: 10 * (i + 1),
        createdAt: new Date(base + i * 1000),
      });
    });
    // A later retry by L0 counts as an attempt but not in the first-attempt figures.
    rows.push({
      userId: must(learners[0], 'the first learner').id,
      questionId: item,
      answer: { option: 1 },
      isCorrect: true,
      seconds: 999,
      createdAt: new Date(base + 60_000),
    });
    await t.database.db.insert(attempts).values(rows);

    const s = await stats(item);
    expect(s).toMatchObject({ questionId: item, attempts: 11, learners: 10, facility: 0.4, meanSeconds: 55 });
    // Top 27% of 10 → 3 learners (L9, L8, L7): 2 of 3 right; bottom 3 (L0, L1, L2): 1 of 3 right.
    expect(s.discrimination).toBeCloseTo(0.333, 3);
    expect(s.options).toEqual([
      { index: 0, label: 'A', count: 1, share: 0.1 },
      { index: 1, label: 'B', count: 4, share: 0.4 },
      { index: 2, label: 'C', count: 3, share: 0.3 },
      { index: 3, label: 'D', count: 2, share: 0.2 },
    ]);
    expect(s.answers).toEqual([]);
  });

  it('groups typed TITA answers and marks the right one', async () => {
    const item = must((await addQuestions(t, [tita({ kind: 'text', value: '2413' })]))[0], 'the question');
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
    const typed = ['2413', ' 2 4 1 3', '2431', '2413'];
    await t.database.db.insert(attempts).values(
      users.map((u, i) => ({
        userId: u.id,
        questionId: item,
        answer: { text: typed[i] ?? '' },
        isCorrect: (typed[i] ?? '').replaceAll(' ', '') === '2413',
        seconds: 60,
      })),
    );
    const s = await stats(item);
    expect(s.answers).toEqual([
      { value: '2413', count: 3, share: 0.75, correct: true },
      { value: '2431', count: 1, share: 0.25, correct: false },
    ]);
    expect(s.options).toEqual([]);
  });

  it('has empty figures for an unattempted question and 404 for an unknown one', async () => {
    const item = must((await addQuestions(t, [mcq()]))[0], 'the item');
    expect(await stats(item)).toMatchObject({
      attempts: 0,
      learners: 0,
      facility: null,
      discrimination: null,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/questions/999999/stats', headers: admin.headers });
    expect(res.statusCode).toBe(404);
  });
});

describe('reported-problems queue', () => {
  it('lists reports with the question and reporter, and resolves or dismisses them', async () => {
    const learner = await createUser(t);
    const [a, b] = await addQuestions(t, [mcq({ stem: 'Reported question A: what is 20% of 50?' }), mcq()]);
    for (const [id, reason] of [
      [a, 'wrong_answer'],
      [b, 'typo'],
    ] as const) {
      await t.app.inject({
        method: 'POST',
        url: `/api/questions/${id}/report`,
        payload: { reason, message: `about ${id}` },
        headers: learner.headers,
      });
      t.clock.advance(1000);
    }
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/reports?${query}`, headers: admin.headers })).json();

    const open = await list('status=open');
    expect(open.total).toBe(2);
    expect(open.items[0]).toMatchObject({
      questionId: b,
      reason: 'typo',
      status: 'open',
      reporter: { id: learner.id, email: learner.email },
    });
    expect(open.items[1].question.preview).toContain('Reported question A');

    const resolve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${open.items[1].id}/status`,
      payload: { status: 'resolved' },
      headers: admin.headers,
    });
    expect(resolve.json().success).toBe(true);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${open.items[0].id}/status`,
      payload: { status: 'dismissed' },
      headers: admin.headers,
    });
    expect((await list('status=open')).total).toBe(0);
    const resolved = await list('status=resolved');
    expect(resolved.items[0]).toMatchObject({ questionId: a, resolvedAt: t.clock.now().toISOString() });
    expect((await list(`questionId=${b}`)).items[0].status).toBe('dismissed');

    const facets = await t.app.inject({ method: 'GET', url: '/api/admin/questions/facets', headers: admin.headers });
    expect(facets.json().openReports).toBe(0);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/999999/status',
      payload: { status: 'resolved' },
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
