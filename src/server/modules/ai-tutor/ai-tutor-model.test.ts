import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tutorDailyUsage } from '#server/db/schema/index';
import { seedConceptNotes } from '#server/db/seeds/concept-notes';
import { openAiEngine } from '#server/platform/llm';
import { type ChatPeer, startChatPeer } from '#server/test/chat-completions-peer';
import { createUser, type TestUser } from '#server/test/fixtures';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { calendarDay } from '#shared/domain/calendar';
import { answerText, ask, conversationOf, doneOf, parseSse } from './tutor-test-helpers.ts';

// The model engine against a local OpenAI-compatible server on 127.0.0.1: streaming, a failure mid-stream, the
// 30-s time-out (shortened), Stop (abort), retrieval placed in the prompt, the daily limits.

const KEY = 'sk-test-secret-key-0001';
let t: TestApp;
let peer: ChatPeer;
let learner: TestUser;
let questionId: number;

function useEngine(timeoutMs = 30_000) {
  t.deps.llm = openAiEngine({ baseUrl: peer.url, apiKey: KEY, model: 'test-model', timeoutMs });
}

beforeAll(async () => {
  peer = await startChatPeer();
  t = await createTestApp();
  learner = await createUser(t);
  [questionId] = (await addQuestions(t, [
    mcq({
      topic: 'Mixtures & Alligation',
      stem: 'A trader mixes rice at ₹30/kg with rice at ₹50/kg to sell the mixture at ₹36/kg. In what ratio?',
      options: ['7:3', '3:7', '2:1', '1:2'],
      answer: { kind: 'option', index: 0 },
      explanation: ['By alligation, (50 − 36):(36 − 30) = 14:6.', 'So the ratio is 7:3.'],
    }),
  ])) as [number];
  await seedConceptNotes(t.deps, [
    {
      id: 'qa-alligation',
      title: 'Alligation',
      section: 'QA',
      area: 'Arithmetic',
      topics: ['Mixtures & Alligation'],
      keywords: ['alligation', 'mixture'],
      body: 'Alligation rule: the cheaper and dearer quantities are in the ratio (dearer − mean):(mean − cheaper).',
    },
  ]);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});
beforeEach(() => useEngine());

