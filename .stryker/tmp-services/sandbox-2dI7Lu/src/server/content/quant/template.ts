// @ts-nocheck
import type { Exam, QuestionDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { QuestionGenerator } from '../types.ts';
import { tidyText } from '../typeset.ts';
import { optionProblem } from './option-validity.ts';

export type QuantArea = 'Arithmetic' | 'Algebra' | 'Number System' | 'Geometry & Mensuration' | 'Modern Maths';
export type Difficulty = 1 | 2 | 3 | 4 | 5;

export const ALL_EXAMS: Exam[] = ['CAT', 'XAT', 'NMAT', 'SNAP', 'CMAT'];
/** Topics the shorter aptitude tests (CMAT, SNAP) rarely ask: algebra beyond basics, logs, binomial. */
export const CAT_XAT_NMAT: Exam[] = ['CAT', 'XAT', 'NMAT'];
export const CAT_XAT: Exam[] = ['CAT', 'XAT'];
export const CAT_XAT_SNAP: Exam[] = ['CAT', 'XAT', 'SNAP'];

interface BodyCommon {
  subtopic?: string;
  stem: string;
  /** Numbered solution steps; the last one states the answer (named mistakes add one more step after it). */
  steps: string[];
  difficulty: Difficulty;
  /** Minutes, 1.5–4. */
  time: number;
}
/** A wrong option together with the wrong step that produces it ("used simple interest instead of compound"). */
export interface Mistake {
  value: string;
  why: string;
}
export interface McqBody extends BodyCommon {
  type: 'MCQ';
  correct: string;
  /**
   * Most plausible first; the first three distinct ones different from `correct` are used. A named mistake also
   * explains itself: the solution says which wrong step leads to that option.
   */
  distractors: (string | Mistake)[];
}
export interface TitaBody extends BodyCommon {
  type: 'TITA';
  value: number;
  tolerance?: number;
}
export type Body = McqBody | TitaBody;

/** A generator split into draw (parameters) and render (question), so tests can check answers from parameters. */
export interface QuantTemplate<P> extends QuestionGenerator {
  exams: Exam[];
  draw(rng: Rng): P;
  render(params: P, rng: Rng): QuestionDraft;
}

interface TemplateSpec<P> {
  id: string;
  area: QuantArea;
  topic: string;
  exams: Exam[];
  draw(rng: Rng): P;
  body(params: P): Body;
}

export function pickDistractors(correct: string, candidates: readonly string[]): string[] {
  const out: string[] = [];
  for (const c of candidates) {
    if (c !== correct && !out.includes(c)) out.push(c);
    if (out.length === 3) return out;
  }
  throw new Error(`only ${out.length} distinct distractors for ${correct}`);
}

/** The typesetting pass (signs, 1x, + 0) over every text of a body. */
function tidyBody(b: Body): Body {
  const common = { stem: tidyText(b.stem), steps: b.steps.map(tidyText) };
  if (b.type === 'TITA') return { ...b, ...common };
  return {
    ...b,
    ...common,
    correct: tidyText(b.correct),
    distractors: b.distractors.map((d) =>
      typeof d === 'string' ? tidyText(d) : { value: tidyText(d.value), why: tidyText(d.why) },
    ),
  };
}

/** The wrong options that are possible values of the asked quantity (no probability above 1, no stray paise). */
function possibleDistractors(b: McqBody, topic: string): (string | Mistake)[] {
  const context = { stem: b.stem, topic, key: b.correct };
  return b.distractors.filter((d) => optionProblem(context, typeof d === 'string' ? d : d.value) === null);
}

/** True when an MCQ body has three distinct possible wrong options (TITA always passes). */
function enoughDistractors(b: Body, topic: string): boolean {
  if (b.type === 'TITA') return true;
  const values = new Set(possibleDistractors(b, topic).map((d) => (typeof d === 'string' ? d : d.value)));
  values.delete(b.correct);
  return values.size >= 3;
}

export function defineTemplate<P>(spec: TemplateSpec<P>): QuantTemplate<P> {
  // Parameters whose wrong options collide are drawn again, so every question has four distinct options.
  const draw = (rng: Rng): P =>
    drawUntil(rng, spec.draw, (p) => enoughDistractors(tidyBody(spec.body(p)), spec.topic), 50);
  const render = (params: P, rng: Rng): QuestionDraft => {
    const b = tidyBody(spec.body(params));
    const base = {
      section: 'QA' as const,
      area: spec.area,
      topic: spec.topic,
      ...(b.subtopic ? { subtopic: b.subtopic } : {}),
      exams: spec.exams,
      stem: b.stem,
      explanation: b.steps,
      difficulty: b.difficulty,
      estimatedTime: b.time,
      source: 'original',
      generator: spec.id,
    };
    if (b.type === 'TITA') {
      return { ...base, type: 'TITA', answer: { kind: 'numeric', value: b.value, tolerance: b.tolerance ?? 0 } };
    }
    const usable = possibleDistractors(b, spec.topic);
    const wrong = pickDistractors(
      b.correct,
      usable.map((d) => (typeof d === 'string' ? d : d.value)),
    );
    const options = rng.shuffle([b.correct, ...wrong]);
    const traps = wrong.flatMap((value) => {
      const named = usable.find((d): d is Mistake => typeof d !== 'string' && d.value === value);
      return named ? [`${value}: ${named.why}`] : [];
    });
    const explanation =
      traps.length === 0 ? b.steps : [...b.steps, `Why the other options are wrong — ${traps.join('; ')}.`];
    return {
      ...base,
      explanation,
      type: 'MCQ',
      options,
      answer: { kind: 'option', index: options.indexOf(b.correct) },
    };
  };
  return {
    id: spec.id,
    section: 'QA',
    area: spec.area,
    topic: spec.topic,
    exams: spec.exams,
    draw,
    render,
    generate: (rng) => render(draw(rng), rng),
  };
}

/** Draws until `ok` holds; templates use it to keep only parameter sets with clean answers. */
export function drawUntil<T>(rng: Rng, make: (rng: Rng) => T, ok: (value: T) => boolean, tries = 5000): T {
  for (let i = 0; i < tries; i++) {
    const v = make(rng);
    if (ok(v)) return v;
  }
  throw new Error('drawUntil: no acceptable parameters');
}

/** Distinct picks from a list. */
export function pickMany<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return rng.shuffle(items).slice(0, count);
}

/**
 * Picks one phrase from each list by a drawn number (mixed radix), so one template states its question in many
 * written ways: an opening, the data, the ask. Every phrase is ours; the picks only combine them.
 */
export function phrasing(w: number, ...lists: readonly (readonly string[])[]): string[] {
  let rest = w;
  return lists.map((list) => {
    const pick = list[rest % list.length] ?? list[0];
    rest = Math.floor(rest / list.length);
    return pick;
  });
}

/** A stable number from a template's parameters, to choose its wording without another random draw. */
export function variant(params: unknown): number {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(params)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
