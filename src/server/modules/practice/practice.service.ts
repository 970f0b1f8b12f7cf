import type {
  AttemptResult,
  PracticeFilters,
  PracticePage,
  PracticeQuery,
  PracticeQuestion,
  ReportBody,
} from '#shared/contracts/practice';
import { RECOMMENDED_COUNT } from '#shared/contracts/practice';
import type { LearnerAnswer, Section, SetWithQuestions } from '#shared/contracts/questions';
import { attemptXp } from '#shared/domain/answer-check';
import { practiceTestClockStart } from '#shared/domain/practice-test-clock';
import { PLAN_SUBJECTS } from '#shared/domain/study-plan';
import { retryOnContention, sqlState } from '../../db/contention.ts';
import type { QuestionRow, SetRow } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import {
  badRequest,
  conflict,
  notFound,
  planLimit,
  premiumRequired,
  tooManyRequests,
  unauthorized,
} from '../../errors.ts';
import { presentQuestionView, presentSummary } from '../../presenters/question.ts';
import { presentSet } from '../../presenters/question-set.ts';
import type { AuthContext } from '../access/public.ts';
import type { AdaptiveService } from '../adaptive/adaptive.service.ts';
import type { LearningService } from '../adaptive/learning.service.ts';
import type { ReviewService } from '../review/review.service.ts';
import { type PracticeRepo, practiceRepo } from './practice.repo.ts';
import { scoreAnswer } from './scoring.ts';

const DEFAULT_PAGE = 20;
const REPORTS_PER_HOUR = 30;
export const PREMIUM_QUESTION_MESSAGE = 'This is a premium question. Upgrade to practise the full bank.';
/** Seconds after a practice test's time limit during which an answer sent before the end still counts. */
export const TASK_GRACE_SECONDS = 5;

type Allowance = Awaited<ReturnType<AppDeps['access']['questionAllowance']>>;

export interface AttemptInput {
  answer: LearnerAnswer;
  seconds: number;
  context: 'practice' | 'task' | 'live';
  contextId?: string;
}

