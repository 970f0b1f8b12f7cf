// @ts-nocheck
import type { PricedPlan } from './pricing.ts';

// Plans for the pricing tests (pricing.test.ts, pricing-offers.test.ts); Stryker does not mutate this file.

export const NOW = new Date('2026-11-22T06:30:00Z');

export const plan = (over: Partial<PricedPlan>): PricedPlan => ({
  id: 1,
  name: 'Monthly',
  price: '799',
  originalPrice: '999',
  durationDays: 30,
  hasActiveDiscount: false,
  discountPercent: 0,
  discountEndTime: null,
  maxMockTests: -1,
  maxQuestions: -1,
  aiTutorAccess: true,
  premiumContent: true,
  ...over,
});
export const monthly = plan({ id: 1, durationDays: 30, price: '799' });
export const quarterly = plan({ id: 2, name: 'Quarterly', durationDays: 90, price: '1999' });
export const yearly = plan({ id: 3, name: 'Yearly Premium', durationDays: 365, price: '5999', originalPrice: '9999' });
