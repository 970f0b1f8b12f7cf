// @ts-nocheck
import { sql } from 'drizzle-orm';
import type { Exam, QuestionType, Section } from '#shared/contracts/questions';
import { questionSets, questions } from './schema/index.ts';

// The list row shared by practice and bookmarks (presented by presenters/question.ts): never the answer, always
// the learner's own state.

export const PREVIEW_CHARS = 220;

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

/** One selected summary row (the set columns are null outside a set: left join). */
export interface SummaryRow {
  id: number;
  section: Section;
  area: string;
  topic: string;
  subtopic: string | null;
  exams: Exam[];
  type: QuestionType;
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
}
