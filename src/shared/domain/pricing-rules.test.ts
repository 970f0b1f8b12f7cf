import { describe, expect, it } from 'vitest';
import {
  CURRENCY,
  formatPaise,
  formatRupees,
  isDiscountActive,
  type PricedPlan,
  perMonthLine,
  planFeatures,
  refundWindow,
  rupeesToPaise,
  saveBadgePercent,
} from './pricing.ts';
import { bannerCopy, buildUpgradeOffers } from './pricing-offers.ts';
import { premiumHighlights } from './shipped-features.ts';

// Rules of pricing.ts and pricing-offers.ts that mutation testing showed no test pinned (issue 20).

const NOW = new Date('2026-11-22T06:30:00Z');
const plan = (over: Partial<PricedPlan>): PricedPlan => ({
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

describe('the 7-day money-back rule refuses payments that are not captured', () => {
  const captured = new Date('2026-11-01T10:00:00Z');
  const deadline = '2026-11-08T10:00:00.000Z';
  it.each(['created', 'failed', 'authorized', 'pending'])('a %s payment, inside the 7 days, is not eligible', (s) => {
    expect(refundWindow(captured, captured, s)).toEqual({
      eligible: false,
      deadline,
      reason: 'Only completed payments can be refunded.',
    });
  });
  it('a refunded payment says it has been refunded, with the deadline', () => {
    expect(refundWindow(captured, captured, 'refunded')).toEqual({
      eligible: false,
      deadline,
      reason: 'This payment has been refunded.',
    });
  });
});

describe('prices in paise', () => {
  it('reads surrounding spaces, ignores digits past the paisa, and refuses anything else naming the text', () => {
    expect(rupeesToPaise(' 799 ')).toBe(79_900);
    expect(rupeesToPaise('799.509')).toBe(79_950);
    expect(() => rupeesToPaise('799.5x')).toThrow('Not a price: 799.5x');
    expect(() => rupeesToPaise('abc')).toThrow('Not a price: abc');
    expect(() => rupeesToPaise('')).toThrow('Not a price: ');
  });
  it('formats paise as rupees with two decimals and Indian grouping', () => {
    expect(formatPaise(79_950)).toBe('₹799.50');
    expect(formatPaise(10_000_000)).toBe('₹1,00,000.00');
    expect(formatPaise(7)).toBe('₹0.07');
    expect(CURRENCY).toBe('INR');
  });
  it('formats rupees to at most two decimals', () => {
    expect(formatRupees(1234.567)).toBe('₹1,234.57');
    expect(formatRupees('799.5')).toBe('₹799.5');
  });
});

describe('per-month line and save badge boundaries', () => {
  it('a 365-day plan shows price / 12; a 364-day plan divides by its 12 rounded months', () => {
    expect(perMonthLine({ price: '6000', durationDays: 365 })).toBe('Just ₹500/month');
    expect(perMonthLine({ price: '6000', durationDays: 364 })).toBe('Just ₹500/month');
    expect(perMonthLine({ price: '6600', durationDays: 395 })).toBe('Just ₹550/month');
    expect(perMonthLine({ price: '1999', durationDays: 90 })).toBe('Just ₹666/month');
  });
  it('takes the longest plan of 31 days or fewer as the monthly reference, ignoring longer ones', () => {
    const yearly = { price: '6000', durationDays: 365 };
    const weekly = { price: '300', durationDays: 7 };
    const monthly = { price: '1000', durationDays: 30 };
    const quarterly = { price: '100', durationDays: 90 };
    // Against the monthly 1000: (12000 - 6000) / 12000 = 50 %; the weekly 300 would give -67 % (no badge).
    expect(saveBadgePercent(yearly, [weekly, monthly, quarterly, yearly])).toBe(50);
    expect(saveBadgePercent(yearly, [monthly, weekly, yearly])).toBe(50);
    expect(saveBadgePercent(yearly, [quarterly, yearly])).toBeNull();
  });
});

describe('plan features name every fixed item and the count labels', () => {
  const all = {
    mockTests: true,
    aiTutor: true,
    community: true,
    liveSessions: true,
    testSeries: true,
    analyticsPage: true,
  };
  const none = { ...all, mockTests: false, aiTutor: false, community: false };
  it('lists a limited plan’s counts, singular for one, then the fixed items in order, at most 8', () => {
    const limited = { maxMockTests: 1, maxQuestions: 1500, aiTutorAccess: false, premiumContent: false };
    expect(planFeatures(limited, all)).toEqual([
      '1 mock test',
      '1,500 practice questions',
      'Timed practice tests',
      'Study plans up to 8 hours a day',
      'Detailed performance analytics',
      'Section-wise analysis',
      'Weakness identification',
      'Personalised study recommendations',
    ]);
    expect(planFeatures(plan({ maxMockTests: -1, maxQuestions: 2 }), all).slice(0, 2)).toEqual([
      'Unlimited mock tests',
      '2 practice questions',
    ]);
  });
  it('leaves out what has not shipped: no mock tests, AI tutor or forum line', () => {
    expect(planFeatures(plan({ maxQuestions: 1 }), none)).toEqual([
      '1 practice question',
      'Premium Content',
      'Timed practice tests',
      'Study plans up to 8 hours a day',
      'Detailed performance analytics',
      'Section-wise analysis',
      'Weakness identification',
      'Personalised study recommendations',
    ]);
  });
});

describe('a discount needs a percent above 0', () => {
  it('a flagged discount of 0 % is not active; of 1 % is', () => {
    expect(isDiscountActive({ hasActiveDiscount: true, discountPercent: 0, discountEndTime: null }, NOW)).toBe(false);
    expect(isDiscountActive({ hasActiveDiscount: true, discountPercent: 1, discountEndTime: null }, NOW)).toBe(true);
  });
});

describe('banner and offer copy (section 9: varies by plan name)', () => {
  const base = { price: '5999', originalPrice: '9999', durationDays: 365, discountPercent: 40 };
  it('yearly or annual plans', () => {
    expect(bannerCopy({ ...base, name: 'Yearly Premium' })).toEqual({
      headline: '40% off a full year of CAT preparation',
      subtext: `Save ₹4,000 on the Yearly Premium plan: ${premiumHighlights()}, all year.`,
    });
  });
  it('premium plans', () => {
    expect(bannerCopy({ ...base, name: 'Premium Plus' })).toEqual({
      headline: 'Premium Plus: everything unlocked',
      subtext: `Save ₹4,000 on ${premiumHighlights()}.`,
    });
  });
  it('other plans, naming their duration in lower case', () => {
    expect(bannerCopy({ ...base, name: 'Quarterly', durationDays: 90, price: '1999', originalPrice: '2999' })).toEqual({
      headline: 'Quarterly plan, now 40% off',
      subtext: 'Save ₹1,000 on 3 months of premium practice.',
    });
  });
  it('an offer carries its copy, urgency by whether the discount ends, and the plan’s first three features', () => {
    const end = '2026-11-25T06:30:00Z';
    const [ending, open] = buildUpgradeOffers(
      [
        plan({
          id: 3,
          name: 'Premium Year',
          durationDays: 365,
          hasActiveDiscount: true,
          discountPercent: 40,
          discountEndTime: end,
        }),
        plan({ id: 1, name: 'Monthly', hasActiveDiscount: true, discountPercent: 10 }),
      ],
      NOW,
    );
    expect(ending).toMatchObject({
      urgency: 'Limited-time price',
      headline: 'Premium Year: everything unlocked',
      subtext: `Save ₹200 on ${premiumHighlights()}.`,
      benefits: planFeatures(plan({})).slice(0, 3),
      originalPrice: '999',
    });
    expect(open).toMatchObject({ urgency: 'Special price', headline: 'Monthly plan, now 10% off', endsAt: null });
  });
});
