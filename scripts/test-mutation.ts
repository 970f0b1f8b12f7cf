import { Stryker } from '@stryker-mutator/core';

// npm run test:mutation [-- --full]: StrykerJS over the business rules (stryker.config.mjs), incremental by
// default (only mutants whose code or tests changed since .stryker/incremental.json are re-tested; --full re-tests
// all). The last line is one JSON object: mutants, killed, survived, timeout, noCoverage, score (percent).
// MUTATION_MIN_SCORE makes the run fail below that score (CI).

const full = process.argv.includes('--full');
const results = await new Stryker({ force: full }).runMutationTest();
const count = (status: string) => results.filter((r) => r.status === status).length;
const killed = count('Killed');
const survived = count('Survived');
const timeout = count('Timeout');
const noCoverage = count('NoCoverage');
const valid = killed + survived + timeout + noCoverage;
const score = valid === 0 ? 100 : Math.round(((killed + timeout) / valid) * 10_000) / 100;
const min = Number(process.env.MUTATION_MIN_SCORE ?? 0);
if (score < min) {
  console.log(`mutation score ${score}% is below MUTATION_MIN_SCORE=${min}%`);
  process.exitCode = 1;
}
console.log(JSON.stringify({ mutants: results.length, killed, survived, timeout, noCoverage, score }));
