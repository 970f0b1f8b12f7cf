// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
let u: TestUser;
let ids: number[];

const put = (id: number, note: string | undefined, user: TestUser | null = u) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/bookmarks/${id}`,
    payload: note === undefined ? {} : { note },
    headers: user?.headers ?? {},
  });
const list = async (query = '', user = u) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/bookmarks${query}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().items as Array<{ questionId: number; note: string; question: Record<string, unknown> }>;
};

beforeAll(async () => {
  t = await createTestApp();
  u = await createUser(t);
  ids = await addQuestions(t, [
    mcq({ explanation: ['HIDDEN-EXPLANATION'] }),
    mcq({ section: 'VARC', area: 'Verbal Ability', topic: 'Para Summary' }),
    { ...mcq({ topic: 'Averages' }), isPremium: true },
    { ...mcq(), status: 'draft' },
  ]);
});
afterAll(() => t.close());

describe('bookmarks', () => {
  it('needs a signed-in user', async () => {
    expect((await put(must(ids[0], 'ids[0]'), 'x', null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/bookmarks' })).statusCode).toBe(401);
  });

  it('adds with a note, updates the note, lists newest first with summaries and no answers', async () => {
    expect((await put(must(ids[0], 'ids[0]'), 'Revise base')).json()).toEqual({
      questionId: ids[0],
      note: 'Revise base',
      bookmarked: true,
    });
    t.clock.advance(60_000);
    expect((await put(must(ids[1], 'ids[1]'), undefined)).statusCode).toBe(200);
    t.clock.advance(60_000);
    await put(must(ids[2], 'ids[2]'), 'premium one');
    await put(must(ids[0], 'ids[0]'), 'Revise the base of the percentage');

    const items = await list();
    expect(items.map((i) => i.questionId)).toEqual([ids[2], ids[1], ids[0]]);
    expect(items[2]).toMatchObject({ note: 'Revise the base of the percentage', question: { bookmarked: true } });
    expect(items[0]?.question).toMatchObject({ isPremium: true, locked: true });
    const raw = await t.app.inject({ method: 'GET', url: '/api/bookmarks', headers: u.headers });
    expect(raw.body).not.toContain('HIDDEN-EXPLANATION');
    expect(raw.body).not.toMatch(/"answer"/);
  });

  it('filters by section and topic', async () => {
    expect((await list('?section=VARC')).map((i) => i.questionId)).toEqual([ids[1]]);
    expect((await list('?topic=Averages')).map((i) => i.questionId)).toEqual([ids[2]]);
    expect(await list('?section=DILR')).toEqual([]);
  });

  it('keeps each learner to their own bookmarks', async () => {
    const other = await createUser(t);
    expect(await list('', other)).toEqual([]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/bookmarks/${ids[0]}`, headers: other.headers });
    expect(del.statusCode).toBe(404);
  });

  it('removes a bookmark', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: `/api/bookmarks/${ids[0]}`, headers: u.headers });
    expect(del.json()).toEqual({ success: true, message: 'Bookmark removed.' });
    expect((await list()).map((i) => i.questionId)).not.toContain(ids[0]);
  });

  it('refuses unknown or draft questions and over-long notes', async () => {
    expect((await put(999999, 'x')).statusCode).toBe(404);
    expect((await put(must(ids[3], 'ids[3]'), 'x')).statusCode).toBe(404);
    const long = await put(must(ids[1], 'ids[1]'), 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/note/);
  });
});
