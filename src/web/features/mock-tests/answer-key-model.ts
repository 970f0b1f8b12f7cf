import type { AnswerKey } from '#shared/contracts/questions';
import { optionLetter } from '#shared/domain/answer-text';

/** What the key form holds: strings as typed. */
export interface KeyDraft {
  kind: AnswerKey['kind'];
  option: number;
  value: string;
  tolerance: string;
}

/** A key in words: "option B", "42 (± 0.5)", "“2413”". */
export function formatKey(key: AnswerKey): string {
  if (key.kind === 'option') return `option ${optionLetter(key.index)}`;
  if (key.kind === 'numeric') return key.tolerance ? `${key.value} (± ${key.tolerance})` : String(key.value);
  return `“${key.value}”`;
}

export function draftOf(key: AnswerKey): KeyDraft {
  return {
    kind: key.kind,
    option: key.kind === 'option' ? key.index : 0,
    value: key.kind === 'option' ? '' : String(key.value),
    tolerance: key.kind === 'numeric' ? String(key.tolerance ?? 0) : '0',
  };
}

/** The key the draft states, or a sentence saying what is missing. */
export function keyOf(d: KeyDraft): AnswerKey | string {
  if (d.kind === 'option') return { kind: 'option', index: d.option };
  const value = d.value.trim();
  if (!value) return 'Type the right answer.';
  if (d.kind === 'text') return value.length > 50 ? 'At most 50 characters.' : { kind: 'text', value };
  const n = Number(value);
  if (!Number.isFinite(n)) return 'The answer is a number.';
  const tolerance = Number(d.tolerance.trim() || '0');
  if (!Number.isFinite(tolerance) || tolerance < 0) return 'The tolerance is a number, 0 or more.';
  return { kind: 'numeric', value: n, tolerance };
}

export function sameKey(a: AnswerKey, b: AnswerKey): boolean {
  return formatKey(a) === formatKey(b);
}
