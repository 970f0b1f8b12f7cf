/**
 * bench:community — BENCH_POSTS (100,000) forum threads with answers on PostgreSQL; p95 latency of the Latest feed,
 * a channel feed (page 1 and a deep page by cursor) and a full-text search, through the app's routes (inject).
 *
 * - Database: a throw-away database on BENCH_POSTGRES_URL / DATABASE_URL / TEST_DATABASE_URL's server (default
 *   postgres://postgres@127.0.0.1:5432/test), migrated by the app and dropped at the end.
 * - Text: titles and bodies drawn from an exam-prep vocabulary with a skewed (Zipf-like) word frequency, so common
 *   words match tens of thousands of posts and rarer ones a few hundred, as in a real forum; a third of the
 *   questions have answers and half of those an accepted one. Then VACUUM ANALYZE (what autovacuum does).
 * - Requests: BENCH_REQUESTS (200) per measure, one after another, after a warm-up; searches cycle through a list
 *   of one- and two-word queries.
 * BENCH_SHORT=1 or --short: 10,000 posts, 50 requests (CI, under a minute).
 * Last line: JSON {posts, answers, latestP95Ms, channelP95Ms, channelDeepP95Ms, searchP95Ms, targetMs, ...}.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { seedForumChannels } from '#server/db/seeds/forum-channels';
import { createTestApp } from '#server/test/test-app';

const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';
const num = (name: string, short: number, full: number) => Number(process.env[name] ?? (SHORT ? short : full));
const POSTS = num('BENCH_POSTS', 10_000, 100_000);
const REQUESTS = num('BENCH_REQUESTS', 50, 200);
const USERS = 2_000;
const WARMUP = 10;
const TARGET_MS = 30;
process.env.TEST_DATABASE_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const log = (msg: string) => console.log(`[community] ${msg}`);
const round = (v: number) => Math.round(v * 10) / 10;
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN);
};

const VOCABULARY = `percentage profit loss interest ratio proportion average mixture alligation time work speed distance
  train boat stream pipe cistern number system remainder divisibility factor lcm hcf progression arithmetic geometric
  harmonic quadratic equation inequality modulus logarithm function graph maxima minima geometry triangle circle
  polygon quadrilateral mensuration coordinate trigonometry permutation combination probability set venn reading
  comprehension passage inference tone author argument assumption strengthen weaken para jumble summary odd sentence
  vocabulary grammar critical reasoning data interpretation table chart bar pie line caselet arrangement seating
  linear circular distribution tournament games puzzle routes network scheduling matrix grid cube venn mock test
  strategy accuracy attempt sectional cutoff percentile score iim interview essay decision making xat nmat snap cmat
  gdpi resume profile workex fresher college call preparation revision doubt shortcut trick method approach concept
  formula answer solution option explanation timing selection leave practice weak strong improve plan daily weekly`
  .split(/\s+/)
  .filter(Boolean);

const SEARCHES = [
  'remainder',
  'probability',
  'seating arrangement',
  'para jumble',
  'percentile cutoff',
  'quadratic inequality',
  'tournament',
  'reading comprehension tone',
  'mixture alligation',
  'interview resume',
];

async function main() {
  const t0 = performance.now();
  const t = await createTestApp();
  const { db } = t.database;
  try {
    await seedForumChannels(t.deps);
    const words = sql.raw(`array[${VOCABULARY.map((w) => `'${w}'`).join(',')}]::text[]`);
    const n = VOCABULARY.length;
    // Words are picked with probability skewed toward the front of the list (the cube of a uniform draw); the
    // subqueries refer to the row (g > 0) so PostgreSQL draws new words for every row.
    await db.execute(sql`
      insert into users (email, username, password_hash, first_name, last_name, created_at)
      select 'bench-' || i || '@bench.local', 'bench_' || i, 'not-used', 'Bench', 'Member ' || i, now() - interval '90 days'
      from generate_series(1, ${USERS}::int) i`);
    log(`inserting ${POSTS} posts`);
    // Small batches: every statement stays under the pool's statement_timeout on a busy machine.
    const batch = 4_000;
    for (let from = 1; from <= POSTS; from += batch) {
      const to = Math.min(POSTS, from + batch - 1);
      await db.execute(sql`
        with u as (select array_agg(id) as ids from users where email like 'bench-%@bench.local'),
             c as (select array_agg(id order by position) as ids from forum_channels),
             v as (select ${words} as w)
        insert into forum_posts (channel_id, author_id, kind, title, body, score, up_count, down_count,
                                 answer_count, comment_count, created_at)
        select c.ids[1 + (g * 7) % cardinality(c.ids)],
               u.ids[1 + (g * 7919) % cardinality(u.ids)],
               case when g % 3 = 0 then 'discussion' else 'question' end,
               initcap((select string_agg(v.w[1 + floor(${n} * power(random(), 3))::int + 0 * s], ' ') from generate_series(1, 6 + (g % 3)) s where g > 0)),
               (select string_agg(v.w[1 + floor(${n} * power(random(), 3))::int + 0 * s], ' ') from generate_series(1, 40 + (g % 40)) s where g > 0),
               (g * 31) % 25 - 3, greatest((g * 31) % 25 - 3, 0), 0, 0, 0,
               ${t.clock.now()}::timestamptz - ((${POSTS}::int - g)::float8 / ${POSTS} * 365) * interval '1 day'
        from generate_series(${from}::int, ${to}::int) g, u, c, v`);
    }
    log('inserting answers');
    for (let from = 1; from <= POSTS; from += batch) {
      const to = from + batch - 1;
      await db.execute(sql`
        with u as (select array_agg(id) as ids from users where email like 'bench-%@bench.local'),
             v as (select ${words} as w)
        insert into forum_answers (post_id, author_id, body, score, up_count, created_at)
        select p.id, u.ids[1 + (p.id::bigint * 104729) % cardinality(u.ids)],
               (select string_agg(v.w[1 + floor(${n} * power(random(), 3))::int + 0 * s], ' ') from generate_series(1, 30) s where p.id > 0),
               p.id % 7, p.id % 7, p.created_at + interval '1 hour'
        from forum_posts p, u, v where p.kind = 'question' and p.id % 3 = 1 and p.id between ${from} and ${to}`);
    }
    await db.execute(sql`update forum_posts p set answer_count = 1,
        accepted_answer_id = case when p.id % 2 = 0 then a.id end
      from forum_answers a where a.post_id = p.id`);
    await db.execute(sql`vacuum analyze forum_posts`);
    await db.execute(sql`vacuum analyze forum_answers`);
    const [{ answers } = { answers: 0 }] = (
      (await db.execute(sql`select count(*)::int as answers from forum_answers`)) as unknown as {
        rows: Array<{ answers: number }>;
      }
    ).rows;
    log(`data ready in ${round((performance.now() - t0) / 1000)} s (${answers} answers)`);

    const measure = async (name: string, url: (i: number) => string) => {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const start = performance.now();
        const res = await t.app.inject({ method: 'GET', url: url(i) });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i >= WARMUP) times.push(ms);
      }
      const result = p95(times);
      log(`${name}: p95 ${result} ms`);
      return result;
    };
    // A deep page: the cursor of the 50th page of the QA channel.
    let cursor = '';
    for (let i = 0; i < 50; i++) {
      const page = (
        await t.app.inject({ method: 'GET', url: `/api/community/feed?channel=qa${cursor ? `&cursor=${cursor}` : ''}` })
      ).json();
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    if (process.env.BENCH_EXPLAIN === '1') {
      const { communityRepo } = await import('#server/modules/community/community.repo');
      const repo = communityRepo(db);
      const show = async (name: string, q: { toSQL(): { sql: string; params: unknown[] } }) => {
        const { sql: text, params } = q.toSQL();
        const inlined = text.replace(/\$(\d+)/g, (_, i) => {
          const v = params[Number(i) - 1];
          return typeof v === 'number'
            ? String(v)
            : `'${String(v instanceof Date ? v.toISOString() : v).replaceAll("'", "''")}'`;
        });
        const plan = (await db.execute(sql.raw(`explain analyze ${inlined}`))) as unknown as {
          rows: Array<Record<string, string>>;
        };
        log(`${name}:\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`);
      };
      await show('latest', repo.feed({ sort: 'latest', limit: 21 }));
      await show('channel', repo.feed({ sort: 'latest', channelId: 1, limit: 21 }));
      await show('search', repo.search('remainder', 0, 21));
      await show('search rare', repo.search('seating arrangement', 0, 21));
    }
    const healthP95Ms = await measure('health', () => '/api/health');
    if (process.env.BENCH_EXPLAIN === '1') {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const start = performance.now();
        await t.services.community.feed({ sort: 'latest' });
        if (i >= WARMUP) times.push(performance.now() - start);
      }
      log(`latest, the service alone: p95 ${p95(times)} ms`);
    }
    const latestP95Ms = await measure('latest', () => '/api/community/feed?sort=latest');
    const channelP95Ms = await measure(
      'channel',
      (i) => `/api/community/feed?channel=${['qa', 'dilr', 'varc'][i % 3]}`,
    );
    const channelDeepP95Ms = await measure(
      'channel deep page',
      () => `/api/community/feed?channel=qa&cursor=${cursor}`,
    );
    const topWeekP95Ms = await measure('top week', () => '/api/community/feed?sort=top&window=week');
    const unansweredP95Ms = await measure('unanswered', () => '/api/community/feed?sort=unanswered');
    const searchP95Ms = await measure(
      'search',
      (i) => `/api/community/search?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length] ?? 'remainder')}`,
    );
    const result = {
      posts: POSTS,
      answers,
      requests: REQUESTS,
      healthP95Ms,
      latestP95Ms,
      channelP95Ms,
      channelDeepP95Ms,
      topWeekP95Ms,
      unansweredP95Ms,
      searchP95Ms,
      targetMs: TARGET_MS,
      withinTarget: Math.max(latestP95Ms, channelP95Ms, searchP95Ms) <= TARGET_MS,
      short: SHORT,
    };
    console.log(JSON.stringify(result));
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
