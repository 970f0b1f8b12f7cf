/**
 * bench:http — requests per second and p99 latency of the API under the same autocannon load (this process) against
 * the server in a second process on loopback, next to a bare Fastify hello-world measured in the same run:
 *  - health, plans, authUser: GET /api/health, /api/subscription-plans, /api/auth/user (many learners' sessions);
 *  - questionRead: GET /api/practice/questions/:id (many learners, many questions);
 *  - answerSave: POST /api/practice/questions/:id/attempt (many learners, many questions, a quarter on one question).
 * The app runs as `npm start` does (the compiled dist-server/main.js, built here with `npm run build:server`), in
 * production mode on PostgreSQL (a throw-away database on postgres://postgres@127.0.0.1:5432, or
 * BENCH_POSTGRES_URL; PGlite with a note when it does not answer).
 * rssMb, rssMbRestart: the same server's resident memory 1 s after ready on PGlite, first start and restart.
 * BENCH_SHORT=1: 2 s per endpoint, 10 connections.
 * BENCH_PROFILE=1: the app runs under --cpu-prof and the top self-time frames are printed.
 * Ports 4170–4172 (the perf helper's bench range). Last line: JSON {helloWorld, endpoints, rssMb, ...}.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashToken, newToken } from '#server/modules/access/session-token';
import { startChild, waitForChild } from './lib/child-server.ts';
import { newestProfile, topFrames } from './lib/cpu-profile.ts';

const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';
const PROFILE = process.env.BENCH_PROFILE === '1';
const DURATION_S = SHORT ? 2 : 10;
const CONNECTIONS = SHORT ? 10 : 50;
const LEARNERS = SHORT ? 20 : 300;
const QUESTIONS = SHORT ? 20 : 200;
const HOT_SHARE = 0.25;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = { hello: 4170, app: 4171, pglite: 4172 };
const TARGETS = { readRatio: 0.5, saveRatio: 0.25, p99Ms: 50, rssMb: 250 };

const log = (msg: string) => console.log(`[http] ${msg}`);
const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));

const appEnv = (port: number, extra: Record<string, string>) => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  APP_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'info',
  SEED_QUESTIONS: String(Math.max(QUESTIONS, 200)),
  ...extra,
});

async function throwAwayPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bench_http_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Learners with unlimited access and live sessions, and the published option questions they answer. */
async function prepareLearners(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tokens: string[] = [];
    for (let i = 0; i < LEARNERS; i++) {
      const token = newToken();
      tokens.push(token);
      await client.query(
        `with u as (insert into users (email, username, password_hash, first_name, last_name, free_access)
           values ($1, $2, 'not-used', 'Bench', 'Learner', true) returning id)
         insert into sessions (user_id, token_hash, expires_at) select id, $3, now() + interval '1 day' from u`,
        [`learner-${i}@bench.local`, `bench_learner_${i}`, hashToken(token)],
      );
    }
    const { rows } = await client.query<{ id: number }>(
      `select id from questions where status = 'published' and answer->>'kind' = 'option' order by id limit $1`,
      [QUESTIONS],
    );
    if (rows.length < 2) throw new Error('the seeded bank has no option questions to answer');
    return { tokens, questionIds: rows.map((r) => r.id) };
  } finally {
    await client.end();
  }
}

interface Figure {
  rps: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(
  name: string,
  url: string,
  request?: () => { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string },
): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(request
      ? {
          requests: [
            {
              setupRequest: (req) => {
                const r = request();
                return { ...req, method: r.method ?? 'GET', path: r.path, headers: r.headers ?? {}, body: r.body };
              },
            },
          ],
        }
      : {}),
  });
  const figure = {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  log(`${name}: ${figure.rps} req/s, p99 ${figure.p99Ms} ms, non-2xx ${figure.non2xx}, errors ${figure.errors}`);
  return figure;
}

/**
 * The production server's resident memory (the process `npm start` runs: the compiled dist-server/main.js) on
 * PGlite, 1 s after it is ready: on a fresh data folder (its first start, which seeds the bank) and again on the
 * same folder (a restart, the common case).
 */
async function rssAfterStartOnPglite(): Promise<{ first: number; restart: number }> {
  const env = { ...appEnv(PORTS.pglite, { DATA_DIR: path.join(tmp, 'pglite') }), LOG_LEVEL: 'warn' };
  const measure = async () => {
    const server = startChild(['dist-server/main.js'], env);
    try {
      await waitForChild(`http://127.0.0.1:${PORTS.pglite}/api/ready`, server);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const status = fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return round(kb / 1024);
    } finally {
      await server.stop();
    }
  };
  return { first: await measure(), restart: await measure() };
}

