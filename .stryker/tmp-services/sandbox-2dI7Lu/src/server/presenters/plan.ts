// @ts-nocheck
import type { SubscriptionPlan } from '#shared/contracts/payments';
import { isDiscountActive } from '#shared/domain/pricing';
import type { PlanRow } from '../db/rows.ts';

/** Trailing ".00" dropped, so 5999.00 reads "5999" and 799.50 stays "799.50". */
const price = (value: string) => value.replace(/\.00$/, '');

/**
 * Spec section 3 plan as clients see it at `now`. A discount whose end time has passed is over: the plan shows no
 * discount and the price returns to the original price, which is also what the server charges.
 */
export function presentPlan(row: PlanRow, now: Date): SubscriptionPlan {
  const view = storedPlan(row);
  if (row.hasActiveDiscount && !isDiscountActive(view, now)) {
    return { ...view, hasActiveDiscount: false, discountPercent: 0, price: view.originalPrice ?? view.price };
  }
  return view;
}

/** The plan exactly as stored (staff editing). */
export function storedPlan(row: PlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: price(row.price),
    originalPrice: row.originalPrice == null ? null : price(row.originalPrice),
    durationDays: row.durationDays,
    isActive: row.isActive,
    hasActiveDiscount: row.hasActiveDiscount,
    discountPercent: row.discountPercent,
    discountEndTime: row.discountEndTime?.toISOString() ?? null,
    maxMockTests: row.maxMockTests,
    maxQuestions: row.maxQuestions,
    aiTutorAccess: row.aiTutorAccess,
    premiumContent: row.premiumContent,
  };
}
