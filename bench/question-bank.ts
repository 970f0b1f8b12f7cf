/**
 * bench:question-bank — latency of the two hot bank queries on a 50,000-question bank (5,000 and 50 timed runs per
 * query instead of 200 with --short or BENCH_SHORT=1), on embedded PGlite and on PostgreSQL (a throw-away database on
 * postgres://postgres@127.0.0.1:5432, or BENCH_POSTGRES_URL; skipped with a note when it does not answer).
 *  - practice: GET /api/practice/questions with random filters (section / topic / difficulty / type / exam / status)
 *    for a learner with a few hundred attempts and bookmarks — the whole request: session, plan check, list.
 *  - search:   GET /api/admin/questions?q=… staff full-text search (websearch_to_tsquery, ranked, with the total).
 *  - baseline: `select 1` through the same driver, and GET /api/ready (one `select 1`) through the same server, in the
 *    same run, so the figures read as ratios to what the machine does for an empty query.
 * The bank is drawn once from the real generators (quant templates and the data-interpretation set generators:
 * the slow logic-puzzle solvers add nothing to what is measured) and inserted into both databases.
 * Last line: JSON {questions, pglite:{practiceP95Ms, searchP95Ms, ...}, postgres:{...} | null, ...}.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app';
import { type BankEntry, bankRepo } from '#server/content/bank.repo';
import { dilrGenerators } from '#server/content/dilr/registry';
import { drawGenerated } from '#server/content/materialize';
import { quantGenerators } from '#server/content/quant/registry';
import { type Database, openPglite, openPostgres } from '#server/db/client';
import { rowsOf } from '#server/db/rows';
import { attempts, bookmarks, questions, sessions, users } from '#server/db/schema/index';
import type { Adapters } from '#server/deps';
import { testConfig } from '#server/env';
import { hashToken, newToken } from '#server/modules/access/session-token';
import { systemClock } from '#server/platform/clock';
import { memoryCounters } from '#server/platform/counters';
import { offlineEngine } from '#server/platform/llm';
import { createRng, type Rng } from '#shared/domain/random';

const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';
const QUESTIONS = SHORT ? 5_000 : 50_000;
const RUNS = SHORT ? 50 : 200;
const WARMUP = SHORT ? 10 : 30;
const SEED = 20_261_122;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_POSTGRES_MS = 30;

const SEARCHES = [
  'train',
  'speed',
  'compound interest',
  'probability',
  'remainder',
  'triangle area',
  'circle',
  'percentage profit',
  'ratio',
  '"simple interest"',
  'pipes cistern',
  'average age',
  'log',
  'dice -coin',
  'sales',
  'revenue',
];

const log = (msg: string) => console.log(`[question-bank] ${msg}`);
const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
};

async function time(runs: number, fn: (i: number) => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    out.push(performance.now() - start);
  }
  return out;
}

function drawBank(): { entries: BankEntry[]; questions: number; seconds: number } {
  const start = performance.now();
  const dilr = dilrGenerators.filter((g) => g.area === 'Data Interpretation');
  const draw = drawGenerated({ quant: quantGenerators, dilr }, { count: QUESTIONS, seed: SEED, dilrShare: 0.3 });
  return { entries: draw.entries, questions: draw.questions, seconds: (performance.now() - start) / 1000 };
}

/** A user with a live session, straight into the database. */
async function addUser(db: Database['db'], role: 'admin' | 'user') {
  const [user] = await db
    .insert(users)
    .values({
      email: `${role}-${randomBytes(4).toString('hex')}@bench.local`,
      username: `bench_${role}_${randomBytes(4).toString('hex')}`,
      passwordHash: 'not-used',
      firstName: 'Bench',
      lastName: role,
      role,
      isAdmin: role === 'admin',
    })
    .returning();
  if (!user) throw new Error('the bench user was not created');
  const token = newToken();
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { id: user.id, headers: { 'x-auth-token': token } };
}

interface Figures {
  insertSeconds: number;
  practiceP95Ms: number;
  searchP95Ms: number;
  practiceMedianMs: number;
  searchMedianMs: number;
  baselineSelect1P95Ms: number;
  baselineHttpP95Ms: number;
  practiceToBaseline: number;
  searchToBaseline: number;
}

