import type { MockKeys, RescoreBody, RescoreResult } from '#shared/contracts/mock-tests';
import type { AnswerKey } from '#shared/contracts/questions';
import { sameAnswerKey } from '#shared/domain/answer-check';
import type { ExamPattern } from '#shared/domain/exam/patterns';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import { sectionNumbers } from './mock-paper.ts';
import { type MockRescoreRepo, mockRescoreRepo } from './mock-rescore.repo.ts';
import { scoreAttempt } from './mock-scoring.ts';
import { type MockTestsRepo, mockTestsRepo } from './mock-tests.repo.ts';
import type { MockTestsService } from './mock-tests.service.ts';

/** Attempts per transaction: short enough that a learner's save never waits long behind one. */
export const RESCORE_BATCH = 50;
const STEM_CHARS = 160;
/** Scores are stored as float4: 2.67 reads back as 2.6700000762939453. */
const sameScore = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 1e-4;
const sameSections = (a: Record<string, number> | null, b: Record<string, number>) =>
  !!a &&
  Object.keys(b).length === Object.keys(a).length &&
  Object.entries(b).every(([k, v]) => sameScore(a[k] ?? null, v));
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The key must fit the question as the question contracts say: MCQ an option it has, TITA a number or text. */
function checkKeyFits(q: { type: 'MCQ' | 'TITA'; options: string[] | null }, key: AnswerKey) {
  if (q.type === 'MCQ') {
    if (key.kind !== 'option') throw badRequest('answer: an MCQ key is one of its options.');
    if (key.index >= (q.options?.length ?? 0)) throw badRequest('answer: that option is not in the question.');
  } else if (key.kind === 'option') {
    throw badRequest('answer: a TITA key is a number (with a tolerance) or a text.');
  }
}

/**
 * Answer-key correction: the key changes (audited with the number of attempts it re-scores), then every submitted
 * attempt of every mock holding the question is scored again by the submit's own scoring step, batch by batch.
 */
export function mockRescore(deps: Pick<AppDeps, 'database' | 'clock' | 'audit'> & { mockTests: MockTestsService }) {
  const { db } = deps.database;
  const repo = mockRescoreRepo(db);

  /** One batch in one transaction: lock in id order, score the submitted ones by the current keys, write changes. */
  async function rescoreBatch(ids: string[], patterns: Map<number, ExamPattern>) {
    return db.transaction(async (tx) => {
      const r: MockRescoreRepo = mockRescoreRepo(tx);
      const locked = (await r.lockAttempts(ids)).filter((a) => a.status === 'submitted');
      const answers = await r.answersOf(locked.map((a) => a.id));
      const papers = new Map<number, Awaited<ReturnType<MockTestsRepo['paperKeys']>>>();
      for (const mockId of new Set(locked.map((a) => a.mockId))) {
        papers.set(mockId, await mockTestsRepo(tx).paperKeys(mockId));
      }
      const verdicts: Array<{ attemptId: string; questionId: number; correct: boolean | null }> = [];
      const scores: Array<{ id: string; score: number; sectionScores: Record<string, number> }> = [];
      let changed = 0;
      for (const a of locked) {
        const pattern = patterns.get(a.mockId);
        if (!pattern) continue;
        const mine = answers.filter((x) => x.attemptId === a.id);
        const scored = scoreAttempt(pattern, papers.get(a.mockId) ?? [], mine);
        const stored = new Map(mine.map((x) => [x.questionId, x.correct]));
        const moved = scored.verdicts.filter((v) => stored.get(v.questionId) !== v.correct);
        for (const v of moved) verdicts.push({ attemptId: a.id, ...v });
        const rescored = !sameScore(a.score, scored.score) || !sameSections(a.sectionScores, scored.sectionScores);
        if (rescored) scores.push({ id: a.id, score: scored.score, sectionScores: scored.sectionScores });
        if (rescored || moved.length) changed += 1;
      }
      await r.setVerdicts(verdicts);
      await r.setScores(scores);
      return { rescored: locked.length, changed };
    });
  }

  return {
    /** The mock's paper with keys and, per question, how many submitted attempts a correction re-scores. */
    async keys(_actor: AuthContext, mockId: number): Promise<MockKeys> {
      const m = await mockTestsRepo(db).findMock(mockId);
      if (!m) throw notFound('Mock test not found.');
      const [paper, counts] = await Promise.all([mockTestsRepo(db).paper(mockId), repo.submittedPerQuestion(mockId)]);
      const n = new Map(counts.map((c) => [c.questionId, c.n]));
      const numbers = sectionNumbers(paper);
      return {
        mockId,
        title: m.title,
        items: paper.map(({ sectionKey, question: q }, i) => {
          return {
            questionId: q.id,
            sectionKey,
            number: numbers[i] ?? 0,
            type: q.type,
            stem: q.stem.length > STEM_CHARS ? `${q.stem.slice(0, STEM_CHARS)}…` : q.stem,
            options: q.type === 'MCQ' ? (q.options ?? null) : null,
            answer: q.answer,
            attempts: n.get(q.id) ?? 0,
          };
        }),
      };
    },

    /**
     * Corrects the key and re-scores. Idempotent: the same key again writes no key, no audit entry and no score
     * (and finishes the re-score of a run that was cut short).
     */
    async rescore(actor: AuthContext, mockId: number, body: RescoreBody): Promise<RescoreResult> {
      const m = await mockTestsRepo(db).findMock(mockId);
      if (!m) throw notFound('Mock test not found.');
      const holders = await repo.mocksWith(body.questionId);
      if (!holders.some((h) => h.id === mockId)) throw badRequest('questionId: that question is not in this test.');
      const patterns = new Map(holders.map((h) => [h.id, h.pattern]));
      const mockIds = [...patterns.keys()];
      await db.transaction(async (tx) => {
        const r = mockRescoreRepo(tx);
        const q = await r.questionLocked(body.questionId);
        if (!q) throw notFound('Question not found.');
        checkKeyFits(q, body.answer);
        if (sameAnswerKey(q.answer, body.answer)) return;
        await r.setKey(q.id, body.answer, deps.clock.now());
        await deps.audit.record(tx, actor, {
          action: 'mock.rescore',
          targetType: 'question',
          targetId: q.id,
          before: { answer: q.answer },
          after: { answer: body.answer, mockIds, attempts: await r.submittedCount(mockIds) },
        });
      });
      let after: string | null = null;
      let rescored = 0;
      let changed = 0;
      for (;;) {
        const ids = await repo.attemptIdsAfter(mockIds, after, RESCORE_BATCH);
        if (ids.length === 0) break;
        const done = await rescoreBatch(ids, patterns);
        rescored += done.rescored;
        changed += done.changed;
        after = ids[ids.length - 1] ?? null;
        // Other requests run between batches.
        await yieldToOthers();
      }
      for (const id of mockIds) deps.mockTests.forget(id);
      const attempts = `${rescored} submitted attempt${rescored === 1 ? '' : 's'}`;
      return {
        questionId: body.questionId,
        mocks: mockIds.length,
        rescored,
        changed,
        message: `Key saved. Re-scored ${attempts} in ${mockIds.length} mock${mockIds.length === 1 ? '' : 's'}; ${changed} changed.`,
      };
    },
  };
}
