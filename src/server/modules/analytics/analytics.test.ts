import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { createUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';
import { streakFrom } from './analytics.service.ts';

let t: TestApp;
let qa: number;
let varc: number;
let dilr: number;
let dm: number;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, c, d] = await addQuestions(t, [
    mcq(),
    mcq({ section: 'VARC', area: 'Verbal Ability', topic: 'Para Summary' }),
    mcq({ section: 'DILR', area: 'Logical Reasoning', topic: 'Arrangements' }),
    mcq({ section: 'DM', area: 'Decision Making', topic: 'Ethical Dilemmas', exams: ['XAT'] }),
  ]);
  qa = must(a, 'the QA question');
  varc = must(b, 'the VARC question');
  dilr = must(c, 'the DILR question');
  dm = must(d, 'the Decision Making question');
});
afterAll(() => t.close());

async function answer(headers: Record<string, string>, at: string, id: number, correct: boolean) {
  t.clock.set(new Date(at));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/practice/questions/${id}/attempt`,
    payload: { answer: { option: correct ? 1 : 0 }, seconds: 40 },
    headers,
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/analytics', () => {
  it('is for signed-in users', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
  });

  it('summarises crafted attempts by the learner’s calendar day (Asia/Kolkata)', async () => {
    const u = await createUser(t);
    // Sunday 22 Nov 2026 is "today"; Wednesday 18 Nov sits in the previous Monday-to-Sunday week.
    await answer(u.headers, '2026-11-12T06:00:00Z', qa, true); // Thu 12 Nov
    await answer(u.headers, '2026-11-18T06:00:00Z', qa, true); // Wed 18 Nov
    await answer(u.headers, '2026-11-18T07:00:00Z', qa, false);
    await answer(u.headers, '2026-11-20T18:00:00Z', varc, true); // 23:30 IST, Fri 20 Nov
    await answer(u.headers, '2026-11-20T19:00:00Z', varc, true); // 00:30 IST, Sat 21 Nov
    await answer(u.headers, '2026-11-22T02:00:00Z', qa, true); // Sun 22 Nov
    await answer(u.headers, '2026-11-22T03:00:00Z', dilr, false);
    await answer(u.headers, '2026-11-22T04:00:00Z', dilr, false);
    t.clock.set(new Date('2026-11-22T12:00:00Z'));

    const res = await t.app.inject({ method: 'GET', url: '/api/analytics', headers: u.headers });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.totalQuestions).toBe(8);
    expect(s.accuracy).toBe(63); // 5 of 8
    expect(s.xp).toBe(5 * 10 + 3 * 2);
    expect(s.streak).toBe(3); // 20, 21, 22 Nov
    expect(s.dailyProgress).toEqual([
      { day: 'Mon', date: '2026-11-16', accuracy: 0, questionsAttempted: 0 },
      { day: 'Tue', date: '2026-11-17', accuracy: 0, questionsAttempted: 0 },
      { day: 'Wed', date: '2026-11-18', accuracy: 50, questionsAttempted: 2 },
      { day: 'Thu', date: '2026-11-19', accuracy: 0, questionsAttempted: 0 },
      { day: 'Fri', date: '2026-11-20', accuracy: 100, questionsAttempted: 1 },
      { day: 'Sat', date: '2026-11-21', accuracy: 100, questionsAttempted: 1 },
      { day: 'Sun', date: '2026-11-22', accuracy: 33, questionsAttempted: 3 },
    ]);
    expect(s.subjectWiseAccuracy).toEqual([
      { subject: 'Quantitative Aptitude', section: 'QA', accuracy: 75, questionsAttempted: 4 },
      { subject: 'VARC', section: 'VARC', accuracy: 100, questionsAttempted: 2 },
      { subject: 'DILR', section: 'DILR', accuracy: 0, questionsAttempted: 2 },
    ]);
    expect(s.weeklyProgress).toHaveLength(8);
    expect(s.weeklyProgress.slice(-2)).toEqual([
      { week: '9 Nov', weekStart: '2026-11-09', accuracy: 100, questionsAttempted: 1 },
      { week: '16 Nov', weekStart: '2026-11-16', accuracy: 57, questionsAttempted: 7 },
    ]);
    expect(s.weeklyProgress[0].weekStart).toBe('2026-09-28');
  });

  it('uses the learner’s own timezone and gives an empty summary to a newcomer', async () => {
    const u = await createUser(t);
    await t.database.db.update(users).set({ timezone: 'UTC' }).where(eq(users.id, u.id));
    await answer(u.headers, '2026-11-20T19:00:00Z', varc, true); // still Fri 20 Nov in UTC
    t.clock.set(new Date('2026-11-21T10:00:00Z'));
    const s = (await t.app.inject({ method: 'GET', url: '/api/analytics', headers: u.headers })).json();
    expect(s.dailyProgress.at(-2)).toMatchObject({ date: '2026-11-20', questionsAttempted: 1 });
    expect(s.streak).toBe(1); // yesterday keeps the streak alive until today ends

    const fresh = await createUser(t);
    const empty = (await t.app.inject({ method: 'GET', url: '/api/analytics', headers: fresh.headers })).json();
    expect(empty).toMatchObject({ streak: 0, totalQuestions: 0, accuracy: 0, xp: 0 });
    expect(empty.dailyProgress.every((d: { questionsAttempted: number }) => d.questionsAttempted === 0)).toBe(true);
    expect(empty.subjectWiseAccuracy.map((x: { section: string }) => x.section)).toEqual(['QA', 'VARC', 'DILR']);
  });

  it('adds another exam’s section to the subjects once the learner has practised it', async () => {
    const u = await createUser(t);
    await answer(u.headers, '2026-11-21T06:00:00Z', dm, true);
    await answer(u.headers, '2026-11-21T07:00:00Z', qa, false);
    const s = (await t.app.inject({ method: 'GET', url: '/api/analytics', headers: u.headers })).json();
    expect(s.subjectWiseAccuracy).toEqual([
      { subject: 'Quantitative Aptitude', section: 'QA', accuracy: 0, questionsAttempted: 1 },
      { subject: 'VARC', section: 'VARC', accuracy: 0, questionsAttempted: 0 },
      { subject: 'DILR', section: 'DILR', accuracy: 0, questionsAttempted: 0 },
      { subject: 'Decision Making', section: 'DM', accuracy: 100, questionsAttempted: 1 },
    ]);
  });

  it('breaks the streak on a missed day', () => {
    expect(streakFrom(new Set(['2026-11-22', '2026-11-21', '2026-11-19']), '2026-11-22')).toBe(2);
    expect(streakFrom(new Set(['2026-11-20']), '2026-11-22')).toBe(0);
  });
});
