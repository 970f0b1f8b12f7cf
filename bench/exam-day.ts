/**
 * bench:exam-day — simulated takers of one CAT mock on PostgreSQL: a start spike, a write every 20 s per taker
 * (answers and time), a heartbeat every 10 s, section changes at each time-up, submit; then every answer the server
 * holds is compared with what each client was told was saved. A bare Fastify hello-world is measured in the same
 * run for the ratio. What the takers send is bench/lib/exam-day-taker.ts (the live-test page's calls).
 *
 * - Database: a scratch database on BENCH_POSTGRES_URL / DATABASE_URL / TEST_DATABASE_URL's server (default
 *   postgres://postgres@127.0.0.1:5432/test), created and dropped as the tests do (freshPostgres).
 * - The app, compiled here (`npm run build:server`): with Redis given (BENCH_REDIS_URL / REDIS_URL / TEST_REDIS_URL)
 *   the cluster, as production runs it (`npm run start:cluster`, one worker per core, BENCH_WORKERS to choose);
 *   without, one process (`npm start`'s dist-server/main.js).
 * - Learners and their sessions are inserted straight into the database (sign-up is rate-limited per address); the
 *   mock is the app's own seeded free strict CAT mock (68 questions, three sections). Sections are shortened with
 *   EXAM_TIME_SCALE to BENCH_SECTION_S seconds each; the 5-s grace is the real one.
 * - The clients: one process, HTTP/1.1 keep-alive over BENCH_SOCKETS connections (as nginx's upstream pool would).
 * Full run: BENCH_TAKERS (10,000), BENCH_INTERVAL_S (20), BENCH_SECTION_S (60), BENCH_SPIKE_S (10), and the app's
 *   EXAM_START_RATE from BENCH_START_RATE (300 starts a second in all; those beyond wait their slot, 0017).
 * BENCH_SHORT=1: 200 takers, a write every 2 s, 8-s sections, a 3-s spike, a start rate of 20 (so that starts do
 *   wait their slot, and the run fails if none did), a 600-question bank; exits non-zero on any error or loss.
 * BENCH_PROFILE=1 (one process only): the app runs under --cpu-prof (into BENCH_PROFILE_DIR, default a temp folder)
 *   and the top self-time frames of the takers' phase are printed.
 * Ports 4175–4176 (BENCH_PORT moves them). Last line: JSON {takers, savesPerSec, p50Ms, p99Ms, errors, lost, ...}.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { hashToken, newToken } from '#server/modules/access/session-token';
import { freshPostgres } from '#server/test/test-db';
import { DEADLINE_GRACE_SECONDS, HEARTBEAT_SECONDS } from '#shared/contracts/mock-tests';
import { startChild, waitForChild } from './lib/child-server.ts';
import { newestProfile, topFrames } from './lib/cpu-profile.ts';
import { type PaperItem, type Plan, runTaker, Stats, type Taker } from './lib/exam-day-taker.ts';

const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';
const num = (name: string, short: number, full: number) => Number(process.env[name] ?? (SHORT ? short : full));
const TAKERS = num('BENCH_TAKERS', 200, 10_000);
const INTERVAL_S = num('BENCH_INTERVAL_S', 2, 20);
const SECTION_S = num('BENCH_SECTION_S', 8, 60);
const SPIKE_S = num('BENCH_SPIKE_S', 3, 10);
const SOCKETS = num('BENCH_SOCKETS', Math.min(TAKERS, 512), Math.min(TAKERS, 512));
/** The app's EXAM_START_RATE (new starts per second, all workers together); short: low enough that starts queue. */
const START_RATE = num('BENCH_START_RATE', 20, 300);
const HELLO = { connections: SHORT ? 10 : 50, duration: SHORT ? 2 : 5 };
const REAL_INTERVAL_S = 20;
const CAT_SECTION_MINUTES = 40;
const PG_SERVER =
  process.env.BENCH_POSTGRES_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
const PORT = Number(process.env.BENCH_PORT ?? 4175);
const TARGETS = { takers: 10_000, p99Ms: 100 };
const PROFILE_DIR =
  process.env.BENCH_PROFILE === '1'
    ? (process.env.BENCH_PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-examday-')))
    : null;

const log = (msg: string) => console.log(`[exam-day] ${msg}`);
const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
};

