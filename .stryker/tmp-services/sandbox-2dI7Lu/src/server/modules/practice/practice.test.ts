// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, users } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, addSet, chartSet, mcq, tita } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

const SECRET = 'SECRET-STEP-7731';
let t: TestApp;
let free: TestUser;
let premium: TestUser;
let ids: {
  pct: number;
  pctHard: number;
  xat: number;
  numeric: number;
  text: number;
  draft: number;
  paid: number;
  set: number[];
};

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers });
const post = (url: string, payload: unknown, user?: TestUser) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: user?.headers });

beforeAll(async () => {
  t = await createTestApp();
  free = await createUser(t);
  premium = await createUser(t, { kind: 'premium' });
  const [pct, pctHard, xat, numeric, text, draft, paid] = await addQuestions(t, [
    mcq({ explanation: [`${SECRET} 20% of 50 is 10.`] }),
    mcq({ difficulty: 5, subtopic: 'Successive change' }),
    mcq({ exams: ['XAT'], topic: 'Averages' }),
    tita({ kind: 'numeric', value: 12.5, tolerance: 0.05 }, { explanation: [SECRET] }),
    tita({ kind: 'text', value: '2413' }, { section: 'VARC', area: 'Verbal Ability', topic: 'Para Jumbles' }),
    { ...mcq(), status: 'draft' },
    { ...mcq({ topic: 'Averages' }), isPremium: true },
  ]);
  const set = await addSet(t, chartSet());
  ids = {
    pct: must(pct, 'pct'),
    pctHard: must(pctHard, 'pctHard'),
    xat: must(xat, 'xat'),
    numeric: must(numeric, 'numeric'),
    text: must(text, 'text'),
    draft: must(draft, 'draft'),
    paid: must(paid, 'paid'),
    set,
  };
});
afterAll(() => t.close());

describe('practice: access', () => {
  it('is for signed-in users only', async () => {
    expect((await get('/api/practice/questions')).statusCode).toBe(401);
    expect((await get(`/api/practice/questions/${ids.pct}`)).statusCode).toBe(401);
    expect((await get('/api/practice/filters')).statusCode).toBe(401);
    const res = await post(`/api/practice/questions/${ids.pct}/attempt`, { answer: { option: 1 }, seconds: 5 });
    expect(res.statusCode).toBe(401);
  });

  it('never sends answers or explanations before the attempt', async () => {
    const list = await get('/api/practice/questions?limit=100', free);
    const one = await get(`/api/practice/questions/${ids.numeric}`, free);
    const member = await get(`/api/practice/questions/${ids.set[1]}`, free);
    const set = await get(`/api/practice/sets/${one.json().set?.id ?? member.json().set.id}`);
    for (const res of [list, one, member, set]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toMatch(/"(answer|explanation|contentHash)"/);
    }
    expect(member.body).not.toContain('Add the four bars');
  });

  it('hides drafts', async () => {
    expect((await get(`/api/practice/questions/${ids.draft}`, free)).statusCode).toBe(404);
    const list = await get('/api/practice/questions?limit=100', free);
    expect(list.json().items.map((q: { id: number }) => q.id)).not.toContain(ids.draft);
  });

  it('keeps premium questions for premium access: locked in the list, 403 to open or answer', async () => {
    const list = (await get('/api/practice/questions?topic=Averages', free)).json();
    expect(list.items.find((q: { id: number }) => q.id === ids.paid)).toMatchObject({ isPremium: true, locked: true });
    const available = (await get('/api/practice/questions?topic=Averages&access=available', free)).json();
    expect(available.items.map((q: { id: number }) => q.id)).toEqual([ids.xat]);

    const open = await get(`/api/practice/questions/${ids.paid}`, free);
    expect(open.statusCode).toBe(403);
    expect(open.json().code).toBe('premium_required');
    const answer = await post(
      `/api/practice/questions/${ids.paid}/attempt`,
      { answer: { option: 1 }, seconds: 3 },
      free,
    );
    expect(answer.json().code).toBe('premium_required');

    expect((await get(`/api/practice/questions/${ids.paid}`, premium)).statusCode).toBe(200);
    const granted = await createUser(t, { kind: 'freeAccess' });
    expect((await get(`/api/practice/questions/${ids.paid}`, granted)).statusCode).toBe(200);
    const premiumList = (await get('/api/practice/questions?topic=Averages', premium)).json();
    expect(premiumList.items.find((q: { id: number }) => q.id === ids.paid).locked).toBe(false);
  });
});

