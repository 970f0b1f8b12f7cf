// @ts-nocheck
import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import {
  answerKey,
  difficultyList,
  EXAMS,
  optionalParam,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  questionDraft,
  REPORT_REASONS,
  REPORT_STATUSES,
  SECTIONS,
  SET_KINDS,
  setData,
  storedQuestionCore,
} from './questions.ts';

// Staff tools for the question bank (all under /api/admin/, admin only on the server).

const param = optionalParam;

export const adminQuestionQuery = z.object({
  /** Full-text search (web-search syntax: words, "phrases", -exclusions); a bare number also matches the id. */
  q: param(z.string().trim().max(200)),
  section: param(z.enum(SECTIONS)),
  area: param(z.string().max(80)),
  topic: param(z.string().max(80)),
  type: param(z.enum(QUESTION_TYPES)),
  status: param(z.enum(QUESTION_STATUSES)),
  difficulty: param(difficultyList),
  exam: param(z.enum(EXAMS)),
  setId: param(z.coerce.number().int().positive().max(INT4_MAX)),
  premium: param(z.enum(['true', 'false'])),
  /** single: questions outside sets; set: questions inside passages / data sets. */
  kind: param(z.enum(['single', 'set'])),
  page: param(z.coerce.number().int().min(1).max(INT4_MAX)),
  pageSize: param(z.coerce.number().int().min(1).max(100)),
});
export type AdminQuestionQuery = z.infer<typeof adminQuestionQuery>;

