// @ts-nocheck
import type { AdminQuestion } from '#shared/contracts/admin-questions';
import type { QuestionSummary, QuestionView } from '#shared/contracts/questions';
import type { ParsedQuestion } from '../content/bank-rows.ts';
import type { SummaryRow } from '../db/question-summary.ts';
import type { QuestionRow } from '../db/rows.ts';
import { setRefOf } from './question-set.ts';

// The question resource as each audience sees it. Learner views never carry the answer key or the explanation.

/** A locked (premium) question shows only this much of its stem: enough to recognise the topic, not to solve it. */
export const TEASER_CHARS = 60;

/** The start of a stem, cut at a word boundary and never inside inline math, ending in an ellipsis. */
export function teaser(stem: string): string {
  if (stem.length <= TEASER_CHARS) return stem;
  let cut = stem.slice(0, TEASER_CHARS);
  const space = cut.lastIndexOf(' ');
  if (space > TEASER_CHARS / 2) cut = cut.slice(0, space);
  // An odd count of $ means the cut fell inside $…$: end before that formula instead.
  if ((cut.match(/\$/g) ?? []).length % 2 === 1) cut = cut.slice(0, cut.lastIndexOf('$'));
  return `${cut.trimEnd()}…`;
}

/** A stored question as a learner may see it before answering: no answer key, no explanation. */
export function presentQuestionView(q: QuestionRow): QuestionView {
  return {
    id: q.id,
    section: q.section,
    area: q.area,
    topic: q.topic,
    type: q.type,
    stem: q.stem,
    options: q.type === 'MCQ' ? (q.options ?? null) : null,
    difficulty: q.difficulty,
    estimatedTime: q.estimatedTime,
    isPremium: q.isPremium,
    setOrder: q.setOrder,
    setId: q.setId,
  };
}

/** One row of a learner's list (practice, bookmarks): a premium question is locked without premium access. */
export function presentSummary(row: SummaryRow, premiumAccess: boolean): QuestionSummary {
  const locked = row.isPremium && !premiumAccess;
  return {
    id: row.id,
    section: row.section,
    area: row.area,
    topic: row.topic,
    subtopic: row.subtopic,
    exams: row.exams,
    type: row.type,
    difficulty: row.difficulty,
    estimatedTime: row.estimatedTime,
    isPremium: row.isPremium,
    locked,
    preview: locked ? teaser(row.preview) : row.preview,
    set: setRefOf(row),
    setOrder: row.setOrder,
    attempted: row.lastCorrect !== null,
    lastCorrect: row.lastCorrect,
    bookmarked: !!row.bookmarked,
  };
}

/** Everything about a question, answer and explanation included (staff). */
export function presentAdminQuestion(q: QuestionRow): AdminQuestion {
  return {
    id: q.id,
    section: q.section,
    area: q.area,
    topic: q.topic,
    subtopic: q.subtopic,
    exams: q.exams,
    type: q.type,
    stem: q.stem,
    options: q.options ?? null,
    answer: q.answer,
    explanation: q.explanation,
    difficulty: q.difficulty,
    difficultyParam: q.difficultyParam,
    estimatedTime: q.estimatedTime,
    source: q.source,
    isPremium: q.isPremium,
    status: q.status,
    authorId: q.authorId,
    setId: q.setId,
    setOrder: q.setOrder,
    generator: q.generator,
    contentHash: q.contentHash,
    attemptCount: q.attemptCount,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/** A stored question back in its authoring shape (export and re-hashing). */
export function rowToDraft(q: QuestionRow): ParsedQuestion {
  return {
    section: q.section,
    area: q.area,
    topic: q.topic,
    ...(q.subtopic ? { subtopic: q.subtopic } : {}),
    exams: q.exams,
    type: q.type,
    stem: q.stem,
    ...(q.options ? { options: q.options } : {}),
    answer: q.answer,
    explanation: q.explanation,
    difficulty: q.difficulty,
    estimatedTime: q.estimatedTime,
    source: q.source,
    isPremium: q.isPremium,
    ...(q.generator ? { generator: q.generator } : {}),
  };
}
