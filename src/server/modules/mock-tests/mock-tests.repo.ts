import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnswerStatus, ErrorTag, MockStatus, SubmittedBy } from '#shared/contracts/mock-tests';
import type { LearnerAnswer } from '#shared/contracts/questions';
import { type Db, preparedQuery } from '../../db/client.ts';
import { lockLearnerRow } from '../../db/learner-lock.ts';
import {
  mockAnswers,
  mockAttempts,
  mockSeries,
  mockTestItems,
  mockTests,
  mockTimeGrants,
  questionSets,
  questions,
  users,
} from '../../db/schema/index.ts';
import {
  liveSession,
  liveSubscriptionsFrom,
  liveSubscriptionsJson,
  SESSION_OF_TOKEN,
  userFromJson,
} from '../access/public.ts';
import type { SavedAnswer, ScoringItem } from './mock-scoring.ts';

export type MockRow = typeof mockTests.$inferSelect;
export type MockAttemptRow = typeof mockAttempts.$inferSelect;
export type NewMock = typeof mockTests.$inferInsert;

export function mockTestsRepo(db: Db) {
  return {
    async listMocks(opts: { published: boolean }) {
      const where = opts.published ? eq(mockTests.status, 'published') : undefined;
      return db
        .select()
        .from(mockTests)
        .where(where)
        .orderBy(asc(mockTests.seriesId), asc(mockTests.seriesOrder), asc(mockTests.id));
    },

    /** `lock`: held until the transaction ends (no key update, so attempts referencing the mock still insert). */
    async findMock(id: number, opts: { lock?: boolean } = {}) {
      const q = db.select().from(mockTests).where(eq(mockTests.id, id));
      const [row] = opts.lock ? await q.for('no key update') : await q;
      return row ?? null;
    },

    async itemCounts() {
      return db
        .select({ mockId: mockTestItems.mockId, n: sql<number>`count(*)::int` })
        .from(mockTestItems)
        .groupBy(mockTestItems.mockId);
    },

    /** The paper in order with each question's row (answer keys included: the service decides what to show). */
    async paper(mockId: number) {
      return db
        .select({ position: mockTestItems.position, sectionKey: mockTestItems.sectionKey, question: questions })
        .from(mockTestItems)
        .innerJoin(questions, eq(questions.id, mockTestItems.questionId))
        .where(eq(mockTestItems.mockId, mockId))
        .orderBy(asc(mockTestItems.position));
    },

    /** What scoring needs of a mock's paper, in paper order: each question's section, type and key (no text). */
    async paperKeys(mockId: number) {
      return db
        .select({
          sectionKey: mockTestItems.sectionKey,
          question: { id: questions.id, type: questions.type, answer: questions.answer },
        })
        .from(mockTestItems)
        .innerJoin(questions, eq(questions.id, mockTestItems.questionId))
        .where(eq(mockTestItems.mockId, mockId))
        .orderBy(asc(mockTestItems.position));
    },

    async sets(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(questionSets).where(inArray(questionSets.id, ids));
    },

    async insertMock(row: NewMock, items: Array<{ sectionKey: string; questionId: number }>) {
      const [mock] = await db.insert(mockTests).values(row).returning();
      if (!mock) throw new Error('mock insert returned nothing');
      if (items.length) {
        await db.insert(mockTestItems).values(items.map((it, i) => ({ mockId: mock.id, position: i + 1, ...it })));
      }
      return mock;
    },

    async setStatus(id: number, status: MockStatus) {
      const [row] = await db.update(mockTests).set({ status }).where(eq(mockTests.id, id)).returning();
      return row ?? null;
    },

    async mockTitles() {
      return (await db.select({ title: mockTests.title }).from(mockTests)).map((r) => r.title);
    },

    async upsertSeries(row: typeof mockSeries.$inferInsert) {
      const [existing] = await db.select().from(mockSeries).where(eq(mockSeries.title, row.title));
      if (existing) return existing;
      const [created] = await db.insert(mockSeries).values(row).returning();
      if (!created) throw new Error('series insert returned nothing');
      return created;
    },

    async seriesExists(id: number) {
      const [row] = await db.select({ id: mockSeries.id }).from(mockSeries).where(eq(mockSeries.id, id));
      return Boolean(row);
    },

    async listSeries() {
      return db.select().from(mockSeries).orderBy(asc(mockSeries.id));
    },

    async lockLearner(userId: string) {
      await lockLearnerRow(db, userId);
    },

    async learnerName(userId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Mocks the learner started since `since` (null: ever); start_mock_attempt (drizzle/0020) counts them alike. */
    async mocksStarted(userId: string, since: Date | null) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mockAttempts)
        .where(and(eq(mockAttempts.userId, userId), since ? gte(mockAttempts.startedAt, since) : undefined));
      return row?.n ?? 0;
    },

    async timeFactor(userId: string) {
      const [row] = await db.select().from(mockTimeGrants).where(eq(mockTimeGrants.userId, userId));
      return row?.timeFactor ?? 1;
    },

    async grantTime(userId: string, timeFactor: number, at: Date) {
      await db
        .insert(mockTimeGrants)
        .values({ userId, timeFactor, grantedAt: at })
        .onConflictDoUpdate({ target: mockTimeGrants.userId, set: { timeFactor, grantedAt: at } });
    },

    /**
     * Starts the learner's attempt in one round trip (drizzle/0020's start_mock_attempt): under their row lock when
     * `allowance` limits their starts. The attempt (created now or already there), or `used` when the allowance is
     * used up. A new attempt opens on `firstQuestion`, which is visited (not answered, 0 s) in the same statement,
     * as the test screen would otherwise write it at once.
     */
    async startAttempt(row: NewAttempt, allowance: { max: number; since: Date | null } | null, firstQuestion: number) {
      const [out] = await preparedQuery<{ attemptId: string | null; created: boolean; used: number | null }>(
        db,
        'mock_start_attempt',
        `with started as (
           select attempt_id, created, used
             from start_mock_attempt($1::uuid, $2::int, $3::int, $4::timestamptz, $5, $6::real, $7::int[],
                                     $8::timestamptz, $9::timestamptz, $10, $11::timestamptz)),
         visited as (
           insert into mock_answers (attempt_id, question_id, status, answer, seconds, updated_at)
           select attempt_id, $12::int, 'not_answered', null, 0, $11::timestamptz from started where created)
         select attempt_id as "attemptId", created, used from started`,
        [
          row.userId,
          row.mockId,
          allowance?.max ?? null,
          allowance?.since?.toISOString() ?? null,
          row.timerMode,
          row.timeFactor,
          row.stageOrder,
          row.stageDeadline.toISOString(),
          row.endsAt?.toISOString() ?? null,
          row.clientId,
          row.startedAt.toISOString(),
          firstQuestion,
        ],
      );
      return out ?? { attemptId: null, created: false, used: null };
    },

    /**
     * What a start needs, in one statement behind the token (START_FACTS): the caller (session, user row, live
     * subscriptions), their attempt of this mock and their time grant; null without a live session.
     */
    async startFacts(tokenHash: string, now: Date, touchFrom: Date, mockId: number) {
      const [row] = await preparedQuery<StartFactsRow>(db, 'mock_start_facts', START_FACTS, [
        tokenHash,
        now.toISOString(),
        mockId,
        touchFrom.toISOString(),
      ]);
      if (!row) return null;
      return {
        sessionId: row.sessionId,
        user: userFromJson(row.user),
        subscriptions: liveSubscriptionsFrom(row.subscriptions),
        attemptId: row.attemptId,
        timeFactor: Number(row.timeFactor ?? 1),
      };
    },

    async attemptOf(userId: string, mockId: number) {
      const [row] = await db
        .select()
        .from(mockAttempts)
        .where(and(eq(mockAttempts.userId, userId), eq(mockAttempts.mockId, mockId)));
      return row ?? null;
    },

    async myAttempts(userId: string) {
      return db.select().from(mockAttempts).where(eq(mockAttempts.userId, userId));
    },

    async findAttempt(id: string, opts: { forUpdate?: boolean } = {}) {
      const q = db.select().from(mockAttempts).where(eq(mockAttempts.id, id));
      const [row] = opts.forUpdate ? await q.for('update') : await q;
      return row ?? null;
    },

    /** Moves the clock and claims the attempt for a tab, if nobody wrote since `seq` was read. */
    async updateClock(
      id: string,
      expectSeq: number,
      set: {
        stageIndex: number;
        stageDeadline: Date;
        lastSeenAt: Date;
        clientId?: string;
        seq?: number;
        endsAt?: Date | null;
      },
    ) {
      const [row] = await db
        .update(mockAttempts)
        .set(set)
        .where(and(eq(mockAttempts.id, id), eq(mockAttempts.seq, expectSeq), eq(mockAttempts.status, 'active')))
        .returning();
      // The attempt as written (undefined when another write or a submit came first): no second read needed.
      return row;
    },

    /**
     * A stage change (time-up or an early end) in one statement: the clock moves only if nobody wrote since
     * `expectSeq` and the attempt is active, and the new stage's first question is visited (not answered, 0 s) unless
     * the attempt already holds it. Whether the clock moved, and whether the visit was written.
     */
    async moveStage(
      id: string,
      expectSeq: number,
      set: { stageIndex: number; stageDeadline: Date; lastSeenAt: Date; seq?: number; endsAt?: Date | null },
      firstQuestion: number,
    ) {
      const result = await db.execute(sql`
        with moved as (
          update mock_attempts
             set stage_index = ${set.stageIndex}, stage_deadline = ${set.stageDeadline}, last_seen_at = ${set.lastSeenAt},
                 seq = ${set.seq ?? sql`seq`}, ends_at = ${set.endsAt === undefined ? sql`ends_at` : set.endsAt}
           where id = ${id} and seq = ${expectSeq} and status = 'active'
          returning id),
        visited as (
          insert into mock_answers (attempt_id, question_id, status, answer, seconds, updated_at)
          select id, ${firstQuestion}, 'not_answered', null, 0, ${set.lastSeenAt} from moved
          on conflict (attempt_id, question_id) do nothing
          returning attempt_id)
        select exists (select 1 from moved) as moved, exists (select 1 from visited) as visited`);
      const [row] = (result as unknown as { rows: Array<{ moved: boolean; visited: boolean }> }).rows;
      return { moved: row?.moved === true, visited: row?.visited === true };
    },

    /**
     * One save as a single statement: the attempt's clock and seq move only if this tab still owns it and nobody
     * wrote since `expectSeq`, and the answer row is upserted in the same statement (nothing else is touched).
     */
    async saveAnswer(input: AnswerWrite & { expectSeq: number; stageIndex: number; stageDeadline: Date }) {
      const result = await db.execute(sql`
        with claimed as (
          update mock_attempts
             set seq = ${input.seq}, last_seen_at = ${input.now}, stage_index = ${input.stageIndex},
                 stage_deadline = ${input.stageDeadline}
           where id = ${input.attemptId} and client_id = ${input.clientId} and seq = ${input.expectSeq}
             and status = 'active'
          returning id)
        ${upsertAnswer(input)}
        returning attempt_id`);
      return (result as { rows: unknown[] }).rows.length === 1;
    },

    /**
     * The exam-day fast path of a save, in one round trip: the session behind the token is checked in the same
     * statement (live, account not suspended, owner of the attempt), and the write lands only while the attempt's
     * stored clock needs no settling (the question's stage is the current one, its deadline plus grace not passed,
     * a pausable clock not paused) and the seq is new. Returns the stored clock, or null: then the caller takes the
     * full path (sign-in lookup, settle, the late-write rule), which decides every other case.
     */
    async saveFast(input: AnswerWrite & FastCheck & { stages: number[] }) {
      const setAnswer = input.answer !== undefined;
      return fastClock(
        await preparedQuery<FastRow>(db, 'mock_save_fast', SAVE_FAST, [
          ...fastParams(input),
          input.seq,
          `{${input.stages.join(',')}}`,
          input.questionId,
          input.status ?? 'not_answered',
          input.status !== null,
          setAnswer ? JSON.stringify(input.answer) : null,
          setAnswer,
          input.seconds,
        ]),
      );
    },

    /**
     * The heartbeat in one round trip like saveFast: the attempt as stored if a live session behind the token owns
     * it (else null), and `updated` when its last-seen time moved (this tab's, and the clock needed no settling).
     */
    async heartbeatFast(input: FastCheck & { attemptId: string; clientId: string }) {
      const [row] = await preparedQuery<HeartbeatRow>(db, 'mock_heartbeat_fast', HEARTBEAT_FAST, fastParams(input));
      if (!row) return null;
      const { updated, ...clock } = row;
      return { attempt: clockedAttempt(clock), updated };
    },

    /** The mock of an attempt that a live session behind the token owns (one prepared statement), else null. */
    async ownedMockFast(tokenHash: string, now: Date, attemptId: string) {
      const [row] = await preparedQuery<{ mockId: number }>(db, 'mock_owned_fast', OWNED_MOCK_FAST, [
        tokenHash,
        now.toISOString(),
        attemptId,
      ]);
      return row?.mockId ?? null;
    },

    /** claim in one round trip (see CLAIM_FAST): null when the session does not own it or its clock needs settling. */
    async claimFast(input: FastCheck & { attemptId: string; clientId: string }) {
      const [row] = await preparedQuery<ClaimRow>(db, 'mock_claim_fast', CLAIM_FAST, fastParams(input));
      if (!row) return null;
      const { firstName, lastName, username, answers, ...clock } = row;
      return { attempt: clockedAttempt(clock), person: { firstName, lastName, username }, answers };
    },

    /**
     * The submit's lock in one round trip: the attempt, locked until the transaction ends, when a live session
     * behind the token owns it; else null (the caller's full path answers 401 or 404).
     */
    async lockOwnedFast(tokenHash: string, now: Date, touchFrom: Date, attemptId: string) {
      const [row] = await preparedQuery<LockedAttempt>(db, 'mock_lock_owned_fast', LOCK_OWNED_FAST, [
        tokenHash,
        now.toISOString(),
        touchFrom.toISOString(),
        attemptId,
      ]);
      return row ?? null;
    },

    /**
     * What scoring reads, in one statement: the attempt's saved answers and its mock's keys in paper order. Run after
     * the attempt is locked, so it sees every save acknowledged before the lock and the key a correction committed.
     */
    async scoringFacts(attemptId: string, mockId: number) {
      const [row] = await preparedQuery<ScoringFacts>(db, 'mock_scoring_facts', SCORING_FACTS, [attemptId, mockId]);
      return row ?? { answers: [], keys: [] };
    },

    async answers(attemptId: string) {
      return db.select().from(mockAnswers).where(eq(mockAnswers.attemptId, attemptId));
    },

    /**
     * Closes an active attempt with its score and every answer's verdict, in one statement (a submit burst at a
     * section's end would otherwise send one per answer, and a second for the attempt).
     */
    async finishAttempt(
      id: string,
      verdicts: Array<{ questionId: number; correct: boolean | null }>,
      set: { submittedAt: Date; submittedBy: SubmittedBy; score: number; sectionScores: Record<string, number> },
    ) {
      const ids = `{${verdicts.map((v) => v.questionId).join(',')}}`;
      const marks = `{${verdicts.map((v) => (v.correct === null ? 'NULL' : String(v.correct))).join(',')}}`;
      await db.execute(sql`
        with marked as (
          update mock_answers m set correct = v.correct
            from unnest(${ids}::int[], ${marks}::boolean[]) as v(question_id, correct)
           where m.attempt_id = ${id} and m.question_id = v.question_id)
        update mock_attempts
           set status = 'submitted', submitted_at = ${set.submittedAt.toISOString()}::timestamptz,
               submitted_by = ${set.submittedBy}, score = ${set.score},
               section_scores = ${JSON.stringify(set.sectionScores)}::jsonb
         where id = ${id} and status = 'active'`);
    },

    async setErrorTag(attemptId: string, questionId: number, tag: ErrorTag | null) {
      const rows = await db
        .update(mockAnswers)
        .set({ errorTag: tag })
        .where(and(eq(mockAnswers.attemptId, attemptId), eq(mockAnswers.questionId, questionId)))
        .returning({ q: mockAnswers.questionId });
      return rows.length === 1;
    },

    /** Strict attempts whose last deadline and grace are over (the sweep finishes them). */
    async expiredAttempts(before: Date, limit: number) {
      return db
        .select({ id: mockAttempts.id, mockId: mockAttempts.mockId, status: mockAttempts.status })
        .from(mockAttempts)
        .where(and(eq(mockAttempts.status, 'active'), lt(mockAttempts.endsAt, before)))
        .limit(limit);
    },

    /** The mock's submitted takers: each one's score and section scores (the cohort a result ranks against). */
    async takerScores(mockId: number) {
      return db
        .select({ id: mockAttempts.id, score: mockAttempts.score, sectionScores: mockAttempts.sectionScores })
        .from(mockAttempts)
        .where(and(eq(mockAttempts.mockId, mockId), eq(mockAttempts.status, 'submitted')));
    },

    /**
     * Per question of the mock, across its submitted takers: how many answered right, the mean time, and how many
     * of the top tenth by score (at least one) answered right; with the counts of takers and toppers.
     */
    async itemStats(mockId: number) {
      return preparedQuery<ItemStatRow>(db, 'mock_item_stats', ITEM_STATS, [mockId]);
    },

    async trend(userId: string) {
      return db
        .select({
          attemptId: mockAttempts.id,
          title: mockTests.title,
          submittedAt: mockAttempts.submittedAt,
          score: mockAttempts.score,
          pattern: mockTests.pattern,
        })
        .from(mockAttempts)
        .innerJoin(mockTests, eq(mockTests.id, mockAttempts.mockId))
        .where(and(eq(mockAttempts.userId, userId), eq(mockAttempts.status, 'submitted')))
        .orderBy(asc(mockAttempts.submittedAt));
    },

    async attemptCounts() {
      return db
        .select({
          mockId: mockAttempts.mockId,
          total: sql<number>`count(*)::int`,
          active: sql<number>`count(*) filter (where ${mockAttempts.status} = 'active')::int`,
        })
        .from(mockAttempts)
        .groupBy(mockAttempts.mockId);
    },

    /** Published questions the blueprint may draw from (id, section, type, topic, difficulty, set). */
    async bankPool() {
      return db
        .select({
          id: questions.id,
          section: questions.section,
          type: questions.type,
          area: questions.area,
          topic: questions.topic,
          difficulty: questions.difficulty,
          setId: questions.setId,
          setOrder: questions.setOrder,
          isPremium: questions.isPremium,
          optionCount: sql<number>`coalesce(jsonb_array_length(${questions.options}), 0)::int`,
        })
        .from(questions)
        .where(eq(questions.status, 'published'))
        .orderBy(asc(questions.id));
    },
  };
}

