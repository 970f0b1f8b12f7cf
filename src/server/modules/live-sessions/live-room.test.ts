import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '#server/db/schema/index';
import { attachRealtime, type Realtime } from '#server/platform/realtime';
import { createUser, type TestUser } from '#server/test/fixtures';
import { connectLive, type LiveClient } from '#server/test/live-client';
import { queryLog } from '#server/test/query-log';
import { addQuestions, mcq } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ChatMessage, RoomPoll, RoomQuestion, RoomState } from '#shared/contracts/live-sessions';
import { must } from '#shared/must';
import { liveRoomService } from './live-room.service.ts';
import { createSession } from './live-test-fixtures.ts';

// The class room in one process (no Redis): who gets in, chat rules, moderation, Q&A, hands, polls.

let t: TestApp;
let realtime: Realtime;
let port: number;
let staff: TestUser;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  realtime = await attachRealtime(t.app, { ...t.services, clock: t.clock, appUrl: 'http://localhost:3000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  staff = await createUser(t, { kind: 'admin' });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await realtime.close();
  await t.close();
});

async function join(sessionId: string, user: TestUser | null) {
  const c = await connectLive(port, sessionId, user?.token);
  clients.push(c);
  return c;
}
const register = (u: TestUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/live-sessions/${id}/registration`, headers: u.headers });
const admin = (id: string, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/live-sessions/${id}/${action}`, headers: staff.headers });

