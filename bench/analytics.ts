/**
 * bench:analytics — one learner with BENCH_LEARNER_ATTEMPTS (20,000) answers in a database of BENCH_ATTEMPTS
 * (5,000,000) on PostgreSQL, plus three submitted mocks; p95 latency of GET /api/analytics (the home) and of the
 * /analytics page's data call (GET /api/analytics/details), measured over HTTP against the started app, with
 * GET /api/health in the same run as the baseline.
 *
 * - Database: a scratch database (freshPostgres) on BENCH_POSTGRES_URL / DATABASE_URL / TEST_DATABASE_URL's server
 *   (default postgres://postgres@127.0.0.1:5432/test), dropped at the end. The app migrates and seeds its bank.
 * - History is inserted with generate_series in SQL: background learners' attempts with the learner's every
 *   250th row, so their rows are spread through the table as real traffic would leave them; then VACUUM ANALYZE
 *   (what autovacuum does on a live table).
 * - Requests: BENCH_REQUESTS (200) one after another per endpoint after a warm-up, as one learner's browser sends them.
 * BENCH_SHORT=1: 200,000 attempts (800 for the learner), 50 requests, a 600-question bank; exits non-zero on any error.
 * Port 4177 (BENCH_PORT). Last line: JSON {attempts, learnerAttempts, analyticsP95Ms, pageCallsP95Ms, healthP95Ms,
 * analyticsToHealthRatio, pageCallsToHealthRatio, targetMs, ...}.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { hashToken, newToken } from '#server/modules/access/session-token';
import { freshPostgres } from '#server/test/test-db';
import { startChild, waitForChild } from './lib/child-server.ts';

const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';
const num = (name: string, short: number, full: number) => Number(process.env[name] ?? (SHORT ? short : full));
const ATTEMPTS = num('BENCH_ATTEMPTS', 200_000, 5_000_000);
/** The learner's share: every SPREAD-th row is theirs. */
const SPREAD = Math.max(1, Math.round(ATTEMPTS / num('BENCH_LEARNER_ATTEMPTS', 800, 20_000)));
const BACKGROUND_USERS = num('BENCH_USERS', 2_000, 20_000);
const REQUESTS = num('BENCH_REQUESTS', 50, 200);
const WARMUP = 10;
const TARGET_MS = 50;
const PG_SERVER =
  process.env.BENCH_POSTGRES_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 4177);

const log = (msg: string) => console.log(`[analytics] ${msg}`);
const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN);
};

/** The learner (premium through free access, with a session) and the background learners. */
async function seedUsers(client: pg.Client, token: string) {
  const { rows } = await client.query<{ id: string }>(
    `insert into users (email, username, password_hash, first_name, last_name, free_access)
     values ('learner@bench.local', 'bench_learner', 'not-used', 'Bench', 'Learner', true) returning id`,
  );
  const learner = rows[0]?.id as string;
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [learner, hashToken(token)],
  );
  await client.query(
    `insert into users (email, username, password_hash, first_name, last_name)
     select 'bg-' || i || '@bench.local', 'bench_bg_' || i, 'not-used', 'Bench', 'Bg ' || i
     from generate_series(1, $1::int) i`,
    [BACKGROUND_USERS],
  );
  return learner;
}

/** ATTEMPTS rows over the last year; every SPREAD-th belongs to the learner. FK checks are skipped for the load. */
async function seedAttempts(client: pg.Client, learner: string) {
  await client.query('set session_replication_role = replica');
  const batch = 500_000;
  for (let from = 1; from <= ATTEMPTS; from += batch) {
    const to = Math.min(ATTEMPTS, from + batch - 1);
    await client.query(
      `with q as (select array_agg(id order by id) as ids from questions where status = 'published'),
            u as (select array_agg(id) as ids from users where email like 'bg-%@bench.local')
       insert into attempts (user_id, question_id, is_correct, seconds, created_at, context)
       select case when g % $3 = 0 then $4::uuid else u.ids[(1 + (g * 7919) % cardinality(u.ids))::int] end,
              q.ids[(1 + (g * 104729) % cardinality(q.ids))::int],
              (g * 31) % 100 < 62,
              15 + (g * 13) % 180,
              now() - (($5::bigint - g)::float8 / $5 * 365) * interval '1 day',
              'practice'
       from generate_series($1::bigint, $2::bigint) g, q, u`,
      [from, to, SPREAD, learner, ATTEMPTS],
    );
    log(`attempts: ${to.toLocaleString('en-IN')} / ${ATTEMPTS.toLocaleString('en-IN')}`);
  }
  await client.query('set session_replication_role = origin');
}

