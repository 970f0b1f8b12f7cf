// @ts-nocheck
import {
  discountedPlans,
  durationLabel,
  formatRupees,
  type PricedPlan,
  planFeatures,
  savingAmount,
} from './pricing.ts';
import { premiumHighlights } from './shipped-features.ts';

// Copy of the discount banner and the promo upgrade banner (spec sections 2, 3 and 9). The spec says the copy
// varies by plan name (yearly or annual, premium, other) without giving the texts; these are ours.

export type BannerKind = 'yearly' | 'premium' | 'other';

/** Section 9: banner copy varies by plan name: yearly or annual, premium, other. */
export function bannerKind(planName: string): BannerKind {
  const name = planName.toLowerCase();
  if (name.includes('yearly') || name.includes('annual')) return 'yearly';
  if (name.includes('premium')) return 'premium';
  return 'other';
}

export function bannerCopy(
  plan: Pick<PricedPlan, 'name' | 'price' | 'originalPrice' | 'durationDays' | 'discountPercent'>,
): {
  headline: string;
  subtext: string;
} {
  const saving = formatRupees(savingAmount(plan));
  switch (bannerKind(plan.name)) {
    case 'yearly':
      return {
        headline: `${plan.discountPercent}% off a full year of CAT preparation`,
        subtext: `Save ${saving} on the ${plan.name} plan: ${premiumHighlights()}, all year.`,
      };
    case 'premium':
      return {
        headline: `${plan.name}: everything unlocked`,
        subtext: `Save ${saving} on ${premiumHighlights()}.`,
      };
    default:
      return {
        headline: `${plan.name} plan, now ${plan.discountPercent}% off`,
        subtext: `Save ${saving} on ${durationLabel(plan.durationDays).toLowerCase()} of premium practice.`,
      };
  }
}

/** Section 3: an upgrade offer (id, prices, discount, urgency, headline, subtext, benefits) with its own end. */
export interface UpgradeOffer {
  id: string;
  planId: number;
  price: string;
  originalPrice: string | null;
  discountPercent: number;
  urgency: string;
  headline: string;
  subtext: string;
  benefits: string[];
  endsAt: string | null;
}

/**
 * One offer per plan with a live discount, yearly first (the best value), each counting down to its own real
 * discount end: no invented deadlines.
 */
export function buildUpgradeOffers(plans: readonly PricedPlan[], now: Date): UpgradeOffer[] {
  return discountedPlans(plans, now)
    .sort((a, b) => b.durationDays - a.durationDays)
    .map((plan) => {
      const { headline, subtext } = bannerCopy(plan);
      return {
        id: `offer-${plan.id}`,
        planId: plan.id,
        price: plan.price,
        originalPrice: plan.originalPrice,
        discountPercent: plan.discountPercent,
        urgency: plan.discountEndTime ? 'Limited-time price' : 'Special price',
        headline,
        subtext,
        benefits: planFeatures(plan).slice(0, 3),
        endsAt: plan.discountEndTime,
      };
    });
}
