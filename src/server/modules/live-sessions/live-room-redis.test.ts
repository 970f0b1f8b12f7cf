import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '#server/db/client';
import { rowsOf } from '#server/db/rows';
import { manualClock } from '#server/platform/clock';
import { createUser, type TestUser } from '#server/test/fixtures';
import { connectLive, type LiveClient } from '#server/test/live-client';
import {
  killIfRunning,
  removeTempDirs,
  request,
  type ServerProcess,
  startServerProcess,
  tempDir,
  waitUntilReady,
} from '#server/test/server-process';
import type { TestApp } from '#server/test/test-app';
import { freshPostgres } from '#server/test/test-db';
import type { ChatMessage, RoomPoll, RoomQuestion } from '#shared/contracts/live-sessions';
import { must } from '#shared/must';

// Two server processes (npm start twice) on one PostgreSQL and the local Redis: rooms are shared through the
// Socket.IO Redis adapter, so a learner on one process sees the chat, poll and Q&A of a learner on the other.

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!pgUrl || !redisUrl)('live room across two server processes (Redis adapter)', () => {
  let one: ServerProcess;
  let two: ServerProcess;
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let database: Database;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    fresh = await freshPostgres(must(pgUrl, 'TEST_DATABASE_URL'), 'live');
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: fresh.url,
      REDIS_URL: must(redisUrl, 'TEST_REDIS_URL'),
      REDIS_PREFIX: `test-live-${Date.now()}:`,
      DATA_DIR: tempDir('live-data-'),
    };
    one = await startServerProcess('main', env);
    await waitUntilReady(one);
    two = await startServerProcess('main', env);
    await waitUntilReady(two);
    database = openPostgres(fresh.url, 2);
  }, 180_000);

  afterAll(async () => {
    for (const c of clients) c.close();
    await killIfRunning(one);
    await killIfRunning(two);
    await database?.close();
    await fresh?.drop();
    removeTempDirs();
  });

  const asApp = () => ({ database, clock: manualClock(new Date()) }) as unknown as TestApp;
  const call = (server: ServerProcess, method: string, path: string, user: TestUser, body?: unknown) =>
    request({ port: server.port, method, path, body, headers: user.headers });
  const join = async (server: ServerProcess, sessionId: string, user?: TestUser) => {
    const c = await connectLive(server.port, sessionId, user?.token);
    clients.push(c);
    return c;
  };

  it('a learner on one process sees the chat, poll and Q&A of a learner on the other; guests and strangers are refused', async () => {
    const staff = await createUser(asApp(), { kind: 'admin' });
    const [a, b, stranger] = [await createUser(asApp()), await createUser(asApp()), await createUser(asApp())];
    const created = await call(one, 'POST', '/api/admin/live-sessions', staff, {
      title: 'Two-process class',
      subject: 'QA',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      durationMinutes: 60,
      videoKind: 'embed',
      videoUrl: 'https://meet.jit.si/two-process-class',
    });
    expect(created.status).toBe(200);
    const id = (created.body as { id: string }).id;
    expect((await call(one, 'POST', `/api/live-sessions/${id}/registration`, a)).status).toBe(200);
    expect((await call(two, 'POST', `/api/live-sessions/${id}/registration`, b)).status).toBe(200);

    await expect(join(two, id)).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(join(one, id, stranger)).rejects.toMatchObject({ code: 'forbidden' });

    const onOne = await join(one, id, a);
    const onTwo = await join(two, id, b);
    const host = await join(two, id, staff);
    // Started through process one's HTTP API: both rooms hear it.
    expect((await call(one, 'POST', `/api/admin/live-sessions/${id}/start`, staff)).status).toBe(200);
    await onTwo.next('room:status', (p: { status: string }) => p.status === 'live');

    expect(await onTwo.send('chat:send', { body: 'Hello from process two' })).toEqual({ ok: true });
    const [chat] = await onOne.next<ChatMessage[]>('chat:messages');
    expect(chat).toMatchObject({ body: 'Hello from process two', userId: b.id });

    expect(await onTwo.send('qa:ask', { body: 'Is 20% then 25% the same as 50%?' })).toEqual({ ok: true });
    const question = await onOne.next<RoomQuestion>('qa:question');
    expect(question.body).toBe('Is 20% then 25% the same as 50%?');

    const [mcq] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`select id from questions where status = 'published' and type = 'MCQ' and not is_premium order by id limit 1`,
      ),
    );
    expect(await host.send('poll:push', { questionId: must(mcq, 'a seeded MCQ').id, seconds: 60 })).toEqual({
      ok: true,
    });
    const poll = await onOne.next<RoomPoll>('poll');
    expect(await onOne.send('poll:answer', { pollId: poll.id, option: 2 })).toEqual({ ok: true });
    const counts = await onTwo.next<{ counts: number[] }>('poll:counts', (p) => p.counts[2] === 1);
    expect(counts.counts[2]).toBe(1);
    const attendees = await onOne.next<{ count: number }>('attendees', (p) => p.count === 3);
    expect(attendees.count).toBe(3);
  }, 60_000);
});
