// @ts-nocheck
import type { MockSummary, PaperQuestion, PatternView } from '#shared/contracts/mock-tests';
import type { PracticeSet } from '#shared/contracts/questions';
import type { ExamPattern } from '#shared/domain/exam/patterns';
import { presentSet } from '../../presenters/question-set.ts';
import type { MockRow, MockTestsRepo } from './mock-tests.repo.ts';

/** What the engine needs to check a save without a query: each question's section and shape. */
export interface Paper {
  questions: PaperQuestion[];
  sets: PracticeSet[];
  byId: Map<number, { sectionKey: string; type: 'MCQ' | 'TITA'; optionCount: number }>;
}

/** Each paper row's 1-based number inside its section, as the palette shows it. */
export function sectionNumbers(rows: ReadonlyArray<{ sectionKey: string }>): number[] {
  const perSection = new Map<string, number>();
  return rows.map(({ sectionKey }) => {
    const number = (perSection.get(sectionKey) ?? 0) + 1;
    perSection.set(sectionKey, number);
    return number;
  });
}

/** The paper as learners see it: no answer keys, no explanations; numbered per section as the palette shows. */
export async function loadPaper(repo: MockTestsRepo, mockId: number): Promise<Paper> {
  const rows = await repo.paper(mockId);
  const numbers = sectionNumbers(rows);
  const questions: PaperQuestion[] = rows.map(({ sectionKey, question: q }, i) => {
    return {
      id: q.id,
      sectionKey,
      number: numbers[i] ?? 0,
      section: q.section,
      type: q.type,
      stem: q.stem,
      options: q.type === 'MCQ' ? (q.options ?? null) : null,
      setId: q.setId,
    };
  });
  const setIds = [...new Set(rows.map((r) => r.question.setId).filter((id): id is number => id !== null))];
  const sets = (await repo.sets(setIds)).map((s) =>
    presentSet(
      s,
      questions.filter((q) => q.setId === s.id).map((q) => q.id),
    ),
  );
  const byId = new Map(
    rows.map(({ sectionKey, question: q }) => [
      q.id,
      { sectionKey, type: q.type, optionCount: q.options?.length ?? 0 },
    ]),
  );
  return { questions, sets, byId };
}

export function presentPattern(p: ExamPattern): PatternView {
  return {
    id: p.id,
    name: p.name,
    sections: p.sections.map((s) => ({ key: s.key, name: s.name, questions: s.questions })),
    stages: p.stages,
    order: p.order,
    earlyStageSubmit: p.earlyStageSubmit,
    options: p.options,
    tita: p.tita,
    marking: p.marking,
    calculator: p.calculator,
  };
}

export const patternMinutes = (m: MockRow) => m.pattern.stages.reduce((n, s) => n + s.minutes, 0);

/** The facts every view of a mock shows, the learner's card and the staff list alike. */
export function presentMock(m: MockRow, questions: number) {
  return {
    id: m.id,
    title: m.title,
    exam: m.exam,
    kind: m.kind,
    patternName: m.pattern.name,
    questions,
    minutes: patternMinutes(m),
    timerMode: m.timerMode,
    isPremium: m.isPremium,
    seriesId: m.seriesId,
    opensAt: m.opensAt?.toISOString() ?? null,
    closesAt: m.closesAt?.toISOString() ?? null,
    maxScore: questions * m.pattern.marking.correct,
  } satisfies Omit<MockSummary, 'state' | 'attemptId' | 'score'>;
}
