// @ts-nocheck
import {
  type AbilityState,
  DEFAULT_ABILITY,
  sectionScope,
  topicPrior,
  topicScope,
  updateAbility,
} from '#shared/domain/adaptive/ability';
import { updateItemDifficulty } from '#shared/domain/adaptive/difficulty';
import type { Db } from '../../db/client.ts';
import { type AbilityRow, learningRepo } from './learning.repo.ts';

export interface LearningEvent {
  userId: string;
  questionId: number;
  correct: boolean;
  at: Date;
}

export interface LearningResult {
  section: AbilityState;
  topic: AbilityState;
  b: number;
}

const DAY_MS = 86_400_000;

/** The learning update of answers, for every module that stores one (practice, tasks, mocks). */
export function learningService() {
  return { record };
}

export type LearningService = ReturnType<typeof learningService>;

/**
 * The learning update of one answer, all from the estimates before the answer (docs/decisions/0005-adaptive-model.md):
 * the section and topic abilities move by `updateAbility` (widened for the days since their last update), the item's
 * difficulty by `updateItemDifficulty` against the section θ, and the item's attempt count grows by one. `db` is the
 * caller's transaction (the answer is stored in it too); the update runs in a nested one of its own.
 */
async function record(db: Db, event: LearningEvent): Promise<LearningResult | null> {
  return db.transaction(async (tx) => {
    const repo = learningRepo(tx);
    const q = await repo.readQuestion(event.questionId);
    if (!q) return null;
    const sScope = sectionScope(q.section);
    const tScope = topicScope(q.topic);
    // A first answer creates the rows (marked never updated) so that they can be locked like any other.
    await repo.ensureAbilities(event.userId, [sScope, tScope], () => ({ ...UNSEEN, updatedAt: event.at }));
    const rows = new Map((await repo.lockAbilities(event.userId, [sScope, tScope])).map((r) => [r.scope, r]));

    const sectionRow = seen(rows.get(sScope));
    const sectionBefore = sectionRow ? toState(sectionRow) : DEFAULT_ABILITY;
    const topicRow = seen(rows.get(tScope));
    const topicBefore = topicRow ? toState(topicRow) : topicPrior(sectionBefore);
    const response = { b: q.b, correct: event.correct };

    const section = updateAbility(sectionBefore, response, { elapsedDays: daysSince(sectionRow, event.at) });
    const topic = updateAbility(topicBefore, response, { elapsedDays: daysSince(topicRow, event.at) });
    const b = updateItemDifficulty(q.b, q.attemptCount, sectionBefore.theta, event.correct);

    await repo.saveAbility(event.userId, sScope, { ...section, updatedAt: event.at });
    await repo.saveAbility(event.userId, tScope, { ...topic, updatedAt: event.at });
    await repo.nudgeQuestion(event.questionId, b - q.b);
    return { section, topic, b };
  });
}

/** A placeholder ability row: zero attempts means "no estimate yet", so the prior applies. */
const UNSEEN = { theta: 0, uncertainty: DEFAULT_ABILITY.uncertainty, attempts: 0 };
const seen = (row: AbilityRow | undefined) => (row && row.attempts > 0 ? row : undefined);

function toState(row: AbilityRow): AbilityState {
  return { theta: row.theta, uncertainty: row.uncertainty, attempts: row.attempts };
}

function daysSince(row: AbilityRow | undefined, at: Date): number {
  return row ? Math.max(0, (at.getTime() - row.updatedAt.getTime()) / DAY_MS) : 0;
}
