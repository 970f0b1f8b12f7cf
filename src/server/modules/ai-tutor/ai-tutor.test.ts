import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantGenerators } from '#server/content/quant/registry';
import { attempts } from '#server/db/schema/index';
import { seedConceptNotes } from '#server/db/seeds/concept-notes';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import {
  GUEST_ADDRESS_DAILY_LIMIT,
  GUEST_ADDRESS_LIMIT_MESSAGE,
  TUTOR_DAILY_LIMITS,
  TUTOR_MESSAGE_MAX,
} from '#shared/domain/ai-tutor';
import { createRng } from '#shared/domain/random';
import { must } from '#shared/must';
import { answerText, ask, conversationOf, doneOf } from './tutor-test-helpers.ts';

// The built-in tutor (no model configured) on real content: a generated quant question's hints one step at a
// time, a concept question answered from a concept note, "what should I study next" from a learner's record.

let t: TestApp;
let learner: TestUser;
let quantId: number;
const generated = must(
  quantGenerators.find((g) => g.id === 'qa-percent-successive-change'),
  'the generator',
).generate(createRng(3));

beforeAll(async () => {
  t = await createTestApp();
  learner = await createUser(t);
  [quantId] = (await addQuestions(t, [generated])) as [number];
  await seedConceptNotes(t.deps);
});
afterAll(() => t.close());

