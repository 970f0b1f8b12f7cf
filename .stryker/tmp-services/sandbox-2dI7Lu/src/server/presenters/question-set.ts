// @ts-nocheck
import type { AdminSet } from '#shared/contracts/admin-questions';
import type { PracticeSet, Section, SetKind } from '#shared/contracts/questions';
import type { QuestionRow, SetRow } from '../db/rows.ts';
import { presentAdminQuestion } from './question.ts';

// The passage / data-set resource. kind and section are plain text in Drizzle until the content loader types them
// (see the schema); the database's CHECK constraints hold them to SET_KINDS and SECTIONS, so reading them as those
// types here is safe, and this is the only place that does it.
const kindOf = (kind: string) => kind as SetKind;
const sectionOf = (section: string) => section as Section;

/** A set as the learner sees it (left pane of the split screen), with its published questions' ids in order. */
export function presentSet(set: SetRow, questionIds: number[]): PracticeSet {
  return {
    id: set.id,
    kind: kindOf(set.kind),
    setType: set.setType,
    section: sectionOf(set.section),
    title: set.title,
    body: set.body,
    data: set.data ?? null,
    questionIds,
  };
}

/** The short reference a question list row carries, or null outside a set. */
export function setRefOf(row: {
  setId: number | null;
  setKind: string | null;
  setType: string | null;
  setTitle: string | null;
}) {
  if (row.setId === null || row.setKind === null) return null;
  return { id: row.setId, kind: kindOf(row.setKind), setType: row.setType, title: row.setTitle ?? '' };
}

/** A set with every member (drafts included) for the staff editor. */
export function presentAdminSet(set: SetRow, members: QuestionRow[]): AdminSet {
  const { questionIds: _ids, ...view } = presentSet(set, []);
  return {
    ...view,
    questionCount: members.length,
    publishedCount: members.filter((m) => m.status === 'published').length,
    createdAt: set.createdAt.toISOString(),
    questions: members.map(presentAdminQuestion),
  };
}

/** One row of the staff set list. */
export function presentAdminSetSummary<T extends { kind: string; section: string; createdAt: Date }>(row: T) {
  return { ...row, kind: kindOf(row.kind), section: sectionOf(row.section), createdAt: row.createdAt.toISOString() };
}