describe('the model engine', () => {
  it('streams the model’s chunks, with our retrieved passages and the question in the prompt', async () => {
    peer.behaviour = { kind: 'stream', chunks: ['Think ', 'about ', 'the **alligation** rule.'] };
    const before = peer.received.length;
    const res = await ask(
      t,
      { questionId, message: 'Give me a hint on the alligation', learnerAnswer: 'B' },
      learner.headers,
    );
    expect(res.status).toBe(200);
    expect(res.events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'delta', 'sources', 'done']);
    expect(res.events[0]?.data).toMatchObject({ engine: 'model' });
    expect(answerText(res.events)).toBe('Think about the **alligation** rule.');
    expect(doneOf(res.events)).toEqual({ status: 'complete' });

    const request = peer.received[before];
    expect(request?.model).toBe('test-model');
    expect(request?.stream).toBe(true);
    const system = request?.messages[0]?.content ?? '';
    expect(request?.messages[0]?.role).toBe('system');
    expect(system).toContain('Alligation rule: the cheaper and dearer quantities'); // the concept note
    expect(system).toContain('(/ai-tutor?concept=qa-alligation)');
    expect(system).toContain('A trader mixes rice'); // the question in hand
    expect(system).toContain('By alligation, (50 − 36):(36 − 30) = 14:6.'); // its worked explanation
    expect(system).toContain('The learner answered: B');
    expect(system).toContain('never the final answer until they ask');
    expect(request?.messages.at(-1)).toEqual({ role: 'user', content: 'Give me a hint on the alligation' });
    expect(peer.authorizations.at(-1)).toBe(`Bearer ${KEY}`);

    // Sources are cited as links; neither the key nor the prompt reaches the browser.
    const sources = res.events.find((e) => e.event === 'sources')?.data as { title: string; href: string }[];
    expect(sources).toContainEqual({ title: 'Alligation', href: '/ai-tutor?concept=qa-alligation' });
    expect(sources).toContainEqual({ title: `Question ${questionId}`, href: `/questions?ids=${questionId}` });
    const raw = JSON.stringify(res.events);
    expect(raw).not.toContain(KEY);
    expect(raw).not.toContain('never the final answer');

    // The next turn carries the conversation so far.
    const conversationId = conversationOf(res.events);
    peer.behaviour = { kind: 'stream', chunks: ['Next: 14:6.'] };
    await ask(t, { conversationId, message: 'next step' }, learner.headers);
    expect(peer.received.at(-1)?.messages.slice(1)).toEqual([
      { role: 'user', content: 'Give me a hint on the alligation' },
      { role: 'assistant', content: 'Think about the **alligation** rule.' },
      { role: 'user', content: 'next step' },
    ]);
  });

  it('ends the stream with a clear message when the provider fails mid-stream, keeping what was written', async () => {
    peer.behaviour = { kind: 'fail-mid-stream', chunks: ['The ratio ', 'is found '] };
    const used = async () =>
      (await t.app.inject({ url: '/api/ai-tutor/usage', headers: learner.headers })).json().used as number;
    const before = await used();
    const res = await ask(t, { message: 'Explain alligation' }, learner.headers);
    // A failed answer is given back to the day's allowance.
    expect(await used()).toBe(before);
    expect(answerText(res.events)).toBe('The ratio is found ');
    const done = doneOf(res.events);
    expect(done?.status).toBe('failed');
    expect(done?.message).toMatch(/failed.*What was written so far is kept/);
    expect(done?.message).not.toContain(KEY);
    const conversationId = conversationOf(res.events);
    const conv = await t.app.inject({ url: `/api/ai-tutor/conversations/${conversationId}`, headers: learner.headers });
    expect(conv.json().messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'The ratio is found ',
      status: 'failed',
    });
  });

  it('times out a silent provider and says so', async () => {
    useEngine(300);
    peer.behaviour = { kind: 'hang', chunks: ['Let me '] };
    const res = await ask(t, { message: 'Explain alligation' }, learner.headers);
    expect(answerText(res.events)).toBe('Let me ');
    expect(doneOf(res.events)?.message).toContain('took too long');
  });

  it('stops when the browser aborts: the provider’s request is aborted and the partial answer kept', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    peer.behaviour = { kind: 'hang', chunks: ['Half ', 'an answer'] };
    const closed = peer.closed();
    // The browser's Stop: the request's socket is closed mid-answer.
    const { text, stop } = await new Promise<{ text: string; stop: () => void }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/ai-tutor/messages',
          method: 'POST',
          headers: { 'content-type': 'application/json', ...learner.headers },
        },
        (res) => {
          expect(res.headers['content-type']).toContain('text/event-stream');
          let got = '';
          res.on('data', (d: Buffer) => {
            got += d.toString();
            if (got.includes('an answer')) resolve({ text: got, stop: () => req.destroy() });
          });
        },
      );
      req.on('error', () => {});
      req.setTimeout(5000, () => reject(new Error('no answer')));
      req.end(JSON.stringify({ message: 'Explain alligation slowly' }));
    });
    const conversationId = conversationOf(parseSse(text));
    stop();
    await closed; // the upstream request was aborted too
    let last: { status?: string; content?: string } = {};
    for (let i = 0; i < 50 && last.status !== 'stopped'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const conv = await t.app.inject({
        url: `/api/ai-tutor/conversations/${conversationId}`,
        headers: learner.headers,
      });
      last = conv.json().messages.at(-1);
    }
    expect(last).toMatchObject({ status: 'stopped', content: 'Half an answer' });
  });
});

describe('daily limits', () => {
  it('stops a free learner at 20 a day with the upgrade path; premium with aiTutorAccess gets 300', async () => {
    peer.behaviour = { kind: 'stream', chunks: ['ok'] };
    const free = await createUser(t);
    const day = calendarDay(t.clock.now());
    await t.database.db.insert(tutorDailyUsage).values({ owner: `user:${free.id}`, day, count: 19 });
    expect((await ask(t, { message: 'hi' }, free.headers)).status).toBe(200);
    const refused = await ask(t, { message: 'hi' }, free.headers);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'tutor_limit', message: expect.stringContaining('Upgrade to Premium') });
    const before = peer.received.length;
    await ask(t, { message: 'hi' }, free.headers);
    expect(peer.received.length).toBe(before); // a refused message never reaches the model

    const premium = await createUser(t, { kind: 'premium' });
    const usage = await t.app.inject({ url: '/api/ai-tutor/usage', headers: premium.headers });
    expect(usage.json()).toMatchObject({ tier: 'premium', limit: 300, used: 0, engine: 'model' });
  });
});
