import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockTests } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock, smallNmat, takeMock } from '#server/test/mock-fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { EXAM_PATTERNS } from '#shared/domain/exam/patterns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Subscriptions of premium test users start at the clock's now: the history below comes after it.
  t.clock.set(new Date('2026-11-19T00:00:00Z'));
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function answer(u: TestUser, at: string, id: number, correct: boolean, seconds = 40) {
  t.clock.set(new Date(at));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/practice/questions/${id}/attempt`,
    payload: { answer: { option: correct ? 1 : 0 }, seconds },
    headers: u.headers,
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/analytics with mocks', () => {
  it('counts submitted mock answers on the day they were saved (IST) and predicts from the mock', async () => {
    const u = await createUser(t);
    const [q] = await addQuestions(t, [mcq({ topic: 'Ratios' })]);
    await answer(u, '2026-11-20T10:00:00Z', q as number, true); // Fri 20 Nov IST
    const mock = await createMock(t); // small CAT: 3 questions a section, 9 in all, max 27
    const [v1, v2] = mock.bySection.VARC as number[];
    // Saved at 19:00 UTC on 20 Nov = 00:30 IST on Sat 21 Nov.
    t.clock.set(new Date('2026-11-20T19:00:00Z'));
    await takeMock(t, u, mock.id, [
      [v1 as number, { option: 1 }],
      [v2 as number, { option: 0 }],
    ]);
    t.clock.set(new Date('2026-11-21T12:00:00Z'));
    const s = (await get('/api/analytics', u.headers)).json();
    expect(s.totalQuestions).toBe(3);
    expect(s.accuracy).toBe(67); // 2 of 3
    expect(s.streak).toBe(2); // 20 and 21 Nov
    expect(s.dailyProgress.slice(-2)).toEqual([
      { day: 'Fri', date: '2026-11-20', accuracy: 100, questionsAttempted: 1 },
      { day: 'Sat', date: '2026-11-21', accuracy: 50, questionsAttempted: 2 },
    ]);
    expect(s.subjectWiseAccuracy[1]).toEqual({ subject: 'VARC', section: 'VARC', accuracy: 50, questionsAttempted: 2 });
    expect(s.weeklyProgress.at(-1)).toMatchObject({ weekStart: '2026-11-16', accuracy: 67, questionsAttempted: 3 });
    expect(s.xp).toBe(10); // practice earns xp; mocks do not
    // Mock score 3 − 1 = 2 of 27 → 2/27 × 204 = 15.11 on CAT's scale; CAT 2024 table: 80 × 15.11 / 43 = 28.11.
    expect(s.prediction).toMatchObject({ basis: 'mocks', attempts: 1, score: 15.1 });
    expect(s.prediction.percentile).toBeCloseTo(28.11, 1);
    expect(s.prediction.low).toBeCloseTo((80 * 12.111) / 43, 1);
    expect(s.prediction.high).toBeCloseTo((80 * 18.111) / 43, 1);
    // The mock is taken: no other mock is open, so nothing is next.
    expect(s.nextMock === null || s.nextMock.id !== mock.id).toBe(true);
  });

  it('predicts from practice when there is no CAT mock (an NMAT mock says nothing of CAT), and names the next open mock', async () => {
    const u = await createUser(t, { kind: 'premium' });
    const ids = await addQuestions(
      t,
      Array.from({ length: 20 }, () => mcq({ topic: 'Averages' })),
    );
    for (const [i, id] of ids.entries()) await answer(u, '2026-11-22T05:00:00Z', id, i < 15);
    const nmat = await createMock(t, { pattern: smallNmat() });
    // submitted without an answer, so the practice figures below stay those of the 20 practice answers
    await takeMock(t, u, nmat.id, []);
    const later = await createMock(t);
    const s = (await get('/api/analytics', u.headers)).json();
    // 15 of 20: 68 × 2/3 × (4 × 0.75 − 1) = 90.67 marks → 98 + (90.67 − 85) / 11 = 98.52.
    expect(s.prediction).toMatchObject({ basis: 'practice', attempts: 20, score: 90.7 });
    expect(s.prediction.percentile).toBeCloseTo(98.52, 1);
    expect(s.prediction.low).toBeLessThan(s.prediction.percentile);
    expect(s.prediction.high).toBeGreaterThan(s.prediction.percentile);
    expect(s.nextMock).toMatchObject({ open: true });
    expect(typeof s.nextMock.id).toBe('number');
    expect(later.id).toBeGreaterThan(0);

    const fresh = await createUser(t);
    expect((await get('/api/analytics', fresh.headers)).json().prediction).toBeNull();
  });
});

describe('GET /api/analytics/details and export.csv (premium)', () => {
  it('refuses guests (401) and free learners (403 with the usual message)', async () => {
    const free = await createUser(t);
    for (const url of ['/api/analytics/details', '/api/analytics/export.csv']) {
      expect((await get(url)).statusCode).toBe(401);
      const res = await get(url, free.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This feature needs a premium plan.');
    }
  });

  it('drills down, finds the sure weakness, recommends a set, flags over-spent answers, tracks mocks, exports', async () => {
    t.clock.set(new Date('2026-11-20T00:00:00Z'));
    const u = await createUser(t, { kind: 'premium' });
    const strong = await addQuestions(
      t,
      Array.from({ length: 20 }, () => mcq({ area: 'Arithmetic', topic: 'Interest' })),
    );
    const weak = await addQuestions(
      t,
      Array.from({ length: 14 }, () => mcq({ area: 'Geometry', topic: 'Circles' })),
    );
    const thin = await addQuestions(
      t,
      Array.from({ length: 3 }, () => mcq({ area: 'Algebra', topic: 'Logs' })),
    );
    for (const id of strong) await answer(u, '2026-11-21T05:00:00Z', id, true, 60);
    // Circles: 12 answered, 2 right; two questions left unseen. Seconds 200 and 110 are over QA's 109 s budget.
    for (const [i, id] of weak.slice(0, 12).entries()) {
      await answer(u, '2026-11-21T06:00:00Z', id, i < 2, i === 5 ? 200 : i === 6 ? 110 : i === 7 ? 109 : 30);
    }
    for (const id of thin) await answer(u, '2026-11-21T07:00:00Z', id, false, 50);

    const res = await get('/api/analytics/details', u.headers);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    // 22 right of 35 answers.
    expect(d.totals).toMatchObject({ attempts: 35, correct: 22, accuracy: 62.9 });
    const circles = d.topics.find((x: { topic: string }) => x.topic === 'Circles');
    // Seconds: 2 × 30 … : 30 × 9 + 200 + 110 + 109 = 689 over 12 answers = 57.4.
    expect(circles).toEqual({
      section: 'QA',
      area: 'Geometry',
      topic: 'Circles',
      attempts: 12,
      correct: 2,
      accuracy: 16.7,
      averageSeconds: 57.4,
    });
    // Circles 2/12: Wilson 95% = 4.7%–44.8%, wholly below the 62.9% mean; Logs has too few answers (3 < 10).
    expect(d.weaknesses).toEqual([
      { section: 'QA', area: 'Geometry', topic: 'Circles', attempts: 12, accuracy: 16.7, low: 4.7, high: 44.8 },
    ]);
    expect(d.minAttempts).toBe(10);
    // Recommendations: the sure weakness first, then Logs (below the mean, not yet certain).
    expect(d.recommendations.map((r: { topic: string }) => r.topic)).toEqual(['Circles', 'Logs']);
    const wrongCircles = weak.slice(2, 12);
    expect(d.recommendations[0].questionIds).toEqual(wrongCircles); // wrong ones before unseen ones, 10 at most
    expect(d.recommendations[0].href).toBe(`/questions?ids=${wrongCircles.join(',')}`);
    expect(d.recommendations[1].reason).toContain('not yet certain');
    expect(d.time.budgets).toEqual({ VARC: 100, DILR: 109, QA: 109, DM: 136, GA: 30, IE: 108 });
    expect(d.time.overspentCount).toBe(2);
    expect(d.time.overspent.map((o: { seconds: number }) => o.seconds)).toEqual([200, 110]);
    // QA difficulty 2: right answers 20 × 60 + 2 × 30 = 1260 / 22 = 57.3 s; wrong ones (689 − 60 + 150) / 13 = 59.9.
    expect(d.time.buckets).toEqual([
      { section: 'QA', difficulty: 2, attempts: 35, accuracy: 62.9, correctSeconds: 57.3, wrongSeconds: 59.9 },
    ]);
    expect(d.mocks).toEqual([]);

    // A mock: this learner scores 3 (one right), another learner 6 (two right) → rank 2 of 2 → percentile 0; the
    // other's percentile is 50.
    const mock = await createMock(t);
    const [v1, v2] = mock.bySection.VARC as number[];
    t.clock.set(new Date('2026-11-22T05:00:00Z'));
    await takeMock(t, u, mock.id, [[v1 as number, { option: 1 }]]);
    const other = await createUser(t, { kind: 'premium' });
    await takeMock(t, other, mock.id, [
      [v1 as number, { option: 1 }],
      [v2 as number, { option: 1 }],
    ]);
    const after = (await get('/api/analytics/details', u.headers)).json();
    expect(after.totals).toMatchObject({ attempts: 36, correct: 23 });
    expect(after.mocks).toHaveLength(1);
    expect(after.mocks[0]).toMatchObject({ score: 3, maxScore: 27, percentile: 0 });
    expect(after.mocks[0].sections).toEqual(
      expect.arrayContaining([
        { key: 'VARC', score: 3 },
        { key: 'DILR', score: 0 },
        { key: 'QA', score: 0 },
      ]),
    );
    expect((await get('/api/analytics/details', other.headers)).json().mocks[0].percentile).toBe(50);

    const csv = await get('/api/analytics/export.csv', u.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="my-analytics.csv"');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'kind,section,area,topic_or_mock,attempts,correct,accuracy_percent,avg_seconds,score,max_score,percentile,date',
    );
    expect(lines).toContain('topic,QA,Geometry,Circles,12,2,16.7,57.4,,,,');
    expect(lines.at(-1)).toMatch(/^mock,,,Test mock \d+ \w+,,,,,3,27,0,2026-11-22$/);
  });
});

describe('a mock with a section reported but not scored', () => {
  it("gives XAT's maximum without its GK, as the result page does", async () => {
    const u = await createUser(t, { kind: 'premium' });
    const xat = EXAM_PATTERNS.XAT2025;
    // Two questions a section: VALR, DM and QA-DI score (6 marks at +1), GK is reported apart.
    const mock = await createMock(t, {
      pattern: { ...xat, sections: xat.sections.map((s) => ({ ...s, questions: 2 })) },
    });
    const attemptId = await takeMock(t, u, mock.id, []);
    const result = (await get(`/api/mock-attempts/${attemptId}/result`, u.headers)).json();
    const details = (await get('/api/analytics/details', u.headers)).json();
    expect(details.mocks).toHaveLength(1);
    expect(details.mocks[0].maxScore).toBe(6);
    expect(details.mocks[0].maxScore).toBe(result.maxScore);
  });
});

describe('the next mock on the home', () => {
  it('is the open mock closing soonest, else the one opening next; never one already taken', async () => {
    t.clock.set(new Date('2026-12-01T00:00:00Z'));
    const u = await createUser(t);
    const at = (iso: string) => new Date(iso);
    // Every mock so far closes; three new ones: one opening later, one opening sooner, one open but taken.
    await t.database.db.update(mockTests).set({ closesAt: at('2026-11-30T00:00:00Z') });
    const later = await createMock(t);
    const sooner = await createMock(t);
    const taken = await createMock(t);
    await t.database.db
      .update(mockTests)
      .set({ opensAt: at('2026-12-09T00:00:00Z'), closesAt: null })
      .where(eq(mockTests.id, later.id));
    await t.database.db
      .update(mockTests)
      .set({ opensAt: at('2026-12-05T04:30:00Z'), closesAt: null })
      .where(eq(mockTests.id, sooner.id));
    await t.database.db.update(mockTests).set({ closesAt: null }).where(eq(mockTests.id, taken.id));
    await takeMock(t, u, taken.id, []);
    const next = (await get('/api/analytics', u.headers)).json().nextMock;
    expect(next).toMatchObject({ id: sooner.id, open: false, opensAt: '2026-12-05T04:30:00.000Z', closesAt: null });

    // Once a mock is open it comes first: the one closing soonest.
    const openA = await createMock(t);
    const openB = await createMock(t);
    await t.database.db
      .update(mockTests)
      .set({ closesAt: at('2026-12-03T00:00:00Z') })
      .where(eq(mockTests.id, openA.id));
    await t.database.db
      .update(mockTests)
      .set({ closesAt: at('2026-12-02T00:00:00Z') })
      .where(eq(mockTests.id, openB.id));
    expect((await get('/api/analytics', u.headers)).json().nextMock).toMatchObject({ id: openB.id, open: true });
  });
});