describe('practice: filters and paging', () => {
  const listIds = async (query: string, user = free) => {
    const res = await get(`/api/practice/questions?${query}`, user);
    expect(res.statusCode).toBe(200);
    return res.json().items.map((q: { id: number }) => q.id) as number[];
  };

  it('filters by section, area, topic, difficulty, type and exam', async () => {
    expect(await listIds('section=VARC')).toEqual([ids.text]);
    expect(await listIds('section=QA&topic=Percentages')).toEqual([ids.pct, ids.pctHard]);
    expect(await listIds('topic=Percentages&difficulty=5')).toEqual([ids.pctHard]);
    expect(await listIds('topic=Percentages&difficulty=1,2')).toEqual([ids.pct]);
    expect(await listIds('section=QA&type=TITA')).toEqual([ids.numeric]);
    expect(await listIds('exam=XAT')).toEqual([ids.xat]);
    expect(await listIds('section=DILR&area=Data%20Interpretation')).toEqual(ids.set);
    expect(await listIds('section=QA&topic=')).toHaveLength(5);
  });

  it("narrows to a study plan's question list, published ones only", async () => {
    expect(await listIds(`ids=${ids.text},${ids.pct},${ids.draft}`)).toEqual([ids.pct, ids.text]);
    expect(await listIds(`ids=${ids.pct},${ids.pct}&section=VARC`)).toEqual([]);
    for (const bad of ['ids=1,,2', 'ids=0', 'ids=a', `ids=${'1,'.repeat(100)}1`, 'ids=99999999999']) {
      const res = await get(`/api/practice/questions?${bad}`, free);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toMatch(/ids/);
    }
  });

  it('refuses malformed filters with a 400 naming the field', async () => {
    const res = await get('/api/practice/questions?difficulty=7', free);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/difficulty/);
    expect((await get('/api/practice/questions?section=GK', free)).statusCode).toBe(400);
  });

  it('pages with a cursor until the end', async () => {
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const res = await get(`/api/practice/questions?limit=3${cursor ? `&cursor=${cursor}` : ''}`, free);
      const page: { items: { id: number }[]; nextCursor: number | null } = res.json();
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((q) => q.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });

  it('lists set members with their set', async () => {
    const page = (await get('/api/practice/questions?section=DILR', free)).json();
    expect(page.items[0].set).toMatchObject({ kind: 'dilr_set', setType: 'bar', title: 'Quarterly revenue' });
    expect(page.items.map((q: { setOrder: number }) => q.setOrder)).toEqual([1, 2]);
  });

  it('counts the published bank for the filter menus', async () => {
    const res = await get('/api/practice/filters', free);
    const f = res.json();
    expect(f.total).toBe(8);
    expect(f.sections).toEqual([
      { value: 'DILR', count: 2 },
      { value: 'QA', count: 5 },
      { value: 'VARC', count: 1 },
    ]);
    expect(f.topics).toContainEqual({ section: 'QA', area: 'Arithmetic', value: 'Percentages', count: 2 });
    expect(f.exams).toContainEqual({ value: 'XAT', count: 1 });
    expect(f.difficulties.find((d: { value: number }) => d.value === 5).count).toBe(1);
  });
});