describe('the built-in tutor', () => {
  it('hints one step at a time on a generated quant question, and gives the answer only when asked', async () => {
    const steps = generated.explanation;
    expect(steps.length).toBeGreaterThanOrEqual(3);
    const first = await ask(
      t,
      { questionId: quantId, message: 'Can I get a hint?', learnerAnswer: 'C' },
      learner.headers,
    );
    expect(first.status).toBe(200);
    const meta = first.events[0];
    expect(meta?.event).toBe('meta');
    const conversationId = conversationOf(first.events);
    expect(meta?.data).toMatchObject({ engine: 'offline' });
    const hint1 = answerText(first.events);
    expect(hint1).toContain('Hint 1 of 2');
    expect(hint1).toContain(must(steps[0], 'step 0'));
    expect(hint1).not.toContain(must(steps[1], 'step 1'));
    expect(hint1).not.toContain(must(steps[2], 'step 2'));

    const second = answerText(
      (await ask(t, { conversationId, message: 'another hint please' }, learner.headers)).events,
    );
    expect(second).toContain('Hint 2 of 2');
    expect(second).toContain(must(steps[1], 'step 1'));
    expect(second).not.toContain(must(steps[2], 'step 2'));

    const third = answerText((await ask(t, { conversationId, message: 'one more hint' }, learner.headers)).events);
    expect(third).toContain('That was every hint');
    expect(third).not.toContain(must(steps[2], 'step 2'));

    const answer = await ask(t, { conversationId, message: 'show me the answer' }, learner.headers);
    const text = answerText(answer.events);
    expect(text).toContain(must(steps[2], 'step 2'));
    expect(text).toContain('**Answer:** Option B: ');
    expect(text).toContain('You answered **C**');
    expect(doneOf(answer.events)).toEqual({ status: 'complete' });
    const sources = answer.events.find((e) => e.event === 'sources')?.data as { href: string }[];
    expect(sources[0]?.href).toBe(`/questions?ids=${quantId}`);

    // The conversation keeps every turn, in order.
    const res = await t.app.inject({ url: `/api/ai-tutor/conversations/${conversationId}`, headers: learner.headers });
    expect(res.json().messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(res.json().title).toBe(`Question ${quantId}: Percentages`);
  });

  it('answers a concept question from our concept notes (content/concept-notes), citing the note', async () => {
    const res = await ask(t, { message: 'What is alligation?' }, learner.headers);
    const text = answerText(res.events);
    expect(text).toContain('## Averages, alligation and mixtures');
    expect(text).toContain('## Worked example');
    expect(text).toContain('[Averages, alligation and mixtures](/ai-tutor?concept=qa-averages-mixtures)');
    expect(doneOf(res.events)).toEqual({ status: 'complete' });
  });

  it('has at least 40 of our concept notes to search', async () => {
    await ask(t, { message: 'What is a weighted average?' }, learner.headers);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from tutor_concept_notes`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThanOrEqual(40);
  });

  it('says plainly what it cannot answer', async () => {
    const text = answerText(
      (await ask(t, { message: 'Recommend a good pizza place near me' }, learner.headers)).events,
    );
    expect(text).toContain("I can't answer that one");
    expect(text).toContain('built-in tutor (offline)');
  });

  it('suggests similar practice questions from the bank', async () => {
    const ids = await addQuestions(t, [mcq(), mcq()]);
    const res = await ask(t, { questionId: quantId, message: 'Give me similar questions' }, learner.headers);
    const text = answerText(res.events);
    for (const id of ids) expect(text).toContain(`/questions?ids=${id}`);
    expect(text).not.toContain(`[Question ${quantId}]`);
  });

  it('reads a learner’s weak topic for "what should I study next"', async () => {
    const weakLearner = await createUser(t);
    const weak = await addQuestions(
      t,
      Array.from({ length: 12 }, () => mcq({ topic: 'Percentages' })),
    );
    const strong = await addQuestions(
      t,
      Array.from({ length: 20 }, () => mcq({ area: 'Algebra', topic: 'Linear Equations' })),
    );
    const at = t.clock.now();
    await t.database.db.insert(attempts).values([
      ...weak.map((questionId, i) => ({
        userId: weakLearner.id,
        questionId,
        isCorrect: i === 0,
        seconds: 60,
        createdAt: at,
      })),
      ...strong.map((questionId) => ({
        userId: weakLearner.id,
        questionId,
        isCorrect: true,
        seconds: 60,
        createdAt: at,
      })),
    ]);
    const text = answerText((await ask(t, { message: 'What should I study next?' }, weakLearner.headers)).events);
    expect(text).toContain('**Percentages** (QA): 8.3% over 12 answers');
    expect(text).toMatch(/\[Percentages\]\(\/questions\?ids=\d+/);
    expect(text).not.toContain('Linear Equations');
  });

  it('asks a guest to sign in for study advice', async () => {
    const text = answerText((await ask(t, { message: 'What should I study next?' })).events);
    expect(text).toContain('Sign in');
  });
});

describe('limits and conversations', () => {
  it('refuses a message over 4,000 characters with 400', async () => {
    const res = await ask(t, { message: 'x'.repeat(TUTOR_MESSAGE_MAX + 1) }, learner.headers);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'validation_error' });
    expect((await ask(t, { message: 'x'.repeat(TUTOR_MESSAGE_MAX) }, learner.headers)).status).toBe(200);
  });

  it('gives a guest 5 messages a day, then a clear 429 with the way on; a new day starts again', async () => {
    const first = await ask(t, { message: 'What is a percentage?' });
    const cookie = must(first.cookie, 'the guest cookie');
    for (let i = 0; i < 4; i++) expect((await ask(t, { message: 'hello' }, { cookie })).status).toBe(200);
    const refused = await ask(t, { message: 'hello' }, { cookie });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'tutor_limit', message: expect.stringContaining('Sign up free') });
    const usage = await t.app.inject({ url: '/api/ai-tutor/usage', headers: { cookie } });
    expect(usage.json()).toMatchObject({ tier: 'guest', used: 5, limit: 5, engine: 'offline' });
    t.clock.advance(24 * 3600_000);
    expect((await ask(t, { message: 'hello' }, { cookie })).status).toBe(200);
  });

  it('caps the guests of one network address at 50 a day together, so dropping the cookie is no way round', async () => {
    const fromAddress = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai-tutor/messages',
        payload: { message: 'hello' },
        headers: cookie ? { cookie } : {},
        remoteAddress: '10.9.9.9',
      });
    for (let guest = 0; guest < GUEST_ADDRESS_DAILY_LIMIT / TUTOR_DAILY_LIMITS.guest; guest++) {
      const first = await fromAddress();
      expect(first.statusCode).toBe(200);
      const cookie = must(String(first.headers['set-cookie']).split(';')[0], 'the guest cookie');
      for (let i = 1; i < TUTOR_DAILY_LIMITS.guest; i++) expect((await fromAddress(cookie)).statusCode).toBe(200);
    }
    const refused = await fromAddress();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'tutor_limit', message: GUEST_ADDRESS_LIMIT_MESSAGE });
    // The refused guest's own allowance is untouched; another address is not affected.
    const cookie = String(refused.headers['set-cookie']).split(';')[0] ?? '';
    expect((await t.app.inject({ url: '/api/ai-tutor/usage', headers: { cookie } })).json().used).toBe(0);
    expect((await ask(t, { message: 'hello' })).status).toBe(200);
  });

  it('keeps conversations per owner: list, rename, delete; another caller sees none of them', async () => {
    const other = await createUser(t);
    const { events } = await ask(t, { message: 'What is a ratio?' }, learner.headers);
    const conversationId = conversationOf(events);
    const list = await t.app.inject({ url: '/api/ai-tutor/conversations', headers: learner.headers });
    expect(list.json().items.map((c: { id: number }) => c.id)).toContain(conversationId);
    const theirs = await t.app.inject({ url: '/api/ai-tutor/conversations', headers: other.headers });
    expect(theirs.json().items).toEqual([]);
    const url = `/api/ai-tutor/conversations/${conversationId}`;
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    expect((await ask(t, { conversationId, message: 'hi' }, other.headers)).status).toBe(404);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: learner.headers,
      payload: { title: 'Ratios' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: learner.headers })).json().title).toBe('Ratios');
    expect((await t.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: learner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: learner.headers })).statusCode).toBe(404);
  });
});
