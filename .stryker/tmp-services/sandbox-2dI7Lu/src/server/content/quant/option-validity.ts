// @ts-nocheck
// Whether every option of a quant MCQ is a possible value of the asked quantity, judged from the keyed option.
import type { QuestionDraft } from '#shared/contracts/questions';

/** Reads the leading number of an option ("₹1,250", "−3", "$\frac{5}{36}$", "$12\sqrt{3}$ m"); NaN when none. */
export function optionValue(text: string): number {
  let s = text.replace(/\$/g, '').replace(/₹/g, '').replace(/,/g, '').replace(/−/g, '-').replace(/\\%/g, '%');
  s = s.replace(/\\left|\\right|\s/g, '').replace(/\{,\}/g, '');
  const m = s.match(/^(-?)(\d+(?:\.\d+)?)?(?:\\frac\{(\d+)(?:\\sqrt\{(\d+)\})?\}\{(\d+)\})?(?:\\sqrt\{(\d+)\})?/);
  if (!m || (m[2] === undefined && m[3] === undefined && m[6] === undefined)) return Number.NaN;
  const sign = m[1] ? -1 : 1;
  const whole = m[2] !== undefined ? Number(m[2]) : undefined;
  let value: number;
  if (m[3] !== undefined) {
    const frac = (Number(m[3]) * (m[4] ? Math.sqrt(Number(m[4])) : 1)) / Number(m[5]);
    value = whole !== undefined ? whole + frac : frac;
  } else {
    value = whole ?? 1;
    if (m[6] !== undefined) value *= Math.sqrt(Number(m[6]));
  }
  return sign * value;
}

/** The words after the number ("cm²", "km/h", "hours"): options of one question share them. */
export function optionUnit(text: string): string {
  return (
    text
      .replace(/\$[^$]*\$/g, ' ')
      .replace(/[₹\d,.−\-%]/g, ' ')
      .toLowerCase()
      // A signed change is one kind of answer whichever way it goes; "No change" is its zero.
      .replace(/no profit, no loss|no change|\b(increase|decrease|profit|loss|gain)\b/g, 'change')
      .replace(/\b(hours?|minutes?)\b/g, 'time')
      .replace(/\b(years?)\b/g, 'year')
      .replace(/\bunits?\b/g, 'unit')
      // "Infinitely many" answers a count; "50 or −20" lists roots.
      .replace(/infinitely many|\bor\b/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/(time)( time)+/g, '$1')
      .trim()
  );
}

const POSITIVE_UNITS = /^(cm|m|km|km\/h|m\/s|cm²|m²|cm³|m³|time|days?|year|litres?|kg|g|unit|seconds?)$/;

/** What an option is judged against: the question's stem and topic and its keyed option. */
export interface OptionContext {
  stem: string;
  topic: string;
  key: string;
}

/** Why `option` cannot be the answer to this question (null when it could). */
export function optionProblem(q: OptionContext, option: string): string | null {
  const { key } = q;
  const unit = optionUnit(key);
  if (optionUnit(option) !== unit) return `"${option}" is not the same kind of answer as "${key}"`;
  const v = optionValue(option);
  const keyValue = optionValue(key);
  if (Number.isNaN(v) || Number.isNaN(keyValue)) return null;
  if (q.topic === 'Probability' && keyValue >= 0 && keyValue <= 1 && (v < 0 || v > 1))
    return `probability ${option} is outside [0, 1]`;
  if (keyValue > 0 && (POSITIVE_UNITS.test(unit) || key.includes('₹')) && v <= 0)
    return `${option} cannot be a ${unit || 'rupee'} amount`;
  if (key.includes('₹') && !/₹[\d,]+\.\d/.test(q.stem) && !/\.\d/.test(key) && /\.\d/.test(option))
    return `${option} has paise though every amount is in whole rupees`;
  if (/^(How many|In how many)/.test(q.stem) && Number.isInteger(keyValue) && (!Number.isInteger(v) || v < 0))
    return `${option} is not a count`;
  if (/infinite/i.test(q.stem) && /common ratio/i.test(q.stem) && Math.abs(keyValue) < 1 && Math.abs(v) >= 1)
    return `${option} cannot be the ratio of a convergent series`;
  return null;
}

/** Problems with the options of one MCQ; an empty list means every option could be the answer. */
export function optionProblems(q: QuestionDraft): string[] {
  if (q.type !== 'MCQ' || !q.options || q.answer.kind !== 'option') return [];
  const context = { stem: q.stem, topic: q.topic, key: q.options[q.answer.index] };
  return q.options.flatMap((o) => optionProblem(context, o) ?? []);
}
