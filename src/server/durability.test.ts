import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '#server/db/client';
import { attempts, bookmarks, users } from '#server/db/schema/index';
import {
  killIfRunning,
  removeTempDirs,
  request,
  type ServerProcess,
  startServerProcess,
  tempDir,
  waitUntilReady,
} from '#server/test/server-process';
import { freshPostgres } from '#server/test/test-db';
import { must } from '#shared/must';

// kill -9 during writes: the real server (a child process) takes concurrent practice answers, bookmarks and
// registrations; every write it acknowledged (2xx) is recorded; it is killed without warning mid-stream,
// restarted on the same data, and every acknowledged write must be there. PGlite runs in the embedded pass,
// PostgreSQL in CI's PostgreSQL pass (TEST_DATABASE_URL).

interface Acked {
  attempts: number[];
  bookmarks: Array<{ userId: string; questionId: number; note: string }>;
  registrations: string[];
}

const WORKERS = 12;
const KILL_AFTER_ACKS = 300;

/** A client address of its own per request, so the per-address limits (20 sign-ups an hour) never refuse one. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function learners(port: number, count: number) {
  const out: Array<{ id: string; token: string }> = [];
  for (let i = 0; i < count; i++) {
    const email = `durable-learner-${i}@example.com`;
    const headers = { 'x-forwarded-for': nextAddress() };
    const body = { firstName: 'Durable', lastName: `L${i}`, email, username: `durable_${i}`, password: 'secret-pass' };
    expect((await request({ port, method: 'POST', path: '/api/register', body, headers })).status).toBe(201);
    const login = await request({ port, method: 'POST', path: '/api/login', body: { email, password: 'secret-pass' } });
    const token = (login.body as { token: string }).token;
    const me = await request({ port, method: 'GET', path: '/api/auth/user', headers: { 'x-auth-token': token } });
    out.push({ id: (me.body as { id: string }).id, token });
  }
  return out;
}

async function mcqIds(port: number, token: string): Promise<number[]> {
  const page = await request({
    port,
    method: 'GET',
    path: '/api/practice/questions?type=MCQ&access=available&limit=100',
    headers: { 'x-auth-token': token },
  });
  return (page.body as { items: Array<{ id: number }> }).items.map((q) => q.id);
}

/** Concurrent writers until the server dies; returns what it acknowledged. */
async function writeUntilKilled(server: ServerProcess): Promise<Acked> {
  const { port } = server;
  const users = await learners(port, 4);
  const questions = await mcqIds(port, must(users[0], 'a learner').token);
  expect(questions.length).toBeGreaterThan(10);
  const acked: Acked = { attempts: [], bookmarks: [], registrations: [] };
  const total = () => acked.attempts.length + acked.bookmarks.length + acked.registrations.length;
  let dead = false;
  let sequence = 0;
  let bookmarked = 0;
  let killed: Promise<void> | undefined;

  const one = async () => {
    const n = sequence++;
    let user = must(users[n % users.length], 'a learner');
    // Each (learner, question) pair is bookmarked once, so the acknowledged note is the one that must be stored.
    const pair = n % 3 === 1 && bookmarked < users.length * questions.length ? bookmarked++ : undefined;
    const kind = pair === undefined ? (n % 3 === 1 ? 0 : n % 3) : 1;
    if (pair !== undefined) user = must(users[pair % users.length], 'a learner');
    const auth = { 'x-auth-token': user.token };
    if (kind === 0) {
      const questionId = must(questions[n % questions.length], 'a question');
      const body = { answer: { option: n % 4 }, seconds: 20 };
      const r = await request({
        port,
        method: 'POST',
        path: `/api/practice/questions/${questionId}/attempt`,
        body,
        headers: auth,
      });
      expect(r.status).toBe(200);
      acked.attempts.push((r.body as { attemptId: number }).attemptId);
    } else if (kind === 1) {
      const questionId = must(questions[Math.floor((pair ?? 0) / users.length)], 'a question');
      const note = `note ${n}`;
      const r = await request({
        port,
        method: 'PUT',
        path: `/api/bookmarks/${questionId}`,
        body: { note },
        headers: auth,
      });
      if (r.status === 200) acked.bookmarks.push({ userId: user.id, questionId, note });
      else expect(r.status).toBe(200);
    } else {
      const email = `durable-${n}@example.com`;
      const body = { firstName: 'Durable', lastName: 'Reg', email, username: `durable_r${n}`, password: 'secret-pass' };
      const r = await request({
        port,
        method: 'POST',
        path: '/api/register',
        body,
        headers: { 'x-forwarded-for': nextAddress() },
      });
      expect(r.status).toBe(201);
      acked.registrations.push(email);
    }
    if (!killed && total() >= KILL_AFTER_ACKS) {
      killed = (async () => {
        server.child.kill('SIGKILL');
        await server.exited;
      })();
    }
  };

  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (!dead) {
        try {
          await one();
        } catch (error) {
          // A request cut off by the kill was never acknowledged: it may or may not be stored.
          if (!killed) throw error;
          dead = true;
        }
      }
    }),
  );
  await killed;
  return acked;
}

