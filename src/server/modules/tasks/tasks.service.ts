import {
  answerKey,
  type LearnerAnswer,
  learnerAnswer,
  type PracticeSet,
  type SetData,
} from '#shared/contracts/questions';
import type { TaskSession, TaskSessionBody, TaskSummary } from '#shared/contracts/tasks';
import { RECENT_DAYS } from '#shared/domain/adaptive/selection';
import { createRng } from '#shared/domain/random';
import { questionMinutes } from '#shared/domain/study-plan';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { answerFreeFields } from '../questions/question-summary.ts';
import { tasksRepo } from './tasks.repo.ts';

type QuestionRow = Awaited<ReturnType<ReturnType<typeof tasksRepo>['questionsByIds']>>[number];
type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof tasksRepo>['findSession']>>>;

const DAY_MS = 86_400_000;

export function tasksService(deps: AppDeps) {
  const { db } = deps.database;
  const repo = tasksRepo(db);

  /** Every id must be a published question the learner may open; otherwise a 400 naming the bad ones. */
  async function checkIds(ids: number[], premium: boolean): Promise<QuestionRow[]> {
    const rows = await repo.questionsByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const unknown = ids.filter((id) => byId.get(id)?.status !== 'published');
    const locked = ids.filter((id) => byId.get(id)?.status === 'published' && byId.get(id)?.isPremium && !premium);
    if (unknown.length > 0 || locked.length > 0) {
      const parts: string[] = [];
      if (unknown.length) parts.push(`not available: ${unknown.join(', ')}`);
      if (locked.length) parts.push(`premium only: ${locked.join(', ')}`);
      throw badRequest(`Some questions cannot be used in a practice test (${parts.join('; ')}).`, { unknown, locked });
    }
    return ids.map((id) => byId.get(id) as QuestionRow);
  }

  async function pickCustom(auth: AuthContext, body: Extract<TaskSessionBody, { section: string }>, premium: boolean) {
    const filter = { section: body.section, topic: body.topic, difficulty: body.difficulty, freeOnly: !premium };
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
      questions: ordered.map(answerFreeFields),
      sets: await presentSets(ordered),
      timeLimitSeconds: session.timeLimitSeconds,
      createdAt: session.createdAt.toISOString(),
      finishedAt: session.finishedAt?.toISOString() ?? null,
    };
  }

  async function presentSets(qs: QuestionRow[]): Promise<PracticeSet[]> {
    const setIds = [...new Set(qs.map((q) => q.setId).filter((id): id is number => id !== null))];
    const [sets, members] = await Promise.all([repo.setsByIds(setIds), repo.setQuestionIds(setIds)]);
    return sets.map((s) => ({
      id: s.id,
      kind: s.kind as PracticeSet['kind'],
      setType: s.setType,
      section: s.section as PracticeSet['section'],
      title: s.title,
      body: s.body,
      data: (s.data as SetData | null) ?? null,
      questionIds: members.filter((m) => m.setId === s.id).map((m) => m.id),
    }));
  }

  async function ownSession(auth: AuthContext, id: string) {
    const session = await repo.findSession(id, auth.user.id);
    if (!session) throw notFound('Practice test not found.');
    return session;
  }

  return {
    async create(auth: AuthContext, body: TaskSessionBody): Promise<TaskSession> {
      const premium = await deps.access.isPremium(auth);
      let rows: QuestionRow[];
      let source: Record<string, unknown>;
      let minutes: number | undefined;
      if ('questionIds' in body) {
        rows = await checkIds([...new Set(body.questionIds)], premium);
        source = { kind: 'ids' };
        minutes = body.minutes;
      } else {
        const ids = await pickCustom(auth, body, premium);
        if (ids.length === 0) throw badRequest('No questions match those filters. Try another topic or difficulty.');
        rows = await checkIds(ids, premium);
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

    async get(auth: AuthContext, id: string): Promise<TaskSession> {
      return present(await ownSession(auth, id));
    },

    /** Ends the session (once; a second call returns the same summary) and reviews every question. */
    async finish(auth: AuthContext, id: string): Promise<TaskSummary> {
      await ownSession(auth, id);
      const session = (await repo.finishSession(id, deps.clock.now())) as SessionRow;
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
            question: answerFreeFields(q),
            answered: !!a,
            yourAnswer: parsed?.success ? (parsed.data as LearnerAnswer) : null,
            correct: a?.isCorrect ?? false,
            answer: answerKey.parse(q.answer),
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
        elapsedSeconds: Math.max(0, Math.round((finishedAt.getTime() - session.createdAt.getTime()) / 1000)),
        review,
      };
    },
  };
}
