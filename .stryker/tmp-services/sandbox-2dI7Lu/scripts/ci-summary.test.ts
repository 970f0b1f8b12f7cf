// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { summarise } from './ci-summary-rules.ts';

const vitest = (tests: Record<string, string>) => ({
  testResults: [
    {
      name: '/ci/clone/src/server/x.test.ts',
      assertionResults: Object.entries(tests).map(([fullName, status]) => ({ fullName, status })),
    },
  ],
});
const playwright = (status: string) => ({
  suites: [{ title: 'a.spec.ts', file: 'a.spec.ts', specs: [{ title: 'journey', tests: [{ status }] }] }],
});

describe('the CI summary', () => {
  it('passes when a test skipped on the embedded pass ran on the PostgreSQL pass', () => {
    const s = summarise([
      { file: 'unit-pglite.json', report: vitest({ 'pg only': 'skipped', shared: 'passed' }) },
      { file: 'unit-postgres.json', report: vitest({ 'pg only': 'passed', shared: 'passed' }) },
    ]);
    expect(s.ok).toBe(true);
    expect(s.lines.at(-1)).toBe('3 passed, 0 failed, 0 flaky, 1 skipped');
  });

  it('fails on a test skipped in every pass, naming it', () => {
    const s = summarise([
      { file: 'unit-pglite.json', report: vitest({ 'needs redis': 'skipped', shared: 'passed' }) },
      { file: 'unit-postgres.json', report: vitest({ 'needs redis': 'pending', shared: 'passed' }) },
    ]);
    expect(s.ok).toBe(false);
    expect(s.lines).toContain('skipped in every pass (no pass ran it): src/server/x.test.ts > needs redis');
  });

  it('counts a browser journey that passed only on its retry as flaky and fails', () => {
    const s = summarise([{ file: 'e2e.json', report: playwright('flaky') }]);
    expect(s.ok).toBe(false);
    expect(s.lines.at(-1)).toBe('0 passed, 0 failed, 1 flaky, 0 skipped');
  });

  it('fails on a failed test and on an empty run', () => {
    expect(summarise([{ file: 'e2e.json', report: playwright('unexpected') }]).ok).toBe(false);
    expect(summarise([]).ok).toBe(false);
    expect(summarise([{ file: 'e2e.json', report: playwright('expected') }]).ok).toBe(true);
  });
});
