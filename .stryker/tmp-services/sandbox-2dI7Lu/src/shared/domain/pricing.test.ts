// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY,
  countdownParts,
  DEFAULT_SAVING,
  discountBadge,
  discountedPlans,
  durationLabel,
  formatCountdown,
  formatPaise,
  formatRupees,
  gstIncluded,
  isDiscountActive,
  mostPopularPlanId,
  perMonthLine,
  planFeatures,
  refundWindow,
  rupeesToPaise,
  saveBadgePercent,
  savingAmount,
  sortPlans,
  yearlyMonthlyPrice,
  yearlySavingPercent,
  yearlyTotal,
} from './pricing.ts';
import { monthly, NOW, plan, quarterly, yearly } from './pricing-fixtures.ts';

describe('spec 9: "Plans sorted by durationDays ascending"', () => {
  it('sorts by duration without touching the input', () => {
    const input = [yearly, monthly, quarterly];
    expect(sortPlans(input).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(input.map((p) => p.id)).toEqual([3, 1, 2]);
  });
});

describe("spec 9: 'Most Popular' is the first plan with durationDays >= 365, else the second plan, else the first", () => {
  it('picks the first plan of 365 days or more', () => {
    expect(mostPopularPlanId([monthly, quarterly, yearly])).toBe(3);
    expect(mostPopularPlanId([monthly, plan({ id: 9, durationDays: 730 }), plan({ id: 10, durationDays: 365 })])).toBe(
      9,
    );
  });
  it('else the second plan, else the first, else none', () => {
    expect(mostPopularPlanId([monthly, quarterly])).toBe(2);
    expect(mostPopularPlanId([monthly])).toBe(1);
    expect(mostPopularPlanId([])).toBeNull();
  });
});

describe('spec 9: "Duration label: >=365 days in years; >=30 days in months (rounded); otherwise days"', () => {
  it.each([
    [365, '1 Year'],
    [730, '2 Years'],
    [364, '12 Months'],
    [30, '1 Month'],
    [90, '3 Months'],
    [45, '2 Months'],
    [29, '29 Days'],
    [7, '7 Days'],
    [1, '1 Day'],
  ])('%i days -> %s', (days, label) => expect(durationLabel(days)).toBe(label));
});

describe('spec 9: "monthly price = price / 12 rounded; total = rounded price"', () => {
  it('5999 a year is 500 a month and 5999 in total', () => {
    expect(yearlyMonthlyPrice('5999')).toBe(500);
    expect(yearlyMonthlyPrice('5994')).toBe(500); // 499.5 rounds up
    expect(yearlyTotal('5999.40')).toBe(5999);
  });
  it("shows 'Just ₹X/month' for durations of 30 days or more only", () => {
    expect(perMonthLine(yearly)).toBe('Just ₹500/month');
    expect(perMonthLine(quarterly)).toBe('Just ₹666/month');
    expect(perMonthLine(monthly)).toBe('Just ₹799/month');
    expect(perMonthLine(plan({ durationDays: 29 }))).toBeNull();
  });
  it('a 365-day plan shows price / 12; a 364-day plan divides by its 12 rounded months', () => {
    expect(perMonthLine({ price: '6000', durationDays: 365 })).toBe('Just ₹500/month');
    expect(perMonthLine({ price: '6000', durationDays: 364 })).toBe('Just ₹500/month');
    expect(perMonthLine({ price: '6600', durationDays: 395 })).toBe('Just ₹550/month');
    expect(perMonthLine({ price: '1999', durationDays: 90 })).toBe('Just ₹666/month');
  });
});

describe('spec 9: "Yearly saving percent = (12 x monthly plan price - yearly price) / (12 x monthly price), rounded"', () => {
  it('799 a month against 5999 a year saves 37 %', () => {
    // (9588 - 5999) / 9588 = 37.43 %
    expect(yearlySavingPercent(799, 5999)).toBe(37);
    expect(yearlySavingPercent(500, 6000)).toBe(0);
    expect(yearlySavingPercent(0, 6000)).toBe(0);
  });
});

describe('spec 5: "Save percentage badge: only for plans of 365 days or more, only if a plan of 31 days or fewer exists and the computed saving is above 0"', () => {
  it('shows on the yearly plan when a monthly plan exists', () => {
    expect(saveBadgePercent(yearly, [monthly, quarterly, yearly])).toBe(37);
  });
  it('not on shorter plans', () => {
    expect(saveBadgePercent(quarterly, [monthly, quarterly, yearly])).toBeNull();
  });
  it('not without a plan of 31 days or fewer', () => {
    expect(saveBadgePercent(yearly, [quarterly, yearly])).toBeNull();
    expect(saveBadgePercent(yearly, [plan({ durationDays: 31, price: '799' }), yearly])).toBe(37);
  });
  it('takes the longest plan of 31 days or fewer as the monthly reference, ignoring longer ones', () => {
    const year = { price: '6000', durationDays: 365 };
    const week = { price: '300', durationDays: 7 };
    const month = { price: '1000', durationDays: 30 };
    const quarter = { price: '100', durationDays: 90 };
    // Against the monthly 1000: (12000 - 6000) / 12000 = 50 %; the weekly 300 would give -67 % (no badge).
    expect(saveBadgePercent(year, [week, month, quarter, year])).toBe(50);
    expect(saveBadgePercent(year, [month, week, year])).toBe(50);
    expect(saveBadgePercent(year, [quarter, year])).toBeNull();
  });
  it('not when the saving is 0 or less', () => {
    expect(saveBadgePercent(plan({ durationDays: 365, price: '9588' }), [monthly])).toBeNull();
    expect(saveBadgePercent(plan({ durationDays: 365, price: '12000' }), [monthly])).toBeNull();
  });
});

describe('spec 9: "Up to 8 features per plan: mock tests, practice questions, AI Tutor Access, Premium Content, plus six fixed analytics and forum items"', () => {
  const allShipped = {
    mockTests: true,
    aiTutor: true,
    community: true,
    liveSessions: true,
    testSeries: true,
    analyticsPage: true,
  };
  const none = { ...allShipped, mockTests: false, aiTutor: false, community: false };
  // The spec's six fixed analytics items, in order.
  const fixed = [
    'Timed practice tests',
    'Study plans up to 8 hours a day',
    'Detailed performance analytics',
    'Section-wise analysis',
    'Weakness identification',
    'Personalised study recommendations',
  ];
  it('lists plan limits first and caps the list at 8', () => {
    const f = planFeatures(yearly, allShipped);
    expect(f).toHaveLength(8);
    expect(f.slice(0, 4)).toEqual([
      'Unlimited mock tests',
      'Unlimited practice questions',
      'AI Tutor Access',
      'Premium Content',
    ]);
  });
  it('names the limits and leaves out what the plan lacks, filling with fixed items', () => {
    const f = planFeatures(
      plan({ maxMockTests: 10, maxQuestions: 5000, aiTutorAccess: false, premiumContent: false }),
      allShipped,
    );
    expect(f[0]).toBe('10 mock tests');
    expect(f[1]).toBe('5,000 practice questions');
    expect(f).not.toContain('AI Tutor Access');
    expect(f).toHaveLength(8);
  });
  it('issue 12: promises nothing that has not shipped (no mock tests, tutor or forum while they 404)', () => {
    const f = planFeatures(yearly, none);
    expect(f.join(' ')).not.toMatch(/mock|tutor|forum|community|live|series/i);
    expect(f.slice(0, 2)).toEqual(['Unlimited practice questions', 'Premium Content']);
    expect(planFeatures(yearly, { ...none, community: true })).not.toContain('Community discussion forum');
    expect(planFeatures(yearly, allShipped)).not.toContain('Community discussion forum'); // 8 is full before it
    expect(planFeatures(plan({ aiTutorAccess: false, premiumContent: false }), { ...none, community: true })).toContain(
      'Community discussion forum',
    );
  });
  it('lists a limited plan’s counts, singular for one, then the fixed items in order, at most 8', () => {
    const limited = { maxMockTests: 1, maxQuestions: 1500, aiTutorAccess: false, premiumContent: false };
    expect(planFeatures(limited, allShipped)).toEqual(['1 mock test', '1,500 practice questions', ...fixed]);
    expect(planFeatures(plan({ maxMockTests: -1, maxQuestions: 2 }), allShipped).slice(0, 2)).toEqual([
      'Unlimited mock tests',
      '2 practice questions',
    ]);
  });
  it('leaves out what has not shipped: no mock tests, AI tutor or forum line', () => {
    expect(planFeatures(plan({ maxQuestions: 1 }), none)).toEqual(['1 practice question', 'Premium Content', ...fixed]);
  });
  it('never more than 8, whatever the plan', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 100000 }), fc.boolean(), fc.boolean(), (n, ai, pc) => {
        expect(
          planFeatures(plan({ maxMockTests: n, aiTutorAccess: ai, premiumContent: pc })).length,
        ).toBeLessThanOrEqual(8);
      }),
    );
  });
});

