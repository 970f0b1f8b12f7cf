// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { planFeatures } from './pricing.ts';
import { NOW, plan, quarterly, yearly } from './pricing-fixtures.ts';
import { bannerCopy, bannerKind, buildUpgradeOffers } from './pricing-offers.ts';
import { premiumHighlights } from './shipped-features.ts';

describe('spec 9: banner and offer copy varies by plan name: yearly or annual, premium, other', () => {
  it('sorts a plan name into its kind', () => {
    expect(bannerKind('Yearly Premium')).toBe('yearly');
    expect(bannerKind('Annual pass')).toBe('yearly');
    expect(bannerKind('Premium Plus')).toBe('premium');
    expect(bannerKind('Monthly')).toBe('other');
  });
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
});

describe('upgrade offers', () => {
  it('builds one offer per live discount, yearly first, each with its own end', () => {
    const end = '2026-11-25T06:30:00Z';
    const offers = buildUpgradeOffers(
      [
        plan({ id: 1, hasActiveDiscount: true, discountPercent: 20, discountEndTime: end }),
        plan({ ...yearly, hasActiveDiscount: true, discountPercent: 40, discountEndTime: end }),
        quarterly,
      ],
      NOW,
    );
    expect(offers.map((o) => o.planId)).toEqual([3, 1]);
    expect(offers[0]).toMatchObject({ id: 'offer-3', discountPercent: 40, endsAt: end, price: '5999' });
    expect(offers[0]?.benefits.length).toBeGreaterThan(0);
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
