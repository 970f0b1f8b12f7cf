import { mockTestItems, mockTests } from '#server/db/schema/index';
import type { TestUser } from '#server/test/fixtures';
import { addQuestions, mcq, tita } from '#server/test/question-fixtures';
import type { TestApp } from '#server/test/test-app';
import type { TimerMode } from '#shared/contracts/mock-tests';
import type { LearnerAnswer } from '#shared/contracts/questions';
import type { ExamPattern } from '#shared/domain/exam/patterns';
import { EXAM_PATTERNS } from '#shared/domain/exam/patterns';
import { must } from '#shared/must';

/** CAT's rules on a small paper: three sections of `per` questions (the last of each a TITA), 40 minutes each. */
export function smallCat(per = 3): ExamPattern {
  const cat = EXAM_PATTERNS.CAT2024;
  return { ...cat, sections: cat.sections.map((s) => ({ ...s, questions: per })) };
}

/** NMAT's rules (candidate-chosen order, early section submit) on a small paper. */
export function smallNmat(per = 2): ExamPattern {
  const nmat = EXAM_PATTERNS.NMAT;
  return { ...nmat, sections: nmat.sections.map((s) => ({ ...s, questions: per })) };
}

let serial = 0;

/**
 * A published mock on fresh bank questions: per section, MCQs whose right option is 1, and a TITA whose answer is
 * 42 last (CAT patterns). Returns the mock id and question ids per section key.
 */
export async function createMock(
  t: TestApp,
  opts: { pattern?: ExamPattern; timerMode?: TimerMode; isPremium?: boolean } = {},
) {
  const pattern = opts.pattern ?? smallCat();
  const bySection: Record<string, number[]> = {};
  const items: Array<{ sectionKey: string; questionId: number }> = [];
  for (const s of pattern.sections) {
    const section = s.bankSection;
    const drafts = Array.from({ length: s.questions }, (_, i) =>
      pattern.tita && i === s.questions - 1
        ? tita({ kind: 'numeric', value: 42, tolerance: 0 }, { section })
        : mcq({ section }),
    );
    const ids = await addQuestions(t, drafts);
    bySection[s.key] = ids;
    for (const questionId of ids) items.push({ sectionKey: s.key, questionId });
  }
  const { id } = await insertMock(t, pattern, items, opts);
  return { id, bySection };
}

/** A published mock (CAT rules, one question per section) whose paper is the given questions of other mocks. */
export async function addMockOf(t: TestApp, items: Array<{ sectionKey: string; questionId: number }>) {
  return insertMock(t, smallCat(1), items);
}

/**
 * One learner takes a mock through HTTP: start, claim, save the given answers (questions of the first section), and
 * submit unless told not to. Returns the attempt id; the tab is 'tab-rescore-1'.
 */
export async function takeMock(
  t: TestApp,
  u: { headers: Record<string, string> },
  mockId: number,
  answers: Array<[number, LearnerAnswer]>,
  opts: { submit?: boolean } = {},
) {
  const clientId = 'tab-rescore-1';
  const post = async (url: string, payload: object) => {
    const r = await t.app.inject({ method: 'POST', url, headers: u.headers, payload });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return r.json();
  };
  const { attemptId } = await post(`/api/mock-tests/${mockId}/start`, { clientId });
  await post(`/api/mock-attempts/${attemptId}/claim`, { clientId });
  let seq = 0;
  for (const [questionId, answer] of answers) {
    seq += 1;
    await post(`/api/mock-attempts/${attemptId}/answers`, {
      clientId,
      seq,
      questionId,
      status: 'answered',
      answer,
      seconds: 5,
    });
  }
  if (opts.submit !== false) await post(`/api/mock-attempts/${attemptId}/submit`, { clientId });
  return attemptId as string;
}

/** A published mock with a unique title on the given paper. */
async function insertMock(
  t: TestApp,
  pattern: ExamPattern,
  items: Array<{ sectionKey: string; questionId: number }>,
  opts: { timerMode?: TimerMode; isPremium?: boolean } = {},
) {
  serial += 1;
  const [mock] = await t.database.db
    .insert(mockTests)
    .values({
      title: `Test mock ${serial} ${Math.random().toString(36).slice(2, 8)}`,
      exam: pattern.exam,
      kind: 'full',
      pattern,
      timerMode: opts.timerMode ?? 'pausable',
      isPremium: opts.isPremium ?? false,
      status: 'published',
    })
    .returning();
  const id = must(mock, 'the new mock').id;
  await t.database.db.insert(mockTestItems).values(items.map((it, i) => ({ mockId: id, position: i + 1, ...it })));
  return { id };
}

/** The exam-day calls of the live-test page, as one learner (tab 'tab-one-0001' unless told). */
export function examApi(t: TestApp, u: TestUser) {
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: u.headers, payload: payload as object });
  return {
    start: (mockId: number, clientId = 'tab-one-0001', stageOrder?: string[]) =>
      post(`/api/mock-tests/${mockId}/start`, { clientId, stageOrder }),
    claim: (id: string, clientId = 'tab-one-0001') => post(`/api/mock-attempts/${id}/claim`, { clientId }),
    paper: (id: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/mock-attempts/${id}/paper`, headers: { ...u.headers, ...headers } }),
    save: (id: string, body: Record<string, unknown>, clientId = 'tab-one-0001') =>
      post(`/api/mock-attempts/${id}/answers`, { clientId, seconds: 10, ...body }),
    heartbeat: (id: string, clientId = 'tab-one-0001') => post(`/api/mock-attempts/${id}/heartbeat`, { clientId }),
    next: (id: string, seq: number, clientId = 'tab-one-0001') =>
      post(`/api/mock-attempts/${id}/next-section`, { clientId, seq }),
    submit: (id: string, clientId = 'tab-one-0001') => post(`/api/mock-attempts/${id}/submit`, { clientId }),
    result: (id: string) => t.app.inject({ method: 'GET', url: `/api/mock-attempts/${id}/result`, headers: u.headers }),
  };
}
