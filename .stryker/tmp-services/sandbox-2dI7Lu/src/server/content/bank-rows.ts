// @ts-nocheck
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { questionDraft, SetData, setDraft } from '#shared/contracts/questions';
import type { questionSets, questions } from '../db/schema/index.ts';

export type ParsedQuestion = z.output<typeof questionDraft>;
export type ParsedSet = z.output<typeof setDraft>;
export type QuestionInsert = typeof questions.$inferInsert;
export type SetInsert = typeof questionSets.$inferInsert;

/** Case, spacing and Unicode forms do not make a question new. */
export function normaliseContent(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** A passage or data set is its body and its numbers; the title is only a label. */
export function setContentHash(set: { body: string; data?: SetData | null }): string {
  return sha256(['set', normaliseContent(set.body), set.data ?? null]);
}

/** Stable identity of a rendered question: normalised stem + options, inside its set's identity when it has one. */
export function questionContentHash(q: { stem: string; options?: string[] | null }, setHash?: string | null): string {
  return sha256([setHash ?? '', normaliseContent(q.stem), (q.options ?? []).map(normaliseContent)]);
}

/** About one question in ten is premium, decided by its content so every load of the bank agrees. */
export function premiumByHash(hash: string): boolean {
  return Number.parseInt(hash.slice(0, 8), 16) % 10 === 0;
}

/** Initial Rasch difficulty from the 1–5 label (−2…2); the adaptive engine calibrates it from attempts. */
export function initialDifficultyParam(label: number): number {
  return label - 3;
}

export interface RowOptions {
  hash: string;
  status: 'draft' | 'published';
  isPremium?: boolean;
  setId?: number | null;
  setOrder?: number | null;
  authorId?: string | null;
}

export function questionRow(q: ParsedQuestion, opts: RowOptions): QuestionInsert {
  return {
    section: q.section,
    area: q.area,
    topic: q.topic,
    subtopic: q.subtopic ?? null,
    exams: [...new Set(q.exams)],
    type: q.type,
    stem: q.stem,
    options: q.type === 'MCQ' ? (q.options ?? null) : null,
    answer: q.answer,
    explanation: q.explanation,
    difficulty: q.difficulty,
    difficultyParam: initialDifficultyParam(q.difficulty),
    estimatedTime: q.estimatedTime,
    source: q.source,
    isPremium: opts.isPremium ?? q.isPremium,
    status: opts.status,
    authorId: opts.authorId ?? null,
    setId: opts.setId ?? null,
    setOrder: opts.setOrder ?? null,
    generator: q.generator ?? null,
    contentHash: opts.hash,
  };
}

export function setRow(
  set: { kind: string; setType?: string | null; section: string; title: string; body: string; data?: SetData | null },
  hash: string,
): SetInsert {
  return {
    kind: set.kind,
    setType: set.setType ?? null,
    section: set.section,
    title: set.title,
    body: set.body,
    data: set.data ?? null,
    contentHash: hash,
  };
}
