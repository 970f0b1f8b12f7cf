// @ts-nocheck
import type { AdminQuestion, AdminQuestionBody } from '#shared/contracts/admin-questions';
import {
  type AnswerKey,
  type Exam,
  type QuestionStatus,
  type QuestionType,
  type Section,
  STEM_MIN_LENGTH,
} from '#shared/contracts/questions';
import { splitFieldMessage } from '#shared/contracts/validation-issue';

// The editor works on strings (what inputs hold) and turns them into the API body only on save.

export interface QuestionForm {
  section: Section;
  area: string;
  topic: string;
  subtopic: string;
  exams: Exam[];
  type: QuestionType;
  stem: string;
  options: string[];
  correctIndex: number;
  /** TITA answers: a number within a tolerance, or an exact text such as a para-jumble order. */
  titaKind: 'numeric' | 'text';
  numericValue: string;
  tolerance: string;
  textValue: string;
  explanation: string[];
  difficulty: string;
  estimatedTime: string;
  source: string;
  isPremium: boolean;
  status: QuestionStatus;
  setId: string;
  setOrder: string;
  generator: string | null;
}

export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'];

export function newQuestionForm(section: Section = 'QA'): QuestionForm {
  return {
    section,
    area: '',
    topic: '',
    subtopic: '',
    exams: ['CAT'],
    type: 'MCQ',
    stem: '',
    options: ['', '', '', ''],
    correctIndex: 0,
    titaKind: 'numeric',
    numericValue: '',
    tolerance: '0',
    textValue: '',
    explanation: [''],
    difficulty: '3',
    estimatedTime: '3',
    source: 'original',
    isPremium: false,
    status: 'draft',
    setId: '',
    setOrder: '',
    generator: null,
  };
}

export function formOf(q: AdminQuestion): QuestionForm {
  const a = q.answer;
  const options = q.options && q.options.length > 0 ? [...q.options] : ['', '', '', ''];
  return {
    section: q.section,
    area: q.area,
    topic: q.topic,
    subtopic: q.subtopic ?? '',
    exams: q.exams as Exam[],
    type: q.type,
    stem: q.stem,
    options,
    correctIndex: a.kind === 'option' ? a.index : 0,
    titaKind: a.kind === 'text' ? 'text' : 'numeric',
    numericValue: a.kind === 'numeric' ? String(a.value) : '',
    tolerance: a.kind === 'numeric' ? String(a.tolerance) : '0',
    textValue: a.kind === 'text' ? a.value : '',
    explanation: q.explanation.length > 0 ? [...q.explanation] : [''],
    difficulty: String(q.difficulty),
    estimatedTime: String(q.estimatedTime),
    source: q.source,
    isPremium: q.isPremium,
    status: q.status,
    setId: q.setId === null ? '' : String(q.setId),
    setOrder: q.setOrder === null ? '' : String(q.setOrder),
    generator: q.generator,
  };
}

/** A number typed by a person: "1,250" and " 0.5 " are fine; "" and "abc" are not. */
export function parseNumber(text: string): number | null {
  const cleaned = text.replaceAll(',', '').trim();
  if (cleaned === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

export function answerOf(f: QuestionForm): AnswerKey | string {
  if (f.type === 'MCQ') return { kind: 'option', index: f.correctIndex };
  if (f.titaKind === 'text') {
    const value = f.textValue.trim();
    return value ? { kind: 'text', value } : 'Type the exact answer text.';
  }
  const value = parseNumber(f.numericValue);
  if (value === null) return 'The numeric answer must be a number.';
  const tolerance = f.tolerance.trim() === '' ? 0 : parseNumber(f.tolerance);
  if (tolerance === null || tolerance < 0) return 'Tolerance must be zero or a positive number.';
  return { kind: 'numeric', value, tolerance };
}

export type FormErrors = Partial<
  Record<'stem' | 'answer' | 'difficulty' | 'estimatedTime' | 'setOrder' | 'setId', string>
>;

export const STEM_TOO_SHORT = `The question needs a stem of at least ${STEM_MIN_LENGTH} characters.`;

/**
 * The API body, or the fields that cannot even be converted, and a stem too short to save (checked here so an empty
 * stem never costs a round trip). Everything else (lengths, required text, option counts) is the server's to judge:
 * its 400 message, in plain words, is shown next to the form.
 */
export function bodyOf(f: QuestionForm): { body: AdminQuestionBody } | { errors: FormErrors } {
  const errors: FormErrors = {};
  if (f.stem.trim().length < STEM_MIN_LENGTH) errors.stem = STEM_TOO_SHORT;
  const answer = answerOf(f);
  if (typeof answer === 'string') errors.answer = answer;
  const difficulty = Number(f.difficulty);
  const estimatedTime = parseNumber(f.estimatedTime);
  if (estimatedTime === null) errors.estimatedTime = 'Estimated time is a number of minutes.';
  const setId = f.setId.trim() === '' ? null : parseNumber(f.setId);
  if (setId !== null && !Number.isInteger(setId)) errors.setId = 'Set id is a whole number.';
  const setOrder = f.setOrder.trim() === '' ? null : parseNumber(f.setOrder);
  if (setOrder !== null && !Number.isInteger(setOrder)) errors.setOrder = 'Order is a whole number.';
  if (Object.keys(errors).length > 0 || typeof answer === 'string') return { errors };

  const body: AdminQuestionBody = {
    section: f.section,
    area: f.area.trim(),
    topic: f.topic.trim(),
    ...(f.subtopic.trim() ? { subtopic: f.subtopic.trim() } : {}),
    exams: f.exams,
    type: f.type,
    stem: f.stem,
    ...(f.type === 'MCQ' ? { options: f.options.map((o) => o.trim()) } : {}),
    answer,
    explanation: f.explanation.map((s) => s.trim()).filter((s) => s !== ''),
    difficulty,
    estimatedTime: estimatedTime ?? 3,
    source: f.source.trim() || 'original',
    isPremium: f.isPremium,
    status: f.status,
    setId,
    setOrder,
    ...(f.generator ? { generator: f.generator } : {}),
  };
  return { body };
}

/** Moves item `from` to `to` (both clamped), keeping the rest in order. */
export function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item === undefined) return items;
  next.splice(target, 0, item);
  return next;
}

/** Removing option i keeps the marked correct option pointing at the same text when it survives. */
export function removeOption(f: QuestionForm, i: number): QuestionForm {
  if (f.options.length <= 4) return f;
  const options = f.options.filter((_, j) => j !== i);
  const correctIndex = f.correctIndex === i ? 0 : f.correctIndex > i ? f.correctIndex - 1 : f.correctIndex;
  return { ...f, options, correctIndex };
}

/**
 * What the editor shows of a failed save: a validation 400 (already in plain words) by its sentence, beside its field;
 * any other message whole (a service's "setId: there is no such set." keeps its field name), still marking the field.
 */
export function serverProblem(message: string, validation: boolean): { field?: string; text: string } {
  const split = splitFieldMessage(message);
  if (validation) return split;
  return split.field ? { field: split.field, text: message } : { text: message };
}
