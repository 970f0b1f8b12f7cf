// @ts-nocheck
import fs from 'node:fs';
import path from 'node:path';
import type { RouteCall } from '#server/app';
import { ROUTE_ACCESS } from '#server/authorisation.table';
import { routeCoverageGaps } from '#server/test/route-coverage';
import { createTestApp } from '#server/test/test-app';

// npm run test:routes [folder]: after a suite run with ROUTE_CALLS_DIR=<folder> (default reports/route-calls),
// fails when a registered route was never answered with a success, or a staff route never refused to a guest and
// to a learner. See docs/testing.md.

const dir = process.argv[2] ?? process.env.ROUTE_CALLS_DIR ?? 'reports/route-calls';
if (!fs.existsSync(dir)) {
  console.error(`route coverage: no recorded calls in ${dir}; run the suite with ROUTE_CALLS_DIR=${dir} first`);
  process.exit(1);
}
const calls: RouteCall[] = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n'))
  .filter(Boolean)
  .map((line) => JSON.parse(line) as RouteCall);

const previous = process.env.ROUTE_CALLS_DIR;
delete process.env.ROUTE_CALLS_DIR;
const t = await createTestApp();
const routes = [...t.app.routeList];
await t.close();
if (previous) process.env.ROUTE_CALLS_DIR = previous;

const gaps = routeCoverageGaps(routes, ROUTE_ACCESS, calls);
console.log(`route coverage: ${routes.length} routes, ${calls.length} distinct calls recorded, ${gaps.length} gaps`);
for (const gap of gaps) console.log(`  ${gap}`);
process.exitCode = gaps.length ? 1 : 0;
