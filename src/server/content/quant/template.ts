import type { Exam, QuestionDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { QuestionGenerator } from '../types.ts';

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
  /** Numbered solution steps; the last one states the answer. */
  steps: string[];
  difficulty: Difficulty;
  /** Minutes, 1.5–4. */
  time: number;
}
export interface McqBody extends BodyCommon {
  type: 'MCQ';
  correct: string;
  /** Most plausible first; the first three distinct ones different from `correct` are used. */
  distractors: string[];
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

export function defineTemplate<P>(spec: TemplateSpec<P>): QuantTemplate<P> {
  const render = (params: P, rng: Rng): QuestionDraft => {
    const b = spec.body(params);
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
    const options = rng.shuffle([b.correct, ...pickDistractors(b.correct, b.distractors)]);
    return { ...base, type: 'MCQ', options, answer: { kind: 'option', index: options.indexOf(b.correct) } };
  };
  return {
    id: spec.id,
    section: 'QA',
    area: spec.area,
    topic: spec.topic,
    exams: spec.exams,
    draw: spec.draw,
    render,
    generate: (rng) => render(spec.draw(rng), rng),
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
