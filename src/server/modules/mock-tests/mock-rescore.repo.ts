import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnswerKey } from '#shared/contracts/questions';
import type { Db } from '../../db/client.ts';
import { mockAnswers, mockAttempts, mockTestItems, mockTests, questions } from '../../db/schema/index.ts';

/** The SQL of a key correction: the question's key, the mocks that hold it, and their attempts batch by batch. */
export function mockRescoreRepo(db: Db) {
  return {
    /** The question's row, locked against a second correction until the transaction ends (a short one). */
    async questionLocked(id: number) {
      const [row] = await db
        .select({ id: questions.id, type: questions.type, options: questions.options, answer: questions.answer })
        .from(questions)
        .where(eq(questions.id, id))
        .for('no key update');
      return row ?? null;
    },

    async setKey(id: number, answer: AnswerKey, at: Date) {
      await db.update(questions).set({ answer, updatedAt: at }).where(eq(questions.id, id));
    },

    /** Every mock whose paper holds the question, with its pattern (the marking a re-score applies). */
    async mocksWith(questionId: number) {
      return db
        .select({ id: mockTests.id, pattern: mockTests.pattern })
        .from(mockTestItems)
        .innerJoin(mockTests, eq(mockTests.id, mockTestItems.mockId))
        .where(eq(mockTestItems.questionId, questionId))
        .orderBy(asc(mockTests.id));
    },

    /** Per question of this mock's paper: the submitted attempts of every mock that holds the question. */
    async submittedPerQuestion(mockId: number) {
      const holder = alias(mockTestItems, 'holder');
      return db
        .select({ questionId: mockTestItems.questionId, n: sql<number>`count(${mockAttempts.id})::int` })
        .from(mockTestItems)
        .innerJoin(holder, eq(holder.questionId, mockTestItems.questionId))
        .leftJoin(mockAttempts, and(eq(mockAttempts.mockId, holder.mockId), eq(mockAttempts.status, 'submitted')))
        .where(eq(mockTestItems.mockId, mockId))
        .groupBy(mockTestItems.questionId);
    },

    async submittedCount(mockIds: number[]) {
      if (mockIds.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mockAttempts)
        .where(and(inArray(mockAttempts.mockId, mockIds), eq(mockAttempts.status, 'submitted')));
      return row?.n ?? 0;
    },

    /**
     * The next batch of attempt ids after `after` (keyset, id order), active ones included: an active attempt is
     * locked too, so a submit that read the old key before the correction is waited for and then re-scored.
     */
    async attemptIdsAfter(mockIds: number[], after: string | null, limit: number) {
      const rows = await db
        .select({ id: mockAttempts.id })
        .from(mockAttempts)
        .where(and(inArray(mockAttempts.mockId, mockIds), after ? gt(mockAttempts.id, after) : undefined))
        .orderBy(asc(mockAttempts.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Locks the batch's attempts in id order (the one order every multi-row lock here takes). */
    async lockAttempts(ids: string[]) {
      return db
        .select({
          id: mockAttempts.id,
          mockId: mockAttempts.mockId,
          status: mockAttempts.status,
          score: mockAttempts.score,
          sectionScores: mockAttempts.sectionScores,
        })
        .from(mockAttempts)
        .where(inArray(mockAttempts.id, ids))
        .orderBy(asc(mockAttempts.id))
        .for('update');
    },

    async answersOf(attemptIds: string[]) {
      if (attemptIds.length === 0) return [];
      return db
        .select({
          attemptId: mockAnswers.attemptId,
          questionId: mockAnswers.questionId,
          status: mockAnswers.status,
          answer: mockAnswers.answer,
          correct: mockAnswers.correct,
        })
        .from(mockAnswers)
        .where(inArray(mockAnswers.attemptId, attemptIds));
    },

    /** New verdicts for many answers in one statement. */
    async setVerdicts(rows: Array<{ attemptId: string; questionId: number; correct: boolean | null }>) {
      if (rows.length === 0) return;
      const json = JSON.stringify(rows.map((r) => ({ a: r.attemptId, q: r.questionId, c: r.correct })));
      await db.execute(sql`
        update mock_answers m set correct = v.c
          from jsonb_to_recordset(${json}::jsonb) as v(a uuid, q integer, c boolean)
         where m.attempt_id = v.a and m.question_id = v.q`);
    },

    /** New scores for many submitted attempts in one statement. */
    async setScores(rows: Array<{ id: string; score: number; sectionScores: Record<string, number> }>) {
      if (rows.length === 0) return;
      const json = JSON.stringify(rows.map((r) => ({ id: r.id, s: r.score, ss: r.sectionScores })));
      await db.execute(sql`
        update mock_attempts m set score = v.s, section_scores = v.ss
          from jsonb_to_recordset(${json}::jsonb) as v(id uuid, s real, ss jsonb)
         where m.id = v.id and m.status = 'submitted'`);
    },
  };
}

export type MockRescoreRepo = ReturnType<typeof mockRescoreRepo>;
