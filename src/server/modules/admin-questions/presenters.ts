import type { AdminQuestion, AdminReport, AdminSet, QuestionStatus } from '#shared/contracts/admin-questions';
import { type AnswerKey, answerKey, type SetData } from '#shared/contracts/questions';
import type { ParsedQuestion } from '../../content/bank-rows.ts';
import type { QuestionRow, SetRow } from './admin-questions.repo.ts';

export function presentQuestion(q: QuestionRow): AdminQuestion {
  return {
    id: q.id,
    section: q.section as AdminQuestion['section'],
    area: q.area,
    topic: q.topic,
    subtopic: q.subtopic,
    exams: q.exams,
    type: q.type as AdminQuestion['type'],
    stem: q.stem,
    options: q.options ?? null,
    answer: answerKey.parse(q.answer),
    explanation: q.explanation,
    difficulty: q.difficulty,
    difficultyParam: q.difficultyParam,
    estimatedTime: q.estimatedTime,
    source: q.source,
    isPremium: q.isPremium,
    status: q.status as QuestionStatus,
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

export function presentSet(set: SetRow, members: QuestionRow[]): AdminSet {
  return {
    id: set.id,
    kind: set.kind as AdminSet['kind'],
    setType: set.setType,
    section: set.section as AdminSet['section'],
    title: set.title,
    body: set.body,
    data: (set.data as SetData | null) ?? null,
    questionCount: members.length,
    publishedCount: members.filter((m) => m.status === 'published').length,
    createdAt: set.createdAt.toISOString(),
    questions: members.map(presentQuestion),
  };
}

/** A stored question back in its authoring shape (for export and re-hashing). */
export function rowToDraft(q: QuestionRow): ParsedQuestion {
  return {
    section: q.section as ParsedQuestion['section'],
    area: q.area,
    topic: q.topic,
    ...(q.subtopic ? { subtopic: q.subtopic } : {}),
    exams: q.exams as ParsedQuestion['exams'],
    type: q.type as ParsedQuestion['type'],
    stem: q.stem,
    ...(q.options ? { options: q.options } : {}),
    answer: q.answer as AnswerKey,
    explanation: q.explanation,
    difficulty: q.difficulty,
    estimatedTime: q.estimatedTime,
    source: q.source,
    isPremium: q.isPremium,
    ...(q.generator ? { generator: q.generator } : {}),
  };
}

export function presentReport(r: {
  report: {
    id: number;
    questionId: number;
    reason: string;
    message: string;
    status: string;
    createdAt: Date;
    resolvedAt: Date | null;
  };
  section: string;
  topic: string;
  preview: string;
  questionStatus: string;
  reporterId: string | null;
  username: string | null;
  email: string | null;
}): AdminReport {
  return {
    id: r.report.id,
    questionId: r.report.questionId,
    reason: r.report.reason as AdminReport['reason'],
    message: r.report.message,
    status: r.report.status as AdminReport['status'],
    createdAt: r.report.createdAt.toISOString(),
    resolvedAt: r.report.resolvedAt?.toISOString() ?? null,
    question: { section: r.section, topic: r.topic, preview: r.preview, status: r.questionStatus },
    reporter: r.reporterId ? { id: r.reporterId, username: r.username ?? '', email: r.email ?? '' } : null,
  };
}
