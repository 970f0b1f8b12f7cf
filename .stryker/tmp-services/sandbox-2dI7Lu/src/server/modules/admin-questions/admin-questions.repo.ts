// @ts-nocheck
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminQuestionQuery,
  AdminReportQuery,
  AdminSetQuery,
  ExportQuery,
} from '#shared/contracts/admin-questions';
import type { QuestionStatus, ReportStatus } from '#shared/contracts/questions';
import { must } from '#shared/must';
import type { Db } from '../../db/client.ts';
import {
  attempts,
  mockAttempts,
  mockTestItems,
  questionReports,
  questionSets,
  questions,
  users,
} from '../../db/schema/index.ts';

type Page = { page: number; pageSize: number };

function listWhere(f: AdminQuestionQuery): SQL[] {
  const where: SQL[] = [];
  if (f.section) where.push(eq(questions.section, f.section));
  if (f.area) where.push(eq(questions.area, f.area));
  if (f.topic) where.push(eq(questions.topic, f.topic));
  if (f.type) where.push(eq(questions.type, f.type));
  if (f.status) where.push(eq(questions.status, f.status));
  if (f.difficulty?.length) where.push(inArray(questions.difficulty, f.difficulty));
  if (f.exam) where.push(sql`${questions.exams} @> array[${f.exam}]::text[]`);
  if (f.setId) where.push(eq(questions.setId, f.setId));
  if (f.premium) where.push(eq(questions.isPremium, f.premium === 'true'));
  if (f.kind === 'single') where.push(sql`${questions.setId} is null`);
  if (f.kind === 'set') where.push(sql`${questions.setId} is not null`);
  if (f.q) {
    const match = sql`${questions.search} @@ websearch_to_tsquery('english', ${f.q})`;
    const id = /^#?(\d{1,9})$/.exec(f.q)?.[1];
    where.push(id ? (or(eq(questions.id, Number(id)), match) as SQL) : match);
  }
  return where;
}

