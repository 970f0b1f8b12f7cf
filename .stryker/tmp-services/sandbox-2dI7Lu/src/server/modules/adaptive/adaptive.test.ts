// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, addSet, chartSet, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
let free: TestUser;
let premium: TestUser;
let qa: number[];
let paidQa: number[];
let sets: number[][];

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers });
type Q = { id: number; subject: string; difficulty: number; isPremium: boolean; setId: number | null; topic: string };
const adaptive = async (user: TestUser | undefined, query: string): Promise<Q[]> => {
  const res = await get(`/api/questions/adaptive?${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  free = await createUser(t);
  premium = await createUser(t, { kind: 'premium' });
  const topics = ['Percentages', 'Averages', 'Ratios', 'Time and Work'];
  qa = await addQuestions(
    t,
    Array.from({ length: 20 }, (_, i) =>
      mcq({ topic: topics[i % 4], difficulty: (i % 5) + 1, estimatedTime: 2 + (i % 3) }),
    ),
  );
  paidQa = await addQuestions(t, [
    { ...mcq({ topic: 'Percentages' }), isPremium: true },
    { ...mcq({ topic: 'Averages' }), isPremium: true },
  ]);
  sets = [];
  for (let i = 0; i < 3; i++) sets.push(await addSet(t, chartSet(`Revenue ${i}`, [100 + i, 150, 90, 180])));
});
afterAll(() => t.close());

describe('GET /api/questions/adaptive: who may ask', () => {
  it('gives a foreign userId 403 and a signed-out caller naming a user 401', async () => {
    const foreign = await get(`/api/questions/adaptive?userId=${premium.id}&subject=Quantitative%20Aptitude`, free);
    expect(foreign.statusCode).toBe(403);
    const signedOut = await get(`/api/questions/adaptive?userId=${free.id}&subject=Quantitative%20Aptitude`);
    expect(signedOut.statusCode).toBe(401);
  });

  it("lets anyone ask for 'guest', signed in or not", async () => {
    expect((await adaptive(undefined, 'userId=guest&subject=Quantitative%20Aptitude&count=5')).length).toBe(5);
    expect((await adaptive(free, 'userId=guest&subject=Quantitative%20Aptitude&count=5')).length).toBe(5);
  });

  it('rejects an unknown subject and a bad count with 400', async () => {
    expect((await get('/api/questions/adaptive?userId=guest&subject=Maths')).statusCode).toBe(400);
    expect((await get('/api/questions/adaptive?userId=guest&subject=VARC&count=0')).statusCode).toBe(400);
  });
});

describe('GET /api/questions/adaptive: what it picks', () => {
  it('gives guests a free mix across difficulties and topics, without answers', async () => {
    const res = await get('/api/questions/adaptive?userId=guest&subject=Quantitative%20Aptitude&count=10');
    expect(res.body).not.toMatch(/"(answer|explanation|stem)"/);
    const list: Q[] = res.json();
    expect(list).toHaveLength(10);
    expect(list.every((q) => !q.isPremium && q.subject === 'Quantitative Aptitude')).toBe(true);
    expect(new Set(list.map((q) => q.difficulty)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(list.map((q) => q.topic)).size).toBeGreaterThanOrEqual(3);
  });

  it('issue 12: gives the same learner the same plan all day, reload after reload', async () => {
    const ids = async () =>
      (await adaptive(free, `userId=${free.id}&subject=Quantitative%20Aptitude&count=6`)).map((q) => q.id).join(',');
    const first = await ids();
    for (let i = 0; i < 5; i++) expect(await ids()).toBe(first);
    const guest = async () =>
      (await adaptive(undefined, 'userId=guest&subject=Quantitative%20Aptitude&count=6')).map((q) => q.id).join(',');
    const g = await guest();
    for (let i = 0; i < 5; i++) expect(await guest()).toBe(g);
  });

  it('keeps premium questions for premium access', async () => {
    const seenFree = new Set<number>();
    const seenPremium = new Set<number>();
    for (let i = 0; i < 4; i++) {
      for (const q of await adaptive(free, `userId=${free.id}&subject=Quantitative%20Aptitude&count=22`))
        seenFree.add(q.id);
      for (const q of await adaptive(premium, `userId=${premium.id}&subject=Quantitative%20Aptitude&count=22`))
        seenPremium.add(q.id);
    }
    expect(paidQa.some((id) => seenFree.has(id))).toBe(false);
    expect(paidQa.every((id) => seenPremium.has(id))).toBe(true);
  });

  it('skips what the learner answered in the last 30 days, and offers it again after', async () => {
    const learner = await createUser(t);
    const answered = qa.slice(0, 15);
    await t.database.db.insert(attempts).values(
      answered.map((questionId) => ({
        userId: learner.id,
        questionId,
        isCorrect: true,
        seconds: 30,
        createdAt: new Date(t.clock.now().getTime() - 29 * 86_400_000),
      })),
    );
    const now = await adaptive(learner, `userId=${learner.id}&subject=Quantitative%20Aptitude&count=20`);
    expect(now.map((q) => q.id).sort((a, b) => a - b)).toEqual(qa.slice(15));
    t.clock.advance(2 * 86_400_000);
    try {
      const later = await adaptive(learner, `userId=${learner.id}&subject=Quantitative%20Aptitude&count=20`);
      expect(later).toHaveLength(20);
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
  });

  it('keeps DILR sets whole and never passes count', async () => {
    const list = await adaptive(undefined, 'userId=guest&subject=DILR&count=4');
    expect(list).toHaveLength(4);
    const bySet = new Map<number, number[]>();
    for (const q of list) bySet.set(q.setId ?? -1, [...(bySet.get(q.setId ?? -1) ?? []), q.id]);
    for (const [setId, ids] of bySet) {
      const whole = sets.find((s) => s.includes(must(ids[0], 'ids[0]')));
      expect(setId).not.toBe(-1);
      expect(ids).toEqual(whole);
    }
    expect(await adaptive(undefined, 'userId=guest&subject=DILR&count=3')).toHaveLength(3);
  });

  it('stops near the target time (target + 2 minutes)', async () => {
    const list = await adaptive(undefined, 'userId=guest&subject=Quantitative%20Aptitude&count=20&targetTime=10');
    const minutes = list.reduce((t, q) => t + (q as unknown as { estimatedTime: number }).estimatedTime, 0);
    expect(list.length).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(12);
  });
});

describe('GET /api/adaptive/performance', () => {
  it('is 401 for guests and 403 for someone else', async () => {
    expect((await get('/api/adaptive/performance?userId=guest&subject=Quantitative%20Aptitude')).statusCode).toBe(401);
    expect((await get(`/api/adaptive/performance?userId=${free.id}`)).statusCode).toBe(401);
    expect((await get(`/api/adaptive/performance?userId=${premium.id}`, free)).statusCode).toBe(403);
  });

  it("reports the learner's own accuracy, level and insights", async () => {
    const learner = await createUser(t);
    const empty = (await get(`/api/adaptive/performance?userId=${learner.id}`, learner)).json();
    expect(empty.performance.recentAccuracy).toBe(0);
    expect(empty.insights).toContain('No Quantitative Aptitude attempts yet');
    for (const [i, id] of qa.slice(0, 12).entries()) {
      const answer = { option: i % 4 === 0 ? 0 : 1 }; // 9 of 12 right
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/practice/questions/${id}/attempt`,
        headers: learner.headers,
        payload: { answer, seconds: 20 },
      });
      expect(res.statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    const res = await get(`/api/adaptive/performance?userId=${learner.id}&subject=Quantitative%20Aptitude`, learner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.performance.recentAccuracy).toBeCloseTo(0.75);
    expect(body.performance.difficultyProgression).toHaveLength(2);
    expect(body.performance.recommendedDifficulty).toBeGreaterThanOrEqual(1);
    expect(body.insights).toContain('75% over your last 12 questions');
  });
});