export type MockTestsRepo = ReturnType<typeof mockTestsRepo>;

interface AnswerWrite {
  attemptId: string;
  clientId: string;
  seq: number;
  now: Date;
  questionId: number;
  status: AnswerStatus | null;
  answer: LearnerAnswer | null | undefined;
  seconds: number;
}

/** What the fast paths check besides the attempt: the session (by token hash) and the clock's bounds at `now`. */
interface FastCheck {
  tokenHash: string;
  now: Date;
  /** now − the grace: a stage deadline before it has passed. */
  graceFrom: Date;
  /** now − the pause gap: a pausable clock last seen before it has paused. */
  pauseFrom: Date;
  /** now − the session touch interval: a session last seen before it gets its last-seen time moved. */
  touchFrom: Date;
}

// The fast statements are fixed text with numbered parameters, prepared once per connection (preparedQuery):
// $1 token hash, $2 now, $3 now − grace, $4 now − pause gap, $5 now − session touch interval, $6 attempt, $7 tab.
const fastParams = (input: FastCheck & { attemptId: string; clientId: string }) => [
  input.tokenHash,
  input.now.toISOString(),
  input.graceFrom.toISOString(),
  input.pauseFrom.toISOString(),
  input.touchFrom.toISOString(),
  input.attemptId,
  input.clientId,
];

