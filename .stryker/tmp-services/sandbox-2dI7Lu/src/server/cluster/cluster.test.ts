// @ts-nocheck
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  killIfRunning,
  type Reply,
  removeTempDirs,
  request,
  type ServerProcess,
  startServerProcess,
  tempDir,
  waitUntilReady,
} from '#server/test/server-process';
import { freshPostgres } from '#server/test/test-db';
import { must } from '#shared/must';
import { clusterRefusal } from './supervisor.ts';

// `npm run start:cluster` as operators run it: two workers on one port, the local PostgreSQL (a fresh database)
// and Redis (a key prefix of its own). Runs in CI's PostgreSQL pass (TEST_DATABASE_URL and TEST_REDIS_URL).

afterAll(() => removeTempDirs());

describe('cluster refuses what it cannot share', () => {
  it('names DATABASE_URL when the embedded database would be used, and REDIS_URL when it is missing', () => {
    expect(clusterRefusal({ DATABASE_URL: undefined, REDIS_URL: 'redis://x' })).toMatch(
      /needs DATABASE_URL .*PGlite\) is single-process/,
    );
    expect(clusterRefusal({ DATABASE_URL: 'postgres://x/y', REDIS_URL: undefined })).toMatch(/needs REDIS_URL/);
    expect(clusterRefusal({ DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://x' })).toBeUndefined();
  });

  it('npm run start:cluster on the embedded database exits 1 with that message and never listens', async () => {
    const server = await startServerProcess('cluster', { DATA_DIR: tempDir('cluster-pglite-') });
    try {
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('npm run start:cluster needs DATABASE_URL (PostgreSQL)');
      expect(server.output()).not.toContain('listening');
    } finally {
      await killIfRunning(server);
    }
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!pgUrl || !redisUrl)('cluster on PostgreSQL and Redis (two workers)', () => {
  let server: ServerProcess;
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  const agents: http.Agent[] = [];

  /** A keep-alive connection of its own: every request on it reaches the same worker. */
  const connection = () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };
  const call = (agent: http.Agent | false, method: string, path: string, body?: unknown, token?: string) =>
    request({
      port: server.port,
      method,
      path,
      body,
      agent,
      headers: token ? { 'x-auth-token': token } : {},
    });
  const pidOf = async (agent: http.Agent) => ((await call(agent, 'GET', '/api/health')).body as { pid: number }).pid;

  /** Two connections that reach different workers (the primary hands connections out in turn). */
  async function twoWorkers(): Promise<[http.Agent, http.Agent]> {
    const a = connection();
    const pidA = await pidOf(a);
    for (let i = 0; i < 10; i++) {
      const b = connection();
      if ((await pidOf(b)) !== pidA) return [a, b];
    }
    throw new Error('every connection reached the same worker');
  }

  const register = (agent: http.Agent, n: string) =>
    call(agent, 'POST', '/api/register', {
      firstName: 'Cluster',
      lastName: 'Test',
      email: `cluster-${n}@example.com`,
      username: `cluster_${n}`,
      password: 'correct-horse',
      phone: '',
    });
  const login = (agent: http.Agent | false, n: string, password = 'correct-horse') =>
    call(agent, 'POST', '/api/login', { email: `cluster-${n}@example.com`, password });

  beforeAll(async () => {
    database = await freshPostgres(must(pgUrl, 'TEST_DATABASE_URL'), 'cluster');
    server = await startServerProcess('cluster', {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: must(redisUrl, 'TEST_REDIS_URL'),
      REDIS_PREFIX: `test-cluster-${Date.now()}:`,
      CLUSTER_WORKERS: '2',
      DATA_DIR: tempDir('cluster-data-'),
    });
    await waitUntilReady(server, 'cluster: 2 workers listening');
  }, 120_000);

  afterAll(async () => {
    for (const agent of agents) agent.destroy();
    await killIfRunning(server);
    await database?.drop();
  });

  it('serves from two worker processes, each answering /api/ready with PostgreSQL and Redis up', async () => {
    const [a, b] = await twoWorkers();
    expect(await pidOf(a)).not.toBe(await pidOf(b));
    for (const agent of [a, b]) {
      const ready = await call(agent, 'GET', '/api/ready');
      expect(ready).toEqual({
        status: 200,
        body: { status: 'ready', database: { kind: 'postgres', ok: true }, redis: { ok: true } },
      });
    }
    expect(server.output()).toContain('cluster: 2 workers listening');
  });

  it('a session made on one worker is honoured by the other, and logout there ends it on both', async () => {
    const [a, b] = await twoWorkers();
    expect((await register(a, 'session')).status).toBe(201);
    const signedIn = await login(a, 'session');
    expect(signedIn.status).toBe(200);
    const { token } = signedIn.body as { token: string };
    const me = await call(b, 'GET', '/api/auth/user', undefined, token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'cluster-session@example.com' });

    expect((await call(b, 'POST', '/api/logout', undefined, token)).status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/user', undefined, token)).status).toBe(401);
  });

  it('the login limit counts failures on both workers together: 5 + 5 failures lock the account on each', async () => {
    const [a, b] = await twoWorkers();
    expect((await register(a, 'limit')).status).toBe(201);
    const failures: Reply[] = [];
    for (let i = 0; i < 5; i++) {
      failures.push(await login(a, 'limit', 'wrong-password'));
      failures.push(await login(b, 'limit', 'wrong-password'));
    }
    expect(failures.map((r) => r.status)).toEqual(Array(10).fill(401));
    // Each worker has seen only 5 failures (its own limit would allow 10): the 429 proves the count is shared.
    expect((await login(a, 'limit')).status).toBe(429);
    expect((await login(b, 'limit')).status).toBe(429);
  });

  it('a worker killed with kill -9 is replaced by a new one; the primary logs the death', async () => {
    const [a] = await twoWorkers();
    const victim = await pidOf(a);
    process.kill(victim, 'SIGKILL');
    const deadline = Date.now() + 30_000;
    let pids = new Set<number>();
    while (Date.now() < deadline) {
      pids = new Set<number>();
      try {
        for (let i = 0; i < 4; i++) pids.add(await pidOf(connection()));
        if (pids.size === 2 && !pids.has(victim)) break;
      } catch {
        // A connection handed to the worker at the moment it died is never answered (node:cluster): ask again.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(pids.has(victim)).toBe(false);
    expect(pids.size).toBe(2);
    expect(server.output()).toContain(`cluster: worker ${victim} died (SIGKILL)`);
  }, 60_000);

  it('SIGHUP replaces both workers one at a time while requests keep being answered', async () => {
    const before = new Set<number>();
    for (let i = 0; i < 4; i++) before.add(await pidOf(connection()));
    expect(before.size).toBe(2);
    const statuses: number[] = [];
    let done = false;
    const traffic = (async () => {
      while (!done) statuses.push((await call(false, 'GET', '/api/ready')).status);
    })();
    server.child.kill('SIGHUP');
    const deadline = Date.now() + 60_000;
    while (!server.output().includes('rolling restart done') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    done = true;
    await traffic;
    expect(server.output()).toContain('rolling restart done');
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const after = new Set<number>();
    for (let i = 0; i < 4; i++) after.add(await pidOf(connection()));
    expect(after.size).toBe(2);
    expect([...after].filter((pid) => before.has(pid))).toEqual([]);
  }, 90_000);

  it('SIGTERM lets every request in flight finish (all answered, all sessions stored), then the cluster exits 0', async () => {
    expect((await register(connection(), 'drain')).status).toBe(201);
    const sent = 24;
    const finishedAt: number[] = [];
    const timed = (reply: ReturnType<typeof login>) =>
      reply.then((r) => {
        finishedAt.push(Date.now());
        return r;
      });
    // Each login on a connection of its own (spread over both workers); argon2 keeps them busy for a while.
    const logins = Array.from({ length: sent }, () => timed(login(false, 'drain')));
    await Promise.race(logins);
    // The race that made this case flaky, made certain: connections the kernel accepted but the primary has not yet
    // handed to a worker when SIGTERM comes (a busy primary). Stopped, it leaves them all queued.
    const primary = must(server.child.pid, 'the primary pid');
    process.kill(primary, 'SIGSTOP');
    const queued = Array.from({ length: 8 }, () => timed(login(false, 'drain')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    process.kill(primary, 'SIGCONT');
    const replies = await Promise.all([...logins, ...queued]);

    expect(replies.map((r) => r.status)).toEqual(Array(sent + queued.length).fill(200));
    // Requests were still in flight when the signal came (on a quiet machine the first batch may all be done; the
    // queued ones cannot be, their primary was stopped).
    expect(finishedAt.filter((t) => t >= signalledAt).length).toBeGreaterThan(0);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('cluster: stopped');

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as n from sessions s join users u on u.id = s.user_id
         where u.email = 'cluster-drain@example.com'`,
      );
      expect(rows[0].n).toBe(sent + 8);
    } finally {
      await client.end();
    }
  });
});
