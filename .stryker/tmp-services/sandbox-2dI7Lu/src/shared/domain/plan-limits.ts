// @ts-nocheck
// Plan limits of spec section 3 (maxMockTests and maxQuestions with -1 unlimited, aiTutorAccess, premiumContent)
// turned into what one learner may do. Features that consume a limit count usage since `periodStart`.

export const UNLIMITED = -1;

export interface PlanLimits {
  maxMockTests: number;
  maxQuestions: number;
  aiTutorAccess: boolean;
  premiumContent: boolean;
}

/** Free learners: a taste of mocks and practice, no premium content. Our numbers; the spec does not give them. */
export const FREE_LIMITS: PlanLimits = {
  maxMockTests: 2,
  maxQuestions: 500,
  aiTutorAccess: false,
  premiumContent: false,
};
/** Staff-granted free access and administrators: everything. */
export const FULL_ACCESS: PlanLimits = {
  maxMockTests: UNLIMITED,
  maxQuestions: UNLIMITED,
  aiTutorAccess: true,
  premiumContent: true,
};

const larger = (a: number, b: number) => (a === UNLIMITED || b === UNLIMITED ? UNLIMITED : Math.max(a, b));

/** Several live plans (a renewal bought early) give the most generous of each limit. */
export function combineLimits(plans: readonly PlanLimits[]): PlanLimits | null {
  if (plans.length === 0) return null;
  return plans.reduce((acc, p) => ({
    maxMockTests: larger(acc.maxMockTests, p.maxMockTests),
    maxQuestions: larger(acc.maxQuestions, p.maxQuestions),
    aiTutorAccess: acc.aiTutorAccess || p.aiTutorAccess,
    premiumContent: acc.premiumContent || p.premiumContent,
  }));
}

/** True while `used` is below the limit (-1 never runs out). */
export function withinLimit(limit: number, used: number): boolean {
  return limit === UNLIMITED || used < limit;
}

/** What is left of a limit, or null for unlimited. */
export function remaining(limit: number, used: number): number | null {
  return limit === UNLIMITED ? null : Math.max(0, limit - used);
}