/** Free learners with live sessions, in batches; returns their tokens in order. */
async function seedLearners(client: pg.Client): Promise<string[]> {
  const tokens = Array.from({ length: TAKERS }, () => newToken());
  for (let from = 0; from < TAKERS; from += 2000) {
    const ids = tokens.slice(from, from + 2000).map((_, i) => from + i);
    await client.query(
      `with t as (select * from unnest($1::int[], $2::text[]) as t(i, hash)),
            u as (insert into users (email, username, password_hash, first_name, last_name)
                  select 'taker-' || i || '@bench.local', 'bench_taker_' || i, 'not-used', 'Bench', 'Taker ' || i
                  from t returning id, username)
       insert into sessions (user_id, token_hash, expires_at)
       select u.id, t.hash, now() + interval '1 day' from u join t on u.username = 'bench_taker_' || t.i`,
      [ids, ids.map((i) => hashToken(tokens[i] as string))],
    );
  }
  return tokens;
}

async function theMock(client: pg.Client) {
  const { rows } = await client.query<{
    id: number;
    pattern: { stages: Array<{ sections: string[]; minutes: number }> };
  }>(
    `select id, pattern from mock_tests where exam = 'CAT' and kind = 'full' and timer_mode = 'strict'
       and not is_premium and status = 'published' order by id limit 1`,
  );
  const mock = rows[0];
  if (!mock) throw new Error('the seeded bank has no free strict CAT mock');
  if (mock.pattern.stages.some((s) => s.minutes !== CAT_SECTION_MINUTES))
    throw new Error('CAT sections are not 40 min');
  const paper = await client.query<PaperItem>(
    `select q.id, i.section_key as "sectionKey", q.type, coalesce(jsonb_array_length(q.options), 0)::int as options
       from mock_test_items i join questions q on q.id = i.question_id where i.mock_id = $1 order by i.position`,
    [mock.id],
  );
  return { id: mock.id, stages: mock.pattern.stages, paper: paper.rows };
}

/** Every acknowledged write against the server's rows: missing or different is lost. */
async function verify(client: pg.Client, mockId: number, takers: Taker[]) {
  const { rows } = await client.query<{
    attempt: string;
    status: string;
    q: number | null;
    qs: string;
    answer: unknown;
    seconds: number;
  }>(
    `select a.id as attempt, a.status, m.question_id as q, m.status as qs, m.answer, m.seconds
       from mock_attempts a left join mock_answers m on m.attempt_id = a.id where a.mock_id = $1`,
    [mockId],
  );
  const byAttempt = new Map<string, { status: string; answers: Map<number, (typeof rows)[number]> }>();
  for (const r of rows) {
    const a = byAttempt.get(r.attempt) ?? { status: r.status, answers: new Map() };
    if (r.q !== null) a.answers.set(r.q, r);
    byAttempt.set(r.attempt, a);
  }
  let lost = 0;
  let checked = 0;
  let unconfirmed = 0;
  let submitted = 0;
  const lostSamples: string[] = [];
  for (const t of takers) {
    const held = t.attemptId ? byAttempt.get(t.attemptId) : undefined;
    if (held?.status === 'submitted') submitted++;
    for (const [q, e] of t.expected) {
      if (e.uncertain) {
        unconfirmed++;
        continue;
      }
      checked++;
      const row = held?.answers.get(q);
      const same =
        row &&
        row.qs === e.status &&
        row.seconds === e.seconds &&
        JSON.stringify(row.answer ?? null) === JSON.stringify(e.answer ?? null);
      if (!same) {
        lost++;
        if (lostSamples.length < 5)
          lostSamples.push(`taker ${t.index} q${q}: told ${JSON.stringify(e)}, held ${JSON.stringify(row ?? null)}`);
      }
    }
  }
  return { lost, checked, unconfirmed, submitted, lostSamples };
}