// `s` and `touched` (access's session rules): the live session behind the token, read in the statement itself, so a
// session ended a moment ago is refused at once. Then `a`'s conditions: exam-clock.ts's settle() would change nothing.
const LIVE_SESSION = liveSession('$5');
/** settle() would change nothing: active, inside the stage's deadline plus grace, a pausable clock not paused. */
const CLOCK_SETTLED = `a.status = 'active' and a.stage_deadline >= $3::timestamptz
     and (a.timer_mode = 'strict' or a.last_seen_at >= $4::timestamptz or a.last_seen_at >= a.stage_deadline)`;
const SETTLED = `a.client_id = $7 and ${CLOCK_SETTLED}`;
const OWNED_AND_SETTLED = `a.id = $6::uuid and a.user_id = s.user_id and ${SETTLED}`;
/** $1 token hash, $2 now, $3 attempt: the attempt's mock when the session is live and its learner owns it. */
const OWNED_MOCK_FAST = `with s as (${SESSION_OF_TOKEN})
  select a.mock_id as "mockId" from mock_attempts a join s on s.user_id = a.user_id where a.id = $3::uuid`;
/** $1 token hash, $2 now, $3 now − the session touch interval, $4 attempt: see lockOwnedFast. */
const LOCK_OWNED_FAST = `with ${liveSession('$3')}
  select a.id, a.user_id as "userId", a.mock_id as "mockId", a.status, a.client_id as "clientId"
    from mock_attempts a join s on s.user_id = a.user_id where a.id = $4::uuid for update of a`;
