// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock, takeMock } from '#server/test/mock-fixtures';
import { addQuestions, addSet, chartSet, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
let admin: TestUser;
let learner: TestUser;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  user: TestUser | null = admin,
) => t.app.inject({ method, url, payload: payload as object, headers: user?.headers ?? {} });

const mathQuestion = {
  section: 'QA',
  area: 'Algebra',
  topic: 'Quadratic Equations',
  exams: ['CAT', 'SNAP'],
  type: 'MCQ',
  stem: 'If $x^2 - 5x + 6 = 0$, what is the sum of the roots $\\frac{-b}{a}$?',
  options: ['$5$', '$6$', '$-5$', '$\\frac{5}{6}$'],
  answer: { kind: 'option', index: 0 },
  explanation: ['Sum of roots $= -b/a = 5$.', 'So the answer is $5$.'],
  difficulty: 2,
  status: 'draft',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { kind: 'admin' });
  learner = await createUser(t, { kind: 'premium' });
});
afterAll(() => t.close());

describe('staff question tools: access', () => {
  it('refuses guests (401) and non-admins, premium included (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/questions'],
      ['POST', '/api/admin/questions'],
      ['GET', '/api/admin/questions/export'],
      ['POST', '/api/admin/questions/import'],
      ['GET', '/api/admin/sets'],
      ['GET', '/api/admin/reports'],
      ['GET', '/api/admin/questions/1/stats'],
    ] as const) {
      expect((await call(method, url, {}, null)).statusCode).toBe(401);
      expect((await call(method, url, {}, learner)).statusCode).toBe(403);
    }
  });
});