async function main() {
  const loadBefore = os.loadavg().map((v) => round(v, 2));
  const cluster = Boolean(REDIS_URL);
  const workers = Number(process.env.BENCH_WORKERS ?? os.availableParallelism());
  const redisPrefix = `bench-examday-${process.pid}:`;
  const database = await freshPostgres(PG_SERVER, 'bench_examday');
  const hello = startChild(['--import', 'tsx', 'bench/lib/hello-server.ts'], { PORT: String(PORT) });
  if (PROFILE_DIR && cluster) throw new Error('BENCH_PROFILE profiles one process: leave REDIS_URL unset');
  const profileArgs = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  // The compiled server, as `npm start` / `npm run start:cluster` run it.
  execFileSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' });
  const app = startChild([...profileArgs, cluster ? 'dist-server/cluster.js' : 'dist-server/main.js'], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT + 1),
    APP_URL: `http://127.0.0.1:${PORT + 1}`,
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    // Short: the browser journeys' 600-question bank, which still fills the free strict mock (the default 2,400 is
    // most of the app's start-up: drawing the puzzle sets).
    ...(SHORT ? { SEED_QUESTIONS: '600' } : {}),
    EXAM_TIME_SCALE: String(SECTION_S / (CAT_SECTION_MINUTES * 60)),
    EXAM_START_RATE: String(START_RATE),
    ...(cluster ? { REDIS_URL: REDIS_URL as string, REDIS_PREFIX: redisPrefix, CLUSTER_WORKERS: String(workers) } : {}),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  const client = new pg.Client({ connectionString: database.url });
  let failed = true;
  try {
    const appStarted = Date.now();
    await waitForChild(`http://127.0.0.1:${PORT}/`, hello);
    await waitForChild(`http://127.0.0.1:${PORT + 1}/api/ready`, app);
    log(
      `app ready in ${round((Date.now() - appStarted) / 1000)} s (${cluster ? `cluster of ${workers}` : 'one process'})`,
    );
    await client.connect();
    const tokens = await seedLearners(client);
    const mock = await theMock(client);
    log(
      `${TAKERS} learners; mock ${mock.id}: ${mock.paper.length} questions, ${mock.stages.length} sections of ${SECTION_S} s`,
    );

    const helloResult = await autocannon({ url: `http://127.0.0.1:${PORT}/`, ...HELLO });
    const helloWorldRps = Math.round(helloResult.requests.average);
    log(`hello-world: ${helloWorldRps} req/s (${HELLO.connections} connections, ${HELLO.duration} s)`);

    const stats = new Stats();
    const phaseStart = Date.now() + 500;
    // Starts beyond the app's rate wait for their slots: the last one begins about this much after the spike.
    const admissionMs = (TAKERS / START_RATE) * 1000;
    const expectedMs =
      Math.max(SPIKE_S * 1000, admissionMs) + mock.stages.length * (SECTION_S + DEADLINE_GRACE_SECONDS + 1) * 1000;
    const plan: Plan = {
      base: new URL(`http://127.0.0.1:${PORT + 1}`),
      mockId: mock.id,
      agent,
      paper: mock.paper,
      stages: mock.stages,
      intervalMs: INTERVAL_S * 1000,
      // The page's heartbeat on this strict mock, in the bench's time (a tick is a real 20 s).
      heartbeatMs: (INTERVAL_S * 1000 * HEARTBEAT_SECONDS.strict) / REAL_INTERVAL_S,
      secondsPerTick: REAL_INTERVAL_S,
      graceMs: DEADLINE_GRACE_SECONDS * 1000,
      requestTimeoutMs: 30_000,
      hardStopAt: phaseStart + expectedMs + (SHORT ? 20_000 : 120_000),
      stats,
    };
    const takers: Taker[] = tokens.map((token, index) => ({
      index,
      token,
      clientId: `bench-tab-${index}-${process.pid}`,
      startAt: phaseStart + (index / TAKERS) * SPIKE_S * 1000,
      attemptId: null,
      expected: new Map(),
      finished: false,
      lastSentAt: 0,
    }));
    log(`takers: ${TAKERS} starting over ${SPIKE_S} s, a write every ${INTERVAL_S} s, ${SOCKETS} keep-alive sockets`);
    // The clients' own event-loop delay: on a loaded machine it is part of every latency measured here.
    const lag = monitorEventLoopDelay({ resolution: 20 });
    lag.enable();
    await Promise.all(takers.map((t) => runTaker(plan, t)));
    lag.disable();
    log(`saves by when they were sent (10-s windows from the first start):\n  ${saveTimeline(stats, phaseStart)}`);
    const durationS = (Date.now() - phaseStart) / 1000;
    const loadAfter = os.loadavg().map((v) => round(v, 2));

    const check = await verify(client, mock.id, takers);
    // The check itself can fail: one acknowledged answer told differently must count as one more lost.
    const probe = takers.flatMap((t) => [...t.expected.values()].filter((e) => !e.uncertain).slice(0, 1))[0];
    let lossCheckWorks = false;
    if (probe) {
      probe.seconds += 1;
      lossCheckWorks = (await verify(client, mock.id, takers)).lost === check.lost + 1;
      probe.seconds -= 1;
    }
    const saves = stats.latencies.save;
    const saveWindowS = Math.max(0.001, (stats.lastSaveAt - stats.firstSaveAt) / 1000);
    const savesPerSec = round(saves.length / saveWindowS);
    const cutShort = takers.filter((t) => !t.finished).length;
    const errors = stats.errorCount;
    if (stats.samples.length) log(`errors: ${JSON.stringify(stats.errors)}\n  ${stats.samples.join('\n  ')}`);
    if (check.lostSamples.length) log(`lost:\n  ${check.lostSamples.join('\n  ')}`);
    const p99Ms = quantile(saves, 0.99);
    const figures = {
      mode: SHORT ? 'short' : 'full',
      app: cluster ? `cluster of ${workers} workers (PostgreSQL + Redis)` : 'one process (PostgreSQL)',
      cpus: os.availableParallelism(),
      loadAvgBefore: loadBefore,
      loadAvgAfter: loadAfter,
      sockets: SOCKETS,
      intervalS: INTERVAL_S,
      sectionS: SECTION_S,
      spikeS: SPIKE_S,
      startRate: START_RATE,
      /** Starts given a slot, and the longest wait asked of one (the last taker's begins that much later). */
      startsQueued: stats.admissionWaits.length,
      admissionWaitP50S: round(quantile(stats.admissionWaits, 0.5) / 1000),
      admissionWaitMaxS: round(quantile(stats.admissionWaits, 1) / 1000),
      durationS: round(durationS),
      submitted: check.submitted,
      cutShort,
      saves: saves.length,
      answersChecked: check.checked,
      unconfirmed: check.unconfirmed,
      /** The same write rate from takers writing every real 20 s. */
      takersAtRealRate: Math.round(savesPerSec * REAL_INTERVAL_S),
      startP99Ms: quantile(stats.latencies.start, 0.99),
      claimP99Ms: quantile(stats.latencies.claim, 0.99),
      paperP99Ms: quantile(stats.latencies.paper, 0.99),
      heartbeatP99Ms: quantile(stats.latencies.heartbeat, 0.99),
      submitP99Ms: quantile(stats.latencies.submit, 0.99),
      saveMaxMs: quantile(saves, 1),
      clientLagP99Ms: round(lag.percentile(99) / 1e6),
      clientLagMaxMs: round(lag.max / 1e6),
      errorsByKind: stats.errors,
      targets: {
        takers10000: TAKERS >= TARGETS.takers,
        p99Within100Ms: p99Ms <= TARGETS.p99Ms,
        noErrors: errors === 0,
        noLoss: check.lost === 0,
        lossCheckWorks,
      },
      takers: TAKERS,
      savesPerSec,
      p50Ms: quantile(saves, 0.5),
      p99Ms,
      errors,
      lost: check.lost,
      helloWorldRps,
      ratio: round(savesPerSec / helloWorldRps, 4),
    };
    failed =
      errors > 0 ||
      check.lost > 0 ||
      cutShort > 0 ||
      check.submitted !== TAKERS ||
      !lossCheckWorks ||
      (SHORT && stats.admissionWaits.length === 0);
    if (PROFILE_DIR) {
      await app.stop();
      const file = newestProfile(PROFILE_DIR);
      // The takers' phase only: start-up and seeding are left out.
      if (file) log(`profile ${file}:\n  ${topFrames(file, durationS * 1000, 25).join('\n  ')}`);
    }
    console.log(JSON.stringify(figures));
  } finally {
    agent.destroy();
    await client.end().catch(() => undefined);
    await Promise.all([hello.stop(), app.stop()]);
    await database.drop();
    if (REDIS_URL) await dropRedisKeys(REDIS_URL, redisPrefix);
  }
  if (failed) process.exitCode = 1;
}

/** Count, p50 and p99 of the saves sent in each 10-s window: shows whether the slow ones sit in the spikes. */
function saveTimeline(stats: Stats, from: number): string {
  const windows = new Map<number, number[]>();
  for (const [at, ms] of stats.saveTimes) {
    const w = Math.floor((at - from) / 10_000);
    const list = windows.get(w) ?? [];
    list.push(ms);
    windows.set(w, list);
  }
  return [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([w, ms]) => `${w * 10}s: ${ms.length} saves, p50 ${quantile(ms, 0.5)} ms, p99 ${quantile(ms, 0.99)} ms`)
    .join('\n  ');
}

/** The run's own Redis keys (its prefix), bounded in count. */
async function dropRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    for (let i = 0; i < 1000; i++) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
  } finally {
    redis.disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
