// @ts-nocheck
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { abilities, questions } from '../../db/schema/index.ts';

export interface AbilityRow {
  scope: string;
  theta: number;
  uncertainty: number;
  attempts: number;
  updatedAt: Date;
}

export function learningRepo(db: Db) {
  return {
    /**
     * The question's calibration fields, read without a lock: a question is shared by every learner, so an answer
     * never waits on it (the difficulty moves by an atomic increment in saveQuestion).
     */
    async readQuestion(id: number) {
      const [row] = await db
        .select({
          section: questions.section,
          topic: questions.topic,
          b: questions.difficultyParam,
          attemptCount: questions.attemptCount,
        })
        .from(questions)
        .where(eq(questions.id, id));
      return row;
    },

    /**
     * Makes sure the learner has a row for each scope (a first answer in a topic has none to lock), in a fixed
     * order so two of the learner's own answers never deadlock each other.
     */
    async ensureAbilities(userId: string, scopes: string[], initial: (scope: string) => Omit<AbilityRow, 'scope'>) {
      for (const scope of [...scopes].sort()) {
        await db
          .insert(abilities)
          .values({ userId, scope, ...initial(scope) })
          .onConflictDoNothing({ target: [abilities.userId, abilities.scope] });
      }
    },

    /** The learner's rows for these scopes, locked until the transaction ends, in scope order. */
    lockAbilities(userId: string, scopes: string[]): Promise<AbilityRow[]> {
      return db
        .select({
          scope: abilities.scope,
          theta: abilities.theta,
          uncertainty: abilities.uncertainty,
          attempts: abilities.attempts,
          updatedAt: abilities.updatedAt,
        })
        .from(abilities)
        .where(and(eq(abilities.userId, userId), inArray(abilities.scope, scopes)))
        .orderBy(abilities.scope)
        .for('update');
    },

    async saveAbility(userId: string, scope: string, a: Omit<AbilityRow, 'scope'>) {
      await db
        .insert(abilities)
        .values({ userId, scope, ...a })
        .onConflictDoUpdate({
          target: [abilities.userId, abilities.scope],
          set: { theta: a.theta, uncertainty: a.uncertainty, attempts: a.attempts, updatedAt: a.updatedAt },
        });
    },

    /** Moves the item's difficulty by `delta` and counts one more attempt, atomically (no read-modify-write). */
    async nudgeQuestion(id: number, delta: number) {
      await db
        .update(questions)
        .set({
          difficultyParam: sql`${questions.difficultyParam} + ${delta}`,
          attemptCount: sql`${questions.attemptCount} + 1`,
        })
        .where(eq(questions.id, id));
    },
  };
}