/** Practice (spec section 7): the list, one question, answers (stored with XP and learning), sets, reports. */
export function practiceService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'counters' | 'access'> & {
    learning: LearningService;
    adaptive: Pick<AdaptiveService, 'select'>;
    review: Pick<ReviewService, 'recordAnswer'>;
  },
) {
  const { db } = deps.database;
  const repo = practiceRepo(db);
  const premiumAccess = (auth: AuthContext) => deps.access.isPremium(auth);

  /** A published question the viewer may open, or the right error. */
  async function openQuestion(auth: AuthContext, id: number) {
    const row = await repo.findQuestion(id);
    if (row?.question.status !== 'published') throw notFound('Question not found.');
    if (row.question.isPremium && !(await premiumAccess(auth))) throw premiumRequired(PREMIUM_QUESTION_MESSAGE);
    return row;
  }

  async function withMembers(set: SetRow) {
    const members = await repo.setQuestions(set.id);
    return {
      set: presentSet(
        set,
        members.map((m) => m.id),
      ),
      members,
    };
  }

  async function viewableSet(auth: AuthContext | null, id: number) {
    const set = await repo.findSet(id);
    if (!set) throw notFound('Set not found.');
    const presented = await withMembers(set);
    if (presented.members.length === 0) throw notFound('Set not found.');
    if (presented.members.some((m) => m.isPremium)) {
      if (!auth) throw unauthorized();
      if (!(await premiumAccess(auth))) throw premiumRequired(PREMIUM_QUESTION_MESSAGE);
    }
    return presented;
  }

  /**
   * The plan's practice-question limit: a question not yet answered in the period needs room under `max`. Runs in
   * the answer's transaction after locking the learner's own row, so concurrent answers never pass the limit.
   */
  async function checkAllowance(r: PracticeRepo, auth: AuthContext, questionId: number, allowance: Allowance) {
    if (!allowance) return;
    await r.lockLearner(auth.user.id);
    const { used, seen } = await r.questionsAnswered(auth.user.id, questionId, allowance.since);
    if (seen || used < allowance.max) return;
    const message = allowance.free
      ? `The free plan includes ${allowance.max} practice questions and you have answered them all. Upgrade to Premium to keep practising.`
      : `Your plan includes ${allowance.max} practice questions and you have answered them all. Upgrade to keep practising.`;
    throw planLimit(message, { limit: allowance.max, used });
  }

  return {
    async list(auth: AuthContext, query: PracticeQuery): Promise<PracticePage> {
      const premium = await premiumAccess(auth);
      const limit = query.limit ?? DEFAULT_PAGE;
      const rows = await repo.listPractice(auth.user.id, {
        ...query,
        freeOnly: query.access === 'available' && !premium,
        limit: limit + 1,
      });
      const items = rows.slice(0, limit).map((r) => presentSummary(r, premium));
      return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
    },

    /**
     * The adaptive engine's picks that open the practice list, as list rows in the engine's order: near the
     * learner's level, weak topics favoured, split across the sections when none is chosen. One request instead of
     * one per section plus a list call.
     */
    async recommended(auth: AuthContext, section?: Section): Promise<PracticePage> {
      const learner = { userId: auth.user.id, premium: await premiumAccess(auth) };
      const subjects = PLAN_SUBJECTS.filter((s) => !section || s.section === section);
      const per = Math.ceil(RECOMMENDED_COUNT / subjects.length);
      const picks = await Promise.all(subjects.map((s) => deps.adaptive.select(learner, s.key, per)));
      const ids = [...new Set(picks.flat().map((q) => q.id))];
      if (ids.length === 0) return { items: [], nextCursor: null };
      const rows = await repo.listPractice(auth.user.id, { ids, limit: ids.length, freeOnly: false });
      const rank = new Map(ids.map((id, i) => [id, i]));
      const items = rows.map((r) => presentSummary(r, learner.premium));
      return { items: items.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)), nextCursor: null };
    },

    async get(auth: AuthContext, id: number): Promise<PracticeQuestion> {
      const { question: q, set } = await openQuestion(auth, id);
      const state = await repo.learnerState(auth.user.id, id);
      return {
        ...presentQuestionView(q),
        subtopic: q.subtopic,
        exams: q.exams,
        set: set ? (await withMembers(set)).set : null,
        bookmarked: state.bookmarkNote !== null,
        bookmarkNote: state.bookmarkNote,
        attempts: { count: state.attempts, lastCorrect: state.lastCorrect },
      };
    },

    async attempt(auth: AuthContext, id: number, body: AttemptInput): Promise<AttemptResult> {
      const { question: q } = await openQuestion(auth, id);
      const key = scoreAnswer(q, body.answer);
      const xp = attemptXp(key.correct);
      const now = deps.clock.now();
      // Read before the transaction: it must not wait for a second connection while holding one.
      const allowance = await deps.access.questionAllowance(auth);
      // One transaction: the plan limit, the answer, the learner's XP, then the adaptive update (abilities, item
      // difficulty and attempt count; the shared question row is touched last, by an atomic increment).
      const attemptId = await retryOnContention(() =>
        db.transaction(async (tx) => {
          const r = practiceRepo(tx);
          await checkAllowance(r, auth, q.id, allowance);
          if (body.context === 'task') await checkTaskOpen(r, auth, q.id, body.contextId, now);
          const saved = await r.insertAttempt({
            userId: auth.user.id,
            questionId: q.id,
            answer: body.answer,
            isCorrect: key.correct,
            seconds: body.seconds,
            context: body.context,
            contextId: body.contextId ?? null,
            createdAt: now,
          });
          await r.addXp(auth.user.id, xp);
          // The mistake notebook: a wrong answer opens a card; an answer to a carded question reviews it.
          await deps.review.recordAnswer(tx, { userId: auth.user.id, questionId: q.id, correct: key.correct, at: now });
          await deps.learning.record(tx, { userId: auth.user.id, questionId: q.id, correct: key.correct, at: now });
          return saved;
        }),
      ).catch((error) => {
        // foreign_key_violation: staff deleted the question while this answer waited for it.
        if (sqlState(error) === '23503') throw notFound('Question not found.');
        throw error;
      });
      return {
        attemptId,
        correct: key.correct,
        answer: key.answer,
        explanation: q.explanation,
        yourSeconds: body.seconds,
        suggestedSeconds: Math.round(q.estimatedTime * 60),
        xpAwarded: xp,
      };
    },

    async filters(): Promise<PracticeFilters> {
      const { groups, exams } = await repo.facets();
      const tally = <K>(key: (g: (typeof groups)[number]) => K) => {
        const map = new Map<string, { key: K; count: number }>();
        for (const g of groups) {
          const k = key(g);
          const id = JSON.stringify(k);
          map.set(id, { key: k, count: (map.get(id)?.count ?? 0) + g.n });
        }
        return [...map.values()];
      };
      const byName = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value);
      return {
        total: groups.reduce((n, g) => n + g.n, 0),
        exams: exams.map((e) => ({ value: e.exam, count: Number(e.n) })).sort(byName),
        sections: tally((g) => g.section)
          .map(({ key, count }) => ({ value: key, count }))
          .sort(byName),
        areas: tally((g) => [g.section, g.area] as const)
          .map(({ key: [section, value], count }) => ({ section, value, count }))
          .sort(byName),
        topics: tally((g) => [g.section, g.area, g.topic] as const)
          .map(({ key: [section, area, value], count }) => ({ section, area, value, count }))
          .sort(byName),
        types: tally((g) => g.type)
          .map(({ key, count }) => ({ value: key, count }))
          .sort(byName),
        difficulties: tally((g) => g.difficulty)
          .map(({ key, count }) => ({ value: key, count }))
          .sort((a, b) => a.value - b.value),
      };
    },

    /** A set with its published questions, answer-free; premium sets need premium access. */
    async set(auth: AuthContext | null, id: number): Promise<SetWithQuestions> {
      const { set, members } = await viewableSet(auth, id);
      return { set, questions: members.map(presentQuestionView) };
    },

    async report(auth: AuthContext, id: number, body: Required<ReportBody>) {
      const row = await repo.findQuestion(id);
      if (row?.question.status !== 'published') throw notFound('Question not found.');
      const hits = await deps.counters.hit(`question-report:${auth.user.id}`, 3_600_000);
      if (hits > REPORTS_PER_HOUR) throw tooManyRequests('Too many reports in the last hour. Please try again later.');
      // One open report per learner and question: a second one refines the first.
      const [open] = await repo.recentReports(auth.user.id, id);
      if (open) {
        await repo.updateReportMessage(open.id, body.reason, body.message);
      } else {
        await repo.insertReport({
          questionId: id,
          userId: auth.user.id,
          reason: body.reason,
          message: body.message,
          createdAt: deps.clock.now(),
        });
      }
      return { success: true, message: 'Thanks for the report. Our team will review this question.' };
    },
  };
}

export type PracticeService = ReturnType<typeof practiceService>;

/** An answer inside a practice test: the learner's own, unfinished, in time, and one of its questions. */
async function checkTaskOpen(
  repo: PracticeRepo,
  auth: AuthContext,
  questionId: QuestionRow['id'],
  sessionId: string | undefined,
  now: Date,
) {
  if (!sessionId || !UUID.test(sessionId)) throw badRequest('contextId: the practice test id is missing or malformed.');
  const session = await repo.lockTaskSession(sessionId, auth.user.id);
  if (!session) throw notFound('Practice test not found.');
  if (session.finishedAt) throw conflict('This practice test is finished; its score is final.');
  const deadline = practiceTestClockStart(session).getTime() + (session.timeLimitSeconds + TASK_GRACE_SECONDS) * 1000;
  if (now.getTime() > deadline) throw conflict('Time is up for this practice test; answers are no longer accepted.');
  if (!session.questionIds.includes(questionId)) throw badRequest('This question is not part of that practice test.');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
