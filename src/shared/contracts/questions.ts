import { z } from 'zod';
import { INT4_MAX } from './common.ts';

export const EXAMS = ['CAT', 'XAT', 'NMAT', 'SNAP', 'CMAT'] as const;
/** CAT's three sections, then the other exams' own: XAT's Decision Making, XAT GK / CMAT General Awareness, CMAT's
 * Innovation & Entrepreneurship. */
export const SECTIONS = ['QA', 'VARC', 'DILR', 'DM', 'GA', 'IE'] as const;
export const SECTION_NAMES: Record<Section, string> = {
  QA: 'Quantitative Aptitude',
  VARC: 'Verbal Ability and Reading Comprehension',
  DILR: 'Data Interpretation and Logical Reasoning',
  DM: 'Decision Making',
  GA: 'General Awareness',
  IE: 'Innovation & Entrepreneurship',
};
export const QUESTION_TYPES = ['MCQ', 'TITA'] as const;
export type Exam = (typeof EXAMS)[number];
export type Section = (typeof SECTIONS)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** A stored question or set is a draft (staff only) or published (learners see it). */
export const QUESTION_STATUSES = ['draft', 'published'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
/** Where an answer was given: free practice, a practice test (/tasks), a mock test or a live session's poll. */
export const ATTEMPT_CONTEXTS = ['practice', 'task', 'mock', 'live'] as const;
export type AttemptContext = (typeof ATTEMPT_CONTEXTS)[number];
export const REPORT_REASONS = ['wrong_answer', 'typo', 'unclear', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

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

/** The shortest stem the bank takes; the staff editor checks it before saving. */
export const STEM_MIN_LENGTH = 5;

/** A question as authored or generated, before it enters the bank. Stem, options, steps are Markdown + KaTeX. */
export const questionDraft = z
  .object({
    section: z.enum(SECTIONS),
    area: z.string().min(1).max(80),
    topic: z.string().min(1).max(80),
    subtopic: z.string().max(80).optional(),
    exams: z.array(z.enum(EXAMS)).min(1),
    type: z.enum(QUESTION_TYPES),
    stem: z.string().min(STEM_MIN_LENGTH).max(8000),
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
export type SetKind = (typeof SET_KINDS)[number];
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

// ---------------------------------------------------------------------------------------------------------------
// Views of stored questions and sets shared by several features (practice, bookmarks, tasks, the DILR demo).

/** Query parameters arrive as strings; an empty value means "no filter". */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** "2" or "1,2,3": one or several difficulty labels. */
export const difficultyList = z
  .string()
  .regex(/^[1-5](,[1-5])*$/, 'difficulty is a label 1–5 or a comma-separated list of labels')
  .transform((s) => [...new Set(s.split(',').map(Number))]);

/** "12,40,41": up to 100 question ids, comma-separated (a study plan's list, practised untimed). */
export const questionIdList = z
  .string()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, 'ids is a comma-separated list of up to 100 question ids')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id <= INT4_MAX), 'ids: a question id is too large');

export const setRef = z.object({
  id: z.number().int(),
  kind: z.enum(SET_KINDS),
  setType: z.string().nullable(),
  title: z.string(),
});

/** One row of the practice list: enough to filter and pick, never the answer. */
export const questionSummary = z.object({
  id: z.number().int(),
  section: z.enum(SECTIONS),
  area: z.string(),
  topic: z.string(),
  subtopic: z.string().nullable(),
  exams: z.array(z.string()),
  type: z.enum(QUESTION_TYPES),
  difficulty: z.number().int(),
  estimatedTime: z.number(),
  isPremium: z.boolean(),
  /** Premium question and the user has no premium access. */
  locked: z.boolean(),
  /** The first characters of the stem (Markdown). */
  preview: z.string(),
  set: setRef.nullable(),
  setOrder: z.number().int().nullable(),
  attempted: z.boolean(),
  /** Correctness of the user's latest attempt, null when never attempted. */
  lastCorrect: z.boolean().nullable(),
  bookmarked: z.boolean(),
});
export type QuestionSummary = z.infer<typeof questionSummary>;

/** A passage or data set as the learner sees it (left pane of the split screen). */
export const practiceSet = z.object({
  id: z.number().int(),
  kind: z.enum(SET_KINDS),
  setType: z.string().nullable(),
  section: z.enum(SECTIONS),
  title: z.string(),
  body: z.string(),
  data: setData.nullable(),
  /** The set's published questions in order. */
  questionIds: z.array(z.number().int()),
});
export type PracticeSet = z.infer<typeof practiceSet>;

/** What every view of a stored question shows: where it sits, what it asks, how hard and long it is. */
export const storedQuestionCore = z.object({
  id: z.number().int(),
  section: z.enum(SECTIONS),
  area: z.string(),
  topic: z.string(),
  subtopic: z.string().nullable(),
  exams: z.array(z.string()),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  options: z.array(z.string()).nullable(),
  difficulty: z.number().int(),
  estimatedTime: z.number(),
  isPremium: z.boolean(),
});

/** A question ready to answer, as every learner view shows it: no answer key, no explanation. */
export const questionView = storedQuestionCore
  .pick({
    id: true,
    section: true,
    area: true,
    topic: true,
    type: true,
    stem: true,
    options: true,
    difficulty: true,
    estimatedTime: true,
    isPremium: true,
  })
  .extend({ setId: z.number().int().nullable(), setOrder: z.number().int().nullable() });
export type QuestionView = z.infer<typeof questionView>;

/** A set with its questions (public demo and GET /api/practice/sets/:id): still no answers. */
export const setQuestion = questionView.pick({
  id: true,
  area: true,
  topic: true,
  type: true,
  stem: true,
  options: true,
  difficulty: true,
  estimatedTime: true,
  setOrder: true,
});
export const setWithQuestions = z.object({ set: practiceSet, questions: z.array(setQuestion) });
export type SetWithQuestions = z.infer<typeof setWithQuestions>;
