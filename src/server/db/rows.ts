import type { payments, questionSets, questions, subscriptionPlans, users } from './schema/index.ts';

/** The rows of a raw `db.execute(sql)` result; PGlite and node-postgres both answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// Stored rows as Drizzle reads them (typed columns included), for presenters and services.
export type UserRow = typeof users.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type SetRow = typeof questionSets.$inferSelect;
export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
