import { z } from 'zod';

export const EXAMS = ['CAT', 'XAT', 'NMAT', 'SNAP', 'CMAT'] as const;
export const SECTIONS = ['QA', 'VARC', 'DILR'] as const;
export const SECTION_NAMES: Record<Section, string> = {
  QA: 'Quantitative Aptitude',
  VARC: 'Verbal Ability and Reading Comprehension',
  DILR: 'Data Interpretation and Logical Reasoning',
};
export const QUESTION_TYPES = ['MCQ', 'TITA'] as const;
export type Exam = (typeof EXAMS)[number];
export type Section = (typeof SECTIONS)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The correct answer: an option index (MCQ), a number with tolerance, or an exact string (e.g. para-jumble 2413). */
export const answerKey = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('option'), index: z.number().int().min(0).max(4) }),
  z.object({ kind: z.literal('numeric'), value: z.number(), tolerance: z.number().min(0).default(0) }),
  z.object({ kind: z.literal('text'), value: z.string().min(1).max(50) }),
]);
export type AnswerKey = z.infer<typeof answerKey>;

/** What a learner submits: an option index or a typed TITA answer. */
export const learnerAnswer = z.union([
  z.object({ option: z.number().int().min(0).max(4) }),
  z.object({ text: z.string().trim().min(1).max(50) }),
]);
export type LearnerAnswer = z.infer<typeof learnerAnswer>;

// Data sets render as real tables and charts.
export const tableBlock = z.object({
  kind: z.literal('table'),
  caption: z.string().optional(),
  columns: z.array(z.string()).min(1),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export const chartBlock = z.object({
  kind: z.enum(['bar', 'stacked_bar', 'line', 'pie', 'scatter']),
  title: z.string(),
  xLabel: z.string().optional(),
  yLabel: z.string().optional(),
  /** x-axis categories (bar, stacked_bar, line) or slice names (pie). */
  categories: z.array(z.string()).default([]),
  /** one value per category; pie uses the first series. */
  series: z.array(z.object({ name: z.string(), values: z.array(z.number()) })).default([]),
  /** scatter points. */
  points: z.array(z.object({ x: z.number(), y: z.number(), label: z.string().optional() })).optional(),
});
export const setData = z.object({ blocks: z.array(z.discriminatedUnion('kind', [tableBlock, chartBlock])) });
export type SetData = z.infer<typeof setData>;
export type TableBlock = z.infer<typeof tableBlock>;
export type ChartBlock = z.infer<typeof chartBlock>;

/** A question as authored or generated, before it enters the bank. Stem, options, steps are Markdown + KaTeX. */
export const questionDraft = z
  .object({
    section: z.enum(SECTIONS),
    area: z.string().min(1).max(80),
    topic: z.string().min(1).max(80),
    subtopic: z.string().max(80).optional(),
    exams: z.array(z.enum(EXAMS)).min(1),
    type: z.enum(QUESTION_TYPES),
    stem: z.string().min(5).max(8000),
    options: z.array(z.string().min(1).max(1000)).min(4).max(5).optional(),
    answer: answerKey,
    explanation: z.array(z.string().min(1).max(4000)).min(1),
    difficulty: z.number().int().min(1).max(5),
    estimatedTime: z.number().positive().max(30).default(3),
    source: z.string().max(120).default('original'),
    isPremium: z.boolean().default(false),
    generator: z.string().max(80).optional(),
  })
  .refine((q) => (q.type === 'MCQ' ? !!q.options && q.answer.kind === 'option' : q.answer.kind !== 'option'), {
    message: 'MCQ needs options and an option answer; TITA needs a numeric or text answer',
    path: ['answer'],
  })
  .refine((q) => q.answer.kind !== 'option' || (q.options && q.answer.index < q.options.length), {
    message: 'answer index is outside the options',
    path: ['answer'],
  });
export type QuestionDraft = z.input<typeof questionDraft>;

export const SET_KINDS = ['rc_passage', 'dilr_set'] as const;
export const setDraft = z.object({
  kind: z.enum(SET_KINDS),
  setType: z.string().max(40),
  section: z.enum(SECTIONS),
  title: z.string().min(1).max(200),
  body: z.string().min(1).max(20000),
  data: setData.optional(),
  questions: z.array(questionDraft).min(1).max(8),
});
export type SetDraft = z.input<typeof setDraft>;
