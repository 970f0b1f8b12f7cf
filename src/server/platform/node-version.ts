import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT as root } from './project-root.ts';

const parts = (version: string) => version.replace(/^v/, '').split('.').map(Number);

/** True when version a is older than b (major.minor.patch; missing parts count as 0). */
export function olderThan(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  }
  return false;
}

/**
 * One start-up line when the running Node.js is older than package.json's engines.node minimum (">=22.12"):
 * the dependencies need it, so an older one may fail in ways that look unrelated. Names the LTS line in .nvmrc.
 */
export function nodeVersionWarning(running: string, engines: string, lts?: string): string | undefined {
  const minimum = /^>=\s*v?(\d+(?:\.\d+){0,2})$/.exec(engines.trim())?.[1];
  if (!minimum || !olderThan(running, minimum)) return undefined;
  const advice = lts ? `install Node.js ${lts} LTS (see .nvmrc)` : 'upgrade Node.js';
  return `Node.js ${running} is older than this app supports (${engines}): ${advice}; some features may fail until then.`;
}

/** The warning for this process, from the repository's package.json and .nvmrc. */
export function runningNodeWarning(): string | undefined {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const nvmrc = path.join(root, '.nvmrc');
  const lts = fs.existsSync(nvmrc) ? fs.readFileSync(nvmrc, 'utf8').trim() : undefined;
  return pkg.engines?.node ? nodeVersionWarning(process.version, pkg.engines.node, lts) : undefined;
}
