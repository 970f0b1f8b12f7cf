// @ts-nocheck
import { sql } from 'drizzle-orm';
import type { ExamPattern } from '#shared/domain/exam/patterns';
import { activeLearnersSince } from '../../db/active-learners.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

const IST = 'Asia/Kolkata';
const ts = (d: Date) => d.toISOString();

/** Platform-wide aggregates (raw SQL: grouped by India-time day, window functions, correlations). */
export function adminAnalyticsRepo(db: Db) {
  const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q));
  const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(q))[0] as T;
  const day = (col: ReturnType<typeof sql>) => sql`to_char(${col} at time zone ${IST}, 'YYYY-MM-DD')`;
  return {
    async dashboard(w: { since: Date; startOfToday: Date; weekAgo: Date }) {
      const [regs, active, revenue, mocks, totals] = await Promise.all([
        rows<{ day: string; n: number }>(
          sql`select ${day(sql`created_at`)} as day, count(*)::int as n from users where created_at >= ${ts(w.since)}::timestamptz group by 1`,
        ),
        rows<{ day: string; n: number; answers: number }>(
          // Active: a practice answer that day, or a mock being taken (its last heartbeat or save that day).
          sql`select day, count(distinct user_id)::int as n, sum(answers)::int as answers from (
              select ${day(sql`created_at`)} as day, user_id, 1 as answers from attempts where created_at >= ${ts(w.since)}::timestamptz
              union all
              select ${day(sql`last_seen_at`)}, user_id, 0 from mock_attempts where last_seen_at >= ${ts(w.since)}::timestamptz
            ) activity group by 1`,
        ),
        rows<{ day: string; n: number }>(
          sql`select ${day(sql`coalesce(captured_at, created_at)`)} as day, coalesce(sum(amount_paise), 0)::int as n from payments where status in ('captured', 'refunded') and coalesce(captured_at, created_at) >= ${ts(w.since)}::timestamptz group by 1`,
        ),
        rows<{ day: string; n: number }>(
          sql`select ${day(sql`submitted_at`)} as day, count(*)::int as n from mock_attempts where status = 'submitted' and submitted_at >= ${ts(w.since)}::timestamptz group by 1`,
        ),
        one<{
          today: number;
          week: number;
          tests: number;
          reports: number;
          flagged: number;
          learners: number;
          payers: number;
          mocksInProgress: number;
        }>(sql`select
            ${activeLearnersSince(w.startOfToday)} as today,
            ${activeLearnersSince(w.weekAgo)} as week,
            (select count(*)::int from practice_sessions where finished_at >= ${ts(w.since)}::timestamptz) as tests,
            (select count(*)::int from question_reports where status = 'open') as reports,
            (select count(distinct question_id)::int from question_reports where status = 'open') as flagged,
            (select count(*)::int from users where role = 'user' and not is_admin) as learners,
            (select count(distinct user_id)::int from payments where status in ('captured', 'refunded')) as payers,
            (select count(*)::int from mock_attempts where status = 'active') as "mocksInProgress"`),
      ]);
      return { regs, active, revenue, mocks, totals };
    },

    /** The weakest items first: lowest first-attempt facility among items at least `minLearners` tried. */
    items(minLearners: number, limit: number) {
      return rows<{
        questionId: number;
        section: string;
        topic: string;
        stem: string;
        learners: number;
        facility: number;
        discrimination: number | null;
        meanSeconds: number;
      }>(sql`
        with firsts as (
          select distinct on (a.user_id, a.question_id) a.user_id, a.question_id, a.is_correct, a.seconds
          from attempts a order by a.user_id, a.question_id, a.created_at, a.id
        ), ability as (
          select user_id, avg(is_correct::int)::float8 as acc from attempts group by user_id
        )
        select q.id as "questionId", q.section, q.topic, left(q.stem, 160) as stem,
          count(*)::int as learners,
          avg(f.is_correct::int)::float8 as facility,
          corr(f.is_correct::int, b.acc) as discrimination,
          avg(f.seconds)::float8 as "meanSeconds"
        from firsts f join questions q on q.id = f.question_id join ability b on b.user_id = f.user_id
        group by q.id
        having count(*) >= ${minLearners}
        order by facility asc, learners desc, q.id
        limit ${limit}`);
    },

    topics() {
      return rows<{ section: string; topic: string; attempts: number; learners: number; accuracy: number }>(sql`
        select q.section, q.topic, count(*)::int as attempts, count(distinct a.user_id)::int as learners,
          avg(a.is_correct::int)::float8 as accuracy
        from attempts a join questions q on q.id = a.question_id
        group by q.section, q.topic order by accuracy asc, attempts desc limit 200`);
    },

    funnel() {
      return one<{ signedUp: number; practised: number; tookTest: number; tookMock: number; purchased: number }>(sql`
        with learners as (select id from users where role = 'user' and not is_admin)
        select (select count(*)::int from learners) as "signedUp",
          (select count(*)::int from learners l where exists (select 1 from attempts a where a.user_id = l.id)) as practised,
          (select count(*)::int from learners l where exists (select 1 from practice_sessions s where s.user_id = l.id and s.finished_at is not null)) as "tookTest",
          (select count(*)::int from learners l where exists (select 1 from mock_attempts m where m.user_id = l.id and m.status = 'submitted')) as "tookMock",
          (select count(*)::int from learners l where exists (select 1 from payments p where p.user_id = l.id and p.status in ('captured', 'refunded'))) as purchased`);
    },

    /**
     * Per mock with submitted attempts, in one statement: takers, mean, quartiles and top of the stored scores (a
     * missing score reads 0, as the mock's own results do), the score frequencies for a histogram, and the paper's
     * question count per section (its maximum is the pattern's rule, applied by the caller).
     */
    mockScores() {
      return rows<{
        mockId: number;
        title: string;
        exam: string;
        pattern: ExamPattern;
        paper: Record<string, number> | null;
        takers: number;
        mean: number;
        q1: number;
        median: number;
        q3: number;
        top: number;
        scores: Array<[number, number]>;
      }>(sql`
        with s as (
          select mock_id, coalesce(score, 0)::float8 as score from mock_attempts where status = 'submitted'
        ), stats as (
          select mock_id, count(*)::int as takers, avg(score)::float8 as mean,
            percentile_cont(0.25) within group (order by score) as q1,
            percentile_cont(0.5) within group (order by score) as median,
            percentile_cont(0.75) within group (order by score) as q3,
            max(score) as top
          from s group by mock_id
        ), freq as (
          select mock_id, jsonb_agg(jsonb_build_array(score, n) order by score) as scores
          from (select mock_id, score, count(*)::int as n from s group by 1, 2) f group by mock_id
        ), paper as (
          select mock_id, jsonb_object_agg(section_key, n) as paper
          from (
            select i.mock_id, i.section_key, count(*)::int as n from mock_test_items i
            where i.mock_id in (select mock_id from stats) group by 1, 2
          ) p group by mock_id
        )
        select m.id as "mockId", m.title, m.exam, m.pattern, p.paper, st.takers, st.mean, st.q1, st.median, st.q3, st.top,
          f.scores
        from stats st join mock_tests m on m.id = st.mock_id join freq f on f.mock_id = st.mock_id
        left join paper p on p.mock_id = st.mock_id
        order by st.takers desc, m.title`);
    },

    /** Finished practice tests' scores: share of the test's questions answered right, in tenths. */
    testScores() {
      return rows<{ band: number; tests: number }>(sql`
        select least(9, floor(10.0 * coalesce(r.correct, 0) / greatest(1, cardinality(s.question_ids))))::int as band,
          count(*)::int as tests
        from practice_sessions s
        left join lateral (
          select count(distinct a.question_id) filter (where a.is_correct) as correct
          from attempts a where a.context = 'task' and a.context_id = s.id::text
        ) r on true
        where s.finished_at is not null
        group by 1 order by 1`);
    },
  };
}
