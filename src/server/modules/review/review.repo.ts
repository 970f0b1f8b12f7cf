import { and, asc, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { CardSource, MissReason, ReviewVia } from '#shared/contracts/review';
import type { Db } from '../../db/client.ts';
import { summaryColumns } from '../../db/question-summary.ts';
import { rowsOf } from '../../db/rows.ts';
import { questionSets, questions, reviewCards, reviewLogs } from '../../db/schema/index.ts';
import type { Schedule, ScheduleLog } from './schedule.ts';

export type CardRow = typeof reviewCards.$inferSelect;

/** Which of a learner's cards count: on published questions, and premium ones only with premium access. */
function reviewable(userId: string, premium: boolean): SQL[] {
  const where: SQL[] = [eq(reviewCards.userId, userId), eq(questions.status, 'published')];
  if (!premium) where.push(eq(questions.isPremium, false));
  return where;
}

export function reviewRepo(db: Db) {
  return {
    /** Adds cards that do not exist yet (one per learner and question); returns the question ids it added. */
    async insertCards(userId: string, questionIds: number[], source: CardSource, schedule: Schedule, now: Date) {
      if (questionIds.length === 0) return [];
      return db
        .insert(reviewCards)
        .values(
          questionIds.map((questionId) => ({
            ...schedule,
            userId,
            questionId,
            source,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing({ target: [reviewCards.userId, reviewCards.questionId] })
        .returning();
    },

    /**
     * A mock's answers in one statement: the learner's cards on the answered questions are locked in id order (the
     * ids are returned, for review), and a card is added for each wrong question that has none. A card added here
     * is not among those returned: it is new, not reviewed.
     */
    async lockAndAddCards(userId: string, answeredIds: number[], wrongIds: number[], schedule: Schedule, now: Date) {
      const s = schedule;
      const result = await db.execute(sql`
        with locked as (
          select id from review_cards where user_id = ${userId} and question_id = any(${`{${answeredIds.join(',')}}`}::int[])
           order by id for update),
        added as (
          insert into review_cards (user_id, question_id, source, due, stability, difficulty, elapsed_days,
                                    scheduled_days, learning_steps, reps, lapses, state, last_review, created_at,
                                    updated_at)
          select ${userId}::uuid, q, 'mock', ${s.due}::timestamptz, ${s.stability}::float8, ${s.difficulty}::float8,
                 ${s.elapsedDays}::int, ${s.scheduledDays}::int, ${s.learningSteps}::int, ${s.reps}::int,
                 ${s.lapses}::int, ${s.state}::text, ${s.lastReview}::timestamptz, ${now}::timestamptz,
                 ${now}::timestamptz
            from unnest(${`{${wrongIds.join(',')}}`}::int[]) as q
          on conflict (user_id, question_id) do nothing)
        select id from locked`);
      return rowsOf<{ id: number }>(result).map((r) => r.id);
    },

    /** Cards by id, in id order (locked earlier in the same transaction). */
    cardsById(ids: number[]) {
      return db.select().from(reviewCards).where(inArray(reviewCards.id, ids)).orderBy(asc(reviewCards.id));
    },

    async findCard(userId: string, id: number) {
      const [row] = await db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)));
      return row;
    },

    async findCardOfQuestion(userId: string, questionId: number) {
      const [row] = await db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
      return row;
    },

    /** The learner's own card, locked until the transaction ends (a second tab's review waits, then sees it). */
    async lockCard(userId: string, id: number) {
      const [row] = await db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)))
        .for('update');
      return row;
    },

    /** The learner's cards on these questions, locked in id order (one fixed order: no deadlock between paths). */
    lockCardsOfQuestions(userId: string, questionIds: number[]) {
      if (questionIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, questionIds)))
        .orderBy(asc(reviewCards.id))
        .for('update');
    },

    async saveReview(card: CardRow, schedule: Schedule, log: ScheduleLog, via: ReviewVia) {
      const [saved] = await db
        .update(reviewCards)
        .set({ ...schedule, updatedAt: log.review })
        .where(eq(reviewCards.id, card.id))
        .returning();
      await db
        .insert(reviewLogs)
        .values({ ...log, cardId: card.id, userId: card.userId, questionId: card.questionId, via });
      return saved;
    },

    async updateMeta(userId: string, id: number, changes: { reason?: MissReason | null; note?: string }, now: Date) {
      const [row] = await db
        .update(reviewCards)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)))
        .returning();
      return row;
    },

    /** The reason on the learner's card of this question, if there is one (a tag given on the mock's review). */
    async setReasonOfQuestion(userId: string, questionId: number, reason: MissReason | null, now: Date) {
      await db
        .update(reviewCards)
        .set({ reason, updatedAt: now })
        .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
    },

    async remove(userId: string, id: number) {
      const removed = await db
        .delete(reviewCards)
        .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)))
        .returning({ id: reviewCards.id });
      return removed.length > 0;
    },

    /** A page of the learner's cards with their questions: due ones soonest first, else newest first. */
    list(userId: string, f: { due: Date | null; reason?: MissReason | 'untagged'; limit: number; offset: number }) {
      const where = [eq(reviewCards.userId, userId), eq(questions.status, 'published'), ...cardFilters(f)];
      return db
        .select({ card: reviewCards, question: summaryColumns(userId) })
        .from(reviewCards)
        .innerJoin(questions, eq(questions.id, reviewCards.questionId))
        .leftJoin(questionSets, eq(questionSets.id, questions.setId))
        .where(and(...where))
        .orderBy(
          ...(f.due
            ? [asc(reviewCards.due), asc(reviewCards.id)]
            : [desc(reviewCards.createdAt), desc(reviewCards.id)]),
        )
        .limit(f.limit)
        .offset(f.offset);
    },

    async countList(userId: string, f: { due: Date | null; reason?: MissReason | 'untagged' }) {
      const [row] = await db
        .select({ n: count() })
        .from(reviewCards)
        .innerJoin(questions, eq(questions.id, reviewCards.questionId))
        .where(and(eq(reviewCards.userId, userId), eq(questions.status, 'published'), ...cardFilters(f)));
      return row?.n ?? 0;
    },

    /** Cards due by `before` that the learner can open, soonest first. */
    dueCards(userId: string, premium: boolean, before: Date, limit: number) {
      return db
        .select({ id: reviewCards.id, questionId: reviewCards.questionId, reps: reviewCards.reps })
        .from(reviewCards)
        .innerJoin(questions, eq(questions.id, reviewCards.questionId))
        .where(and(...reviewable(userId, premium), lte(reviewCards.due, before)))
        .orderBy(asc(reviewCards.due), asc(reviewCards.id))
        .limit(limit);
    },

    /** How many cards the learner can open are due by `now` and by `endOfDay`. */
    async dueCounts(userId: string, premium: boolean, now: Date, endOfDay: Date) {
      const [row] = await db
        .select({
          dueNow: sql<number>`(count(*) filter (where ${reviewCards.due} <= ${now}))::int`,
          dueToday: count(),
        })
        .from(reviewCards)
        .innerJoin(questions, eq(questions.id, reviewCards.questionId))
        .where(and(...reviewable(userId, premium), lte(reviewCards.due, endOfDay)));
      return { dueNow: row?.dueNow ?? 0, dueToday: row?.dueToday ?? 0 };
    },

    /** Reviews the learner made in the review session since `since`. */
    async sessionReviewsSince(userId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(reviewLogs)
        .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.via, 'session'), gte(reviewLogs.review, since)));
      return row?.n ?? 0;
    },

    /** Reviews since `since` (every way) and how many were rated Good. */
    async ratingsSince(userId: string, since: Date) {
      const [row] = await db
        .select({
          reviews: count(),
          good: sql<number>`(count(*) filter (where ${reviewLogs.rating} = 'Good'))::int`,
        })
        .from(reviewLogs)
        .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.review, since)));
      return { reviews: row?.reviews ?? 0, good: row?.good ?? 0 };
    },

    /** The learner's cards on published questions, by reason (null: untagged). */
    byReason(userId: string) {
      return db
        .select({ reason: reviewCards.reason, n: count() })
        .from(reviewCards)
        .innerJoin(questions, eq(questions.id, reviewCards.questionId))
        .where(and(eq(reviewCards.userId, userId), eq(questions.status, 'published')))
        .groupBy(reviewCards.reason);
    },

    async inNotebook(userId: string, questionIds: number[]) {
      const rows = await db
        .select({ questionId: reviewCards.questionId })
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, questionIds)));
      return rows.map((r) => r.questionId);
    },

    async findQuestion(id: number) {
      const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
      return row;
    },

    /** Whether the learner has met the question: a practice answer, or the paper of a mock they submitted. */
    async hasMet(userId: string, questionId: number) {
      const result = await db.execute(sql`
        select exists (select 1 from attempts a where a.user_id = ${userId} and a.question_id = ${questionId})
          or exists (select 1 from mock_attempts m join mock_test_items i on i.mock_id = m.mock_id
            where m.user_id = ${userId} and m.status = 'submitted' and i.question_id = ${questionId}) as met`);
      return rowsOf<{ met: boolean }>(result)[0]?.met === true;
    },
  };
}

function cardFilters(f: { due: Date | null; reason?: MissReason | 'untagged' }): SQL[] {
  const where: SQL[] = [];
  if (f.due) where.push(lte(reviewCards.due, f.due));
  if (f.reason === 'untagged') where.push(isNull(reviewCards.reason));
  else if (f.reason) where.push(eq(reviewCards.reason, f.reason));
  return where;
}

export type ReviewRepo = ReturnType<typeof reviewRepo>;
