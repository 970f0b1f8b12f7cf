// @ts-nocheck
import type {
  AdminFacets,
  AdminQuestionList,
  AdminQuestionQuery,
  AdminReportQuery,
  AdminSetInput,
  AdminSetList,
  AdminSetQuery,
} from '#shared/contracts/admin-questions';
import type { QuestionStatus, ReportStatus } from '#shared/contracts/questions';
import { sameAnswerKey } from '#shared/domain/answer-check';
import { must } from '#shared/must';
import { bankRepo } from '../../content/bank.repo.ts';
import {
  type ParsedQuestion,
  type ParsedSet,
  questionContentHash,
  questionRow,
  setContentHash,
} from '../../content/bank-rows.ts';
import type { QuestionRow, SetRow } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { presentAdminQuestion, rowToDraft } from '../../presenters/question.ts';
import { presentReport } from '../../presenters/question-report.ts';
import { presentAdminSet, presentAdminSetSummary } from '../../presenters/question-set.ts';
import { type AuthContext, forRole } from '../access/public.ts';
import { adminQuestionsRepo } from './admin-questions.repo.ts';
import { itemStatistics } from './item-stats.ts';

type QuestionInput = ParsedQuestion & { status: QuestionStatus; setId?: number | null; setOrder?: number | null };
type SetInput = AdminSetInput;

const DEFAULT_PAGE_SIZE = 20;
const KEEP_HISTORY = 'unpublish it instead, so learners keep their history';

/** A delete that would take learners' answers or a mock's paper with it is refused (409), saying what instead. */
function refuseLosingHistory(history: { attempts: number; mocks: number }, what: 'question' | 'set') {
  const [subject, has, is] =
    what === 'question' ? ['This question', 'has', 'is'] : ["This set's questions", 'have', 'are'];
  const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  if (history.attempts > 0)
    throw conflict(`${subject} ${has} ${plural(history.attempts, 'attempt')}; ${KEEP_HISTORY}.`);
  if (history.mocks > 0) throw conflict(`${subject} ${is} in ${plural(history.mocks, 'mock test')}; ${KEEP_HISTORY}.`);
}

/**
 * A key that decided submitted mock scores changes only through the mock's "Correct a key", which re-scores them
 * (decision 0009); the editor would leave every rank and percentile stale.
 */
async function refuseKeyChangeUnderMocks(r: ReturnType<typeof adminQuestionsRepo>, id: number) {
  const use = await r.submittedMockUse(id);
  if (use.attempts === 0) return;
  const mocks = use.mocks === 1 ? '1 mock test' : `${use.mocks} mock tests`;
  const attempts = use.attempts === 1 ? '1 submitted attempt' : `${use.attempts} submitted attempts`;
  throw conflict(
    `answer: this key scored ${attempts} in ${mocks}; change it with "Correct a key" in Manage Mock Tests, which re-scores them.`,
  );
}

/** What the audit trail keeps of a question: enough to see what an edit changed. */
const questionState = (q: QuestionRow) => ({
  section: q.section,
  area: q.area,
  topic: q.topic,
  type: q.type,
  difficulty: q.difficulty,
  status: q.status,
  setId: q.setId,
  stem: q.stem.length > 300 ? `${q.stem.slice(0, 300)}…` : q.stem,
  contentHash: q.contentHash,
});
const setState = (s: SetRow) => ({ kind: s.kind, section: s.section, title: s.title, contentHash: s.contentHash });

