// @ts-nocheck
// Plan and price rules of spec sections 5 and 9, shared by the upgrade dialog, the banners and the server.

import { SHIPPED, type ShippedFeatures } from './shipped-features.ts';

/** What the rules need from a plan (the API's plan shape satisfies it). */
export interface PricedPlan {
  id: number;
  name: string;
  price: string;
  originalPrice: string | null;
  durationDays: number;
  hasActiveDiscount: boolean;
  discountPercent: number;
  discountEndTime: string | null;
  maxMockTests: number;
  maxQuestions: number;
  aiTutorAccess: boolean;
  premiumContent: boolean;
}

export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';
export const MONEY_BACK_DAYS = 7;
/** GST is included in the listed price (Indian consumer prices are shown tax-inclusive). */
export const GST_PERCENT = 18;
export const DEFAULT_SAVING = 1000;
export const MAX_FEATURES = 8;
export const BANNER_ROTATION_MS = 4_000;
export const COUNTDOWN_TICK_MS = 1_000;
export const PAYMENT_TOAST_MS = 6_000;
export const PREMIUM_BANNER_MS = 8_000;
const DAY_MS = 86_400_000;

/** Section 9: plans sorted by durationDays ascending (a copy; the input is left alone). */
export function sortPlans<T extends { durationDays: number }>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => a.durationDays - b.durationDays);
}

