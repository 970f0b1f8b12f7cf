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
import { must } from '#shared/must';
import { bankRepo } from '../../content/bank.repo.ts';
import {
  type ParsedQuestion,
  type ParsedSet,
  questionContentHash,
  questionRow,
  setContentHash,
} from '../../content/bank-rows.ts';
import type { SetRow } from '../../db/rows.ts';
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

/** Staff tools for the bank: questions, sets, facets, item statistics and the reports queue. */
export function adminQuestionsService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;
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
      return presentAdminQuestion(await repo.insertQuestion({ ...row, createdAt: at, updatedAt: at }));
    },

    async update(_actor: AuthContext, id: number, input: QuestionInput) {
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
      const saved = await repo.updateQuestion(id, { ...row, updatedAt: now() });
      if (!saved) throw notFound('Question not found.');
      return presentAdminQuestion(saved);
    },

    async setStatus(_actor: AuthContext, id: number, status: QuestionStatus) {
      if ((await repo.setStatus({ ids: [id] }, status, now())) === 0) throw notFound('Question not found.');
      return loadQuestion(id);
    },

    async bulkStatus(_actor: AuthContext, ids: number[], status: QuestionStatus) {
      return { updated: await repo.setStatus({ ids }, status, now()) };
    },

    async remove(_actor: AuthContext, id: number) {
      const q = await repo.find(id);
      if (!q) throw notFound('Question not found.');
      if (q.attemptCount > 0) throw conflict(`This question has ${q.attemptCount} attempts; ${KEEP_HISTORY}.`);
      await repo.deleteQuestion(id);
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
      const outcome = await db.transaction((tx) =>
        bankRepo(tx).insertEntries(
          [{ kind: 'set', set, hash, questionHashes, isPremium: false, status: input.status ?? 'draft' }],
          { status: 'draft', authorId: auth.user.id, onDuplicate: 'error' },
        ),
      );
      return loadSet(must(outcome.setIds[0], 'the new set'));
    },

    async updateSet(_actor: AuthContext, id: number, input: Omit<SetInput, 'questions' | 'status'>) {
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
      });
      return loadSet(id);
    },

    async setSetStatus(_actor: AuthContext, id: number, status: QuestionStatus) {
      if (!(await repo.findSet(id))) throw notFound('Set not found.');
      await repo.setStatus({ setId: id }, status, now());
      return loadSet(id);
    },

    async removeSet(_actor: AuthContext, id: number) {
      const set = await repo.findSet(id);
      if (!set) throw notFound('Set not found.');
      const attempted = (await repo.setMembers(id)).reduce((n, m) => n + m.attemptCount, 0);
      if (attempted > 0) throw conflict(`This set's questions have ${attempted} attempts; ${KEEP_HISTORY}.`);
      await repo.deleteSet(id);
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

    async setReportStatus(_actor: AuthContext, id: number, status: ReportStatus) {
      const ok = await repo.setReportStatus(id, status, status === 'open' ? null : now());
      if (!ok) throw notFound('Report not found.');
      return { success: true, message: `Report #${id} is ${status}.` };
    },
  });
}

export type AdminQuestionsService = ReturnType<typeof adminQuestionsService>;