async function main() {
  const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
  execFileSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' });
  const postgres = await throwAwayPostgres();
  if (!postgres) log(`PostgreSQL at ${ADMIN_URL} does not answer: the app runs on PGlite`);
  const hello = startChild(['--import', 'tsx', 'bench/lib/hello-server.ts'], { PORT: String(PORTS.hello) });
  const profileDir = path.join(tmp, 'profile');
  const app = startChild(
    [...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'dist-server/main.js'],
    appEnv(PORTS.app, postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: path.join(tmp, 'app') }),
  );
  try {
    const base = `http://127.0.0.1:${PORTS.app}`;
    await waitForChild(`http://127.0.0.1:${PORTS.hello}/`, hello);
    await waitForChild(`${base}/api/ready`, app);
    const dbUrl = postgres?.url;
    if (!dbUrl) throw new Error('bench:http needs PostgreSQL for its learners (set BENCH_POSTGRES_URL)');
    const { tokens, questionIds } = await prepareLearners(dbUrl);
    const hot = questionIds[0] as number;
    const auth = () => ({ 'x-auth-token': pick(tokens) });
    log(`${tokens.length} learners, ${questionIds.length} questions, ${CONNECTIONS} connections, ${DURATION_S} s each`);

    const helloWorld = await load('hello-world', `http://127.0.0.1:${PORTS.hello}/`);
    const loadStarted = Date.now();
    const endpoints: Record<string, Figure> = {
      health: await load('health', `${base}/api/health`),
      plans: await load('plans', `${base}/api/subscription-plans`),
      authUser: await load('authUser', base, () => ({ path: '/api/auth/user', headers: auth() })),
      questionRead: await load('questionRead', base, () => ({
        path: `/api/practice/questions/${pick(questionIds)}`,
        headers: auth(),
      })),
      answerSave: await load('answerSave', base, () => ({
        method: 'POST',
        path: `/api/practice/questions/${Math.random() < HOT_SHARE ? hot : pick(questionIds)}/attempt`,
        headers: { ...auth(), 'content-type': 'application/json' },
        body: JSON.stringify({ answer: { option: Math.floor(Math.random() * 4) }, seconds: 30 }),
      })),
    };
    log(`load took ${Math.round((Date.now() - loadStarted) / 1000)} s`);
    await app.stop();
    let profile: string[] | undefined;
    if (PROFILE) {
      const file = newestProfile(profileDir);
      // The whole run (start-up included): the stop's drain pause makes a window from the end unreliable.
      profile = file ? topFrames(file, 0) : undefined;
      log(`profile ${file}:\n  ${profile?.join('\n  ')}`);
    }
    const rss = await rssAfterStartOnPglite();
    const rssMb = rss.first;
    log(`RSS after start on PGlite: ${rssMb} MB (first start), ${rss.restart} MB (restart)`);

    const withRatio = Object.fromEntries(
      Object.entries(endpoints).map(([name, f]) => [name, { ...f, ratio: round(f.rps / helloWorld.rps, 3) }]),
    );
    const reads = Object.entries(withRatio).filter(([name]) => name !== 'answerSave');
    const targets = {
      readsAtLeastHalf: reads.every(([, f]) => f.ratio >= TARGETS.readRatio),
      answerSaveAtLeastQuarter: (withRatio.answerSave?.ratio ?? 0) >= TARGETS.saveRatio,
      p99Within50Ms: Object.values(withRatio).every((f) => f.p99Ms <= TARGETS.p99Ms),
      rssWithin250Mb: rssMb <= TARGETS.rssMb && rss.restart <= TARGETS.rssMb,
      no5xxOrErrors: Object.values(withRatio).every((f) => f.non2xx === 0 && f.errors === 0),
    };
    console.log(
      JSON.stringify({
        mode: SHORT ? 'short' : 'full',
        database: 'postgres',
        connections: CONNECTIONS,
        durationS: DURATION_S,
        cpus: os.availableParallelism(),
        helloWorld: { rps: helloWorld.rps, p99Ms: helloWorld.p99Ms },
        endpoints: withRatio,
        rssMb,
        rssMbRestart: rss.restart,
        targets,
        ...(profile ? { profileTop: profile } : {}),
      }),
    );
  } finally {
    await Promise.all([hello.stop(), app.stop()]);
    await postgres?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