export const adminQuestionSummary = z.object({
  id: z.number().int(),
  section: z.enum(SECTIONS),
  area: z.string(),
  topic: z.string(),
  subtopic: z.string().nullable(),
  exams: z.array(z.string()),
  type: z.enum(QUESTION_TYPES),
  difficulty: z.number().int(),
  status: z.enum(QUESTION_STATUSES),
  isPremium: z.boolean(),
  setId: z.number().int().nullable(),
  setTitle: z.string().nullable(),
  preview: z.string(),
  attemptCount: z.number().int(),
  source: z.string(),
  generator: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminQuestionSummary = z.infer<typeof adminQuestionSummary>;

export const adminQuestionList = z.object({
  items: z.array(adminQuestionSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminQuestionList = z.infer<typeof adminQuestionList>;

export const adminSetSummary = z.object({
  id: z.number().int(),
  kind: z.enum(SET_KINDS),
  setType: z.string().nullable(),
  section: z.enum(SECTIONS),
  title: z.string(),
  questionCount: z.number().int(),
  publishedCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminSetSummary = z.infer<typeof adminSetSummary>;

/** Everything about one question, answer and explanation included. */
export const adminQuestion = storedQuestionCore.extend({
  answer: answerKey,
  explanation: z.array(z.string()),
  difficultyParam: z.number(),
  source: z.string(),
  status: z.enum(QUESTION_STATUSES),
  authorId: z.string().nullable(),
  setId: z.number().int().nullable(),
  setOrder: z.number().int().nullable(),
  generator: z.string().nullable(),
  contentHash: z.string(),
  attemptCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

/** Create / update a question: the authoring contract plus bank fields. */
export const adminQuestionBody = questionDraft.extend({
  status: z.enum(QUESTION_STATUSES).default('draft'),
  setId: z.number().int().positive().max(INT4_MAX).nullable().optional(),
  setOrder: z.number().int().min(1).max(20).nullable().optional(),
});
export type AdminQuestionBody = z.input<typeof adminQuestionBody>;

/** Publish or unpublish many questions at once. */
export const bulkStatusBody = z.object({
  ids: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(1000),
  status: z.enum(QUESTION_STATUSES),
});
export const bulkStatusResult = z.object({ updated: z.number().int() });

export const adminSetQuery = z.object({
  q: param(z.string().trim().max(200)),
  kind: param(z.enum(SET_KINDS)),
  section: param(z.enum(SECTIONS)),
  setType: param(z.string().max(40)),
  page: param(z.coerce.number().int().min(1).max(INT4_MAX)),
  pageSize: param(z.coerce.number().int().min(1).max(100)),
});
export type AdminSetQuery = z.infer<typeof adminSetQuery>;
export const adminSetList = z.object({
  items: z.array(adminSetSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminSetList = z.infer<typeof adminSetList>;

export const adminSetBody = z.object({
  kind: z.enum(SET_KINDS),
  setType: z.string().max(40),
  section: z.enum(SECTIONS),
  title: z.string().min(1).max(200),
  body: z.string().min(1).max(20000),
  data: setData.nullable().optional(),
  /** Questions created with the set (more can be added later with setId). */
  questions: z.array(questionDraft).max(8).default([]),
  status: z.enum(QUESTION_STATUSES).default('draft'),
});
export type AdminSetBody = z.input<typeof adminSetBody>;
export type AdminSetInput = z.infer<typeof adminSetBody>;
export const adminSetUpdateBody = adminSetBody.omit({ questions: true, status: true });

export const adminSet = adminSetSummary.extend({
  body: z.string(),
  data: setData.nullable(),
  questions: z.array(adminQuestion),
});
export type AdminSet = z.infer<typeof adminSet>;

// Bulk import / export ------------------------------------------------------------------------------------------

export const IMPORT_FORMATS = ['json', 'csv'] as const;
export const importBody = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** The file's text: a JSON array of QuestionDraft / SetDraft, or CSV with the documented columns. */
  content: z.string().min(1).max(8_000_000),
  /** Status for rows that do not name one. */
  status: z.enum(QUESTION_STATUSES).default('draft'),
});
export type ImportBody = z.input<typeof importBody>;

export const importRowError = z.object({
  /** 1-based: the array index + 1 (JSON) or the line's data row number, header excluded (CSV). */
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

export const importResult = z.object({
  imported: z.number().int(),
  sets: z.number().int(),
  questionIds: z.array(z.number().int()),
});
export type ImportResult = z.infer<typeof importResult>;

export const exportQuery = z.object({
  format: z.enum(IMPORT_FORMATS).default('json'),
  section: param(z.enum(SECTIONS)),
  status: param(z.enum(QUESTION_STATUSES)),
  topic: param(z.string().max(80)),
});
export type ExportQuery = z.infer<typeof exportQuery>;

// Item statistics and the reported-problems queue ----------------------------------------------------------------

export const itemStats = z.object({
  questionId: z.number().int(),
  /** Every stored attempt. */
  attempts: z.number().int(),
  /** Distinct learners; facility, discrimination, time and choices use each learner's first attempt. */
  learners: z.number().int(),
  /** Share correct, 0–1. */
  facility: z.number().nullable(),
  /** Facility in the top 27% of learners (ranked by overall accuracy) minus the bottom 27%, −1…1. */
  discrimination: z.number().nullable(),
  meanSeconds: z.number().nullable(),
  /** MCQ: share choosing each option (0–1). */
  options: z.array(
    z.object({ index: z.number().int(), label: z.string(), count: z.number().int(), share: z.number() }),
  ),
  /** TITA: the most common typed answers. */
  answers: z.array(z.object({ value: z.string(), count: z.number().int(), share: z.number(), correct: z.boolean() })),
});
export type ItemStats = z.infer<typeof itemStats>;

export const adminReportQuery = z.object({
  status: param(z.enum(REPORT_STATUSES)),
  questionId: param(z.coerce.number().int().positive().max(INT4_MAX)),
  page: param(z.coerce.number().int().min(1).max(INT4_MAX)),
  pageSize: param(z.coerce.number().int().min(1).max(100)),
});
export type AdminReportQuery = z.infer<typeof adminReportQuery>;
export const adminReport = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  message: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  question: z.object({ section: z.string(), topic: z.string(), preview: z.string(), status: z.string() }),
  reporter: z.object({ id: z.string(), username: z.string(), email: z.string() }).nullable(),
});
export type AdminReport = z.infer<typeof adminReport>;
export const adminReportList = z.object({
  items: z.array(adminReport),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const reportStatusBody = z.object({ status: z.enum(REPORT_STATUSES) });

export const adminFacets = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ value: z.string(), count: z.number().int() })),
  sections: z.array(z.object({ value: z.string(), count: z.number().int() })),
  areas: z.array(z.object({ section: z.string(), value: z.string(), count: z.number().int() })),
  topics: z.array(z.object({ section: z.string(), area: z.string(), value: z.string(), count: z.number().int() })),
  setTypes: z.array(z.object({ value: z.string(), count: z.number().int() })),
  openReports: z.number().int(),
});
export type AdminFacets = z.infer<typeof adminFacets>;