export function adminQuestionsRepo(db: Db) {
  return {
    /** A page of the bank: full-text matches ranked first when searching, else newest first. */
    async list(f: AdminQuestionQuery & Page) {
      const where = and(...listWhere(f));
      const order = f.q
        ? [sql`ts_rank(${questions.search}, websearch_to_tsquery('english', ${f.q})) desc`, desc(questions.id)]
        : [desc(questions.id)];
      const rows = await db
        .select({
          id: questions.id,
          section: questions.section,
          area: questions.area,
          topic: questions.topic,
          subtopic: questions.subtopic,
          exams: questions.exams,
          type: questions.type,
          difficulty: questions.difficulty,
          status: questions.status,
          isPremium: questions.isPremium,
          setId: questions.setId,
          setTitle: questionSets.title,
          preview: sql<string>`left(${questions.stem}, 220)`,
          attemptCount: questions.attemptCount,
          source: questions.source,
          generator: questions.generator,
          updatedAt: questions.updatedAt,
        })
        .from(questions)
        .leftJoin(questionSets, eq(questionSets.id, questions.setId))
        .where(where)
        .orderBy(...order)
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize);
      const [counted] = await db.select({ total: count() }).from(questions).where(where);
      const total = counted?.total ?? 0;
      return { rows, total };
    },

    async find(id: number) {
      const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
      return row;
    },

    /** The row, locked until the staff edit's transaction ends (so its audit entry's "before" is exact). */
    async findLocked(id: number) {
      const [row] = await db.select().from(questions).where(eq(questions.id, id)).for('no key update');
      return row;
    },

    /** The rows' statuses, locked in id order (a bulk status change records each one's before). */
    statusesLocked(ids: number[]) {
      return db
        .select({ id: questions.id, status: questions.status })
        .from(questions)
        .where(inArray(questions.id, ids))
        .orderBy(asc(questions.id))
        .for('no key update');
    },

    async idsByHash(hashes: string[]): Promise<Map<string, number>> {
      if (hashes.length === 0) return new Map();
      const found = new Map<string, number>();
      for (let i = 0; i < hashes.length; i += 1000) {
        const rows = await db
          .select({ id: questions.id, hash: questions.contentHash })
          .from(questions)
          .where(inArray(questions.contentHash, hashes.slice(i, i + 1000)));
        for (const r of rows) found.set(r.hash, r.id);
      }
      return found;
    },

    async setIdsByHash(hashes: string[]): Promise<Map<string, number>> {
      if (hashes.length === 0) return new Map();
      const rows = await db
        .select({ id: questionSets.id, hash: questionSets.contentHash })
        .from(questionSets)
        .where(inArray(questionSets.contentHash, hashes));
      return new Map(rows.flatMap((r) => (r.hash ? [[r.hash, r.id] as const] : [])));
    },

    async insertQuestion(row: typeof questions.$inferInsert) {
      const [saved] = await db.insert(questions).values(row).returning();
      return must(saved, 'the new question');
    },

    async updateQuestion(id: number, values: Partial<typeof questions.$inferInsert>) {
      const [saved] = await db.update(questions).set(values).where(eq(questions.id, id)).returning();
      return saved;
    },

    async setStatus(where: { ids?: number[]; setId?: number }, status: QuestionStatus, now: Date) {
      const condition = where.setId ? eq(questions.setId, where.setId) : inArray(questions.id, where.ids ?? []);
      const rows = await db
        .update(questions)
        .set({ status, updatedAt: now })
        .where(condition)
        .returning({ id: questions.id });
      return rows.length;
    },

    /**
     * Rows about to be deleted, locked FOR UPDATE in id order: unlike the edit lock this also holds off a learner's
     * answer being stored (its foreign-key check takes KEY SHARE), so the history counted next stays true.
     */
    lockForDelete(where: { id: number } | { setId: number }) {
      return db
        .select()
        .from(questions)
        .where('id' in where ? eq(questions.id, where.id) : eq(questions.setId, where.setId))
        .orderBy(asc(questions.id))
        .for('update');
    },

    /** What deleting these questions would take away: learners' answers, and mock tests that use them. */
    async history(ids: number[]) {
      if (ids.length === 0) return { attempts: 0, mocks: 0 };
      const [answered] = await db.select({ n: count() }).from(attempts).where(inArray(attempts.questionId, ids));
      const [used] = await db
        .select({ n: sql<number>`count(distinct ${mockTestItems.mockId})::int` })
        .from(mockTestItems)
        .where(inArray(mockTestItems.questionId, ids));
      return { attempts: answered?.n ?? 0, mocks: Number(used?.n ?? 0) };
    },

    /** Submitted mock attempts whose score this question's key decided, and the mocks they belong to. */
    async submittedMockUse(questionId: number) {
      const [row] = await db
        .select({
          attempts: sql<number>`count(*)::int`,
          mocks: sql<number>`count(distinct ${mockAttempts.mockId})::int`,
        })
        .from(mockAttempts)
        .innerJoin(mockTestItems, eq(mockTestItems.mockId, mockAttempts.mockId))
        .where(and(eq(mockTestItems.questionId, questionId), eq(mockAttempts.status, 'submitted')));
      return { attempts: Number(row?.attempts ?? 0), mocks: Number(row?.mocks ?? 0) };
    },

    async deleteQuestion(id: number) {
      await db.delete(questions).where(eq(questions.id, id));
    },

    async nextSetOrder(setId: number) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${questions.setOrder}), 0)::int` })
        .from(questions)
        .where(eq(questions.setId, setId));
      return (row?.n ?? 0) + 1;
    },

    // Sets -------------------------------------------------------------------------------------------------------

    async listSets(f: AdminSetQuery & Page) {
      const where: SQL[] = [];
      if (f.kind) where.push(eq(questionSets.kind, f.kind));
      if (f.section) where.push(eq(questionSets.section, f.section));
      if (f.setType) where.push(eq(questionSets.setType, f.setType));
      if (f.q) where.push(sql`${questionSets.title} ilike ${`%${f.q.replace(/[\\%_]/g, '\\$&')}%`}`);
      const condition = and(...where);
      // Member counts per set, joined in. (A correlated subquery written in `sql` would not do: in a one-table
      // select Drizzle drops the table name from columns, so `q.set_id = "id"` compared a question with itself.)
      const members = db
        .select({
          setId: questions.setId,
          total: sql<number>`count(*)::int`.as('total'),
          published: sql<number>`(count(*) filter (where ${questions.status} = 'published'))::int`.as('published'),
        })
        .from(questions)
        .where(sql`${questions.setId} is not null`)
        .groupBy(questions.setId)
        .as('members');
      const rows = await db
        .select({
          id: questionSets.id,
          kind: questionSets.kind,
          setType: questionSets.setType,
          section: questionSets.section,
          title: questionSets.title,
          createdAt: questionSets.createdAt,
          questionCount: sql<number>`coalesce(${members.total}, 0)`.mapWith(Number),
          publishedCount: sql<number>`coalesce(${members.published}, 0)`.mapWith(Number),
        })
        .from(questionSets)
        .leftJoin(members, eq(members.setId, questionSets.id))
        .where(condition)
        .orderBy(desc(questionSets.id))
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize);
      const [counted] = await db.select({ total: count() }).from(questionSets).where(condition);
      const total = counted?.total ?? 0;
      return { rows, total };
    },

    async findSet(id: number) {
      const [row] = await db.select().from(questionSets).where(eq(questionSets.id, id)).limit(1);
      return row;
    },

    /** The set's row, locked until the staff edit's transaction ends (its audit entry's "before" is exact). */
    async findSetLocked(id: number) {
      const [row] = await db.select().from(questionSets).where(eq(questionSets.id, id)).for('no key update');
      return row;
    },

    /** The set's questions locked in id order (as question status changes lock them), so one change sees the last. */
    setMembersLocked(setId: number) {
      return db
        .select()
        .from(questions)
        .where(eq(questions.setId, setId))
        .orderBy(asc(questions.id))
        .for('no key update');
    },

    setMembers(setId: number) {
      return db
        .select()
        .from(questions)
        .where(eq(questions.setId, setId))
        .orderBy(asc(questions.setOrder), asc(questions.id));
    },

    async updateSet(id: number, values: Partial<typeof questionSets.$inferInsert>) {
      const [saved] = await db.update(questionSets).set(values).where(eq(questionSets.id, id)).returning();
      return saved;
    },

    async deleteSet(id: number) {
      await db.delete(questionSets).where(eq(questionSets.id, id));
    },

    /** Rewrites member hashes after a passage or data set changed (they include the set's identity). */
    async rehashMembers(updates: { id: number; hash: string }[], now: Date) {
      for (const u of updates) {
        await db.update(questions).set({ contentHash: u.hash, updatedAt: now }).where(eq(questions.id, u.id));
      }
    },

    // Facets, export, statistics ---------------------------------------------------------------------------------

    async facets() {
      const groups = await db
        .select({
          section: questions.section,
          area: questions.area,
          topic: questions.topic,
          status: questions.status,
          n: sql<number>`count(*)::int`,
        })
        .from(questions)
        .groupBy(questions.section, questions.area, questions.topic, questions.status);
      const setTypes = await db
        .select({ value: questionSets.setType, n: sql<number>`count(*)::int` })
        .from(questionSets)
        .groupBy(questionSets.setType);
      const [reports] = await db
        .select({ open: count() })
        .from(questionReports)
        .where(eq(questionReports.status, 'open'));
      return { groups, setTypes, openReports: reports?.open ?? 0 };
    },

    /** Questions to export, set members together in set order. */
    exportRows(f: Omit<ExportQuery, 'format'>) {
      const where: SQL[] = [];
      if (f.section) where.push(eq(questions.section, f.section));
      if (f.status) where.push(eq(questions.status, f.status));
      if (f.topic) where.push(eq(questions.topic, f.topic));
      return db
        .select({ question: questions, set: questionSets })
        .from(questions)
        .leftJoin(questionSets, eq(questionSets.id, questions.setId))
        .where(and(...where))
        .orderBy(
          sql`coalesce((select min(q2.id) from questions q2 where q2.set_id = ${questions.setId}), ${questions.id})`,
          asc(questions.setOrder),
          asc(questions.id),
        );
    },

    itemAttempts(questionId: number) {
      return db
        .select({
          id: attempts.id,
          userId: attempts.userId,
          answer: attempts.answer,
          isCorrect: attempts.isCorrect,
          seconds: attempts.seconds,
          createdAt: attempts.createdAt,
        })
        .from(attempts)
        .where(eq(attempts.questionId, questionId));
    },

    /** Overall accuracy of every learner who attempted the question, over all their attempts. */
    async learnerAccuracy(questionId: number): Promise<Map<string, number>> {
      const rows = await db
        .select({
          userId: attempts.userId,
          accuracy: sql<number>`avg(case when ${attempts.isCorrect} then 1.0 else 0 end)`,
        })
        .from(attempts)
        .where(
          inArray(
            attempts.userId,
            db.selectDistinct({ u: attempts.userId }).from(attempts).where(eq(attempts.questionId, questionId)),
          ),
        )
        .groupBy(attempts.userId);
      return new Map(rows.map((r) => [r.userId, Number(r.accuracy)]));
    },

    // Reports ----------------------------------------------------------------------------------------------------

    async listReports(f: AdminReportQuery & Page) {
      const where: SQL[] = [];
      if (f.status) where.push(eq(questionReports.status, f.status));
      if (f.questionId) where.push(eq(questionReports.questionId, f.questionId));
      const condition = and(...where);
      const rows = await db
        .select({
          report: questionReports,
          section: questions.section,
          topic: questions.topic,
          preview: sql<string>`left(${questions.stem}, 220)`,
          questionStatus: questions.status,
          reporterId: users.id,
          username: users.username,
          email: users.email,
        })
        .from(questionReports)
        .innerJoin(questions, eq(questions.id, questionReports.questionId))
        .leftJoin(users, eq(users.id, questionReports.userId))
        .where(condition)
        .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize);
      const [counted] = await db.select({ total: count() }).from(questionReports).where(condition);
      const total = counted?.total ?? 0;
      return { rows, total };
    },

    async reportLocked(id: number) {
      const [row] = await db.select().from(questionReports).where(eq(questionReports.id, id)).for('no key update');
      return row;
    },

    async setReportStatus(id: number, status: ReportStatus, resolvedAt: Date | null) {
      const rows = await db
        .update(questionReports)
        .set({ status, resolvedAt })
        .where(eq(questionReports.id, id))
        .returning({ id: questionReports.id });
      return rows.length > 0;
    },
  };
}
