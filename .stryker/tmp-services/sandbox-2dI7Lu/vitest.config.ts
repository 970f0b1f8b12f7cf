// @ts-nocheck
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    // CI also writes a JSON report so .ci/run can print one closing count line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: process.env.VITEST_JSON ?? 'reports/unit.json' },
  },
});