describe('practice: attempts', () => {
  it('scores an MCQ, stores the attempt and returns the key, explanation and times', async () => {
    const res = await post(
      `/api/practice/questions/${ids.pct}/attempt`,
      { answer: { option: 1 }, seconds: 75, context: 'practice' },
      free,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      correct: true,
      answer: { kind: 'option', index: 1 },
      yourSeconds: 75,
      suggestedSeconds: 120,
      xpAwarded: 10,
    });
    expect(res.json().explanation[0]).toContain(SECRET);
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, res.json().attemptId));
    expect(row).toMatchObject({
      userId: free.id,
      questionId: ids.pct,
      answer: { option: 1 },
      isCorrect: true,
      seconds: 75,
      context: 'practice',
    });
    expect(row?.createdAt.toISOString()).toBe(t.clock.now().toISOString());

    const wrong = await post(`/api/practice/questions/${ids.pct}/attempt`, { answer: { option: 0 }, seconds: 9 }, free);
    expect(wrong.json()).toMatchObject({ correct: false, xpAwarded: 2 });
    const [user] = await t.database.db.select({ xp: users.xp }).from(users).where(eq(users.id, free.id));
    expect(user?.xp).toBe(12);
  });

  it('accepts a TITA number within the tolerance only', async () => {
    const attempt = (text: string) =>
      post(`/api/practice/questions/${ids.numeric}/attempt`, { answer: { text }, seconds: 30 }, premium);
    expect((await attempt('12.54')).json().correct).toBe(true);
    expect((await attempt('12.46')).json().correct).toBe(true);
    expect((await attempt('12.56')).json().correct).toBe(false);
    expect((await attempt('abc')).json().correct).toBe(false);
  });

  it('compares TITA text without spaces', async () => {
    const attempt = (text: string) =>
      post(`/api/practice/questions/${ids.text}/attempt`, { answer: { text }, seconds: 30 }, premium);
    expect((await attempt(' 2 4 1 3')).json()).toMatchObject({
      correct: true,
      answer: { kind: 'text', value: '2413' },
    });
    expect((await attempt('2431')).json().correct).toBe(false);
  });

  it('refuses an answer of the wrong shape', async () => {
    const typed = await post(
      `/api/practice/questions/${ids.pct}/attempt`,
      { answer: { text: '10' }, seconds: 1 },
      free,
    );
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toMatch(/^answer/);
    const missing = await post(
      `/api/practice/questions/${ids.pct}/attempt`,
      { answer: { option: 4 }, seconds: 1 },
      free,
    );
    expect(missing.statusCode).toBe(400);
    const negative = await post(
      `/api/practice/questions/${ids.pct}/attempt`,
      { answer: { option: 1 }, seconds: -1 },
      free,
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/seconds/);
  });

  it('shows the learner state on the question and drives the status filters', async () => {
    const u = await createUser(t);
    const statusIds = async (status: string) =>
      (await get(`/api/practice/questions?section=QA&status=${status}`, u))
        .json()
        .items.map((q: { id: number }) => q.id);
    expect(await statusIds('unattempted')).toHaveLength(5);
    await post(`/api/practice/questions/${ids.pct}/attempt`, { answer: { option: 0 }, seconds: 5 }, u);
    await post(`/api/practice/questions/${ids.pctHard}/attempt`, { answer: { option: 0 }, seconds: 5 }, u);
    t.clock.advance(1000);
    await post(`/api/practice/questions/${ids.pctHard}/attempt`, { answer: { option: 1 }, seconds: 5 }, u);
    await t.app.inject({ method: 'PUT', url: `/api/bookmarks/${ids.xat}`, payload: { note: 'n' }, headers: u.headers });

    expect(await statusIds('unattempted')).toEqual([ids.xat, ids.numeric, ids.paid]);
    expect(await statusIds('wrong')).toEqual([ids.pct]);
    expect(await statusIds('attempted')).toEqual([ids.pct, ids.pctHard]);
    const q = (await get(`/api/practice/questions/${ids.pctHard}`, u)).json();
    expect(q.attempts).toEqual({ count: 2, lastCorrect: true });
    const list = (await get('/api/practice/questions?topic=Percentages', u)).json().items;
    expect(list[0]).toMatchObject({ attempted: true, lastCorrect: false });
    // Another learner's attempts do not count.
    const theirs = (await get('/api/practice/questions?section=QA&status=wrong', premium)).json().items;
    expect(theirs.map((q: { id: number }) => q.id)).toEqual([ids.numeric]);
  });
});

