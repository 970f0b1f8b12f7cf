import { sql } from 'drizzle-orm';
import type { QuestionSummary } from '#shared/contracts/questions';
import { questionSets, questions } from '../../db/schema/index.ts';

// The list row shared by practice and bookmarks: never the answer, always the learner's own state.

export const PREVIEW_CHARS = 220;
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

/** Columns of a question summary for one learner (needs a left join on question_sets). */
export function summaryColumns(userId: string) {
  return {
    id: questions.id,
    section: questions.section,
    area: questions.area,
    topic: questions.topic,
    subtopic: questions.subtopic,
    exams: questions.exams,
    type: questions.type,
    difficulty: questions.difficulty,
    estimatedTime: questions.estimatedTime,
    isPremium: questions.isPremium,
    setOrder: questions.setOrder,
    preview: sql<string>`left(${questions.stem}, ${sql.raw(String(PREVIEW_CHARS))})`,
    setId: questions.setId,
    setKind: questionSets.kind,
    setType: questionSets.setType,
    setTitle: questionSets.title,
    lastCorrect: lastCorrectSql(userId),
    bookmarked: sql<boolean>`exists (select 1 from bookmarks b where b.user_id = ${userId} and b.question_id = ${questions.id})`,
  };
}

/** Correctness of the learner's latest attempt on the current question row, null when never attempted. */
export function lastCorrectSql(userId: string) {
  return sql<
    boolean | null
  >`(select a.is_correct from attempts a where a.user_id = ${userId} and a.question_id = ${questions.id} order by a.created_at desc, a.id desc limit 1)`;
}

export type SummaryRow = {
  id: number;
  section: string;
  area: string;
  topic: string;
  subtopic: string | null;
  exams: string[];
  type: string;
  difficulty: number;
  estimatedTime: number;
  isPremium: boolean;
  setOrder: number | null;
  preview: string;
  setId: number | null;
  setKind: string | null;
  setType: string | null;
  setTitle: string | null;
  lastCorrect: boolean | null;
  bookmarked: boolean;
};

export function presentSummary(row: SummaryRow, premiumAccess: boolean): QuestionSummary {
  return {
    id: row.id,
    section: row.section as QuestionSummary['section'],
    area: row.area,
    topic: row.topic,
    subtopic: row.subtopic,
    exams: row.exams,
    type: row.type as QuestionSummary['type'],
    difficulty: row.difficulty,
    estimatedTime: row.estimatedTime,
    isPremium: row.isPremium,
    locked: row.isPremium && !premiumAccess,
    preview: row.isPremium && !premiumAccess ? teaser(row.preview) : row.preview,
    set:
      row.setId !== null && row.setKind !== null
        ? {
            id: row.setId,
            kind: row.setKind as 'rc_passage' | 'dilr_set',
            setType: row.setType,
            title: row.setTitle ?? '',
          }
        : null,
    setOrder: row.setOrder,
    attempted: row.lastCorrect !== null,
    lastCorrect: row.lastCorrect,
    bookmarked: !!row.bookmarked,
  };
}

/** A stored question as a learner may see it before answering: no answer key, no explanation. */
export function answerFreeFields(q: typeof questions.$inferSelect) {
  return {
    id: q.id,
    section: q.section as QuestionSummary['section'],
    area: q.area,
    topic: q.topic,
    type: q.type as QuestionSummary['type'],
    stem: q.stem,
    options: q.type === 'MCQ' ? (q.options ?? null) : null,
    difficulty: q.difficulty,
    estimatedTime: q.estimatedTime,
    isPremium: q.isPremium,
    setOrder: q.setOrder,
    setId: q.setId,
  };
}