/** Staff tools for the bank: questions, sets, facets, item statistics and the reports queue. */
export function adminQuestionsService(deps: Pick<AppDeps, 'database' | 'clock' | 'audit'>) {
  const { db } = deps.database;
  const { audit } = deps;
  const repo = adminQuestionsRepo(db);
  const now = () => deps.clock.now();

  async function setFor(input: { setId?: number | null; section: string }): Promise<SetRow | null> {
    if (!input.setId) return null;
    const set = await repo.findSet(input.setId);
    if (!set) throw badRequest('setId: there is no such passage or data set.');
    if (set.section !== input.section) throw badRequest(`section: the set belongs to ${set.section}.`);
    return set;
  }

  async function assertNewHash(hash: string, self?: number) {
    const other = (await repo.idsByHash([hash])).get(hash);
    if (other !== undefined && other !== self)
      throw conflict(`The same question (stem and options) is already in the bank as #${other}.`);
  }

  async function loadQuestion(id: number) {
    const q = await repo.find(id);
    if (!q) throw notFound('Question not found.');
    return presentAdminQuestion(q);
  }

  async function loadSet(id: number) {
    const set = await repo.findSet(id);
    if (!set) throw notFound('Set not found.');
    return presentAdminSet(set, await repo.setMembers(id));
  }

  /** Changes statuses and records one entry per question that changed; answers how many exist. */
  async function changeStatuses(actor: AuthContext, ids: number[], status: QuestionStatus): Promise<number> {
    return db.transaction(async (tx) => {
      const r = adminQuestionsRepo(tx);
      const found = await r.statusesLocked(ids);
      const changing = found.filter((q) => q.status !== status);
      if (changing.length) await r.setStatus({ ids: changing.map((q) => q.id) }, status, now());
      for (const q of changing) {
        await audit.record(tx, actor, {
          action: 'question.status',
          targetType: 'question',
          targetId: q.id,
          before: { status: q.status },
          after: { status },
        });
      }
      return found.length;
    });
  }

  return forRole('staff', {
    async list(_actor: AuthContext, query: AdminQuestionQuery): Promise<AdminQuestionList> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await repo.list({ ...query, page, pageSize });
      return {
        items: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
        total,
        page,
        pageSize,
      };
    },

    get: (_actor: AuthContext, id: number) => loadQuestion(id),

    async create(auth: AuthContext, input: QuestionInput) {
      const { status, setId, setOrder, ...draft } = input;
      const set = await setFor({ setId, section: draft.section });
      const hash = questionContentHash(draft, set?.contentHash);
      await assertNewHash(hash);
      const row = questionRow(draft, {
        hash,
        status,
        setId: set?.id ?? null,
        setOrder: set ? (setOrder ?? (await repo.nextSetOrder(set.id))) : null,
        authorId: auth.user.id,
      });
      const at = now();
      const saved = await db.transaction(async (tx) => {
        const q = await adminQuestionsRepo(tx).insertQuestion({ ...row, createdAt: at, updatedAt: at });
        const after = questionState(q);
        await audit.record(tx, auth, {
          action: 'question.create',
          targetType: 'question',
          targetId: q.id,
          before: null,
          after,
        });
        return q;
      });
      return presentAdminQuestion(saved);
    },

    async update(actor: AuthContext, id: number, input: QuestionInput) {
      const existing = await repo.find(id);
      if (!existing) throw notFound('Question not found.');
      const { status, setId, setOrder, ...draft } = input;
      const set = await setFor({ setId: setId === undefined ? existing.setId : setId, section: draft.section });
      const hash = questionContentHash(draft, set?.contentHash);
      await assertNewHash(hash, id);
      const { authorId: _keepAuthor, ...row } = questionRow(draft, {
        hash,
        status,
        setId: set?.id ?? null,
        setOrder: set ? (setOrder ?? existing.setOrder ?? (await repo.nextSetOrder(set.id))) : null,
      });
      // A calibrated difficulty survives edits; a new label restarts it from the label.
      if (draft.difficulty === existing.difficulty) row.difficultyParam = existing.difficultyParam;
      const saved = await db.transaction(async (tx) => {
        const r = adminQuestionsRepo(tx);
        const before = await r.findLocked(id);
        if (before && !sameAnswerKey(before.answer, row.answer)) await refuseKeyChangeUnderMocks(r, id);
        const q = before && (await r.updateQuestion(id, { ...row, updatedAt: now() }));
        if (!before || !q) throw notFound('Question not found.');
        await audit.record(tx, actor, {
          action: 'question.update',
          targetType: 'question',
          targetId: id,
          before: questionState(before),
          after: questionState(q),
        });
        return q;
      });
      return presentAdminQuestion(saved);
    },

    async setStatus(actor: AuthContext, id: number, status: QuestionStatus) {
      if ((await changeStatuses(actor, [id], status)) === 0) throw notFound('Question not found.');
      return loadQuestion(id);
    },

    async bulkStatus(actor: AuthContext, ids: number[], status: QuestionStatus) {
      return { updated: await changeStatuses(actor, ids, status) };
    },

    async remove(actor: AuthContext, id: number) {
      await db.transaction(async (tx) => {
        const r = adminQuestionsRepo(tx);
        const [q] = await r.lockForDelete({ id });
        if (!q) throw notFound('Question not found.');
        refuseLosingHistory(await r.history([id]), 'question');
        await r.deleteQuestion(id);
        const before = questionState(q);
        await audit.record(tx, actor, {
          action: 'question.delete',
          targetType: 'question',
          targetId: id,
          before,
          after: null,
        });
      });
      return { success: true, message: `Question #${id} deleted.` };
    },

    // Sets -------------------------------------------------------------------------------------------------------

    async listSets(_actor: AuthContext, query: AdminSetQuery): Promise<AdminSetList> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await repo.listSets({ ...query, page, pageSize });
      return {
        items: rows.map(presentAdminSetSummary),
        total,
        page,
        pageSize,
      };
    },

    getSet: (_actor: AuthContext, id: number) => loadSet(id),

    async createSet(auth: AuthContext, input: SetInput) {
      const questions: ParsedQuestion[] = input.questions;
      questions.forEach((q, i) => {
        if (q.section !== input.section)
          throw badRequest(`questions.${i}.section: must be ${input.section}, like the set.`);
      });
      const set: ParsedSet = { ...input, data: input.data ?? undefined, questions };
      const hash = setContentHash(set);
      const existing = (await repo.setIdsByHash([hash])).get(hash);
      if (existing !== undefined)
        throw conflict(`This passage or data set is already in the bank as set #${existing}.`);
      const questionHashes = questions.map((q) => questionContentHash(q, hash));
      const setId = await db.transaction(async (tx) => {
        const outcome = await bankRepo(tx).insertEntries(
          [{ kind: 'set', set, hash, questionHashes, isPremium: false, status: input.status ?? 'draft' }],
          { status: 'draft', authorId: auth.user.id, onDuplicate: 'error' },
        );
        const id = must(outcome.setIds[0], 'the new set');
        await audit.record(tx, auth, {
          action: 'set.create',
          targetType: 'set',
          targetId: id,
          before: null,
          after: { kind: input.kind, section: input.section, title: input.title, questions: outcome.questionIds },
        });
        return id;
      });
      return loadSet(setId);
    },

    async updateSet(actor: AuthContext, id: number, input: Omit<SetInput, 'questions' | 'status'>) {
      const set = await repo.findSet(id);
      if (!set) throw notFound('Set not found.');
      const members = await repo.setMembers(id);
      if (members.some((m) => m.section !== input.section))
        throw badRequest(`section: the set's questions belong to ${set.section}; move them first.`);
      const hash = setContentHash({ body: input.body, data: input.data ?? null });
      const clash = (await repo.setIdsByHash([hash])).get(hash);
      if (clash !== undefined && clash !== id) throw conflict(`The same passage or data set is already set #${clash}.`);
      const rehash = members.map((m) => ({ id: m.id, hash: questionContentHash(rowToDraft(m), hash) }));
      const taken = await repo.idsByHash(rehash.map((r) => r.hash));
      const memberIds = new Set(members.map((m) => m.id));
      for (const [, other] of taken)
        if (!memberIds.has(other)) throw conflict(`A question of this set would duplicate question #${other}.`);
      await db.transaction(async (tx) => {
        const r = adminQuestionsRepo(tx);
        const before = await r.findSetLocked(id);
        if (!before) throw notFound('Set not found.');
        await r.updateSet(id, {
          kind: input.kind,
          setType: input.setType,
          section: input.section,
          title: input.title,
          body: input.body,
          data: input.data ?? null,
          contentHash: hash,
        });
        await r.rehashMembers(rehash, now());
        const after = await r.findSet(id);
        await audit.record(tx, actor, {
          action: 'set.update',
          targetType: 'set',
          targetId: id,
          before: setState(before),
          after: after ? setState(after) : null,
        });
      });
      return loadSet(id);
    },

    async setSetStatus(actor: AuthContext, id: number, status: QuestionStatus) {
      if (!(await repo.findSet(id))) throw notFound('Set not found.');
      await db.transaction(async (tx) => {
        const r = adminQuestionsRepo(tx);
        // Like a question's status: the members that change, before and after; nothing changing records nothing.
        const changing = (await r.setMembersLocked(id)).filter((m) => m.status !== status);
        if (changing.length === 0) return;
        await r.setStatus({ setId: id }, status, now());
        await audit.record(tx, actor, {
          action: 'set.status',
          targetType: 'set',
          targetId: id,
          before: { statuses: Object.fromEntries(changing.map((m) => [m.id, m.status])) },
          after: { statuses: Object.fromEntries(changing.map((m) => [m.id, status])) },
        });
      });
      return loadSet(id);
    },

    async removeSet(actor: AuthContext, id: number) {
      await db.transaction(async (tx) => {
        const r = adminQuestionsRepo(tx);
        const set = await r.findSetLocked(id);
        if (!set) throw notFound('Set not found.');
        const members = await r.lockForDelete({ setId: id });
        refuseLosingHistory(await r.history(members.map((m) => m.id)), 'set');
        await r.deleteSet(id);
        await audit.record(tx, actor, {
          action: 'set.delete',
          targetType: 'set',
          targetId: id,
          before: setState(set),
          after: null,
        });
      });
      return { success: true, message: `Set #${id} deleted.` };
    },

    // Facets, statistics, reports --------------------------------------------------------------------------------

    async facets(_actor: AuthContext): Promise<AdminFacets> {
      const { groups, setTypes, openReports } = await repo.facets();
      const sum = (key: (g: (typeof groups)[number]) => string) => {
        const map = new Map<string, { g: (typeof groups)[number]; count: number }>();
        for (const g of groups) {
          const k = key(g);
          map.set(k, { g, count: (map.get(k)?.count ?? 0) + g.n });
        }
        return [...map.values()];
      };
      return {
        total: groups.reduce((n, g) => n + g.n, 0),
        byStatus: sum((g) => g.status).map(({ g, count }) => ({ value: g.status, count })),
        sections: sum((g) => g.section).map(({ g, count }) => ({ value: g.section, count })),
        areas: sum((g) => `${g.section}\u0000${g.area}`).map(({ g, count }) => ({
          section: g.section,
          value: g.area,
          count,
        })),
        topics: sum((g) => `${g.section}\u0000${g.area}\u0000${g.topic}`).map(({ g, count }) => ({
          section: g.section,
          area: g.area,
          value: g.topic,
          count,
        })),
        setTypes: setTypes.map((s) => ({ value: s.value ?? '(none)', count: s.n })),
        openReports,
      };
    },

    async stats(_actor: AuthContext, id: number) {
      const q = await repo.find(id);
      if (!q) throw notFound('Question not found.');
      return itemStatistics({
        questionId: id,
        type: q.type,
        optionCount: q.options?.length ?? 0,
        key: presentAdminQuestion(q).answer,
        attempts: await repo.itemAttempts(id),
        learnerAccuracy: await repo.learnerAccuracy(id),
      });
    },

    async reports(_actor: AuthContext, query: AdminReportQuery) {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await repo.listReports({ ...query, page, pageSize });
      return { items: rows.map(presentReport), total, page, pageSize };
    },

    async setReportStatus(actor: AuthContext, id: number, status: ReportStatus) {
      await db.transaction(async (tx) => {
        const r = adminQuestionsRepo(tx);
        const report = await r.reportLocked(id);
        if (!report) throw notFound('Report not found.');
        if (report.status === status) return;
        await r.setReportStatus(id, status, status === 'open' ? null : now());
        await audit.record(tx, actor, {
          action: 'report.status',
          targetType: 'report',
          targetId: id,
          before: { status: report.status, questionId: report.questionId },
          after: { status, questionId: report.questionId },
        });
      });
      return { success: true, message: `Report #${id} is ${status}.` };
    },
  });
}

export type AdminQuestionsService = ReturnType<typeof adminQuestionsService>;
