// @ts-nocheck
import { learnerAnswer, type PracticeSet } from '#shared/contracts/questions';
import type { TaskSession, TaskSessionBody, TaskSource, TaskSummary } from '#shared/contracts/tasks';
import { RECENT_DAYS } from '#shared/domain/adaptive/selection';
import { practiceTestClockStart } from '#shared/domain/practice-test-clock';
import { createRng } from '#shared/domain/random';
import { questionMinutes } from '#shared/domain/study-plan';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import { presentQuestionView } from '../../presenters/question.ts';
import { presentSet } from '../../presenters/question-set.ts';
import type { AuthContext } from '../access/public.ts';
import { tasksRepo } from './tasks.repo.ts';

type QuestionRow = Awaited<ReturnType<ReturnType<typeof tasksRepo>['questionsByIds']>>[number];
type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof tasksRepo>['findSession']>>>;

const DAY_MS = 86_400_000;

/** Practice Tests (/tasks, premium): timed sessions of chosen or filtered questions, and their review. */
export function tasksService(deps: Pick<AppDeps, 'database' | 'clock' | 'access'>) {
  const { db } = deps.database;
  const repo = tasksRepo(db);

  /** Every id must be a published question (the caller has premium access); otherwise a 400 naming the bad ones. */
  async function checkIds(ids: number[]): Promise<QuestionRow[]> {
    const rows = await repo.questionsByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const found = ids.flatMap((id) => {
      const row = byId.get(id);
      return row?.status === 'published' ? [row] : [];
    });
    const unknown = ids.filter((id) => byId.get(id)?.status !== 'published');
    if (unknown.length > 0) {
      throw badRequest(`Some questions cannot be used in a practice test (not available: ${unknown.join(', ')}).`, {
        unknown,
        locked: [],
      });
    }
    return found;
  }

  async function pickCustom(auth: AuthContext, body: Extract<TaskSessionBody, { section: string }>) {
    const filter = { section: body.section, topic: body.topic, difficulty: body.difficulty, freeOnly: false };
    const range = await repo.idRange();
    if (!range) return [];
    const rng = createRng(Math.floor(Math.random() * 2 ** 32));
    const pivot = range.min + Math.floor(rng.next() * (range.max - range.min + 1));
    const limit = Math.max(body.count * 4, 40);
    const since = new Date(deps.clock.now().getTime() - RECENT_DAYS * DAY_MS);
    let ids = await repo.customIds(filter, pivot, limit, { userId: auth.user.id, since });
    // Prefer questions not seen for 30 days; fall back to seen ones when the filters leave too few.
    if (ids.length < body.count) ids = [...new Set([...ids, ...(await repo.customIds(filter, pivot, limit))])];
    return rng.shuffle(ids).slice(0, body.count);
  }

  async function present(session: SessionRow): Promise<TaskSession> {
    const rows = await repo.questionsByIds(session.questionIds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = session.questionIds.map((id) => byId.get(id)).filter((q): q is QuestionRow => !!q);
    return {
      id: session.id,
      questions: ordered.map(presentQuestionView),
      sets: await presentSets(ordered),
      timeLimitSeconds: session.timeLimitSeconds,
      createdAt: session.createdAt.toISOString(),
      startedAt: session.startedAt?.toISOString() ?? null,
      finishedAt: session.finishedAt?.toISOString() ?? null,
      serverTime: deps.clock.now().toISOString(),
    };
  }

  async function presentSets(qs: QuestionRow[]): Promise<PracticeSet[]> {
    const setIds = [...new Set(qs.map((q) => q.setId).filter((id): id is number => id !== null))];
    const [sets, members] = await Promise.all([repo.setsByIds(setIds), repo.setQuestionIds(setIds)]);
    return sets.map((s) =>
      presentSet(
        s,
        members.filter((m) => m.setId === s.id).map((m) => m.id),
      ),
    );
  }

  async function ownSession(auth: AuthContext, id: string) {
    const session = await repo.findSession(id, auth.user.id);
    if (!session) throw notFound('Practice test not found.');
    return session;
  }

  return {
    async create(caller: AuthContext | null, body: TaskSessionBody): Promise<TaskSession> {
      const auth = await deps.access.requirePremium(caller);
      let rows: QuestionRow[];
      let source: TaskSource;
      let minutes: number | undefined;
      if ('questionIds' in body) {
        rows = await checkIds([...new Set(body.questionIds)]);
        source = { kind: 'ids' };
        minutes = body.minutes;
      } else {
        const ids = await pickCustom(auth, body);
        if (ids.length === 0) throw badRequest('No questions match those filters. Try another topic or difficulty.');
        rows = await checkIds(ids);
        source = {
          kind: 'custom',
          section: body.section,
          topic: body.topic ?? null,
          difficulty: body.difficulty ?? null,
        };
        minutes = body.minutes;
      }
      const estimated = rows.reduce((t, q) => t + questionMinutes(q), 0);
      const session = await repo.insertSession({
        userId: auth.user.id,
        questionIds: rows.map((q) => q.id),
        timeLimitSeconds: Math.round((minutes ?? estimated) * 60),
        source,
        createdAt: deps.clock.now(),
      });
      return present(session);
    },

    async get(caller: AuthContext | null, id: string): Promise<TaskSession> {
      const auth = await deps.access.requirePremium(caller);
      return present(await ownSession(auth, id));
    },

    /** Starts the session's clock (once; later calls return it as it is). A finished session stays finished. */
    async start(caller: AuthContext | null, id: string): Promise<TaskSession> {
      const auth = await deps.access.requirePremium(caller);
      await ownSession(auth, id);
      const session = await repo.startSession(id, auth.user.id, deps.clock.now());
      if (!session) throw notFound('Practice test not found.');
      return present(session);
    },

    /** Ends the session (once; a second call returns the same summary) and reviews every question. */
    async finish(caller: AuthContext | null, id: string): Promise<TaskSummary> {
      const auth = await deps.access.requirePremium(caller);
      await ownSession(auth, id);
      const session = await repo.finishSession(id, deps.clock.now());
      if (!session) throw notFound('Practice test not found.');
      const rows = await repo.questionsByIds(session.questionIds);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const latest = new Map<number, Awaited<ReturnType<typeof repo.sessionAttempts>>[number]>();
      for (const a of await repo.sessionAttempts(auth.user.id, id))
        if (!latest.has(a.questionId)) latest.set(a.questionId, a);

      const review = session.questionIds
        .map((qid) => byId.get(qid))
        .filter((q): q is QuestionRow => !!q)
        .map((q) => {
          const a = latest.get(q.id);
          const parsed = a ? learnerAnswer.safeParse(a.answer) : null;
          return {
            question: presentQuestionView(q),
            answered: !!a,
            yourAnswer: parsed?.success ? parsed.data : null,
            correct: a?.isCorrect ?? false,
            answer: q.answer,
            explanation: q.explanation,
            seconds: a?.seconds ?? 0,
          };
        });
      const score = review.filter((r) => r.correct).length;
      const finishedAt = session.finishedAt ?? deps.clock.now();
      return {
        sessionId: session.id,
        score,
        total: review.length,
        answered: review.filter((r) => r.answered).length,
        accuracy: review.length ? score / review.length : 0,
        timeLimitSeconds: session.timeLimitSeconds,
        timeSpentSeconds: review.reduce((t, r) => t + r.seconds, 0),
        elapsedSeconds: Math.max(
          0,
          Math.round((finishedAt.getTime() - practiceTestClockStart(session).getTime()) / 1000),
        ),
        review,
      };
    },
  };
}

export type TasksService = ReturnType<typeof tasksService>;