/** $1 mock: see itemStats. */
const ITEM_STATS = `with takers as (
    select id, score from mock_attempts where mock_id = $1::int and status = 'submitted'),
  counted as (select count(*)::int as n from takers),
  toppers as (
    select id from takers order by score desc nulls last, id
     limit (select greatest(1, ceil(n / 10.0))::int from counted))
  select m.question_id as "questionId", (count(*) filter (where m.correct))::int as correct,
         coalesce(avg(m.seconds), 0)::float8 as "avgSeconds",
         (count(*) filter (where m.correct and m.attempt_id in (select id from toppers)))::int as "topperCorrect",
         (select n from counted) as takers, (select count(*) from toppers)::int as toppers
    from mock_answers m join takers t on t.id = m.attempt_id
   group by m.question_id`;
/** $1 attempt, $2 its mock: see scoringFacts. */
const SCORING_FACTS = `select
  (select coalesce(json_agg(json_build_object('questionId', m.question_id, 'status', m.status, 'answer', m.answer,
          'seconds', m.seconds)), '[]'::json)
     from mock_answers m where m.attempt_id = $1::uuid) as answers,
  (select coalesce(json_agg(json_build_object('sectionKey', i.section_key,
          'question', json_build_object('id', q.id, 'type', q.type, 'answer', q.answer)) order by i.position), '[]'::json)
     from mock_test_items i join questions q on q.id = i.question_id where i.mock_id = $2::int) as keys`;
