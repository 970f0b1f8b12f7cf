// @ts-nocheck
import type { QuestionDraft } from '#shared/contracts/questions';
import { createRng } from '#shared/domain/random';
import { optionValue } from './option-validity.ts';
import type { QuantTemplate } from './template.ts';

/** Parameters and the question drawn from one seed, the way generate() would draw them. */
export function sample<P>(t: QuantTemplate<P>, seed: number): { p: P; d: QuestionDraft } {
  const rng = createRng(seed);
  const p = t.draw(rng);
  return { p, d: t.render(p, rng) };
}

/** The text of the keyed answer: the correct option for MCQ, the number for TITA. */
export function keyed(d: QuestionDraft): string | number {
  if (d.answer.kind === 'option') return d.options![d.answer.index];
  if (d.answer.kind === 'numeric') return d.answer.value;
  return d.answer.value;
}

export const SEEDS = Array.from({ length: 400 }, (_, i) => i + 1);

/**
 * Reads a number back out of an option such as "₹1,250", "−3", "$33\frac{1}{3}\%$", "$-\frac{7}{3}$",
 * "$12\sqrt{3}$ m" or "2.25% decrease", so tests can compare values found by a different route.
 */
export function parseNumber(text: string): number {
  const value = optionValue(text);
  if (Number.isNaN(value)) throw new Error(`cannot parse ${text}`);
  return value;
}

export const close = (a: number, b: number, eps = 1e-9): boolean => Math.abs(a - b) <= eps * Math.max(1, Math.abs(b));
