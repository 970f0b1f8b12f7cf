import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankRepo } from '#server/content/bank.repo';
import { loadWrittenSection } from '#server/content/written/load';
import type { Database } from '#server/db/client';
import { questions } from '#server/db/schema/index';
import { testConfig } from '#server/env';
import { createTestDatabase } from '#server/test/test-db';
import { seedQuestions } from './questions.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('questions seed step', () => {
  it('fills an empty bank with generated questions and all written content, once', async () => {
    const config = testConfig({ SEED_QUESTIONS: '60' });
    const added = await seedQuestions({ config, database });
    const stats = await bankRepo(database.db).stats();
    expect(added).toBe(stats.total);
    expect(stats.byStatus.published).toBe(stats.total);
    // 60 generated (quant singles and DILR sets) plus whatever VARC content the repository holds.
    expect(stats.total).toBeGreaterThanOrEqual(60);
    expect((stats.bySection.QA ?? 0) + (stats.bySection.DILR ?? 0)).toBe(60);
    // The profile content:stats prints counts every published question once, by section and level.
    for (const [section, n] of Object.entries(stats.bySection)) {
      expect(Object.values(stats.byDifficulty[section]).reduce((a, b) => a + b, 0)).toBe(n);
    }
    // every written passage is in, and counted once however many questions it has
    expect(stats.rcPassages).toBe(loadWrittenSection('VARC').sets.length);
    expect(stats.distinctWordings).toBeGreaterThan(0);
    expect(stats.distinctWordings).toBeLessThanOrEqual(1);
    expect(await seedQuestions({ config, database })).toBe(0);
    expect((await bankRepo(database.db).stats()).total).toBe(stats.total);
  });

  it('gives a bank seeded before a written section existed that section, and only that one', async () => {
    const config = testConfig({ SEED_QUESTIONS: '60' });
    const before = (await bankRepo(database.db).stats()).bySection;
    expect(before.DM).toBe(loadWrittenSection('DM').items.length);
    await database.db.delete(questions).where(eq(questions.section, 'DM'));
    expect(await seedQuestions({ config, database })).toBe(before.DM);
    expect((await bankRepo(database.db).stats()).bySection).toEqual(before);
    expect(await seedQuestions({ config, database })).toBe(0);
  });
});
