// @ts-nocheck
import type { AnswerKey, LearnerAnswer } from '../contracts/questions.ts';

/** TITA text answers compare without spaces and case: ' 2 4 1 3 ' equals '2413'. */
export function normaliseText(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

/**
 * Reads a typed number: spaces and thousands commas are ignored, the on-screen keypad's '−' counts as a minus, and a
 * simple fraction 'a/b' is allowed. Anything else is not a number (null).
 */
export function parseTypedNumber(value: string): number | null {
  const s = value.normalize('NFKC').replace(/[\s,]/g, '').replace(/[−–]/g, '-');
  if (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return Number(s);
  const fraction = /^([-+]?\d+)\/(\d+)$/.exec(s);
  if (fraction && Number(fraction[2]) !== 0) return Number(fraction[1]) / Number(fraction[2]);
  return null;
}

/** Whether the learner's answer matches the key: option index, number within tolerance, or normalised text. */
export function checkAnswer(key: AnswerKey, answer: LearnerAnswer): boolean {
  switch (key.kind) {
    case 'option':
      return 'option' in answer && answer.option === key.index;
    case 'numeric': {
      if (!('text' in answer)) return false;
      const value = parseTypedNumber(answer.text);
      // A tiny epsilon absorbs binary rounding (0.1 + 0.2) without widening a stated tolerance.
      return value !== null && Math.abs(value - key.value) <= (key.tolerance ?? 0) + 1e-9;
    }
    case 'text':
      return 'text' in answer && normaliseText(answer.text) === normaliseText(key.value);
  }
}

/** XP for one attempt: effort counts, a right answer counts more. */
/** Two keys mark every answer alike: the same option, the same number and tolerance, or the same text. */
export function sameAnswerKey(a: AnswerKey, b: AnswerKey): boolean {
  if (a.kind === 'option' && b.kind === 'option') return a.index === b.index;
  if (a.kind === 'numeric' && b.kind === 'numeric') return a.value === b.value && a.tolerance === b.tolerance;
  return a.kind === 'text' && b.kind === 'text' && a.value === b.value;
}

export const XP_CORRECT = 10;
export const XP_WRONG = 2;
export const attemptXp = (correct: boolean) => (correct ? XP_CORRECT : XP_WRONG);
