import {
  type AttemptState,
  type ClockState,
  type MockDetail,
  type MockList,
  type MockSummary,
  type SaveBody,
  type SavedAnswer,
  STALE_TAB_MESSAGE,
  type StageClock,
  type StartReply,
  type SubmitBody,
  type SubmittedBy,
} from '#shared/contracts/mock-tests';
import { remaining } from '#shared/domain/plan-limits';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import {
  badRequest,
  deadlinePassed,
  notFound,
  planLimit,
  premiumRequired,
  staleClient,
  unauthorized,
} from '../../errors.ts';
import { keptReads } from '../../lib/kept-reads.ts';
import { type AuthContext, type DeferredAuth, SESSION_TOUCH_MS } from '../access/public.ts';
import type { ReviewService } from '../review/review.service.ts';
import {
  finalDeadline,
  GRACE_MS,
  judgeWrite,
  LATE_MS,
  openSections,
  PAUSE_AFTER_MS,
  type Settled,
  SKEW_MS,
  settle,
  stageMs,
  stagesWithSection,
} from './exam-clock.ts';
import { loadPaper, type Paper, presentMock, presentPattern } from './mock-paper.ts';
import { buildResult, readResultBase } from './mock-results.ts';
import { scoreAttempt } from './mock-scoring.ts';
import {
  type ClockedAttempt,
  type LockedAttempt,
  type MockAttemptRow,
  type MockRow,
  type MockTestsRepo,
  mockTestsRepo,
} from './mock-tests.repo.ts';
import { startAdmission } from './start-admission.ts';

const SWEEP_BATCH = 200;
/** Attempt → mock pairs kept per process (an attempt's mock never changes); the oldest go past this many. */
const ATTEMPT_MOCKS_KEPT = 50_000;
/** How stale a start may read a mock (its status and window) when another process changed it. */
const START_MOCK_FRESH_MS = 5_000;
/** How long a process keeps a mock's result base: its paper, its takers' scores and its item statistics. */
const RESULT_BASE_FRESH_MS = 30_000;
export const PREMIUM_MOCK_MESSAGE = 'This mock test is part of Premium. Upgrade to take every mock.';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'access' | 'config' | 'counters'> & {
  review: Pick<ReviewService, 'recordMock' | 'tagFromMock'>;
};

