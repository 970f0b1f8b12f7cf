// @ts-nocheck
import fs from 'node:fs';
import path from 'node:path';
import type { RouteCall } from '#server/app';

// With ROUTE_CALLS_DIR set (CI's PGlite pass), every test app appends each distinct (route, status, caller) it
// answers to a file of its process in that folder; scripts/route-coverage.ts then finds routes no test called.

const seen = new Set<string>();

/** The recorder for buildApp's onRouteCall, or undefined when ROUTE_CALLS_DIR is not set. */
export function routeCallRecorder(): ((call: RouteCall) => void) | undefined {
  const dir = process.env.ROUTE_CALLS_DIR;
  if (!dir) return undefined;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `calls-${process.pid}.jsonl`);
  return (call) => {
    const line = JSON.stringify(call);
    if (seen.has(line)) return;
    seen.add(line);
    fs.appendFileSync(file, `${line}\n`);
  };
}
