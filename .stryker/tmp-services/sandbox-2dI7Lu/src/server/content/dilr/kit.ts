// @ts-nocheck
import type { Exam, QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';

/** What every question of one set shares. */
export interface SetMeta {
  generator: string;
  area: 'Data Interpretation' | 'Logical Reasoning';
  topic: string;
  subtopic?: string;
  exams: Exam[];
}

export const DI_EXAMS: Exam[] = ['CAT', 'XAT', 'SNAP', 'CMAT', 'NMAT'];
export const LR_EXAMS: Exam[] = ['CAT', 'SNAP', 'CMAT', 'NMAT'];

interface QuestionText {
  stem: string;
  explanation: string[];
  difficulty: number;
}

function common(meta: SetMeta, q: QuestionText) {
  return {
    section: 'DILR' as const,
    area: meta.area,
    topic: meta.topic,
    ...(meta.subtopic ? { subtopic: meta.subtopic } : {}),
    exams: [...meta.exams],
    stem: q.stem,
    explanation: q.explanation,
    difficulty: Math.min(5, Math.max(2, Math.round(q.difficulty))),
    generator: meta.generator,
  };
}

/** Wrong options that differ from the answer and from each other, in the order given. */
export function distinctWrong(correct: string, wrong: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of wrong) if (w !== correct && !out.includes(w)) out.push(w);
  return out;
}

/** A four-option MCQ: the answer plus the first three distinct wrong options, shuffled. */
export function mcq(meta: SetMeta, rng: Rng, q: QuestionText & { correct: string; wrong: readonly string[] }) {
  const wrong = distinctWrong(q.correct, q.wrong);
  if (wrong.length < 3) throw new Error(`MCQ needs three distinct wrong options: ${q.stem}`);
  const options = rng.shuffle([q.correct, ...wrong.slice(0, 3)]);
  const draft: QuestionDraft = {
    ...common(meta, q),
    type: 'MCQ',
    options,
    answer: { kind: 'option', index: options.indexOf(q.correct) },
  };
  return draft;
}

/** A typed-answer question with a numeric key. */
export function tita(meta: SetMeta, q: QuestionText & { value: number; tolerance?: number }): QuestionDraft {
  return {
    ...common(meta, q),
    type: 'TITA',
    answer: { kind: 'numeric', value: q.value, tolerance: q.tolerance ?? 0 },
  };
}

/**
 * Wrong numeric options: the plausible mistakes first (kept when at least `minGap` away from the answer and from
 * each other once formatted), then steps around the answer until there are three.
 */
export function numericWrong(
  correct: number,
  mistakes: readonly number[],
  format: (n: number) => string,
  options: { step: number; minGap?: number; min?: number },
): string[] {
  const minGap = options.minGap ?? options.step / 2;
  const min = options.min ?? Number.NEGATIVE_INFINITY;
  const taken: number[] = [correct];
  const out: string[] = [];
  const consider = (value: number) => {
    if (!Number.isFinite(value) || value < min) return;
    if (taken.some((t) => Math.abs(t - value) < minGap)) return;
    const text = format(value);
    if (text === format(correct) || out.includes(text)) return;
    taken.push(value);
    out.push(text);
  };
  for (const m of mistakes) consider(m);
  for (let k = 1; out.length < 3 && k < 50; k++) {
    consider(correct + k * options.step);
    consider(correct - k * options.step);
  }
  return out.slice(0, 3);
}

/** Rounds to `dp` decimals and drops trailing zeros: 12.50 → "12.5". */
export function fmt(n: number, dp = 1): string {
  return String(round(n, dp));
}

export function round(n: number, dp = 1): number {
  const f = 10 ** dp;
  return Math.round((n + Number.EPSILON * Math.sign(n)) * f) / f;
}

export const pct = (n: number) => `${fmt(n, 1)}%`;

/** Indian digit grouping: 1234567 → 12,34,567. */
export function inr(n: number): string {
  const [int, frac] = String(Math.abs(n)).split('.');
  const last3 = int.slice(-3);
  const rest = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  return `${n < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** An amount with its unit: ("₹ lakh", 1500) → "₹ 1,500 lakh"; ("students", 40) → "40 students". */
export function money(n: number, unit: string): string {
  return unit.startsWith('₹ ') ? `₹ ${inr(n)} ${unit.slice(2)}` : `${inr(n)} ${unit}`;
}

/** Spreads a set's 8–12 minutes over its questions in proportion to difficulty, in half-minute steps. */
export function withTimes(questions: QuestionDraft[]): QuestionDraft[] {
  const difficulties = questions.map((q) => q.difficulty);
  const avg = difficulties.reduce((a, b) => a + b, 0) / difficulties.length;
  const total = Math.round((8 + ((avg - 2) * 4) / 3) * 2) / 2;
  const sum = difficulties.reduce((a, b) => a + b, 0);
  const times = difficulties.map((d) => Math.max(1, Math.round(((total * d) / sum) * 2) / 2));
  const drift = total - times.reduce((a, b) => a + b, 0);
  const largest = times.indexOf(Math.max(...times));
  times[largest] += drift;
  return questions.map((q, i) => ({ ...q, estimatedTime: times[i] }));
}

/** Assembles the set draft; the questions get their time estimates here. */
export function dilrSet(
  setType: string,
  title: string,
  body: string,
  questions: QuestionDraft[],
  data?: SetDraft['data'],
) {
  const draft: SetDraft = {
    kind: 'dilr_set',
    setType,
    section: 'DILR',
    title,
    body,
    ...(data ? { data } : {}),
    questions: withTimes(questions),
  };
  return draft;
}

/** English plural of a simple noun: company → companies, box → boxes, state → states. */
export function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** Names of a pair in alphabetical order, as pair options show them: "Deepa and Om". */
export const pairText = (a: string, b: string) => [a, b].sort().join(' and ');

/** "A, B and C". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** Picks `count` distinct items at random. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return rng.shuffle(items).slice(0, count);
}
