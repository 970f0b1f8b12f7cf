import {
  type AnswerKey,
  type AttemptResult,
  answerKey,
  type LearnerAnswer,
  type PracticeFilters,
  type PracticePage,
  type PracticeQuery,
  type PracticeQuestion,
  type PracticeSet,
  type ReportBody,
  type SetData,
  type SetWithQuestions,
  type WorkedExample,
} from '#shared/contracts/questions';
import { attemptXp, checkAnswer } from '#shared/domain/answer-check';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound, premiumRequired, tooManyRequests, unauthorized } from '../../errors.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { recordLearning } from '../adaptive/learning.service.ts';
import { answerFreeFields, presentSummary } from './question-summary.ts';
import { type QuestionsRepo, questionsRepo } from './questions.repo.ts';

type QuestionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof questionsRepo>['findQuestion']>>>['question'];
type SetRow = NonNullable<Awaited<ReturnType<ReturnType<typeof questionsRepo>['findSet']>>>;

const DEFAULT_PAGE = 20;
const REPORTS_PER_HOUR = 30;
export const PREMIUM_QUESTION_MESSAGE = 'This is a premium question. Upgrade to practise the full bank.';

export function questionsService(deps: AppDeps) {
  const { db } = deps.database;
  const repo = questionsRepo(db);
  const premiumAccess = (auth: AuthContext) => deps.access.isPremium(auth);

  /** A published question the viewer may open, or the right error. */
  async function openQuestion(auth: AuthContext, id: number) {
    const row = await repo.findQuestion(id);
    if (row?.question.status !== 'published') throw notFound('Question not found.');
    if (row.question.isPremium && !(await premiumAccess(auth))) throw premiumRequired(PREMIUM_QUESTION_MESSAGE);
    return row;
  }

  async function presentSet(set: SetRow): Promise<{ set: PracticeSet; members: QuestionRow[] }> {
    const members = await repo.setQuestions(set.id);
    return {
      set: {
        id: set.id,
        kind: set.kind as PracticeSet['kind'],
        setType: set.setType,
        section: set.section as PracticeSet['section'],
        title: set.title,
        body: set.body,
        data: (set.data as SetData | null) ?? null,
        questionIds: members.map((m) => m.id),
      },
      members,
    };
  }

  async function viewableSet(auth: AuthContext | null, id: number) {
    const set = await repo.findSet(id);
    if (!set) throw notFound('Set not found.');
    const presented = await presentSet(set);
    if (presented.members.length === 0) throw notFound('Set not found.');
    if (presented.members.some((m) => m.isPremium)) {
      if (!auth) throw unauthorized();
      if (!(await premiumAccess(auth))) throw premiumRequired(PREMIUM_QUESTION_MESSAGE);
    }
    return presented;
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
      return { items, nextCursor: rows.length > limit ? items[items.length - 1].id : null };
    },

    async get(auth: AuthContext, id: number): Promise<PracticeQuestion> {
      const { question: q, set } = await openQuestion(auth, id);
      const state = await repo.learnerState(auth.user.id, id);
      return {
        ...answerFreeFields(q),
        subtopic: q.subtopic,
        exams: q.exams,
        isPremium: q.isPremium,
        set: set ? (await presentSet(set)).set : null,
        bookmarked: state.bookmarkNote !== null,
        bookmarkNote: state.bookmarkNote,
        attempts: { count: state.attempts, lastCorrect: state.lastCorrect },
      };
    },

    async attempt(
      auth: AuthContext,
      id: number,
      body: { answer: LearnerAnswer; seconds: number; context: 'practice' | 'task' | 'mock'; contextId?: string },
    ): Promise<AttemptResult> {
      const { question: q } = await openQuestion(auth, id);
      const key = score(q, body.answer);
      const xp = attemptXp(key.correct);
      const now = deps.clock.now();
      // One transaction: the answer, the learner's XP, then the adaptive update (abilities, item difficulty and
      // attempt count; the shared question row is touched last, by an atomic increment).
      const attemptId = await db.transaction(async (tx) => {
        const r = questionsRepo(tx as unknown as Db);
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
        await recordLearning(tx, { userId: auth.user.id, questionId: q.id, correct: key.correct, at: now });
        return saved;
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
      const tally = (key: (g: (typeof groups)[number]) => string) => {
        const map = new Map<string, number>();
        for (const g of groups) map.set(key(g), (map.get(key(g)) ?? 0) + g.n);
        return map;
      };
      const split = (k: string) => k.split('\u0000');
      const byName = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value);
      return {
        total: groups.reduce((n, g) => n + g.n, 0),
        exams: exams.map((e) => ({ value: e.exam, count: Number(e.n) })).sort(byName),
        sections: [...tally((g) => g.section)].map(([value, count]) => ({ value, count })).sort(byName),
        areas: [...tally((g) => `${g.section}\u0000${g.area}`)]
          .map(([k, count]) => ({ section: split(k)[0], value: split(k)[1], count }))
          .sort(byName),
        topics: [...tally((g) => `${g.section}\u0000${g.area}\u0000${g.topic}`)]
          .map(([k, count]) => ({ section: split(k)[0], area: split(k)[1], value: split(k)[2], count }))
          .sort(byName),
        types: [...tally((g) => g.type)].map(([value, count]) => ({ value, count })).sort(byName),
        difficulties: [...tally((g) => String(g.difficulty))]
          .map(([value, count]) => ({ value: Number(value), count }))
          .sort((a, b) => a.value - b.value),
      };
    },

    async set(auth: AuthContext | null, id: number): Promise<SetWithQuestions> {
      const { set, members } = await viewableSet(auth, id);
      return { set, questions: members.map(answerFreeFields) };
    },

    async demo(): Promise<SetWithQuestions> {
      const id = await repo.demoSetId();
      if (!id) throw notFound('No demo set is available yet.');
      return this.set(null, id);
    },

    async example(): Promise<WorkedExample> {
      const id = await repo.exampleSetId(await repo.demoSetId());
      if (!id) throw notFound('No worked example is available yet.');
      const { set, members } = await viewableSet(null, id);
      return {
        set,
        questions: members.map((q) => ({
          ...answerFreeFields(q),
          answer: answerKey.parse(q.answer),
          explanation: q.explanation,
        })),
      };
    },

    /** Guests may check answers of the public demo and example sets only; nothing is stored. */
    async demoAttempt(body: { questionId: number; answer: LearnerAnswer }) {
      const demoId = await repo.demoSetId();
      const allowed = new Set([demoId, await repo.exampleSetId(demoId)].filter((v) => v !== undefined));
      const row = await repo.findQuestion(body.questionId);
      if (row?.question.status !== 'published' || row.question.setId === null || !allowed.has(row.question.setId))
        throw notFound('That question is not part of the public demo.');
      const key = score(row.question, body.answer);
      return { correct: key.correct, answer: key.answer, explanation: row.question.explanation };
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

/** Seconds after a practice test's time limit during which an answer sent before the end still counts. */
export const TASK_GRACE_SECONDS = 5;

/** An answer inside a practice test: the learner's own, unfinished, in time, and one of its questions. */
async function checkTaskOpen(
  repo: QuestionsRepo,
  auth: AuthContext,
  questionId: number,
  sessionId: string | undefined,
  now: Date,
) {
  if (!sessionId || !UUID.test(sessionId)) throw badRequest('contextId: the practice test id is missing or malformed.');
  const session = await repo.lockTaskSession(sessionId, auth.user.id);
  if (!session) throw notFound('Practice test not found.');
  if (session.finishedAt) throw conflict('This practice test is finished; its score is final.');
  const deadline = session.createdAt.getTime() + (session.timeLimitSeconds + TASK_GRACE_SECONDS) * 1000;
  if (now.getTime() > deadline) throw conflict('Time is up for this practice test; answers are no longer accepted.');
  if (!session.questionIds.includes(questionId)) throw badRequest('This question is not part of that practice test.');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks the answer's shape against the question type, then its correctness. */
function score(q: QuestionRow, answer: LearnerAnswer): { correct: boolean; answer: AnswerKey } {
  const key = answerKey.parse(q.answer);
  if (q.type === 'MCQ') {
    if (!('option' in answer)) throw badRequest('answer: choose one of the options.');
    if (answer.option >= (q.options?.length ?? 0)) throw badRequest('answer: that option does not exist.');
  } else if (!('text' in answer)) {
    throw badRequest('answer: type your answer.');
  }
  return { correct: checkAnswer(key, answer), answer: key };
}