describe('public DILR demo', () => {
  it('serves a chart set with its questions and no answers to guests', async () => {
    const res = await get('/api/practice/demo');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.set.data.blocks[0].kind).toBe('bar');
    expect(body.questions.map((q: { id: number }) => q.id)).toEqual(ids.set);
    expect(res.body).not.toMatch(/"(answer|explanation)"/);
  });

  it('checks a demo answer without storing anything, and only for the demo', async () => {
    const before = await t.database.db.select().from(attempts);
    const res = await post('/api/practice/demo/attempt', { questionId: ids.set[1], answer: { text: '540' } });
    expect(res.json()).toMatchObject({ correct: true, answer: { kind: 'numeric', value: 540 } });
    expect(res.json().explanation[0]).toContain('Add the four bars');
    expect(await t.database.db.select().from(attempts)).toHaveLength(before.length);
    const other = await post('/api/practice/demo/attempt', { questionId: ids.pct, answer: { option: 1 } });
    expect(other.statusCode).toBe(404);
  });

  it('gives the worked example with its steps, and guards premium sets', async () => {
    const paidSet = await addSet(t, chartSet('Premium revenue', [10, 20, 30, 40]), { isPremium: true });
    const second = await addSet(t, { ...chartSet('Units sold', [5, 6, 7, 8]), setType: 'arrangement' });
    const example = (await get('/api/practice/demo/example')).json();
    expect(example.questions.map((q: { id: number }) => q.id)).toEqual(second);
    expect(example.questions[0].answer).toEqual({ kind: 'option', index: 3 });
    expect(example.questions[1].explanation[0]).toContain('5 + 6 + 7 + 8');

    const member = (await get(`/api/practice/questions/${paidSet[0]}`, premium)).json();
    expect((await get(`/api/practice/sets/${member.set.id}`)).statusCode).toBe(401);
    expect((await get(`/api/practice/sets/${member.set.id}`, free)).json().code).toBe('premium_required');
    expect((await get(`/api/practice/sets/${member.set.id}`, premium)).statusCode).toBe(200);
    expect((await get('/api/practice/sets/999999')).statusCode).toBe(404);
  });
});

describe('problem reports', () => {
  it('files a report for staff and refines an open one instead of duplicating', async () => {
    expect((await post(`/api/questions/${ids.pct}/report`, { reason: 'typo', message: 'x' })).statusCode).toBe(401);
    const first = await post(`/api/questions/${ids.pct}/report`, { reason: 'typo', message: 'Comma missing' }, free);
    expect(first.statusCode).toBe(201);
    expect(first.json().success).toBe(true);
    await post(`/api/questions/${ids.pct}/report`, { reason: 'wrong_answer', message: 'Answer is 12' }, free);
    const rows = await t.database.db.query.questionReports.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'wrong_answer', message: 'Answer is 12', status: 'open', userId: free.id });
    const bad = await post(`/api/questions/${ids.pct}/report`, { reason: 'rude', message: '' }, free);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/reason/);
    expect((await post('/api/questions/999999/report', { reason: 'other' }, free)).statusCode).toBe(404);
  });
});

describe('GET /api/practice/recommended: the adaptive picks that open the list, in one call', () => {
  const picks = async (u: TestUser, subject: string, count: number) =>
    (
      await get(`/api/questions/adaptive?${new URLSearchParams({ userId: u.id, subject, count: String(count) })}`, u)
    ).json() as { id: number }[];

  it('are the engine`s picks per section (4 each of 12), in its order, as list rows without keys', async () => {
    const res = await get('/api/practice/recommended', free);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET);
    const expected = [
      ...new Set(
        [
          ...(await picks(free, 'Quantitative Aptitude', 4)),
          ...(await picks(free, 'VARC', 4)),
          ...(await picks(free, 'DILR', 4)),
        ].map((q) => q.id),
      ),
    ];
    expect(expected.length).toBeGreaterThan(0);
    expect(res.json().items.map((q: { id: number }) => q.id)).toEqual(expected);
    expect(res.json().nextCursor).toBeNull();
  });

  it('with a section: all twelve picks come from it; premium ones come back locked for a free learner', async () => {
    const res = await get('/api/practice/recommended?section=QA', free);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: number; section: string; isPremium: boolean; locked: boolean }[];
    expect(items.map((q) => q.id)).toEqual((await picks(free, 'Quantitative Aptitude', 12)).map((q) => q.id));
    expect(items.every((q) => q.section === 'QA')).toBe(true);
    expect(items.every((q) => q.locked === q.isPremium)).toBe(true);
  });

  it('refuses a guest (401) and names a bad section (400)', async () => {
    expect((await get('/api/practice/recommended')).statusCode).toBe(401);
    const bad = await get('/api/practice/recommended?section=GK', free);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^section/);
  });
});