/** The exam-day engine: listing, start, the server-kept clock, saves ordered per tab, submit, sweep, results. */
export function mockTestsService(deps: Deps) {
  const { db } = deps.database;
  const repo = mockTestsRepo(db);
  // Papers do not change once published (a key correction changes keys, read fresh when scoring), so each process
  // keeps one copy per mock and a save needs no query for it.
  const papers = keptReads((mockId: number) => loadPaper(repo, mockId));
  const paperOf = (mockId: number) => papers.get(mockId);
  /**
   * A mock, read at most once per `maxAgeMs` in this process (staff edits in this process forget it at once).
   * Attempts already under way never need a fresher copy: their paper and pattern are fixed once started.
   */
  const mocks = keptReads((id: number) => repo.findMock(id));
  const mockOf = (id: number, maxAgeMs?: number) => mocks.get(id, maxAgeMs);

  // Each mock's result base (paper, takers' scores, item statistics), kept a while: at a mock's end every taker opens
  // a result within seconds, and one read serves them all.
  const resultBases = keptReads(
    (mockId: number) => readResultBase(repo, mockId),
    () => deps.clock.now().getTime(),
  );
  const resultBaseOf = (mockId: number) => resultBases.get(mockId, RESULT_BASE_FRESH_MS);

  const admission = startAdmission({
    perSecond: deps.config.EXAM_START_RATE,
    key: deps.config.EXAM_ADMISSION_KEY,
    slots: deps.counters,
  });

  // Which mock each attempt belongs to: a save's fast path needs the paper before it reads the attempt.
  const attemptMocks = new Map<string, number>();
  const rememberMock = (row: Pick<MockAttemptRow, 'id' | 'mockId'>) => {
    if (attemptMocks.has(row.id)) return;
    if (attemptMocks.size >= ATTEMPT_MOCKS_KEPT) attemptMocks.delete(attemptMocks.keys().next().value as string);
    attemptMocks.set(row.id, row.mockId);
  };

  function windowState(m: MockRow, now: Date): 'scheduled' | 'closed' | null {
    if (m.opensAt && now < m.opensAt) return 'scheduled';
    if (m.closesAt && now > m.closesAt) return 'closed';
    return null;
  }

  function summarise(m: MockRow, count: number, premium: boolean, attempt: MockAttemptRow | undefined, now: Date) {
    let state: MockSummary['state'] = 'available';
    if (attempt?.status === 'submitted') state = 'completed';
    else if (attempt) state = 'in_progress';
    else if (m.isPremium && !premium) state = 'locked';
    else state = windowState(m, now) ?? 'available';
    return {
      ...presentMock(m, count),
      state,
      attemptId: attempt?.id ?? null,
      score: attempt?.status === 'submitted' ? (attempt.score ?? 0) : null,
    } satisfies MockSummary;
  }

  async function listFor(auth: AuthContext): Promise<MockSummary[]> {
    const [rows, counts, mine, premium] = await Promise.all([
      repo.listMocks({ published: true }),
      repo.itemCounts(),
      repo.myAttempts(auth.user.id),
      deps.access.isPremium(auth),
    ]);
    const n = new Map(counts.map((c) => [c.mockId, c.n]));
    const byMock = new Map(mine.map((a) => [a.mockId, a]));
    const now = deps.clock.now();
    return rows.map((m) => summarise(m, n.get(m.id) ?? 0, premium, byMock.get(m.id), now));
  }

  /** The learner's own attempt, or 404 (another user's attempt id is indistinguishable from a missing one). */
  async function ownAttempt(auth: AuthContext, id: string, r: MockTestsRepo = repo, forUpdate = false) {
    const row = await r.findAttempt(id, { forUpdate });
    if (!row || (row.userId !== auth.user.id && !auth.isStaff)) throw notFound('Attempt not found.');
    rememberMock(row);
    return row;
  }

  async function mockFor(row: Pick<MockAttemptRow, 'mockId'>) {
    const m = await mockOf(row.mockId);
    if (!m) throw notFound('Mock test not found.');
    return m;
  }

  /**
   * Scores and closes an active attempt with its saved answers (idempotent: a finished one is left as it is).
   * `seen` is the attempt as the caller read it; it is read again under its lock.
   */
  async function finish(seen: Pick<MockAttemptRow, 'id' | 'mockId' | 'status'>, by: SubmittedBy) {
    if (seen.status !== 'active') return;
    // The mock is read before the transaction: a cold cache queries the shared handle, and PGlite's one connection
    // would wait on the open transaction for ever (a submit straight after start, the sweep after a restart).
    const m = await mockFor(seen);
    await db.transaction(async (tx) => {
      const row = await mockTestsRepo(tx).findAttempt(seen.id, { forUpdate: true });
      if (row?.status === 'active') await closeLocked(tx, row, m, by);
    });
  }

  /**
   * Scores and closes `row`, active and locked by the caller's transaction `tx`. The answers and keys are read after
   * the lock: a key correction that locks this attempt before us sees it still active (and leaves it to this
   * submit, which then reads the new key); one that locks it after us re-scores what we store.
   */
  async function closeLocked(tx: Db, row: Pick<LockedAttempt, 'id' | 'userId'>, m: MockRow, by: SubmittedBy) {
    const r = mockTestsRepo(tx);
    const facts = await r.scoringFacts(row.id, m.id);
    const scored = scoreAttempt(m.pattern, facts.keys, facts.answers);
    const now = deps.clock.now();
    await r.finishAttempt(row.id, scored.verdicts, {
      submittedAt: now,
      submittedBy: by,
      score: scored.score,
      sectionScores: scored.sectionScores,
    });
    // The mistake notebook: wrong answers become review cards (the learner's own rows only).
    await deps.review.recordMock(tx, row.userId, scored.verdicts, now);
  }

  /**
   * The owner's submit without the sign-in lookup: the attempt locked behind the session check, then scored and
   * closed in the same transaction. False when the session does not own the attempt (the full path answers).
   */
  async function submitFast(tokenHash: string, id: string, body: SubmitBody): Promise<boolean> {
    const now = deps.clock.now();
    // Read before the transaction, as in finish().
    const m = await ownedMock(tokenHash, now, id);
    if (!m) return false;
    const { touchFrom } = fastBounds(tokenHash, now);
    return db.transaction(async (tx) => {
      const row = await mockTestsRepo(tx).lockOwnedFast(tokenHash, now, touchFrom, id);
      if (!row || row.mockId !== m.id) return false;
      if (row.status !== 'active') return true;
      assertOwnerTab(row, body.clientId);
      await closeLocked(tx, row, m, body.reason ?? 'learner');
      return true;
    });
  }

  /**
   * The clock settled at now. An attempt whose time is all over reads as submitted, and is finished once no late
   * write can still come (LATE_MS past its last deadline); until then the learner's own submit finishes it.
   */
  async function settled(row: ClockedAttempt, m: MockRow) {
    const now = deps.clock.now();
    const s = settle(m.pattern, row, now);
    if (s.finished && row.status === 'active' && pastLateWindow(s, now)) await finish(row, 'timeout');
    return { ...s, now };
  }

  const pastLateWindow = (s: Settled, now: Date) => now.getTime() > s.stageDeadline.getTime() + LATE_MS;

  /** The bounds the fast statements check the stored clock against (exam-clock.ts's settle, in SQL). */
  function fastBounds(tokenHash: string, now: Date) {
    const t = now.getTime();
    return {
      tokenHash,
      now,
      graceFrom: new Date(t - GRACE_MS),
      pauseFrom: new Date(t - PAUSE_AFTER_MS),
      touchFrom: new Date(t - SESSION_TOUCH_MS),
    };
  }

  /**
   * The mock of attempt `id` for the fast paths: known to this process, or looked up behind the session check (an
   * attempt started on another cluster worker). Null when the session does not own it: the full path answers then.
   */
  async function ownedMock(tokenHash: string, now: Date, id: string): Promise<MockRow | null> {
    let mockId = attemptMocks.get(id) ?? null;
    if (mockId === null) {
      mockId = await repo.ownedMockFast(tokenHash, now, id);
      if (mockId !== null) rememberMock({ id, mockId });
    }
    return mockId === null ? null : mockOf(mockId);
  }

  /**
   * A save in one statement when nothing needs settling; else null. An attempt started on another process (a cluster
   * worker) has its mock looked up first, behind the same session check: the first save there is two light
   * statements, not the full path's three.
   */
  async function saveFast(tokenHash: string, id: string, body: SaveBody, now: Date): Promise<ClockState | null> {
    const m = await ownedMock(tokenHash, now, id);
    if (!m) return null;
    // A bad write is left to the full path, which answers 401/404 before it judges the body.
    const q = shapeOk(await paperOf(m.id), body);
    if (!q) return null;
    const stored = await repo.saveFast({
      ...fastBounds(tokenHash, now),
      attemptId: id,
      clientId: body.clientId,
      seq: body.seq,
      questionId: body.questionId,
      status: body.status ?? null,
      answer: body.answer,
      seconds: body.seconds,
      stages: stagesWithSection(m.pattern, q.sectionKey),
    });
    return stored && { status: 'active', ...isoClock(stored, now) };
  }

  /** The full save: the caller looked up, the clock settled, a late write judged by when it was sent. */
  async function saveFull(auth: AuthContext, id: string, body: SaveBody): Promise<ClockState> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await ownAttempt(auth, id);
      const m = await mockFor(row);
      const q = checkShape(await paperOf(m.id), body);
      if (row.status !== 'active') throw deadlinePassed('This test has been submitted; the answer was not saved.');
      assertOwnerTab(row, body.clientId);
      const s = await settled(row, m);
      if (body.seq <= row.seq) return clockOf(row, s);
      const verdict = judgeWrite(m.pattern, row, s, q.sectionKey, body.sentAt, s.now);
      if (verdict === 'closed') {
        throw deadlinePassed(
          s.finished ? 'Time is up; the answer was not saved.' : 'This section is closed; the answer was not saved.',
        );
      }
      const ok = await repo.saveAnswer({
        attemptId: id,
        clientId: body.clientId,
        expectSeq: row.seq,
        seq: body.seq,
        stageIndex: s.stageIndex,
        stageDeadline: s.stageDeadline,
        now: s.now,
        questionId: body.questionId,
        status: body.status ?? null,
        answer: body.answer,
        seconds: body.seconds,
      });
      if (ok) return clockOf(row, s, body.seq);
      // Another write moved seq (or the attempt ended) between our read and write: read again and decide.
    }
    throw staleClient(STALE_TAB_MESSAGE);
  }

  const isoClock = (c: { stageIndex: number; stageDeadline: Date; seq: number }, now: Date) => ({
    stageIndex: c.stageIndex,
    stageDeadline: c.stageDeadline.toISOString(),
    serverTime: now.toISOString(),
    seq: c.seq,
  });

  /** The question a stage of this attempt opens on: the first paper question of its first section. */
  async function firstQuestion(m: MockRow, stageOrder: number[], stageIndex: number): Promise<number> {
    const section = openSections(m.pattern, stageOrder, stageIndex)[0];
    const first = (await paperOf(m.id)).questions.find((q) => q.sectionKey === section);
    if (!first) throw notFound('Mock test not found.');
    return first.id;
  }

  const firstVisit = (questionId: number): SavedAnswer => ({
    questionId,
    status: 'not_answered',
    answer: null,
    seconds: 0,
  });

  function clockOf(
    row: Pick<MockAttemptRow, 'status' | 'seq'>,
    s: { stageIndex: number; stageDeadline: Date; finished: boolean; now: Date },
    seq = row.seq,
  ): ClockState {
    return {
      status: s.finished ? 'submitted' : row.status,
      stageIndex: s.stageIndex,
      stageDeadline: s.stageDeadline.toISOString(),
      serverTime: s.now.toISOString(),
      seq,
    };
  }

  function attemptState(
    row: ClockedAttempt,
    m: MockRow,
    s: { stageIndex: number; stageDeadline: Date; finished: boolean; now: Date },
    person: { firstName: string | null; lastName: string | null; username: string } | null,
    answers: ReadonlyArray<Pick<SavedAnswer, 'questionId' | 'status' | 'answer' | 'seconds'>>,
  ): AttemptState {
    return {
      ...clockOf(row, s),
      attemptId: row.id,
      mockId: m.id,
      title: m.title,
      candidateName: [person?.firstName, person?.lastName].filter(Boolean).join(' ') || (person?.username ?? ''),
      timerMode: row.timerMode,
      pattern: presentPattern(m.pattern),
      stageOrder: row.stageOrder,
      timeFactor: row.timeFactor,
      answers: answers.map((a) => ({
        questionId: a.questionId,
        status: a.status,
        answer: a.answer,
        seconds: a.seconds,
      })),
    };
  }

  function assertOwnerTab(row: Pick<MockAttemptRow, 'clientId'>, clientId: string) {
    if (row.clientId !== clientId) throw staleClient(STALE_TAB_MESSAGE);
  }

  function shapeOk(paper: Paper, body: SaveBody) {
    try {
      return checkShape(paper, body);
    } catch {
      return null;
    }
  }

  function checkShape(paper: Paper, body: SaveBody) {
    const q = paper.byId.get(body.questionId);
    if (!q) throw badRequest('questionId: that question is not in this test.');
    if (body.status !== undefined) {
      const needsAnswer = body.status === 'answered' || body.status === 'answered_marked';
      if (needsAnswer !== (body.answer !== undefined && body.answer !== null)) {
        throw badRequest(`answer: status ${body.status} ${needsAnswer ? 'needs an answer' : 'carries no answer'}.`);
      }
    } else if (body.answer !== undefined) {
      throw badRequest('status: an answer is saved with its status.');
    }
    if (body.answer) {
      if (q.type === 'MCQ' && (!('option' in body.answer) || body.answer.option >= q.optionCount)) {
        throw badRequest('answer: choose one of the options.');
      }
      if (q.type === 'TITA' && !('text' in body.answer)) throw badRequest('answer: type your answer.');
    }
    return q;
  }

  return {
    async list(auth: AuthContext): Promise<MockList> {
      const [items, allowance] = await Promise.all([listFor(auth), deps.access.mockAllowance(auth)]);
      const used = await repo.mocksStarted(auth.user.id, allowance?.since ?? null);
      return { items, allowance: { limit: allowance?.max ?? null, used } };
    },

    async detail(auth: AuthContext, id: number): Promise<MockDetail> {
      const m = await repo.findMock(id);
      if (m?.status !== 'published') throw notFound('Mock test not found.');
      const item = (await listFor(auth)).find((s) => s.id === id);
      if (!item) throw notFound('Mock test not found.');
      return { ...item, pattern: presentPattern(m.pattern) };
    },

    /**
     * Starts (or returns) the learner's attempt: premium, schedule window and the plan's mock allowance checked. On
     * exam day every taker starts at once: the mock comes from this process's copy (another worker's publish,
     * withdrawal or new window reaches it within START_MOCK_FRESH_MS), and the start is two statements: the caller
     * and their facts (startFacts, which checks the session itself), then the count and insert (startAttempt). A new
     * attempt comes back with its state, so this tab needs no claim before its first write. In a rush of starts, one
     * beyond the start rate is given a slot to come back at (startAdmission), before anything is read.
     */
    async start(
      caller: DeferredAuth,
      mockId: number,
      body: { clientId: string; stageOrder?: string[]; ticket?: string },
    ): Promise<StartReply> {
      if (!caller.tokenHash) throw unauthorized();
      const wait = await admission.admit(`${mockId}:${caller.tokenHash}`, body.ticket);
      if (wait) return wait;
      const now = deps.clock.now();
      const [m, facts] = await Promise.all([
        mockOf(mockId, START_MOCK_FRESH_MS),
        repo.startFacts(caller.tokenHash, now, new Date(now.getTime() - SESSION_TOUCH_MS), mockId),
      ]);
      // The statement found no live session behind the token.
      if (!facts) throw unauthorized();
      if (m?.status !== 'published') throw notFound('Mock test not found.');
      if (facts.attemptId) return { attemptId: facts.attemptId };
      const auth = deps.access.adopt(facts);
      if (m.isPremium && !(await deps.access.isPremium(auth))) throw premiumRequired(PREMIUM_MOCK_MESSAGE);
      const window = windowState(m, now);
      if (window === 'scheduled') throw badRequest('This mock test has not opened yet.');
      if (window === 'closed') throw badRequest('This mock test has closed.');
      const stages = m.pattern.stages;
      let stageOrder = stages.map((_, i) => i);
      if (m.pattern.order === 'chosen' && body.stageOrder) {
        const chosen = body.stageOrder.map((name) => stages.findIndex((s) => s.name === name));
        if (chosen.includes(-1) || new Set(chosen).size !== stages.length) {
          throw badRequest(`stageOrder: list each of ${stages.map((s) => s.name).join(', ')} once.`);
        }
        stageOrder = chosen;
      }
      const allowance = await deps.access.mockAllowance(auth);
      const timeFactor = facts.timeFactor * deps.config.EXAM_TIME_SCALE;
      const stageDeadline = new Date(now.getTime() + stageMs(m.pattern, stageOrder[0] ?? 0, timeFactor));
      const row = {
        mockId,
        userId: auth.user.id,
        timerMode: m.timerMode,
        timeFactor,
        stageOrder,
        stageDeadline,
        endsAt:
          m.timerMode === 'strict' ? finalDeadline(m.pattern, { stageOrder, timeFactor }, 0, stageDeadline) : null,
        clientId: body.clientId,
        startedAt: now,
      };
      // The screen opens on the first question of the first section, which counts as visited at once (0016).
      const first = await firstQuestion(m, stageOrder, 0);
      const started = await repo.startAttempt(row, allowance, first);
      if (!started.attemptId && allowance && started.used !== null) {
        const message = allowance.free
          ? `The free plan includes ${allowance.max} mock tests and you have started them all. Upgrade to Premium for every mock.`
          : `Your plan includes ${allowance.max} mock tests and you have started them all. Upgrade to take more.`;
        throw planLimit(message, { limit: allowance.max, used: started.used });
      }
      if (!started.attemptId) throw notFound('Mock test not found.');
      if (!started.created) return { attemptId: started.attemptId };
      rememberMock({ id: started.attemptId, mockId });
      const state = attemptState(
        { ...row, id: started.attemptId, status: 'active', stageIndex: 0, seq: 0, lastSeenAt: now },
        m,
        { stageIndex: 0, stageDeadline, finished: false, now },
        auth.user,
        [firstVisit(first)],
      );
      return { attemptId: started.attemptId, state };
    },

    /**
     * Opens the attempt in this tab (a reload or a new window): saved answers and the server's clock (the paper comes
     * on its own). The owner's claim of a clock that needs no settling is one statement (exam day: every taker claims
     * within seconds of starting); staff, refusals and a clock to settle take the full path.
     */
    async claim(caller: DeferredAuth, id: string, clientId: string): Promise<AttemptState> {
      const now = deps.clock.now();
      const fast = caller.tokenHash
        ? await repo.claimFast({ ...fastBounds(caller.tokenHash, now), attemptId: id, clientId })
        : null;
      if (fast) {
        rememberMock(fast.attempt);
        const m = await mockFor(fast.attempt);
        const s = { stageIndex: fast.attempt.stageIndex, stageDeadline: fast.attempt.stageDeadline, now };
        return attemptState(fast.attempt, m, { ...s, finished: false }, fast.person, fast.answers);
      }
      const auth = await caller.resolve();
      let row = await ownAttempt(auth, id);
      const m = await mockFor(row);
      const s = await settled(row, m);
      if (row.status === 'active' && !s.finished) {
        // A new tab takes over: the old tab's next write is refused as stale. Retry once if a save raced us.
        for (let i = 0; i < 3; i++) {
          const claimed = await repo.updateClock(id, row.seq, {
            stageIndex: s.stageIndex,
            stageDeadline: s.stageDeadline,
            lastSeenAt: s.now,
            clientId,
          });
          if (claimed) {
            row = claimed;
            break;
          }
          row = await ownAttempt(auth, id);
        }
      }
      const [answers, person] = await Promise.all([
        repo.answers(id),
        // The learner's own name is on the caller already; staff opening a learner's attempt reads it.
        row.userId === auth.user.id ? auth.user : repo.learnerName(row.userId),
      ]);
      return attemptState(row, m, { ...s, finished: row.status === 'submitted' || s.finished }, person, answers);
    },

    /**
     * The attempt's paper, to its owner (and staff): this process's one copy of it, which the route sends
     * pre-encoded (on exam day every taker fetches the same paper within seconds).
     */
    async paper(caller: DeferredAuth, id: string): Promise<Paper> {
      // The owner's case in one statement; staff (and every refusal) through the sign-in lookup.
      const owned = caller.tokenHash ? await repo.ownedMockFast(caller.tokenHash, deps.clock.now(), id) : null;
      if (owned !== null) rememberMock({ id, mockId: owned });
      return paperOf(owned ?? (await ownAttempt(await caller.resolve(), id)).mockId);
    },

    /**
     * One Save / Mark / Clear / visit, written at once: refused from a stale tab (409 stale_client) and once its
     * section is closed (409 deadline_passed): after the deadline plus the grace, unless it was sent by the deadline
     * and arrives within the late window before the test is submitted (exam-clock.ts judgeWrite); a repeated or
     * older seq is a no-op. The common case is one statement that also checks the session (saveFast).
     */
    async save(caller: DeferredAuth, id: string, body: SaveBody): Promise<ClockState> {
      const now = deps.clock.now();
      if (body.sentAt !== undefined && body.sentAt > now.getTime() + SKEW_MS) {
        throw badRequest(`sentAt: later than the server's clock by more than ${SKEW_MS / 1000} s.`);
      }
      const fast = caller.tokenHash ? await saveFast(caller.tokenHash, id, body, now) : null;
      return fast ?? saveFull(await caller.resolve(), id, body);
    },

    /** Every 10 s: keeps a pausable clock running and tells the tab where the clock stands (one statement mostly). */
    async heartbeat(caller: DeferredAuth, id: string, clientId: string): Promise<StageClock> {
      const now = deps.clock.now();
      // Mostly one statement; at a stage change it brings the owner's attempt along for settling (no sign-in lookup).
      const fast = caller.tokenHash
        ? await repo.heartbeatFast({ ...fastBounds(caller.tokenHash, now), attemptId: id, clientId })
        : null;
      if (fast?.updated) return { status: 'active', ...isoClock(fast.attempt, now) };
      if (fast) rememberMock(fast.attempt);
      const row = fast?.attempt ?? (await ownAttempt(await caller.resolve(), id));
      const m = await mockFor(row);
      if (row.status !== 'active')
        return clockOf(row, { ...settle(m.pattern, row, deps.clock.now()), now: deps.clock.now(), finished: true });
      assertOwnerTab(row, clientId);
      const s = await settled(row, m);
      if (s.finished) return clockOf(row, s);
      const set = { stageIndex: s.stageIndex, stageDeadline: s.stageDeadline, lastSeenAt: s.now };
      if (s.stageIndex === row.stageIndex) {
        await repo.updateClock(id, row.seq, set);
        return clockOf(row, s);
      }
      // Time-up opened the next stage: its first question is visited with the move, as the start does (0016).
      const first = await firstQuestion(m, row.stageOrder, s.stageIndex);
      const { visited } = await repo.moveStage(id, row.seq, set, first);
      return { ...clockOf(row, s), ...(visited ? { visited: [firstVisit(first)] } : {}) };
    },

    /** Ends the current stage early where the pattern allows it (NMAT, XAT Part I); the last stage submits. */
    async nextStage(auth: AuthContext, id: string, body: { clientId: string; seq: number }): Promise<StageClock> {
      const row = await ownAttempt(auth, id);
      const m = await mockFor(row);
      if (!m.pattern.earlyStageSubmit) throw badRequest('In this exam a section ends only when its time is up.');
      if (row.status !== 'active') throw deadlinePassed('This test has been submitted.');
      assertOwnerTab(row, body.clientId);
      const s = await settled(row, m);
      if (s.finished) throw deadlinePassed('Time is up.');
      if (body.seq <= row.seq) return clockOf(row, s);
      if (s.stageIndex + 1 >= row.stageOrder.length) {
        await finish(row, 'learner');
        return clockOf(row, { ...s, finished: true });
      }
      const next = s.stageIndex + 1;
      const stageDeadline = new Date(s.now.getTime() + stageMs(m.pattern, row.stageOrder[next] ?? 0, row.timeFactor));
      const first = await firstQuestion(m, row.stageOrder, next);
      const { moved, visited } = await repo.moveStage(
        id,
        row.seq,
        {
          stageIndex: next,
          stageDeadline,
          lastSeenAt: s.now,
          seq: body.seq,
          endsAt: row.endsAt ? finalDeadline(m.pattern, row, next, stageDeadline) : null,
        },
        first,
      );
      if (!moved) throw staleClient(STALE_TAB_MESSAGE);
      const clock = clockOf(row, { ...s, stageIndex: next, stageDeadline }, body.seq);
      return { ...clock, ...(visited ? { visited: [firstVisit(first)] } : {}) };
    },

    /** Submit (the learner's, or the browser's at time-up): twice gives one result; a stale tab is refused. */
    async submit(caller: DeferredAuth, id: string, body: SubmitBody) {
      if (caller.tokenHash && (await submitFast(caller.tokenHash, id, body))) return { attemptId: id };
      const row = await ownAttempt(await caller.resolve(), id);
      if (row.status === 'active') {
        assertOwnerTab(row, body.clientId);
        await finish(row, body.reason ?? 'learner');
      }
      return { attemptId: id };
    },

    async result(auth: AuthContext, id: string) {
      const row = await ownAttempt(auth, id);
      const m = await mockFor(row);
      if (row.status === 'active') {
        const s = await settled(row, m);
        if (!s.finished) throw badRequest('This test is still in progress.');
        // Asking for the result ends the late window: the learner has left the test.
        await finish(row, 'timeout');
      }
      const done = await ownAttempt(auth, id);
      return buildResult(repo, m, done, await resultBaseOf(m.id));
    },

    async tagError(
      auth: AuthContext,
      id: string,
      questionId: number,
      tag: 'concept' | 'silly' | 'time' | 'guess' | null,
    ) {
      const row = await ownAttempt(auth, id);
      if (row.status !== 'submitted') throw badRequest('Tag mistakes once the test is submitted.');
      if (!(await repo.setErrorTag(id, questionId, tag)))
        throw notFound('That question has no answer in this attempt.');
      await deps.review.tagFromMock(auth.user.id, questionId, tag);
      return { success: true, message: 'Saved.' };
    },

    /** Finishes strict attempts abandoned past their last deadline and the late window, with their saved answers. */
    async sweep(): Promise<number> {
      const due = await repo.expiredAttempts(new Date(deps.clock.now().getTime() - LATE_MS), SWEEP_BATCH);
      for (const row of due) await finish(row, 'sweep');
      return due.length;
    },

    async remainingMocks(auth: AuthContext) {
      const allowance = await deps.access.mockAllowance(auth);
      if (!allowance) return null;
      return remaining(allowance.max, await repo.mocksStarted(auth.user.id, allowance.since));
    },

    /** The nearest mock the learner may still take: an open one (closing soonest first), else the next to open. */
    async nextMock(auth: AuthContext) {
      const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.POSITIVE_INFINITY);
      const items = await listFor(auth);
      const open = items.filter((i) => i.state === 'available').sort((a, b) => time(a.closesAt) - time(b.closesAt));
      const later = items.filter((i) => i.state === 'scheduled').sort((a, b) => time(a.opensAt) - time(b.opensAt));
      const next = open[0] ?? later[0];
      return next
        ? {
            id: next.id,
            title: next.title,
            opensAt: next.opensAt,
            closesAt: next.closesAt,
            open: next.state === 'available',
          }
        : null;
    },

    /** Test series (premium route) with each mock's state for this learner. */
    async series(auth: AuthContext) {
      const [series, items] = await Promise.all([repo.listSeries(), listFor(auth)]);
      return {
        items: series
          .map((s) => {
            const mocks = items.filter((i) => i.seriesId === s.id);
            return {
              id: s.id,
              title: s.title,
              description: s.description,
              exam: s.exam,
              isPremium: s.isPremium,
              mocks,
              completed: mocks.filter((i) => i.state === 'completed').length,
            };
          })
          .filter((s) => s.mocks.length > 0),
      };
    },

    /** Staff changed a mock (a key correction among them): drop this process's cached copies and result base. */
    forget(mockId: number) {
      papers.forget(mockId);
      mocks.forget(mockId);
      resultBases.forget(mockId);
    },
  };
}

export type MockTestsService = ReturnType<typeof mockTestsService>;
