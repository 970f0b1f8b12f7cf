// @ts-nocheck
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Section } from '#shared/contracts/questions';
import type { Db } from '../../db/client.ts';
import {
  mockAnswers,
  mockAttempts,
  mockSeries,
  mockTestItems,
  mockTests,
  questions,
  users,
} from '../../db/schema/index.ts';

export type SeriesRow = typeof mockSeries.$inferSelect;

/** What the hand picker may offer for one section of a pattern. */
export interface BankFilter {
  section: Section;
  tita: boolean;
  maxOptions: number;
  freeOnly: boolean;
  topic?: string;
  difficulty?: number;
  q?: string;
}

const BANK_PAGE = 20;

/** A question as the hand picker lists it, with the number of mock papers already holding it. */
const bankFields = {
  id: questions.id,
  section: questions.section,
  type: questions.type,
  area: questions.area,
  topic: questions.topic,
  difficulty: questions.difficulty,
  stem: questions.stem,
  setId: questions.setId,
  isPremium: questions.isPremium,
  usedIn: sql<number>`(select count(*) from ${mockTestItems} where ${mockTestItems.questionId} = ${questions.id})::int`,
};

// SQL for the staff's series, schedule, hand-built papers and live attempts (the learner path's SQL stays in
// mock-tests.repo.ts).
export function mockStaffRepo(db: Db) {
  return {
    async listSeries() {
      return db.select().from(mockSeries).orderBy(asc(mockSeries.id));
    },

    /** Every mock that sits in a series, in the order learners see it. */
    async seriesMembers() {
      return db
        .select({ id: mockTests.id, seriesId: mockTests.seriesId })
        .from(mockTests)
        .where(isNotNull(mockTests.seriesId))
        .orderBy(asc(mockTests.seriesOrder), asc(mockTests.id));
    },

    /** Locks series rows in id order (one fixed order, so two staff writes never wait on each other in a circle). */
    async lockSeries(ids: number[], mode: 'no key update' | 'update' = 'no key update') {
      if (ids.length === 0) return [];
      return db.select().from(mockSeries).where(inArray(mockSeries.id, ids)).orderBy(asc(mockSeries.id)).for(mode);
    },

    async findSeries(id: number) {
      const [row] = await db.select().from(mockSeries).where(eq(mockSeries.id, id));
      return row ?? null;
    },

    async insertSeries(row: typeof mockSeries.$inferInsert) {
      const [created] = await db.insert(mockSeries).values(row).returning();
      if (!created) throw new Error('series insert returned nothing');
      return created;
    },

    async updateSeries(id: number, set: Partial<typeof mockSeries.$inferInsert>) {
      const [row] = await db.update(mockSeries).set(set).where(eq(mockSeries.id, id)).returning();
      return row ?? null;
    },

    async deleteSeries(id: number) {
      await db.update(mockTests).set({ seriesId: null, seriesOrder: 0 }).where(eq(mockTests.seriesId, id));
      await db.delete(mockSeries).where(eq(mockSeries.id, id));
    },

    /** A series' mocks in order. */
    async seriesMocks(seriesId: number) {
      return db
        .select({ id: mockTests.id, exam: mockTests.exam })
        .from(mockTests)
        .where(eq(mockTests.seriesId, seriesId))
        .orderBy(asc(mockTests.seriesOrder), asc(mockTests.id));
    },

    /** Writes places 1..n for the given mocks, in the given order. */
    async setSeriesOrder(seriesId: number, mockIds: number[]) {
      for (const [i, id] of mockIds.entries()) {
        await db
          .update(mockTests)
          .set({ seriesId, seriesOrder: i + 1 })
          .where(eq(mockTests.id, id));
      }
    },

    async updateMock(id: number, set: Partial<typeof mockTests.$inferInsert>) {
      if (Object.keys(set).length === 0) return null;
      const [row] = await db.update(mockTests).set(set).where(eq(mockTests.id, id)).returning();
      return row ?? null;
    },

    async attemptTotal(mockId: number) {
      const [row] = await db.select({ n: count() }).from(mockAttempts).where(eq(mockAttempts.mockId, mockId));
      return row?.n ?? 0;
    },

    async premiumQuestionsOn(mockId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(mockTestItems)
        .innerJoin(questions, eq(questions.id, mockTestItems.questionId))
        .where(and(eq(mockTestItems.mockId, mockId), eq(questions.isPremium, true)));
      return row?.n ?? 0;
    },

    async replacePaper(mockId: number, items: Array<{ sectionKey: string; questionId: number }>) {
      await db.delete(mockTestItems).where(eq(mockTestItems.mockId, mockId));
      if (items.length) {
        await db.insert(mockTestItems).values(items.map((it, i) => ({ mockId, position: i + 1, ...it })));
      }
    },

    /** The picked questions' facts a paper is checked against. */
    async questionsById(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: questions.id,
          section: questions.section,
          type: questions.type,
          status: questions.status,
          isPremium: questions.isPremium,
          setId: questions.setId,
          setOrder: questions.setOrder,
          optionCount: sql<number>`coalesce(jsonb_array_length(${questions.options}), 0)::int`,
        })
        .from(questions)
        .where(inArray(questions.id, ids));
    },

    async searchBank(f: BankFilter, page: number) {
      const where: SQL[] = [eq(questions.status, 'published'), eq(questions.section, f.section)];
      const optionCount = sql`coalesce(jsonb_array_length(${questions.options}), 0)`;
      const mcqFits = sql`(${questions.type} = 'MCQ' and ${optionCount} between 4 and ${f.maxOptions})`;
      where.push(f.tita ? sql`(${mcqFits} or ${questions.type} = 'TITA')` : mcqFits);
      if (f.freeOnly) where.push(eq(questions.isPremium, false));
      if (f.topic) where.push(eq(questions.topic, f.topic));
      if (f.difficulty) where.push(eq(questions.difficulty, f.difficulty));
      if (f.q) where.push(sql`${questions.search} @@ websearch_to_tsquery('english', ${f.q})`);
      const [items, [total], topics] = await Promise.all([
        db
          .select(bankFields)
          .from(questions)
          .where(and(...where))
          .orderBy(asc(questions.setId), asc(questions.setOrder), asc(questions.id))
          .limit(BANK_PAGE)
          .offset((page - 1) * BANK_PAGE),
        db
          .select({ n: count() })
          .from(questions)
          .where(and(...where)),
        db
          .selectDistinct({ topic: questions.topic })
          .from(questions)
          .where(and(eq(questions.status, 'published'), eq(questions.section, f.section)))
          .orderBy(asc(questions.topic)),
      ]);
      return { items, total: total?.n ?? 0, pageSize: BANK_PAGE, topics: topics.map((t) => t.topic) };
    },

    /** A mock's paper in order, each question as the hand picker lists it (to edit the paper of a draft). */
    async paperForPicker(mockId: number) {
      return db
        .select({ sectionKey: mockTestItems.sectionKey, question: bankFields })
        .from(mockTestItems)
        .innerJoin(questions, eq(questions.id, mockTestItems.questionId))
        .where(eq(mockTestItems.mockId, mockId))
        .orderBy(asc(mockTestItems.position));
    },

    /** A mock's attempts in progress, most recently heard from first, with their palette counts. */
    async liveAttempts(mockId: number, limit: number) {
      const answered = sql<number>`(select count(*) from ${mockAnswers} where ${mockAnswers.attemptId} = ${mockAttempts.id} and ${mockAnswers.status} in ('answered', 'answered_marked'))::int`;
      const marked = sql<number>`(select count(*) from ${mockAnswers} where ${mockAnswers.attemptId} = ${mockAttempts.id} and ${mockAnswers.status} in ('marked', 'answered_marked'))::int`;
      return db
        .select({
          attempt: mockAttempts,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
          answered,
          marked,
        })
        .from(mockAttempts)
        .innerJoin(users, eq(users.id, mockAttempts.userId))
        .where(and(eq(mockAttempts.mockId, mockId), eq(mockAttempts.status, 'active')))
        .orderBy(desc(mockAttempts.lastSeenAt), asc(mockAttempts.id))
        .limit(limit);
    },

    async attemptCounts(mockId: number, since: Date, until: Date) {
      const [row] = await db
        .select({
          active: sql<number>`count(*) filter (where ${mockAttempts.status} = 'active')::int`,
          submittedToday: sql<number>`count(*) filter (where ${mockAttempts.status} = 'submitted' and ${gte(mockAttempts.submittedAt, since)} and ${lte(mockAttempts.submittedAt, until)})::int`,
        })
        .from(mockAttempts)
        .where(eq(mockAttempts.mockId, mockId));
      return { active: row?.active ?? 0, submittedToday: row?.submittedToday ?? 0 };
    },
  };
}