/** $1 token hash, $2 now, $3 mock, $4 now − the session touch interval: see startFacts. */
const START_FACTS = `with ${liveSession('$4')}
  select s.id as "sessionId", to_jsonb(u) as "user", ${liveSubscriptionsJson('s.user_id', '$2::timestamptz')} as subscriptions,
         (select a.id from mock_attempts a where a.user_id = s.user_id and a.mock_id = $3::int) as "attemptId",
         (select g.time_factor from mock_time_grants g where g.user_id = s.user_id) as "timeFactor"
    from s join users u on u.id = s.user_id`;
/** A timestamp as epoch milliseconds (raw statements' timestamps come back as text or Date by driver). */
const ms = (column: string) => `round(extract(epoch from ${column}) * 1000)::float8`;
const CLOCK_COLUMNS = (alias: string) =>
  `${alias}.stage_index as "stageIndex", ${ms(`${alias}.stage_deadline`)} as "deadlineMs", ${alias}.seq`;

/** $8 seq, $9 the pattern stages holding the question, $10 question, $11–$12 status (given?), $13–$14 answer
 * (given?), $15 seconds. A time-only write keeps status and answer; seconds never go down. */
const SAVE_FAST = `with ${LIVE_SESSION},
  claimed as (
    update mock_attempts a set seq = $8, last_seen_at = $2::timestamptz
      from s
     where ${OWNED_AND_SETTLED} and a.seq < $8 and a.stage_order[a.stage_index + 1] = any($9::int[])
    returning a.id, a.stage_index, a.stage_deadline, a.seq),
  saved as (
    insert into mock_answers (attempt_id, question_id, status, answer, seconds, updated_at)
    select id, $10, $11, $13::jsonb, $15, $2::timestamptz from claimed
    on conflict (attempt_id, question_id) do update
       set status = case when $12::boolean then excluded.status else mock_answers.status end,
           answer = case when $14::boolean then excluded.answer else mock_answers.answer end,
           seconds = greatest(mock_answers.seconds, excluded.seconds),
           updated_at = excluded.updated_at
    returning attempt_id)
  select ${CLOCK_COLUMNS('c')} from claimed c join saved on true`;