describe('spec 9: "Discount badge: discountPercent then \'% OFF\'" and "Default saving amount 1000 when prices are missing"', () => {
  it('formats the badge', () => expect(discountBadge(40)).toBe('40% OFF'));
  it('saving is original minus price, 1000 when missing', () => {
    expect(savingAmount(yearly)).toBe(4000);
    expect(savingAmount(plan({ originalPrice: null }))).toBe(DEFAULT_SAVING);
    expect(savingAmount(plan({ price: '' }))).toBe(1000);
  });
  it('a discount counts only while flagged, above 0 and before its end time', () => {
    const d = plan({ hasActiveDiscount: true, discountPercent: 20, discountEndTime: '2026-11-23T00:00:00Z' });
    expect(isDiscountActive(d, NOW)).toBe(true);
    expect(isDiscountActive({ ...d, discountEndTime: '2026-11-22T06:30:00Z' }, NOW)).toBe(false);
    expect(isDiscountActive({ ...d, hasActiveDiscount: false }, NOW)).toBe(false);
    expect(isDiscountActive({ ...d, discountEndTime: null }, NOW)).toBe(true);
    expect(isDiscountActive({ ...d, discountPercent: 0 }, NOW)).toBe(false);
    expect(isDiscountActive({ ...d, discountPercent: 1 }, NOW)).toBe(true);
    const list = discountedPlans(
      [monthly, { ...d, id: 7 }, { ...d, id: 8, discountEndTime: '2026-11-22T09:00:00Z' }],
      NOW,
    );
    expect(list.map((p) => p.id)).toEqual([8, 7]);
  });
});

