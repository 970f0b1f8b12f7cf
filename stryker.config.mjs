// StrykerJS (npm run test:mutation): mutates the business rules (prices and refunds, access and plan limits,
// answer checking, the study plan, a mock's score and percentile estimate) and runs their tests against each mutant.
// The adaptive engine (domain/adaptive) is left out for now: its statistical tests take seconds each, hours over its
// ~900 mutants on 2 cores. Incremental: .stryker/incremental.json (committed) records each mutant's result, and a
// run re-tests only mutants whose code or covering tests changed.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/shared/domain/*.ts',
    'src/shared/domain/exam/scoring.ts',
    'src/shared/domain/exam/percentile.ts',
    '!src/shared/domain/**/*.test.ts',
    '!src/shared/domain/*-fixtures.ts',
    // The live-session rules are tested only through their API suites so far; they join this scope with unit tests
    // of their own.
    '!src/shared/domain/live-sessions.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  incremental: true,
  incrementalFile: '.stryker/incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  tempDirName: '.stryker/tmp',
  cleanTempDir: 'always',
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 85, break: null },
};
