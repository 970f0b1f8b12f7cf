import { bankRepo } from '../../content/bank.repo.ts';
import { defaultSources, materializeBank } from '../../content/materialize.ts';
import { loadWrittenContent, WRITTEN_SECTIONS } from '../../content/written/load.ts';
import type { AppDeps } from '../../deps.ts';

/** Fixed, so every fresh install starts with the same bank. */
export const SEED_BANK_SEED = 20_261_122;

/**
 * When the bank holds no published question: SEED_QUESTIONS generated questions (quant singles and DILR sets) plus
 * all of our written content. A bank seeded before a written section existed (XAT's Decision Making, General
 * Awareness, CMAT's I&E came later) gets that section's content; a section staff have touched is left to them.
 */
export async function seedQuestions({ config, database }: Pick<AppDeps, 'config' | 'database'>): Promise<number> {
  const repo = bankRepo(database.db);
  if ((await repo.countQuestions('published')) === 0) {
    const outcome = await materializeBank(database.db, {
      count: config.SEED_QUESTIONS,
      seed: SEED_BANK_SEED,
      includeWritten: true,
    });
    return outcome.generated + outcome.written;
  }
  const missing = await repo.emptySections(WRITTEN_SECTIONS);
  if (missing.length === 0) return 0;
  const outcome = await materializeBank(database.db, {
    count: 0,
    seed: SEED_BANK_SEED,
    includeWritten: true,
    sources: { ...defaultSources(), written: () => loadWrittenContent(missing) },
  });
  return outcome.written;
}