describe('live room', () => {
  it('refuses a guest, a learner who did not register and a free learner in a premium room', async () => {
    const s = await createSession(t, staff);
    await expect(join(s.id, null)).rejects.toMatchObject({ code: 'unauthorized' });
    const stranger = await createUser(t);
    await expect(join(s.id, stranger)).rejects.toMatchObject({ code: 'forbidden' });
    const p = await createSession(t, staff, { isPremium: true });
    await expect(join(p.id, stranger)).rejects.toMatchObject({ code: 'premium_required' });
  });

  it('a member is known by the session cookie or the x-auth-token header, as on HTTP (plugins/auth.ts tokenFrom)', async () => {
    const s = await createSession(t, staff);
    const a = await createUser(t);
    await register(a, s.id);
    const ways: Array<Record<string, string>> = [
      { cookie: `theme=dark; auth_token=${a.token}` },
      { 'x-auth-token': a.token },
    ];
    for (const headers of ways) {
      const c = await connectLive(port, s.id, undefined, headers);
      clients.push(c);
      expect(c.socket.connected).toBe(true);
    }
    await expect(connectLive(port, s.id, undefined, { cookie: 'auth_token=not-a-token' })).rejects.toMatchObject({
      code: 'unauthorized',
    });
  });

  it('chat: history on join, sanitised, length- and rate-limited, closed before start; moderation', async () => {
    const s = await createSession(t, staff);
    const [a, b] = [await createUser(t), await createUser(t)];
    await register(a, s.id);
    await register(b, s.id);
    const ca = await join(s.id, a);
    const early = await ca.send('chat:send', { body: 'hello?' });
    expect(early).toMatchObject({ ok: false, code: 'conflict' });
    await admin(s.id, 'start');
    await ca.next('room:status', (p: { status: string }) => p.status === 'live');
    expect(await ca.send('chat:send', { body: '<b>Hi</b> <script>x</script>all' })).toEqual({ ok: true });
    const [msg] = await ca.next<ChatMessage[]>('chat:messages');
    expect(msg.body).toBe('Hi xall');
    expect(await ca.send('chat:send', { body: 'again' })).toMatchObject({ ok: false, code: 'rate_limited' });
    expect(await ca.send('chat:send', { body: 'x'.repeat(501) })).toMatchObject({ ok: false, code: 'bad_request' });
    t.clock.advance(1100);
    expect(await ca.send('chat:send', { body: 'second' })).toEqual({ ok: true });

    const cb = await join(s.id, b);
    const state = await cb.next<RoomState>('room:state');
    expect(state.chat.map((m) => m.body)).toEqual(['Hi xall', 'second']);

    const host = await join(s.id, staff);
    await host.next('room:state');
    expect(await host.send('chat:delete', { messageId: msg.id })).toEqual({ ok: true });
    expect(await cb.next<{ messageId: number }>('chat:deleted')).toEqual({ messageId: msg.id });
    expect(await cb.send('chat:delete', { messageId: msg.id })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await host.send('user:mute', { userId: b.id })).toEqual({ ok: true });
    await cb.next('room:muted');
    expect(await cb.send('chat:send', { body: 'let me talk' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await host.send('room:slow-mode', { slowModeSeconds: 30 })).toEqual({ ok: true });
    t.clock.advance(1100);
    expect(await ca.send('chat:send', { body: 'slow 1' })).toEqual({ ok: true });
    t.clock.advance(5000);
    expect(await ca.send('chat:send', { body: 'slow 2' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('Slow mode'),
    });
    // The host chats even in slow mode; lines reach members in 'chat:messages' frames (batcher.test.ts).
    t.clock.advance(31_000);
    const sent = await Promise.all([
      ca.send('chat:send', { body: 'together 1' }),
      host.send('chat:send', { body: 'together 2' }),
    ]);
    expect(sent).toEqual([{ ok: true }, { ok: true }]);
    const has = (body: string) => (lines: ChatMessage[]) => lines.some((m) => m.body === body);
    await cb.next<ChatMessage[]>('chat:messages', has('together 1'));
    await cb.next<ChatMessage[]>('chat:messages', has('together 2'));
    // The engagement report counts stored lines only: the muted learner's refused line is not one.
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/live-sessions/${s.id}/attendance`,
      headers: staff.headers,
    });
    const messages = Object.fromEntries(
      report.json().rows.map((r: { email: string; messages: number }) => [r.email, r.messages]),
    );
    expect(messages).toMatchObject({ [a.email]: 4, [b.email]: 0 });
    expect(await host.send('user:remove', { userId: a.id })).toEqual({ ok: true });
    await ca.next('room:removed');
    await expect(join(s.id, a)).rejects.toMatchObject({ code: 'forbidden' });
    const count = await host.next<{ count: number }>('attendees', (p) => p.count === 2);
    expect(count.count).toBe(2);
  });

  it('Q&A with one upvote each, raise hand, a poll answered once that counts as a practice attempt', async () => {
    const [questionId] = await addQuestions(t, [mcq()]);
    if (questionId === undefined) throw new Error('no question');
    const s = await createSession(t, staff);
    const [a, b] = [await createUser(t), await createUser(t)];
    await register(a, s.id);
    await register(b, s.id);
    await admin(s.id, 'start');
    const [ca, cb, host] = [await join(s.id, a), await join(s.id, b), await join(s.id, staff)];
    expect(await ca.send('qa:ask', { body: 'Why is successive change not additive?' })).toEqual({ ok: true });
    const q = await cb.next<RoomQuestion>('qa:question');
    expect(await cb.send('qa:upvote', { questionId: q.id })).toEqual({ ok: true });
    expect(await cb.send('qa:upvote', { questionId: q.id })).toEqual({ ok: true });
    const list = await ca.next<RoomQuestion[]>('qa:list', (l) => l[0]?.upvotes === 1);
    expect(list[0]).toMatchObject({ upvotes: 1, answered: false });
    expect(await ca.send('qa:answered', { questionId: q.id })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await host.send('qa:answered', { questionId: q.id })).toEqual({ ok: true });
    await ca.next<RoomQuestion[]>('qa:list', (l) => l[0]?.answered === true);

    expect(await cb.send('hand:raise', {})).toEqual({ ok: true });
    const hands = await host.next<Array<{ userId: string }>>('hands', (h) => h.length === 1);
    expect(hands[0]?.userId).toBe(b.id);

    expect(await ca.send('poll:push', { questionId, seconds: 30 })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await host.send('poll:push', { questionId, seconds: 30 })).toEqual({ ok: true });
    const poll = await ca.next<RoomPoll>('poll');
    expect(poll.correct).toBeNull();
    expect(await ca.send('poll:answer', { pollId: poll.id, option: 1 })).toEqual({ ok: true });
    expect(await ca.send('poll:answer', { pollId: poll.id, option: 2 })).toMatchObject({ ok: false, code: 'conflict' });
    expect(await cb.send('poll:answer', { pollId: poll.id, option: 1 })).toEqual({ ok: true });
    const counts = await host.next<{ counts: number[] }>('poll:counts', (p) => p.counts[1] === 2);
    expect(counts.counts.slice(0, 4)).toEqual([0, 2, 0, 0]);
    const recorded = await t.database.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.context, 'live'), eq(attempts.contextId, poll.id)));
    expect(recorded.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    t.clock.advance(31_000);
    expect(await cb.send('poll:answer', { pollId: poll.id, option: 0 })).toMatchObject({ ok: false });

    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/live-sessions/${s.id}/attendance`,
      headers: staff.headers,
    });
    const row = report.json().rows.find((r: { userId: string }) => r.userId === a.id);
    expect(row).toMatchObject({ joined: true, questions: 1, pollAnswers: 1 });
  });

  it('answering a poll reads the poll once, stores the answer and reads nothing more', async () => {
    const [questionId] = await addQuestions(t, [mcq()]);
    const s = await createSession(t, staff);
    const learner = await createUser(t);
    await admin(s.id, 'start');
    const { database, statements } = queryLog(t.database);
    const room = liveRoomService({
      ...t.deps,
      database,
      liveSessions: t.services.liveSessions,
      practice: t.services.practice,
    });
    const authOf = async (u: TestUser) => must(await t.services.access.authenticate(u.token), 'a signed-in user');
    const host = { auth: await authOf(staff), sessionId: s.id, moderator: true };
    const poll = await room.pushPoll(host, must(questionId, 'a question'), 30);

    statements.length = 0;
    await room.answerPoll({ auth: await authOf(learner), sessionId: s.id, moderator: false }, poll.id, 1);
    // The poll (is it open?), the answer, the attendance counter; no second read of the poll, its question or counts.
    expect(statements).toEqual([
      expect.stringMatching(/^select .* from "live_polls" where/),
      expect.stringMatching(/^insert into "live_poll_answers"/),
      expect.stringMatching(/^update "live_attendance"/),
    ]);
    const stored = await room.poll(poll.id, false);
    expect(stored?.counts[1]).toBe(1);
  });
});
