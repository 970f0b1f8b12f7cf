// @ts-nocheck
import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs against each mutant (npm run test:mutation): the domain rules' own tests. Fast, no
// database, so a mutant is judged in milliseconds; the API suites cover the same rules end to end.
export default defineConfig({
  test: {
    include: ['src/shared/domain/*.test.ts', 'src/shared/domain/exam/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    pool: 'threads',
  },
});