describe('staff question tools: authoring', () => {
  let id: number;

  it('creates a draft with math, keeps it from learners, then publishes it', async () => {
    const res = await call('POST', '/api/admin/questions', mathQuestion);
    expect(res.statusCode).toBe(201);
    const q = res.json();
    id = q.id;
    expect(q).toMatchObject({ status: 'draft', authorId: admin.id, difficultyParam: -1, estimatedTime: 3 });
    expect(q.stem).toContain('\\frac{-b}{a}');
    expect((await call('GET', `/api/practice/questions/${id}`, undefined, learner)).statusCode).toBe(404);

    const published = await call('POST', `/api/admin/questions/${id}/publish`);
    expect(published.json().status).toBe('published');
    expect((await call('GET', `/api/practice/questions/${id}`, undefined, learner)).statusCode).toBe(200);
    await call('POST', `/api/admin/questions/${id}/unpublish`);
    expect((await call('GET', `/api/practice/questions/${id}`, undefined, learner)).statusCode).toBe(404);
  });

  it('answers a bad draft with a 400 naming the field', async () => {
    const noOptions = await call('POST', '/api/admin/questions', {
      ...mathQuestion,
      options: undefined,
      stem: 'A new stem',
    });
    expect(noOptions.statusCode).toBe(400);
    expect(noOptions.json().message).toMatch(/^answer: MCQ needs options/);
    const hard = await call('POST', '/api/admin/questions', { ...mathQuestion, difficulty: 7 });
    expect(hard.json().message).toMatch(/^difficulty/);
    const outside = await call('POST', '/api/admin/questions', {
      ...mathQuestion,
      stem: 'Another stem',
      answer: { kind: 'option', index: 4 },
    });
    expect(outside.json().message).toMatch(/^answer: answer index is outside the options/);
    const exam = await call('POST', '/api/admin/questions', { ...mathQuestion, exams: ['GMAT'] });
    expect(exam.json().message).toMatch(/^exams\.0/);
  });

  it("answers an empty stem with a 400 that names the field in plain words, not zod's wording", async () => {
    const res = await call('POST', '/api/admin/questions', { ...mathQuestion, stem: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      message: 'stem: Stem needs at least 5 characters.',
      details: [{ field: 'stem', message: 'Stem needs at least 5 characters.' }],
    });
    const missing = await call('POST', '/api/admin/questions', { ...mathQuestion, stem: undefined });
    expect(missing.json().message).toBe('stem: Stem is required.');
    expect(`${res.body}${missing.body}`).not.toMatch(/Too small|expected string|Invalid input/);
  });

  it('refuses a duplicate (same stem and options, whatever the spacing)', async () => {
    const res = await call('POST', '/api/admin/questions', { ...mathQuestion, stem: `  ${mathQuestion.stem}  ` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`#${id}`);
  });

  it('returns the full question to staff and updates it', async () => {
    const full = (await call('GET', `/api/admin/questions/${id}`)).json();
    expect(full.answer).toEqual({ kind: 'option', index: 0 });
    expect(full.explanation).toHaveLength(2);
    const updated = await call('PUT', `/api/admin/questions/${id}`, {
      ...mathQuestion,
      stem: 'If $x^2 - 7x + 12 = 0$, what is the sum of the roots?',
      options: ['$7$', '$12$', '$-7$', '$3$'],
      difficulty: 4,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ difficulty: 4, difficultyParam: 1, authorId: admin.id });
    expect(updated.json().contentHash).not.toBe(full.contentHash);
    expect((await call('PUT', '/api/admin/questions/999999', mathQuestion)).statusCode).toBe(404);
  });

  it('deletes an unattempted question but keeps attempted ones (unpublish instead)', async () => {
    const [attempted, fresh] = await addQuestions(t, [mcq(), mcq()]);
    await call('POST', `/api/practice/questions/${attempted}/attempt`, { answer: { option: 1 }, seconds: 5 }, learner);
    const refused = await call('DELETE', `/api/admin/questions/${attempted}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/unpublish/);
    expect((await call('DELETE', `/api/admin/questions/${fresh}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/questions/${fresh}`)).statusCode).toBe(404);
  });
});

describe('staff question tools: list and search', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = await addQuestions(t, [
      mcq({
        stem: 'A train 240 m long crosses a pole in 12 seconds. Find its speed.',
        topic: 'Time, Speed & Distance',
      }),
      mcq({ stem: 'Two trains run in opposite directions at 54 km/h and 36 km/h.', topic: 'Time, Speed & Distance' }),
      {
        ...mcq({ stem: 'A boat goes upstream against the stream.', topic: 'Time, Speed & Distance' }),
        status: 'draft',
      },
      mcq({ stem: 'Find the compound interest on ₹8,000 at 10% for 2 years.', topic: 'SI & CI', difficulty: 4 }),
    ]);
  });

  const list = async (query: string) => {
    const res = await call('GET', `/api/admin/questions?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Array<{ id: number; status: string }>; total: number };
  };

  it('finds questions by full-text search, stemming words', async () => {
    const trains = await list('q=train');
    expect(trains.items.map((q) => q.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await list('q=compound%20interest')).items.map((q) => q.id)).toEqual([ids[3]]);
    expect((await list('q=train%20-opposite')).items.map((q) => q.id)).toEqual([ids[0]]);
    expect((await list('q=%22speed%22%20boat')).items.map((q) => q.id)).toEqual([ids[2]]);
    expect((await list(`q=%23${ids[3]}`)).items.map((q) => q.id)).toEqual([ids[3]]);
  });

  it('filters drafts, topics, difficulty, and pages with a total', async () => {
    expect((await list('status=draft&topic=Time,%20Speed%20%26%20Distance')).items.map((q) => q.id)).toEqual([ids[2]]);
    expect((await list('difficulty=4&section=QA')).items.map((q) => q.id)).toContain(ids[3]);
    const first = await list('pageSize=2&page=1&section=QA');
    const second = await list('pageSize=2&page=2&section=QA');
    expect(first.items).toHaveLength(2);
    expect(second.items[0]?.id).toBeLessThan(must(first.items[1], 'the second item').id);
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThanOrEqual(6);
  });

  it('publishes in bulk and counts the bank for the filter menus', async () => {
    const res = await call('POST', '/api/admin/questions/status', { ids: [ids[2]], status: 'published' });
    expect(res.json()).toEqual({ updated: 1 });
    const facets = (await call('GET', '/api/admin/questions/facets')).json();
    expect(facets.topics).toContainEqual({ section: 'QA', area: 'Arithmetic', value: 'SI & CI', count: 1 });
    expect(facets.byStatus.find((s: { value: string }) => s.value === 'draft').count).toBeGreaterThanOrEqual(1);
  });
});

describe('staff question tools: sets', () => {
  it('creates a data set with questions, edits its data, publishes it whole, opens it, unpublishes it whole and deletes it', async () => {
    const draft = chartSet('Staff revenue', [3, 4, 5, 6]);
    const created = await call('POST', '/api/admin/sets', { ...draft, status: 'draft' });
    expect(created.statusCode).toBe(201);
    const set = created.json();
    expect(set).toMatchObject({ questionCount: 2, publishedCount: 0, setType: 'bar' });
    expect(set.questions.map((q: { setOrder: number }) => q.setOrder)).toEqual([1, 2]);
    expect((await call('POST', '/api/admin/sets', draft)).statusCode).toBe(409);

    const extra = await call('POST', '/api/admin/questions', {
      ...draft.questions[0],
      stem: 'Which quarter had the lowest revenue?',
      setId: set.id,
      status: 'draft',
    });
    expect(extra.json()).toMatchObject({ setId: set.id, setOrder: 3 });
    const wrongSection = await call('POST', '/api/admin/questions', {
      ...mathQuestion,
      stem: 'Unrelated stem',
      setId: set.id,
    });
    expect(wrongSection.json().message).toMatch(/^section/);

    const edited = await call('PUT', `/api/admin/sets/${set.id}`, {
      kind: 'dilr_set',
      setType: 'bar',
      section: 'DILR',
      title: 'Staff revenue (corrected)',
      body: draft.body,
      data: {
        blocks: [{ kind: 'bar', title: 'Revenue', categories: ['Q1', 'Q2'], series: [{ name: 'R', values: [1, 2] }] }],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().questions[0].contentHash).not.toBe(set.questions[0].contentHash);

    const published = (await call('POST', `/api/admin/sets/${set.id}/publish`)).json();
    expect(published.publishedCount).toBe(3);
    const listed = (await call('GET', '/api/admin/sets?kind=dilr_set&q=corrected')).json();
    expect(listed.items.map((s: { id: number }) => s.id)).toEqual([set.id]);
    const opened = await call('GET', `/api/admin/sets/${set.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: set.id, title: 'Staff revenue (corrected)', publishedCount: 3 });

    const unpublished = await call('POST', `/api/admin/sets/${set.id}/unpublish`);
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().publishedCount).toBe(0);
    expect((await call('GET', `/api/admin/sets/${set.id}`)).json().publishedCount).toBe(0);

    expect((await call('DELETE', `/api/admin/sets/${set.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/sets/${set.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/questions/${extra.json().id}`)).statusCode).toBe(404);
  });
});

describe('staff question tools: the set list counts', () => {
  it("counts each set's real questions and how many are published (not 1/1)", async () => {
    const draft = chartSet('Counted revenue', [7, 8, 9, 10]);
    const extra = ['Which quarter had the lowest revenue?', 'By how much did Q4 exceed Q1 (₹ crore)?'];
    const five = {
      ...draft,
      questions: [
        ...draft.questions,
        ...extra.map((stem) => ({ ...must(draft.questions[0], 'the first question'), stem })),
        { ...must(draft.questions[1], 'the second question'), stem: 'What was the revenue in Q2 and Q3 together?' },
      ],
    };
    const ids = await addSet(t, five);
    expect(ids).toHaveLength(5);
    const other = await addSet(t, chartSet('Uncounted revenue', [1, 2, 3, 4]), { status: 'draft' });
    await call('POST', `/api/admin/questions/${ids[4]}/unpublish`);
    await call('POST', `/api/admin/questions/${ids[3]}/unpublish`);

    const listed = (await call('GET', '/api/admin/sets?kind=dilr_set&q=revenue')).json() as {
      items: Array<{ title: string; questionCount: number; publishedCount: number }>;
    };
    expect(listed.items.find((s) => s.title === 'Counted revenue')).toMatchObject({
      questionCount: 5,
      publishedCount: 3,
    });
    expect(other).toHaveLength(2);
    expect(listed.items.find((s) => s.title === 'Uncounted revenue')).toMatchObject({
      questionCount: 2,
      publishedCount: 0,
    });
  });
});

describe('a key that scored submitted mocks', () => {
  /** The editor's form as staff would send it back: the question's own fields, with changes. */
  const editable = async (id: number, change: Record<string, unknown>) => {
    const q = (await call('GET', `/api/admin/questions/${id}`)).json();
    const fields = ['section', 'area', 'topic', 'exams', 'type', 'stem', 'options', 'answer', 'explanation'];
    return {
      ...Object.fromEntries(fields.map((f) => [f, q[f]])),
      difficulty: q.difficulty,
      status: q.status,
      ...change,
    };
  };

  it('is refused in the editor (409 pointing to "Correct a key"); a typo fix with the same key is saved', async () => {
    const mock = await createMock(t);
    const id = must(mock.bySection.VARC?.[0], 'a VARC question');
    const taker = await createUser(t);
    await takeMock(t, taker, mock.id, [[id, { option: 1 }]]);

    const rekeyed = await call(
      'PUT',
      `/api/admin/questions/${id}`,
      await editable(id, { answer: { kind: 'option', index: 2 } }),
    );
    expect(rekeyed.statusCode).toBe(409);
    expect(rekeyed.json().message).toBe(
      'answer: this key scored 1 submitted attempt in 1 mock test; change it with "Correct a key" in Manage Mock Tests, which re-scores them.',
    );
    expect((await call('GET', `/api/admin/questions/${id}`)).json().answer).toEqual({ kind: 'option', index: 1 });

    const typo = await call(
      'PUT',
      `/api/admin/questions/${id}`,
      await editable(id, { explanation: ['Fixed wording.'] }),
    );
    expect(typo.statusCode, typo.body).toBe(200);
  });

  it('changes freely while the mock`s attempts are still in progress (they are scored at submit)', async () => {
    const mock = await createMock(t);
    const id = must(mock.bySection.QA?.[0], 'a QA question');
    await takeMock(t, await createUser(t), mock.id, [], { submit: false });
    const rekeyed = await call(
      'PUT',
      `/api/admin/questions/${id}`,
      await editable(id, { answer: { kind: 'option', index: 3 } }),
    );
    expect(rekeyed.statusCode, rekeyed.body).toBe(200);
    expect(rekeyed.json().answer).toEqual({ kind: 'option', index: 3 });
  });
});
