// npm run content:generate -- --count N [--seed S] [--no-written] [--dilr-share 0.3]
// Materialises N distinct generated questions (quant singles and whole DILR sets) into the configured bank,
// plus any written passage or item (VARC, Decision Making, General Awareness, I&E) not yet there. Prints what it added; the last line is JSON.

import { bankRepo } from '#server/content/bank.repo';
import { materializeBank, mixSeed } from '#server/content/materialize';
import { SEED_BANK_SEED } from '#server/db/seeds/questions';
import { loadConfig } from '#server/env';
import { argValue, openConfiguredDatabase } from './open-database.ts';

async function main() {
  const argv = process.argv.slice(2);
  const count = Number(argValue(argv, 'count') ?? Number.NaN);
  if (!Number.isInteger(count) || count < 0) {
    console.error('Usage: npm run content:generate -- --count N [--seed S] [--no-written] [--dilr-share 0.3]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const repo = bankRepo(database.db);
    const before = await repo.countQuestions();
    // Without --seed the seed follows the bank's size: reproducible for a given bank, fresh draws on every run.
    const seed = Number(argValue(argv, 'seed') ?? mixSeed(SEED_BANK_SEED, before));
    const dilrShare = Number(argValue(argv, 'dilr-share') ?? 0.3);
    console.log(`bank: ${before} questions in ${database.kind}; adding ${count} generated (seed ${seed})`);
    const started = performance.now();
    const outcome = await materializeBank(database.db, {
      count,
      seed,
      dilrShare,
      includeWritten: !argv.includes('--no-written'),
    });
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const total = await repo.countQuestions();
    console.log(`added ${outcome.generated} generated questions (${outcome.sets} sets) and ${outcome.written} written`);
    if (outcome.generated < count) {
      console.log(`only ${outcome.generated} of ${count}: every template ran out of new questions`);
    }
    if (outcome.exhausted.length > 0) console.log(`templates out of new questions: ${outcome.exhausted.join(', ')}`);
    for (const f of outcome.failures.slice(0, 5)) console.log(`generator ${f.generator} failed: ${f.message}`);
    console.log(
      JSON.stringify({
        added: outcome.generated + outcome.written,
        generated: outcome.generated,
        written: outcome.written,
        sets: outcome.sets,
        total,
        seconds,
        database: database.kind,
      }),
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
