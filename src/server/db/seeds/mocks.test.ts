import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { testConfig } from '#server/env';
import { createTestDatabase } from '#server/test/test-db';
import { EXAM_PATTERNS } from '#shared/domain/exam/patterns';
import { mockTestsRepo } from '../../modules/mock-tests/mock-tests.repo.ts';
import { seedMocks } from './mocks.ts';
import { seedQuestions } from './questions.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedQuestions({ config: testConfig({ SEED_QUESTIONS: '300' }), database });
}, 120_000);
afterAll(() => database.close());

describe('mocks seed step', () => {
  it('builds two XAT and two CMAT mocks from the written sections, full, the free ones from free questions', async () => {
    const skipped: string[] = [];
    await seedMocks({ database }, (m) => skipped.push(m));
    const repo = mockTestsRepo(database.db);
    const mocks = await repo.listMocks({ published: true });
    const titles = mocks.map((m) => m.title);
    for (const t of ['XAT Mock 1', 'XAT Mock 2', 'CMAT Mock 1', 'CMAT Mock 2']) expect(titles).toContain(t);
    expect(skipped.filter((m) => /XAT|CMAT/.test(m))).toEqual([]);

    for (const [title, pattern] of [
      ['XAT Mock 1', EXAM_PATTERNS.XAT2025],
      ['CMAT Mock 1', EXAM_PATTERNS.CMAT],
    ] as const) {
      const mock = mocks.find((m) => m.title === title);
      const paper = await repo.paper(mock?.id ?? 0);
      for (const s of pattern.sections) {
        const mine = paper.filter((p) => p.sectionKey === s.key);
        expect(mine.length, `${title} ${s.key}`).toBe(s.questions);
        expect(new Set(mine.map((p) => p.question.section)), `${title} ${s.key}`).toEqual(new Set([s.bankSection]));
        expect(new Set(mine.map((p) => p.question.id)).size, `${title} ${s.key}: no question twice`).toBe(s.questions);
      }
      expect(
        paper.filter((p) => p.question.isPremium).map((p) => p.question.id),
        `${title} is free`,
      ).toEqual([]);
      expect(paper.every((p) => (p.question.options?.length ?? 0) <= pattern.options)).toBe(true);
    }

    // the second mock of each exam repeats as little of the first as the bank allows
    const idsOf = async (title: string) =>
      new Set((await repo.paper(mocks.find((m) => m.title === title)?.id ?? 0)).map((p) => p.question.id));
    const [xat1, xat2] = [await idsOf('XAT Mock 1'), await idsOf('XAT Mock 2')];
    const dm = (await repo.paper(mocks.find((m) => m.title === 'XAT Mock 2')?.id ?? 0)).filter(
      (p) => p.sectionKey === 'DM',
    );
    expect(dm.filter((p) => xat1.has(p.question.id))).toEqual([]);
    expect(xat2.size).toBe(95);
  }, 120_000);

  it('is idempotent: a second run adds nothing', async () => {
    expect(await seedMocks({ database })).toBe(0);
  });
});
