// @ts-nocheck
import fs from 'node:fs';
import path from 'node:path';
import { type PassReport, summarise } from './ci-summary-rules.ts';

// Adds up the JSON reports CI wrote (reports/*.json: Vitest and Playwright) and prints one closing line:
// "N passed, N failed, N flaky, N skipped". Fails on any failure, on a flaky test (passed only on a retry), and on a
// test skipped in every pass that ran it (a skip is only fine when another pass, e.g. PostgreSQL's, ran the test).

const dir = 'reports';
const reports: PassReport[] = [];
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue;
  reports.push({ file, report: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) });
}
const summary = summarise(reports);
for (const line of summary.lines) console.log(line);
process.exit(summary.ok ? 0 : 1);