const HEARTBEAT_FAST = `with ${LIVE_SESSION},
  cur as (select a.* from mock_attempts a join s on a.user_id = s.user_id where a.id = $6::uuid),
  upd as (
    update mock_attempts a set last_seen_at = $2::timestamptz
      from cur
     where a.id = cur.id and ${SETTLED}
    returning a.id)
  select cur.id, cur.mock_id as "mockId", cur.status, cur.timer_mode as "timerMode", cur.time_factor as "timeFactor",
         cur.stage_order as "stageOrder", ${CLOCK_COLUMNS('cur')}, ${ms('cur.last_seen_at')} as "lastSeenMs",
         ${ms('cur.ends_at')} as "endsMs", cur.client_id as "clientId", exists (select 1 from upd) as updated
    from cur`;

/** A new tab takes the attempt over ($7 its id) when its clock needs no settling; with the learner's name and answers. */
const CLAIM_FAST = `with ${LIVE_SESSION},
  claimed as (
    update mock_attempts a set client_id = $7, last_seen_at = $2::timestamptz
      from s
     where a.id = $6::uuid and a.user_id = s.user_id and ${CLOCK_SETTLED}
    returning a.*)
  select c.id, c.mock_id as "mockId", c.status, c.timer_mode as "timerMode", c.time_factor as "timeFactor",
         c.stage_order as "stageOrder", ${CLOCK_COLUMNS('c')}, ${ms('c.last_seen_at')} as "lastSeenMs",
         ${ms('c.ends_at')} as "endsMs", c.client_id as "clientId",
         u.first_name as "firstName", u.last_name as "lastName", u.username,
         (select coalesce(json_agg(json_build_object('questionId', m.question_id, 'status', m.status,
                 'answer', m.answer, 'seconds', m.seconds)), '[]'::json)
            from mock_answers m where m.attempt_id = c.id) as answers
    from claimed c join users u on u.id = c.user_id`;