async function measure(name: string, database: Database, entries: BankEntry[], rng: Rng): Promise<Figures> {
  const { db } = database;
  const insertStart = performance.now();
  await bankRepo(db).insertEntries(entries, { status: 'published', onDuplicate: 'skip' });
  await db.execute(sql`analyze`);
  const insertSeconds = (performance.now() - insertStart) / 1000;
  log(`${name}: inserted the bank in ${round(insertSeconds, 1)} s`);

  const learner = await addUser(db, 'user');
  const admin = await addUser(db, 'admin');
  const ids = (await db.select({ id: questions.id }).from(questions)).map((r) => r.id);
  const tried = rng.shuffle(ids).slice(0, 400);
  await db.insert(attempts).values(
    tried.map((questionId, i) => ({
      userId: learner.id,
      questionId,
      answer: { option: 0 },
      isCorrect: i % 3 !== 0,
      seconds: 60,
    })),
  );
  await db.insert(bookmarks).values(tried.slice(0, 60).map((questionId) => ({ userId: learner.id, questionId })));
  const facets = rowsOf<{ section: string; topic: string }>(
    await db.execute(sql`select distinct section, topic from questions`),
  );

  const deps: Adapters = {
    payments: null,
    llm: offlineEngine({ delayMs: 0 }),
    config: testConfig(),
    database,
    clock: systemClock,
    counters: memoryCounters(),
    mailer: { transport: 'outbox', async send() {} },
  };
  const app = await buildApp(deps, { logger: false });
  try {
    const practiceUrl = () => {
      const f = rng.pick(facets);
      const params = new URLSearchParams();
      if (rng.next() < 0.8) params.set('section', f.section);
      if (rng.next() < 0.6) params.set('topic', f.topic);
      if (rng.next() < 0.5) params.set('difficulty', rng.pick(['1', '2', '3', '4', '5', '1,2', '4,5']));
      if (rng.next() < 0.3) params.set('type', rng.pick(['MCQ', 'TITA']));
      if (rng.next() < 0.3) params.set('exam', rng.pick(['CAT', 'XAT', 'SNAP', 'NMAT', 'CMAT']));
      if (rng.next() < 0.5) params.set('status', rng.pick(['unattempted', 'wrong', 'bookmarked']));
      if (rng.next() < 0.2) params.set('cursor', String(rng.pick(ids)));
      return `/api/practice/questions?${params}`;
    };
    const searchUrl = () => {
      const params = new URLSearchParams({ q: rng.pick(SEARCHES) });
      if (rng.next() < 0.4) params.set('section', rng.pick(['QA', 'DILR', 'VARC']));
      if (rng.next() < 0.3) params.set('page', String(rng.int(1, 3)));
      return `/api/admin/questions?${params}`;
    };
    const get = async (url: string, headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    };
    await time(WARMUP, () => get(practiceUrl(), learner.headers));
    await time(WARMUP, () => get(searchUrl(), admin.headers));
    await time(WARMUP, async () => void (await db.execute(sql`select 1`)));
    const practice = await time(RUNS, () => get(practiceUrl(), learner.headers));
    const search = await time(RUNS, () => get(searchUrl(), admin.headers));
    const select1 = await time(RUNS, async () => void (await db.execute(sql`select 1`)));
    const health = await time(RUNS, () => get('/api/ready', {}));
    const figures: Figures = {
      insertSeconds: round(insertSeconds, 1),
      practiceP95Ms: round(p95(practice)),
      searchP95Ms: round(p95(search)),
      practiceMedianMs: round(practice.sort((a, b) => a - b)[RUNS >> 1] ?? Number.NaN),
      searchMedianMs: round(search.sort((a, b) => a - b)[RUNS >> 1] ?? Number.NaN),
      baselineSelect1P95Ms: round(p95(select1), 3),
      baselineHttpP95Ms: round(p95(health), 3),
      practiceToBaseline: round(p95(practice) / p95(health), 1),
      searchToBaseline: round(p95(search) / p95(health), 1),
    };
    log(
      `${name}: practice p95 ${figures.practiceP95Ms} ms, search p95 ${figures.searchP95Ms} ms ` +
        `(baseline: select 1 ${figures.baselineSelect1P95Ms} ms, GET /api/ready ${figures.baselineHttpP95Ms} ms)`,
    );
    return figures;
  } finally {
    await app.close();
  }
}

async function withPostgres<T>(fn: (database: Database) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    log(`postgres: skipped — ${POSTGRES_URL} does not answer (${(error as Error).message})`);
    return null;
  }
  const name = `bench_qb_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  try {
    await database.migrate();
    return await fn(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  const started = performance.now();
  log(`${SHORT ? 'short' : 'full'} mode: ${QUESTIONS} questions, ${RUNS} runs per query after ${WARMUP} warm-up`);
  const bank = drawBank();
  const sets = bank.entries.filter((e) => e.kind === 'set').length;
  log(`drew ${bank.questions} distinct questions (${sets} data sets) in ${round(bank.seconds, 1)} s`);
  if (bank.questions < QUESTIONS) log(`note: the generators ran out of new questions at ${bank.questions}`);

  const pglite = await openPglite();
  await pglite.migrate();
  let pgliteFigures: Figures;
  try {
    pgliteFigures = await measure('pglite', pglite, bank.entries, createRng(SEED));
  } finally {
    await pglite.close();
  }
  const postgresFigures = await withPostgres((database) =>
    measure('postgres', database, bank.entries, createRng(SEED)),
  );

  const result = {
    questions: bank.questions,
    pglite: pgliteFigures,
    postgres: postgresFigures,
    ratios: {
      pgliteToPostgresPractice: postgresFigures
        ? round(pgliteFigures.practiceP95Ms / postgresFigures.practiceP95Ms, 1)
        : null,
      pgliteToPostgresSearch: postgresFigures
        ? round(pgliteFigures.searchP95Ms / postgresFigures.searchP95Ms, 1)
        : null,
    },
    targetPostgresMs: TARGET_POSTGRES_MS,
    targetMet: postgresFigures
      ? postgresFigures.practiceP95Ms <= TARGET_POSTGRES_MS && postgresFigures.searchP95Ms <= TARGET_POSTGRES_MS
      : null,
    runs: RUNS,
    seconds: round((performance.now() - started) / 1000, 1),
  };
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
