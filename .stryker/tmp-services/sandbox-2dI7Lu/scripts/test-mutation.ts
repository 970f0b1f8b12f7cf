// @ts-nocheck
import type { MutantResult } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';

// npm run test:mutation [-- --full] [-- --only=domain|services]: StrykerJS over the business rules in two scopes —
// the domain rules (stryker.config.mjs, tests in milliseconds) and the money and access services
// (stryker.services.config.mjs, API tests on PGlite) — incremental by default (only mutants whose code or tests
// changed since .stryker/incremental*.json are re-tested; --full re-tests all). The last line is one JSON object
// over both scopes: mutants, killed, survived, timeout, noCoverage, score (percent), and each scope's score.
// MUTATION_MIN_SCORE makes the run fail below that score (CI).

const full = process.argv.includes('--full');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const scopes = [
  { name: 'domain', configFile: 'stryker.config.mjs' },
  { name: 'services', configFile: 'stryker.services.config.mjs' },
].filter((s) => !only || s.name === only);

function tally(results: MutantResult[]) {
  const count = (status: string) => results.filter((r) => r.status === status).length;
  const killed = count('Killed');
  const survived = count('Survived');
  const timeout = count('Timeout');
  const noCoverage = count('NoCoverage');
  const valid = killed + survived + timeout + noCoverage;
  const score = valid === 0 ? 100 : Math.round(((killed + timeout) / valid) * 10_000) / 100;
  return { mutants: results.length, killed, survived, timeout, noCoverage, score };
}

const all: MutantResult[] = [];
const byScope: Record<string, number> = {};
for (const scope of scopes) {
  const results = await new Stryker({ configFile: scope.configFile, force: full }).runMutationTest();
  all.push(...results);
  byScope[scope.name] = tally(results).score;
}
const total = tally(all);
const min = Number(process.env.MUTATION_MIN_SCORE ?? 0);
if (total.score < min) {
  console.log(`mutation score ${total.score}% is below MUTATION_MIN_SCORE=${min}%`);
  process.exitCode = 1;
}
console.log(JSON.stringify({ ...total, scopes: byScope }));
