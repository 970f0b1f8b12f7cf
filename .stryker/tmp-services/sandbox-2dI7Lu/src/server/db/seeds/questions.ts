// @ts-nocheck
import { bankRepo } from '../../content/bank.repo.ts';
import { materializeBank } from '../../content/materialize.ts';
import type { AppDeps } from '../../deps.ts';

/** Fixed, so every fresh install starts with the same bank. */
export const SEED_BANK_SEED = 20_261_122;

/**
 * When the bank holds no published question: SEED_QUESTIONS generated questions (quant singles and DILR sets) plus
 * all of our VARC passages and items.
 */
export async function seedQuestions({ config, database }: Pick<AppDeps, 'config' | 'database'>): Promise<number> {
  const published = await bankRepo(database.db).countQuestions('published');
  if (published > 0) return 0;
  const outcome = await materializeBank(database.db, {
    count: config.SEED_QUESTIONS,
    seed: SEED_BANK_SEED,
    includeVarc: true,
  });
  return outcome.generated + outcome.varc;
}
