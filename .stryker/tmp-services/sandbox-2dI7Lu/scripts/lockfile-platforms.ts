// @ts-nocheck
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

/**
 * Records every platform's optional native package in package-lock.json, so `npm ci` accepts the lockfile on any
 * machine. npm leaves out an optional package it cannot fetch, and the registry this project is built against
 * does not always hold the newest build for other platforms (e.g. @rollup/rollup-darwin-arm64 at rollup's own
 * version); `npm ci` then refuses the lockfile ("Missing: … from lock file"). This script adds the absent entries:
 * with the exact manifest and integrity when the registry has that version, else with the platform fields (os,
 * cpu, libc) of the newest build it has and no integrity. Those entries are inert on every other platform.
 *
 *   npm run lockfile:platforms            add what is missing
 *   npm run lockfile:platforms -- --check list what is missing and exit 1 (changes nothing)
 */

type LockEntry = Record<string, unknown> & {
  version?: string;
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
};
interface Lockfile {
  packages: Record<string, LockEntry>;
}
interface Missing {
  name: string;
  version: string;
  key: string;
  dev: boolean;
}

const run = promisify(execFile);
const lockPath = 'package-lock.json';
// In npm's own order: these sorted, then engines last.
const platformFields = ['cpu', 'libc', 'license', 'os'] as const;

/** Where npm looks for `name` as seen from the package at `from`: its own node_modules, then each parent's. */
function lookupKeys(from: string, name: string): string[] {
  const keys: string[] = [];
  let dir = from;
  for (;;) {
    keys.push(dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`);
    if (!dir) return keys;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

export function findMissing(lock: Lockfile): Missing[] {
  const missing: Missing[] = [];
  const planned = new Map<string, string>();
  for (const [from, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      // npm uses the nearest copy up the folder chain. One is needed when there is none, or when an exact
      // version is wanted and the nearest is another: hoisted to the top when that is free, else beside the parent.
      const versionAt = (k: string) => lock.packages[k]?.version ?? planned.get(k);
      const nearest = lookupKeys(from, name).find((k) => versionAt(k) !== undefined);
      const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec);
      if (nearest && (!exact || versionAt(nearest) === spec)) continue;
      if (!exact) throw new Error(`${from || 'the root'} wants ${name}@${spec}: a range, install it normally`);
      const top = `node_modules/${name}`;
      const key = versionAt(top) === undefined ? top : `${from}/node_modules/${name}`;
      planned.set(key, spec);
      missing.push({ name, version: spec, key, dev: entry.dev === true });
    }
  }
  return missing;
}

async function npmView(spec: string): Promise<Record<string, unknown> | undefined> {
  try {
    const { stdout } = await run('npm', ['view', spec, '--json'], { maxBuffer: 64 * 1024 * 1024 });
    const parsed = JSON.parse(stdout);
    return Array.isArray(parsed) ? parsed.at(-1) : parsed;
  } catch {
    return undefined;
  }
}

const osNames = ['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32'];
const cpuNames = ['arm', 'arm64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32', 'x64'];

/** The platform a native package's name states (…-linux-x64-musl), for one the registry here has never held. */
export function platformFromName(name: string): Record<string, string[]> | undefined {
  const parts = (name.split('/').at(-1) ?? name).split('-');
  const os = parts.find((p) => osNames.includes(p));
  const cpu = parts.find((p) => cpuNames.includes(p));
  if (!os || !cpu) return undefined;
  const fields: Record<string, string[]> = { os: [os], cpu: [cpu] };
  if (os === 'linux' && parts.some((p) => p.startsWith('musl'))) fields.libc = ['musl'];
  else if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) fields.libc = ['glibc'];
  return fields;
}

type Source = 'exact build' | 'older build' | 'package name';

async function entryFor(item: Missing): Promise<{ entry: LockEntry; source: Source }> {
  const exact = await npmView(`${item.name}@${item.version}`);
  const older = exact ? undefined : await npmView(item.name);
  const manifest = exact ?? older ?? platformFromName(item.name);
  const source: Source = exact ? 'exact build' : older ? 'older build' : 'package name';
  if (!manifest || (!manifest.os && !manifest.cpu)) {
    throw new Error(`${item.name}: the registry has no build of it and its name states no platform`);
  }
  const entry: LockEntry = { version: item.version };
  const integrity = (manifest.dist as { integrity?: string } | undefined)?.integrity;
  if (exact && integrity) entry.integrity = integrity;
  const rest: LockEntry = { optional: true };
  if (item.dev) rest.dev = true;
  for (const field of platformFields) if (manifest[field] !== undefined) rest[field] = manifest[field];
  for (const key of Object.keys(rest).sort()) entry[key] = rest[key];
  if (manifest.engines !== undefined) entry.engines = manifest.engines;
  return { entry, source };
}

async function main() {
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Lockfile;
  const missing = findMissing(lock);
  if (process.argv.includes('--check')) {
    for (const m of missing) console.log(`missing: ${m.key}@${m.version}`);
    console.log(missing.length ? `${missing.length} missing: run npm run lockfile:platforms` : 'lockfile complete');
    process.exit(missing.length ? 1 : 0);
  }
  const made: Array<[Missing, LockEntry, Source]> = [];
  for (let i = 0; i < missing.length; i += 6) {
    const batch = missing.slice(i, i + 6);
    const entries = await Promise.all(batch.map(entryFor));
    for (const [j, m] of batch.entries()) {
      const found = entries[j];
      if (found) made.push([m, found.entry, found.source]);
    }
  }
  for (const [m, entry, source] of made) {
    lock.packages[m.key] = entry;
    const note = source === 'exact build' ? 'with integrity' : `platform from the ${source}, no integrity`;
    console.log(`added ${m.key}@${m.version} (${note})`);
  }
  const sorted = Object.keys(lock.packages).sort((a, b) => a.localeCompare(b, 'en'));
  lock.packages = Object.fromEntries(sorted.flatMap((k) => (lock.packages[k] ? [[k, lock.packages[k]]] : [])));
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(made.length ? `${made.length} entries added to ${lockPath}` : 'lockfile complete');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
