// @ts-nocheck
// The CI summary's rules, kept apart from file reading so they are tested (ci-summary.test.ts).

type Outcome = 'passed' | 'failed' | 'flaky' | 'skipped';

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
}
export interface PassReport {
  file: string;
  report: unknown;
}

/** Every test of one report with its outcome, keyed by file and full name (the same across passes). */
export function outcomes(report: unknown): Map<string, Outcome> {
  const out = new Map<string, Outcome>();
  const r = report as Partial<VitestReport & PlaywrightReport>;
  for (const file of r.testResults ?? []) {
    const rel = file.name.replace(/^.*?\/(src|scripts|bench)\//, '$1/');
    for (const a of file.assertionResults) {
      const outcome: Outcome = a.status === 'passed' ? 'passed' : a.status === 'failed' ? 'failed' : 'skipped';
      out.set(`${rel} > ${a.fullName}`, outcome);
    }
  }
  const walk = (suite: PlaywrightSuite, trail: string) => {
    const here = trail ? `${trail} > ${suite.title}` : (suite.file ?? suite.title);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const outcome: Outcome =
          test.status === 'expected'
            ? 'passed'
            : test.status === 'flaky'
              ? 'flaky'
              : test.status === 'skipped'
                ? 'skipped'
                : 'failed';
        out.set(`${here} > ${spec.title}`, outcome);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of r.suites ?? []) walk(suite, '');
  return out;
}

export function summarise(reports: PassReport[]): { ok: boolean; lines: string[] } {
  const lines: string[] = [];
  const total: Record<Outcome, number> = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
  const ranSomewhere = new Set<string>();
  const skipped = new Set<string>();
  const flaky: string[] = [];
  for (const { file, report } of reports) {
    const tests = outcomes(report);
    if (tests.size === 0) continue;
    const count: Record<Outcome, number> = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
    for (const [name, outcome] of tests) {
      count[outcome] += 1;
      total[outcome] += 1;
      if (outcome === 'skipped') skipped.add(name);
      else ranSomewhere.add(name);
      if (outcome === 'flaky') flaky.push(`${file}: ${name}`);
    }
    lines.push(
      `${file}: ${count.passed} passed, ${count.failed} failed, ${count.flaky} flaky, ${count.skipped} skipped`,
    );
  }
  const neverRan = [...skipped].filter((name) => !ranSomewhere.has(name)).sort();
  for (const name of flaky) lines.push(`flaky (passed only on a retry; counts as a failure): ${name}`);
  for (const name of neverRan) lines.push(`skipped in every pass (no pass ran it): ${name}`);
  lines.push(`${total.passed} passed, ${total.failed} failed, ${total.flaky} flaky, ${total.skipped} skipped`);
  const ok = total.passed > 0 && total.failed === 0 && flaky.length === 0 && neverRan.length === 0;
  return { ok, lines };
}
