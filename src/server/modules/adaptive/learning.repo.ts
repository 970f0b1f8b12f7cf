import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { abilities, questions } from '../../db/schema/index.ts';

/** A database handle or an open transaction: both run the same queries. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AbilityRow {
  scope: string;
  theta: number;
  uncertainty: number;
  attempts: number;
  updatedAt: Date;
}

export function learningRepo(db: Executor) {
  return {
    /** The question's calibration fields, locked until the transaction ends. */
    async lockQuestion(id: number) {
      const [row] = await db
        .select({
          section: questions.section,
          topic: questions.topic,
          b: questions.difficultyParam,
          attemptCount: questions.attemptCount,
        })
        .from(questions)
        .where(eq(questions.id, id))
        .for('update');
      return row;
    },

    /** The learner's rows for these scopes, locked; missing scopes are simply absent. */
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

    /** The item's new difficulty, and one more attempt counted. */
    async saveQuestion(id: number, b: number) {
      await db
        .update(questions)
        .set({ difficultyParam: b, attemptCount: sql`${questions.attemptCount} + 1` })
        .where(eq(questions.id, id));
    },
  };
}