/** Section 9: the first plan of 365 days or more, else the second plan, else the first (of the sorted list). */
export function mostPopularPlanId(sorted: readonly { id: number; durationDays: number }[]): number | null {
  const yearly = sorted.find((p) => p.durationDays >= 365);
  return (yearly ?? sorted[1] ?? sorted[0])?.id ?? null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Section 9: >= 365 days in years; >= 30 days in months (rounded); otherwise days. */
export function durationLabel(days: number): string {
  if (days >= 365) return plural(Math.round(days / 365), 'Year');
  if (days >= 30) return plural(Math.round(days / 30), 'Month');
  return plural(days, 'Day');
}

/** Exact paise from a numeric string such as "5999" or "799.50" (no floating-point drift). */
export function rupeesToPaise(price: string): number {
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(price.trim());
  if (!match) throw new Error(`Not a price: ${price}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
/** ₹5,999 / ₹1,00,000 / ₹799.50 (Indian digit grouping). */
export function formatRupees(amount: number | string): string {
  return `${CURRENCY_SYMBOL}${inr.format(Number(amount))}`;
}
export const formatPaise = (paise: number) =>
  `${CURRENCY_SYMBOL}${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

/** Section 9: for plans of 365 days or more, the monthly price is price / 12 rounded. */
export const yearlyMonthlyPrice = (price: string | number) => Math.round(Number(price) / 12);
/** Section 9: the yearly total line shows the rounded price. */
export const yearlyTotal = (price: string | number) => Math.round(Number(price));

/** Section 9: 'Just ₹X/month' appears for 30 days or more; X is price/12 for yearly plans, else per month. */
export function perMonthLine(plan: Pick<PricedPlan, 'price' | 'durationDays'>): string | null {
  if (plan.durationDays < 30) return null;
  const perMonth =
    plan.durationDays >= 365
      ? yearlyMonthlyPrice(plan.price)
      : Math.round(Number(plan.price) / Math.max(1, Math.round(plan.durationDays / 30)));
  return `Just ${formatRupees(perMonth)}/month`;
}

/** Section 9: (12 x monthly price - yearly price) / (12 x monthly price), as a rounded percent. */
export function yearlySavingPercent(monthlyPrice: number, yearlyPrice: number): number {
  if (monthlyPrice <= 0) return 0;
  return Math.round(((12 * monthlyPrice - yearlyPrice) / (12 * monthlyPrice)) * 100);
}

/**
 * Section 5: the save badge shows only for plans of 365 days or more, only if a plan of 31 days or fewer exists
 * (the longest such plan is the monthly reference) and the saving is above 0. Returns the percent or null.
 */
export function saveBadgePercent(
  plan: Pick<PricedPlan, 'price' | 'durationDays'>,
  plans: readonly Pick<PricedPlan, 'price' | 'durationDays'>[],
): number | null {
  if (plan.durationDays < 365) return null;
  const short = plans.filter((p) => p.durationDays <= 31).sort((a, b) => b.durationDays - a.durationDays)[0];
  if (!short) return null;
  const saving = yearlySavingPercent(Number(short.price), Number(plan.price));
  return saving > 0 ? saving : null;
}

// The spec's six fixed analytics and forum items, each listed only once it ships (see shipped-features.ts).
const fixedFeatures = (shipped: ShippedFeatures) => [
  'Timed practice tests',
  'Study plans up to 8 hours a day',
  'Detailed performance analytics',
  'Section-wise analysis',
  'Weakness identification',
  'Personalised study recommendations',
  ...(shipped.community ? ['Community discussion forum'] : []),
];

const countLabel = (n: number, one: string, many: string) =>
  n === -1 ? `Unlimited ${many}` : `${new Intl.NumberFormat('en-IN').format(n)} ${n === 1 ? one : many}`;

/**
 * Section 9: mock tests, practice questions, AI Tutor Access, Premium Content, then fixed items; at most 8.
 * A line appears only for a feature a learner can use today.
 */
export function planFeatures(
  plan: Pick<PricedPlan, 'maxMockTests' | 'maxQuestions' | 'aiTutorAccess' | 'premiumContent'>,
  shipped: ShippedFeatures = SHIPPED,
): string[] {
  const items = [
    ...(shipped.mockTests ? [countLabel(plan.maxMockTests, 'mock test', 'mock tests')] : []),
    countLabel(plan.maxQuestions, 'practice question', 'practice questions'),
    ...(plan.aiTutorAccess && shipped.aiTutor ? ['AI Tutor Access'] : []),
    ...(plan.premiumContent ? ['Premium Content'] : []),
    ...fixedFeatures(shipped),
  ];
  return items.slice(0, MAX_FEATURES);
}

/** Section 9: discountPercent then '% OFF'. */
export const discountBadge = (percent: number) => `${percent}% OFF`;

/** A discount counts while flagged, above 0 % and before its end time (no end time: open-ended). */
export function isDiscountActive(
  plan: Pick<PricedPlan, 'hasActiveDiscount' | 'discountPercent' | 'discountEndTime'>,
  now: Date,
): boolean {
  if (!plan.hasActiveDiscount || plan.discountPercent <= 0) return false;
  return !plan.discountEndTime || new Date(plan.discountEndTime).getTime() > now.getTime();
}

/** Section 9: rupees saved against the original price; 1000 when either price is missing. */
export function savingAmount(plan: Pick<PricedPlan, 'price' | 'originalPrice'>): number {
  const price = Number(plan.price);
  const original = plan.originalPrice == null ? Number.NaN : Number(plan.originalPrice);
  if (!plan.price || Number.isNaN(price) || Number.isNaN(original)) return DEFAULT_SAVING;
  return Math.max(0, Math.round(original - price));
}

/** The discounted plans the banners rotate through, soonest-ending first. */
export function discountedPlans<T extends PricedPlan>(plans: readonly T[], now: Date): T[] {
  const end = (p: T) => (p.discountEndTime ? new Date(p.discountEndTime).getTime() : Number.POSITIVE_INFINITY);
  return plans.filter((p) => isDiscountActive(p, now)).sort((a, b) => end(a) - end(b));
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}
export function countdownParts(msLeft: number): CountdownParts {
  const s = Math.max(0, Math.floor(msLeft / 1000));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}
/** Section 9: days and hours when days > 0, else hours and minutes. */
export function formatCountdown(msLeft: number): string {
  const { days, hours, minutes } = countdownParts(msLeft);
  return days > 0 ? `${days}d ${hours}h` : `${hours}h ${minutes}m`;
}

export interface GstBreakdown {
  totalPaise: number;
  basePaise: number;
  gstPaise: number;
}
/** GST 18 % included in the total: base = total / 1.18 (rounded to the paisa), GST = the rest. */
export function gstIncluded(totalPaise: number): GstBreakdown {
  const basePaise = Math.round((totalPaise * 100) / (100 + GST_PERCENT));
  return { totalPaise, basePaise, gstPaise: totalPaise - basePaise };
}

export interface RefundWindow {
  eligible: boolean;
  deadline: string;
  reason: string | null;
}
/** The 7-day money-back guarantee, counted from the moment the payment was captured. */
export function refundWindow(capturedAt: Date, now: Date, status: string): RefundWindow {
  const deadline = new Date(capturedAt.getTime() + MONEY_BACK_DAYS * DAY_MS);
  const iso = deadline.toISOString();
  if (status === 'refunded') return { eligible: false, deadline: iso, reason: 'This payment has been refunded.' };
  if (status !== 'captured')
    return { eligible: false, deadline: iso, reason: 'Only completed payments can be refunded.' };
  if (now.getTime() >= deadline.getTime()) {
    return {
      eligible: false,
      deadline: iso,
      reason: `The ${MONEY_BACK_DAYS}-day money-back period ended on ${formatDate(deadline)}.`,
    };
  }
  return { eligible: true, deadline: iso, reason: null };
}

/** 22 Nov 2026, in India time (the audience's calendar). */
export function formatDate(date: Date | string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(date));
}