/** Upserts the answer row for the attempt `claimed` returns (a time-only write keeps status and answer). */
function upsertAnswer(input: AnswerWrite) {
  const setAnswer = input.answer !== undefined;
  return sql`insert into mock_answers (attempt_id, question_id, status, answer, seconds, updated_at)
        select id, ${input.questionId}, ${input.status ?? 'not_answered'},
               ${setAnswer ? JSON.stringify(input.answer) : null}::jsonb, ${input.seconds}, ${input.now}
          from claimed
        on conflict (attempt_id, question_id) do update
           set status = ${input.status === null ? sql`mock_answers.status` : sql`excluded.status`},
               answer = ${setAnswer ? sql`excluded.answer` : sql`mock_answers.answer`},
               seconds = greatest(mock_answers.seconds, excluded.seconds),
               updated_at = excluded.updated_at`;
}

/** What the clock and the heartbeat need of an attempt. */
export type ClockedAttempt = Pick<
  MockAttemptRow,
  | 'id'
  | 'mockId'
  | 'status'
  | 'timerMode'
  | 'timeFactor'
  | 'stageOrder'
  | 'stageIndex'
  | 'stageDeadline'
  | 'lastSeenAt'
  | 'clientId'
  | 'seq'
  | 'endsAt'
>;

/** A fast statement's attempt, its timestamps as epoch milliseconds. */
type ClockedRow = Omit<ClockedAttempt, 'stageDeadline' | 'lastSeenAt' | 'endsAt'> & {
  deadlineMs: number;
  lastSeenMs: number;
  endsMs: number | null;
};