/** Three of the seeded mocks, submitted by the learner with every question answered. */
async function seedMocks(client: pg.Client, learner: string) {
  const { rows } = await client.query<{ id: string }>(
    `insert into mock_attempts (mock_id, user_id, status, timer_mode, stage_order, stage_deadline, client_id,
                                last_seen_at, started_at, submitted_at, submitted_by, score, section_scores)
     select m.id, $1, 'submitted', m.timer_mode, array[0, 1, 2], now(), 'bench', now(), now() - interval '2 hours',
            now() - (row_number() over (order by m.id)) * interval '7 days', 'learner', 40 + m.id, '{}'::jsonb
     from (select * from mock_tests where status = 'published' and exam = 'CAT' order by id limit 3) m
     returning id`,
    [learner],
  );
  await client.query(
    `insert into mock_answers (attempt_id, question_id, status, answer, seconds, correct, updated_at)
     select t.id, i.question_id, 'answered', '{"option": 1}'::jsonb, 20 + i.position % 150, i.position % 3 <> 0,
            t.submitted_at
     from mock_attempts t join mock_test_items i on i.mock_id = t.mock_id where t.user_id = $1`,
    [learner],
  );
  return rows.length;
}

async function timeCalls(url: string, token: string, n: number) {
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < WARMUP + n; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { 'x-auth-token': token } });
    await res.arrayBuffer();
    const ms = performance.now() - start;
    if (!res.ok) errors += 1;
    if (i >= WARMUP) times.push(ms);
  }
  return { p95: p95(times), errors };
}

async function main() {
  const database = await freshPostgres(PG_SERVER, 'bench_analytics');
  const app = startChild(['--import', 'tsx', 'src/server/main.ts'], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    APP_URL: `http://127.0.0.1:${PORT}`,
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    // Short: the browser journeys' 600-question bank (the default 2,400 is most of the app's start-up).
    ...(SHORT ? { SEED_QUESTIONS: '600' } : {}),
  });
  const client = new pg.Client({ connectionString: database.url });
  let failed = true;
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForChild(`${base}/api/ready`, app);
    await client.connect();
    const token = newToken();
    const started = Date.now();
    const learner = await seedUsers(client, token);
    await seedAttempts(client, learner);
    const mocks = await seedMocks(client, learner);
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ total: number; mine: number }>(
      `select count(*)::int as total, count(*) filter (where user_id = $1)::int as mine from attempts`,
      [learner],
    );
    const { total, mine } = rows[0] ?? { total: 0, mine: 0 };
    log(
      `seeded ${total} attempts (${mine} the learner's) and ${mocks} mocks in ${round((Date.now() - started) / 1000)} s`,
    );

    const health = await timeCalls(`${base}/api/health`, token, REQUESTS);
    const analytics = await timeCalls(`${base}/api/analytics`, token, REQUESTS);
    const page = await timeCalls(`${base}/api/analytics/details`, token, REQUESTS);
    const errors = health.errors + analytics.errors + page.errors;
    const figures = {
      attempts: total,
      learnerAttempts: mine,
      learnerMocks: mocks,
      requests: REQUESTS,
      analyticsP95Ms: analytics.p95,
      pageCallsP95Ms: page.p95,
      healthP95Ms: health.p95,
      analyticsToHealthRatio: round(analytics.p95 / health.p95),
      pageCallsToHealthRatio: round(page.p95 / health.p95),
      targetMs: TARGET_MS,
      errors,
      short: SHORT,
    };
    log(
      `GET /api/analytics p95 ${analytics.p95} ms; GET /api/analytics/details p95 ${page.p95} ms; health ${health.p95} ms`,
    );
    failed = errors > 0 || total !== ATTEMPTS;
    console.log(JSON.stringify(figures));
  } finally {
    await client.end().catch(() => undefined);
    await app.stop();
    if (process.env.BENCH_KEEP_DB === '1') log(`kept ${database.url}`);
    else await database.drop();
  }
  if (failed) process.exit(1);
}

await main();
