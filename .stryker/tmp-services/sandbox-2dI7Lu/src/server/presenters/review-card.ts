// @ts-nocheck
import type { CardSchedule } from '#shared/contracts/review';
import type { reviewCards } from '../db/schema/index.ts';

/** A review card's schedule, note and tag as its owner sees them. */
export function presentCardSchedule(c: typeof reviewCards.$inferSelect): CardSchedule {
  return {
    id: c.id,
    questionId: c.questionId,
    source: c.source,
    reason: c.reason,
    note: c.note,
    due: c.due.toISOString(),
    state: c.state,
    reps: c.reps,
    lapses: c.lapses,
    scheduledDays: c.scheduledDays,
    lastReview: c.lastReview?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}
