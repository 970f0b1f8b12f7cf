import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Every answer a learner gave: practice attempts, and the saved answers of their submitted mocks (dated when they
 * were saved). Read index-only through attempts_user_answers_idx, and through mock_attempts' (user_id, mock_id) key + mock_answers' key.
 */
const answered = (userId: string) => sql`
  select a.created_at as at, a.is_correct as correct, a.seconds, a.question_id
  from attempts a where a.user_id = ${userId}
  union all
  select ma.updated_at, coalesce(ma.correct, false), ma.seconds, ma.question_id
  from mock_attempts t join mock_answers ma on ma.attempt_id = t.id
  where t.user_id = ${userId} and t.status = 'submitted'
    and ma.answer is not null and ma.status in ('answered', 'answered_marked')`;

const num = (v: unknown) => Number(v ?? 0);

/** Budget seconds per bank section as a VALUES list to join on. */
const budgetValues = (budgets: Record<string, number>) =>
  sql.join(
    Object.entries(budgets).map(([section, seconds]) => sql`(${section}, ${seconds}::int)`),
    sql`, `,
  );

export function analyticsRepo(db: Db) {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  return {
    /**
     * Calendar days below are the learner's: the zone is set for the caller's transaction only. A timestamptz cast to
     * date in the session zone costs a fraction of `at time zone` per row, which is most of this query's time.
     */
    async useTimeZone(timeZone: string) {
      await db.execute(sql`select set_config('TimeZone', ${timeZone}, true)`);
    },

    /** Totals per calendar day (the session's zone: see useTimeZone) and per section, from one read of the answers. */
    async dayAndSection(userId: string) {
      const out = await rows<{ day: string | null; section: string | null; total: number; correct: number }>(sql`
        with answered as (${answered(userId)}),
        by_day as (select x.at::date as day, count(*) as n, count(*) filter (where x.correct) as c
                   from answered x group by 1),
        by_question as (select x.question_id, count(*) as n, count(*) filter (where x.correct) as c
                        from answered x group by 1)
        select to_char(day, 'YYYY-MM-DD') as day, null as section, n::int as total, c::int as correct from by_day
        union all
        select null, q.section, sum(b.n)::int, sum(b.c)::int
        from by_question b join questions q on q.id = b.question_id group by q.section`);
      const days = out.filter((r) => r.day !== null);
      const sections = out.filter((r) => r.section !== null);
      return {
        days: days.map((r) => ({ day: r.day as string, total: num(r.total), correct: num(r.correct) })),
        sections: sections.map((r) => ({ section: r.section as string, total: num(r.total), correct: num(r.correct) })),
      };
    },

    /**
     * The learner's submitted mocks, oldest first (the latest `limit`, of one exam when `exam` is given): score, the
     * paper's maximum, sectional scores and the share of takers below.
     */
    async mocks(userId: string, { limit, exam }: { limit?: number; exam?: string } = {}) {
      const out = await rows<{
        id: string;
        title: string;
        submitted_at: Date | string;
        score: number | null;
        section_scores: Record<string, number> | null;
        max_score: number;
        takers: number;
        higher: number;
      }>(sql`
        select * from (
          select t.id, m.title, t.submitted_at, t.score, t.section_scores,
                 -- As the result page's: sections reported but not scored (XAT's GK) are left out.
                 (select count(*) from mock_test_items i where i.mock_id = m.id
                    and not coalesce(m.pattern->'marking'->'unscoredSections' ? i.section_key, false))
                   * (m.pattern->'marking'->>'correct')::real as max_score,
                 (select count(*) from mock_attempts o where o.mock_id = t.mock_id and o.status = 'submitted')::int as takers,
                 (select count(*) from mock_attempts o where o.mock_id = t.mock_id and o.status = 'submitted'
                    and o.score > t.score)::int as higher
          from mock_attempts t join mock_tests m on m.id = t.mock_id
          where t.user_id = ${userId} and t.status = 'submitted' ${exam ? sql`and m.exam = ${exam}` : sql``}
          order by t.submitted_at desc ${limit ? sql`limit ${limit}` : sql``}
        ) latest order by submitted_at asc`);
      return out.map((r) => ({
        attemptId: r.id,
        title: r.title,
        submittedAt: new Date(r.submitted_at),
        score: num(r.score),
        sectionScores: r.section_scores ?? {},
        maxScore: num(r.max_score),
        takers: num(r.takers),
        higher: num(r.higher),
      }));
    },

    /**
     * Per section, area, topic and difficulty: answers, right ones, and seconds spent on right and on wrong ones.
     * Summed per question first, so only a few hundred rows meet the join with questions.
     */
    async byQuestionGroup(userId: string) {
      const out = await rows<{
        section: string;
        area: string;
        topic: string;
        difficulty: number;
        n: number;
        c: number;
        cs: number;
        ws: number;
      }>(sql`
        with answered as (${answered(userId)}),
        by_question as (
          select x.question_id, count(*) as n, count(*) filter (where x.correct) as c,
                 coalesce(sum(x.seconds) filter (where x.correct), 0) as cs,
                 coalesce(sum(x.seconds) filter (where not x.correct), 0) as ws
          from answered x group by 1)
        select q.section, q.area, q.topic, q.difficulty, sum(b.n)::int as n, sum(b.c)::int as c,
               sum(b.cs)::float8 as cs, sum(b.ws)::float8 as ws
        from by_question b join questions q on q.id = b.question_id
        group by q.section, q.area, q.topic, q.difficulty order by q.section, q.area, q.topic, q.difficulty`);
      return out.map((r) => ({
        section: r.section,
        area: r.area,
        topic: r.topic,
        difficulty: num(r.difficulty),
        attempts: num(r.n),
        correct: num(r.c),
        correctSeconds: num(r.cs),
        wrongSeconds: num(r.ws),
      }));
    },

    /** Answers that took longer than their section's budget: how many, and the worst `limit` of them. */
    async overspent(userId: string, budgets: Record<string, number>, limit: number) {
      const out = await rows<{
        question_id: number;
        section: string;
        topic: string;
        seconds: number;
        budget: number;
        correct: boolean;
        at: Date | string;
        total: number;
      }>(sql`
        with answered as (${answered(userId)}),
        budget(section, seconds) as (values ${budgetValues(budgets)}),
        over as (
          select x.question_id, q.section, q.topic, x.seconds, b.seconds as budget, x.correct, x.at
          from answered x join questions q on q.id = x.question_id join budget b on b.section = q.section
          where x.seconds > ${Math.min(...Object.values(budgets))} and x.seconds > b.seconds)
        select o.*, (select count(*) from over)::int as total
        from over o order by o.seconds - o.budget desc, o.at desc limit ${limit}`);
      return {
        count: num(out[0]?.total),
        worst: out.map((r) => ({
          questionId: num(r.question_id),
          section: r.section,
          topic: r.topic,
          seconds: num(r.seconds),
          budgetSeconds: num(r.budget),
          correct: r.correct,
          at: new Date(r.at),
        })),
      };
    },

    /**
     * Published questions of a topic the learner has not yet got right: ones they got wrong first, then unseen ones,
     * nearest to `level` (difficulty 1–5) first.
     */
    async practiceSet(userId: string, section: string, topic: string, level: number, limit: number) {
      const out = await rows<{ id: number }>(sql`
        select q.id from questions q
        where q.status = 'published' and q.section = ${section} and q.topic = ${topic}
          and not exists (select 1 from attempts a where a.user_id = ${userId} and a.question_id = q.id and a.is_correct)
        order by exists (select 1 from attempts a where a.user_id = ${userId} and a.question_id = q.id) desc,
                 abs(q.difficulty - ${level}), q.id
        limit ${limit}`);
      return out.map((r) => num(r.id));
    },
  };
}