async function findAll(database: Database, acked: Acked) {
  const { db } = database;
  const found = (rows: unknown[]) => rows.length;
  const stored = await db.select().from(bookmarks);
  const notes = new Set(stored.map((b) => `${b.userId}/${b.questionId}/${b.note}`));
  return {
    attempts: acked.attempts.length
      ? found(await db.select({ id: attempts.id }).from(attempts).where(inArray(attempts.id, acked.attempts)))
      : 0,
    registrations: acked.registrations.length
      ? found(await db.select({ id: users.id }).from(users).where(inArray(users.email, acked.registrations)))
      : 0,
    bookmarks: acked.bookmarks.filter((b) => notes.has(`${b.userId}/${b.questionId}/${b.note}`)).length,
  };
}

async function killDuringWritesAndRestart(env: Record<string, string>, open: () => Promise<Database>) {
  const common = { ...env, TRUST_PROXY: '127.0.0.1', SEED_QUESTIONS: '60' };
  const first = await startServerProcess('main', common);
  let second: ServerProcess | undefined;
  try {
    await waitUntilReady(first);
    const acked = await writeUntilKilled(first);
    expect(await first.exited).toBe('SIGKILL');
    expect(acked.attempts.length + acked.bookmarks.length + acked.registrations.length).toBeGreaterThanOrEqual(
      KILL_AFTER_ACKS,
    );

    // Restart on the same data: it must come up (PGlite takes over the dead process's lock) and serve a learner.
    second = await startServerProcess('main', common, first.port);
    await waitUntilReady(second);
    const login = await request({
      port: second.port,
      method: 'POST',
      path: '/api/login',
      body: { email: acked.registrations[0], password: 'secret-pass' },
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const database = await open();
    try {
      expect(await findAll(database, acked)).toEqual({
        attempts: acked.attempts.length,
        registrations: acked.registrations.length,
        bookmarks: acked.bookmarks.length,
      });
    } finally {
      await database.close();
    }
  } finally {
    await killIfRunning(first);
    await killIfRunning(second);
  }
}

const pgUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  removeTempDirs();
});

// Two starts of a server on a fresh database (the first seeds it in a child process) take 90–100 s on a quiet
// 2-core machine; the limit leaves room for a loaded one.
const TWO_STARTS_MS = 240_000;

describe('kill -9 during writes, then restart: every acknowledged write is found', () => {
  it.skipIf(Boolean(pgUrl))(
    'on PGlite (a data folder)',
    async () => {
      const dataDir = tempDir('durable-pglite-');
      await killDuringWritesAndRestart({ DATA_DIR: dataDir }, () => openPglite(dataDir));
    },
    TWO_STARTS_MS,
  );

  it.skipIf(!pgUrl)(
    'on PostgreSQL (a fresh database)',
    async () => {
      const database = await freshPostgres(must(pgUrl, 'TEST_DATABASE_URL'), 'durable');
      cleanups.push(database.drop);
      await killDuringWritesAndRestart({ DATABASE_URL: database.url, DATA_DIR: tempDir('durable-pg-') }, async () =>
        openPostgres(database.url, 2),
      );
    },
    TWO_STARTS_MS,
  );
});