describe('spec 9: "Countdown ... shown as days and hours when days > 0, else hours and minutes"', () => {
  it('formats both shapes', () => {
    expect(formatCountdown((2 * 86_400 + 5 * 3600 + 59 * 60) * 1000)).toBe('2d 5h');
    expect(formatCountdown((5 * 3600 + 12 * 60 + 30) * 1000)).toBe('5h 12m');
    expect(formatCountdown(-5000)).toBe('0h 0m');
    expect(countdownParts(61_000)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
  });
});

describe('money: ₹, paise and GST 18 % included', () => {
  it('parses prices exactly into paise', () => {
    expect(rupeesToPaise('5999')).toBe(599900);
    expect(rupeesToPaise('5999.00')).toBe(599900);
    expect(rupeesToPaise('799.5')).toBe(79950);
    expect(rupeesToPaise('0.07')).toBe(7);
    expect(() => rupeesToPaise('-1')).toThrow();
  });
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
  it('formats rupees with Indian grouping', () => {
    expect(formatRupees(5999)).toBe('₹5,999');
    expect(formatRupees('100000')).toBe('₹1,00,000');
    expect(formatRupees(1234.567)).toBe('₹1,234.57');
    expect(formatRupees('799.5')).toBe('₹799.5');
  });
  it('splits the inclusive price into base and 18 % GST that add back up', () => {
    expect(gstIncluded(599900)).toEqual({ totalPaise: 599900, basePaise: 508390, gstPaise: 91510 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (total) => {
        const g = gstIncluded(total);
        expect(g.basePaise + g.gstPaise).toBe(total);
        expect(Math.abs(g.basePaise * 0.18 - g.gstPaise)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('spec 1 and 9: "Money-back guarantee 7 days"', () => {
  const captured = new Date('2026-11-01T10:00:00Z');
  it('is open until 7 days after capture', () => {
    expect(refundWindow(captured, new Date('2026-11-08T09:59:59Z'), 'captured')).toMatchObject({
      eligible: true,
      reason: null,
    });
  });
  it('is gone after 7 days, with the reason', () => {
    const w = refundWindow(captured, new Date('2026-11-08T10:00:00Z'), 'captured');
    expect(w.eligible).toBe(false);
    expect(w.reason).toBe('The 7-day money-back period ended on 8 Nov 2026.');
  });
  const deadline = '2026-11-08T10:00:00.000Z';
  it('is not offered twice: a refunded payment says so, with the deadline', () => {
    expect(refundWindow(captured, captured, 'refunded')).toEqual({
      eligible: false,
      deadline,
      reason: 'This payment has been refunded.',
    });
  });
  it.each(['created', 'failed', 'authorized', 'pending'])('a %s payment, inside the 7 days, is not eligible', (s) => {
    expect(refundWindow(captured, captured, s)).toEqual({
      eligible: false,
      deadline,
      reason: 'Only completed payments can be refunded.',
    });
  });
});
