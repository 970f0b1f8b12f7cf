import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPosts, forumQuestionThreads } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, addSet, chartSet, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { PostDetail } from '#shared/contracts/community';
import type { ThreadQuestion } from '#shared/contracts/community-notifications';
import { api, member, seedChannels } from './community-fixtures.ts';

// "Discuss" on a question-bank item: one thread per question, however many members ask at once (on PostgreSQL in
// CI's second pass), showing the question without its answer.

let t: TestApp;
let c: ReturnType<typeof api>;
let learner: TestUser;
let free: number;
let premium: number;
let draft: number;

const discuss = (u: TestUser | null, questionId: number) =>
  c.call('POST', `/api/community/questions/${questionId}/thread`, u);
const questionOf = async (postId: number, u: TestUser | null): Promise<ThreadQuestion> =>
  (await c.call('GET', `/api/community/posts/${postId}/question`, u)).json();

beforeAll(async () => {
  t = await createTestApp();
  await seedChannels(t);
  c = api(t);
  learner = await member(t);
  [free, premium, draft] = await addQuestions(t, [
    mcq({ section: 'DILR', area: 'Logical Reasoning', topic: 'Arrangements' }),
    { ...mcq(), isPremium: true },
    { ...mcq(), status: 'draft' },
  ]);
});
afterAll(() => t.close());

describe('Discuss on a question-bank item', () => {
  let threadId: number;

  it('creates the thread in the section’s channel once, then opens the same one', async () => {
    const first = await discuss(learner, free);
    expect(first.statusCode).toBe(201);
    expect(first.json().created).toBe(true);
    threadId = first.json().id;
    const again = await discuss(await member(t), free);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: threadId, created: false });
    const detail: PostDetail = (await c.post(threadId)).json();
    expect(detail).toMatchObject({ kind: 'discussion', channel: { slug: 'dilr' } });
    expect(detail.title).toContain(`#${free}`);
    expect((await c.call('GET', `/api/community/posts/${threadId}/follow`, learner)).json().following).toBe(true);
  });

  it('shows the question as before answering: stem and options, no answer key or explanation', async () => {
    const shown = await questionOf(threadId, null);
    expect(shown.locked).toBe(false);
    expect(shown.question).toMatchObject({ id: free, type: 'MCQ', options: ['5', '10', '15', '20'] });
    expect(shown.question?.stem).toMatch(/what is 20% of 50/);
    const raw = JSON.stringify(shown);
    expect(raw).not.toMatch(/"answer"|explanation|0\.2 × 50/);
  });

  it('a question of a data set shows its set (text and chart data), still without answers', async () => {
    const ids = await addSet(t, chartSet('Retail revenue'));
    const id = (await discuss(learner, ids[0] ?? 0)).json().id;
    const shown = await questionOf(id, null);
    expect(shown.set).toMatchObject({ kind: 'dilr_set', title: 'Retail revenue', questionIds: ids });
    expect(shown.set?.data?.blocks).toHaveLength(1);
    expect(JSON.stringify(shown)).not.toMatch(/"answer"|explanation|tallest/);
  });

  it('an ordinary thread has no question', async () => {
    const pid = (await c.ask(learner)).json().id;
    expect(await questionOf(pid, null)).toEqual({ question: null, locked: false, set: null });
  });

  it('a premium item needs premium to start its thread and shows a teaser without options to others', async () => {
    const refused = await discuss(learner, premium);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('premium_required');
    const payer = await createUser(t, { kind: 'premium' });
    const made = await discuss(payer, premium);
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    expect((await questionOf(id, learner)).locked).toBe(true);
    expect((await questionOf(id, learner)).question?.options).toBeNull();
    expect((await questionOf(id, payer)).question?.options).toHaveLength(4);
    // Once it exists, anyone signed in may open it (the thread itself is public to read).
    expect((await discuss(learner, premium)).json()).toEqual({ id, created: false });
  });

  it('refuses guests, drafts and unknown questions', async () => {
    expect((await discuss(null, free)).statusCode).toBe(401);
    expect((await discuss(learner, draft)).statusCode).toBe(404);
    expect((await discuss(learner, 999999)).statusCode).toBe(404);
    expect((await c.call('POST', '/api/community/questions/abc/thread', learner)).statusCode).toBe(400);
  });

  it('twenty members discussing one new question at once get one thread, and no orphan thread is left', async () => {
    const [fresh] = await addQuestions(t, [mcq({ topic: 'Ratios' })]);
    const members = await Promise.all(Array.from({ length: 20 }, () => member(t)));
    const results = await Promise.all(members.map((u) => discuss(u, fresh ?? 0)));
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(results.filter((r) => r.json().created)).toHaveLength(1);
    const links = await t.database.db
      .select()
      .from(forumQuestionThreads)
      .where(eq(forumQuestionThreads.questionId, fresh ?? 0));
    expect(links).toHaveLength(1);
    const [threads] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(forumPosts)
      .where(sql`${forumPosts.title} like ${`%#${fresh}:%`}`);
    expect(threads?.n).toBe(1);
  });

  it('a new member’s two tabs at once both land on the one thread (the second is not refused by the gap)', async () => {
    const [fresh] = await addQuestions(t, [mcq({ topic: 'Averages' })]);
    const newcomer = await member(t, 0.1);
    const results = await Promise.all([discuss(newcomer, fresh ?? 0), discuss(newcomer, fresh ?? 0)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(results[0]?.json().id).toBe(results[1]?.json().id);
  });
});
