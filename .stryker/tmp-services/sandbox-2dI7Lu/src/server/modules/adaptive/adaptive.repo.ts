// @ts-nocheck
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Section } from '#shared/contracts/questions';
import type { Db } from '../../db/client.ts';
import { abilities, attempts, questions } from '../../db/schema/index.ts';

export interface CandidateFilter {
  section: Section;
  /** exclude premium questions (guests and learners without premium access) */
  freeOnly: boolean;
  /** skip questions this learner answered at or after this instant */
  userId?: string;
  seenSince?: Date;
  /** difficulty_param window */
  minB: number;
  maxB: number;
}

const candidateColumns = {
  id: questions.id,
  section: questions.section,
  topic: questions.topic,
  type: questions.type,
  difficulty: questions.difficulty,
  b: questions.difficultyParam,
  estimatedTime: questions.estimatedTime,
  isPremium: questions.isPremium,
  setId: questions.setId,
  setOrder: questions.setOrder,
};
export type CandidateRow = {
  id: number;
  section: string;
  topic: string;
  type: string;
  difficulty: number;
  b: number;
  estimatedTime: number;
  isPremium: boolean;
  setId: number | null;
  setOrder: number | null;
};

function allowed(f: Omit<CandidateFilter, 'minB' | 'maxB'>): SQL[] {
  const where: SQL[] = [eq(questions.status, 'published'), eq(questions.section, f.section)];
  if (f.freeOnly) where.push(eq(questions.isPremium, false));
  if (f.userId && f.seenSince) {
    // One index probe per scanned row (attempts_user_question_idx); the scans below are all bounded by LIMIT.
    where.push(sql`not exists (select 1 from ${attempts} a where a.user_id = ${f.userId}
      and a.question_id = ${questions.id} and a.created_at >= ${f.seenSince.toISOString()})`);
  }
  return where;
}

export function adaptiveRepo(db: Db) {
  return {
    async idRange(): Promise<{ min: number; max: number } | null> {
      const [row] = await db
        .select({ min: sql<number | null>`min(${questions.id})`, max: sql<number | null>`max(${questions.id})` })
        .from(questions);
      if (row?.min == null || row.max == null) return null;
      return { min: Number(row.min), max: Number(row.max) };
    },

    /**
     * Up to `limit` allowed questions from `pivot` upward in id order (wrapping to the start of the bank), so a
     * sample costs a primary-key range scan, and the members of a set, stored next to each other, come together.
     */
    async candidatesFrom(f: CandidateFilter, pivot: number, limit: number): Promise<CandidateRow[]> {
      const band = [
        ...allowed(f),
        gte(questions.difficultyParam, f.minB),
        sql`${questions.difficultyParam} <= ${f.maxB}`,
      ];
      const upper = await db
        .select(candidateColumns)
        .from(questions)
        .where(and(...band, gte(questions.id, pivot)))
        .orderBy(asc(questions.id))
        .limit(limit);
      if (upper.length >= limit) return upper;
      const lower = await db
        .select(candidateColumns)
        .from(questions)
        .where(and(...band, lt(questions.id, pivot)))
        .orderBy(asc(questions.id))
        .limit(limit - upper.length);
      return [...lower, ...upper];
    },

    /** Allowed questions of the given topics (questions_filter_idx: status, section, topic). */
    candidatesInTopics(f: CandidateFilter, topics: string[], limit: number): Promise<CandidateRow[]> {
      if (topics.length === 0) return Promise.resolve([]);
      return db
        .select(candidateColumns)
        .from(questions)
        .where(
          and(
            ...allowed(f),
            inArray(questions.topic, topics),
            gte(questions.difficultyParam, f.minB),
            sql`${questions.difficultyParam} <= ${f.maxB}`,
          ),
        )
        .limit(limit);
    },

    /** The allowed members of these sets, in set order. */
    setMembers(f: Omit<CandidateFilter, 'minB' | 'maxB'>, setIds: number[]): Promise<CandidateRow[]> {
      if (setIds.length === 0) return Promise.resolve([]);
      return db
        .select(candidateColumns)
        .from(questions)
        .where(and(...allowed(f), inArray(questions.setId, setIds)))
        .orderBy(asc(questions.setId), asc(questions.setOrder), asc(questions.id));
    },

    /** The learner's section row and the rows of the topics they have answered in this section. */
    abilityRows(userId: string, section: string) {
      return db
        .select({
          scope: abilities.scope,
          theta: abilities.theta,
          uncertainty: abilities.uncertainty,
          attempts: abilities.attempts,
        })
        .from(abilities)
        .where(
          and(
            eq(abilities.userId, userId),
            or(
              eq(abilities.scope, `section:${section}`),
              sql`${abilities.scope} in (select distinct 'topic:' || q.topic from ${attempts} a
                join ${questions} q on q.id = a.question_id where a.user_id = ${userId} and q.section = ${section})`,
            ),
          ),
        );
    },

    /** The learner's latest answers in a section, newest first, with the items' current difficulty. */
    recentAnswers(userId: string, section: Section, limit: number) {
      return db
        .select({ correct: attempts.isCorrect, at: attempts.createdAt, b: questions.difficultyParam })
        .from(attempts)
        .innerJoin(questions, eq(questions.id, attempts.questionId))
        .where(and(eq(attempts.userId, userId), eq(questions.section, section)))
        .orderBy(desc(attempts.createdAt), desc(attempts.id))
        .limit(limit);
    },
  };
}