function clockedAttempt({ deadlineMs, lastSeenMs, endsMs, ...rest }: ClockedRow): ClockedAttempt {
  return {
    ...rest,
    stageDeadline: new Date(deadlineMs),
    lastSeenAt: new Date(lastSeenMs),
    endsAt: endsMs === null ? null : new Date(endsMs),
  };
}

type ClaimRow = ClockedRow & {
  firstName: string | null;
  lastName: string | null;
  username: string;
  answers: Array<Pick<typeof mockAnswers.$inferSelect, 'questionId' | 'status' | 'answer' | 'seconds'>>;
};

type HeartbeatRow = ClockedRow & { updated: boolean };

export interface ItemStatRow {
  questionId: number;
  correct: number;
  avgSeconds: number;
  topperCorrect: number;
  takers: number;
  toppers: number;
}

/** An attempt as the submit locks it. */
export type LockedAttempt = Pick<MockAttemptRow, 'id' | 'userId' | 'mockId' | 'status' | 'clientId'>;

interface ScoringFacts {
  answers: SavedAnswer[];
  keys: ScoringItem[];
}

interface StartFactsRow {
  sessionId: string;
  user: Record<string, unknown>;
  subscriptions: Parameters<typeof liveSubscriptionsFrom>[0];
  attemptId: string | null;
  timeFactor: number | null;
}

/** A new attempt's row as the service builds it (the database adds its id and the defaults). */
export type NewAttempt = Pick<
  typeof mockAttempts.$inferInsert,
  'mockId' | 'userId' | 'timerMode' | 'timeFactor' | 'stageOrder' | 'clientId'
> & { stageDeadline: Date; endsAt: Date | null; startedAt: Date };

interface FastRow {
  stageIndex: number;
  deadlineMs: number;
  seq: number;
}

function fastClock([row]: FastRow[]) {
  return row ? { stageIndex: row.stageIndex, stageDeadline: new Date(row.deadlineMs), seq: row.seq } : null;
}
