/**
 * npm run check:first-load (after `npm run build`): the JavaScript and CSS a browser fetches to show `/` and `/login`
 * the first time, counted as sent (the build's brotli files), against the 170 KB budget of issue 10. It follows
 * dist/.vite/manifest.json from index.html's entry and the page's lazy chunk through their static imports, plus the
 * scripts index.html names outside the bundle (theme-boot.js). Exits 1 when a page is over budget.
 * Last line: JSON {budgetBytes, pages: {path: {bytes, files}}}.
 */
// @ts-nocheck

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const FIRST_LOAD_BUDGET = 170_000;

/** The page module each checked path renders first (the route table's lazy import). */
export const FIRST_LOAD_PAGES: Record<string, string[]> = {
  '/': ['src/web/features/home/home-page.tsx'],
  '/login': ['src/web/features/auth/sign-in-page.tsx'],
};

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Bytes on the wire for one built file: its .br sibling when the build wrote one. */
function sentBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full)).length;
}

export function firstLoad(dist: string): Record<string, { bytes: number; files: string[] }> {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build first`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const outside = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((f) => f && !f.startsWith('assets/'));
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');

  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  const out: Record<string, { bytes: number; files: string[] }> = {};
  for (const [page, modules] of Object.entries(FIRST_LOAD_PAGES)) {
    const files = new Set<string>(outside);
    collect(entry, files);
    // A page module shared with other chunks is keyed by its chunk name; one missing is in the entry already.
    for (const module of modules) {
      const name = path.basename(module).replace(/\.tsx?$/, '');
      collect(manifest[module] ? module : (Object.keys(manifest).find((k) => manifest[k]?.name === name) ?? ''), files);
    }
    const list = [...files].filter((f) => /\.(m?js|css)$/.test(f));
    out[page] = { bytes: list.reduce((n, f) => n + sentBytes(dist, f), 0), files: list };
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const pages = firstLoad(dist);
  let over = false;
  for (const [page, { bytes, files }] of Object.entries(pages)) {
    const ok = bytes <= FIRST_LOAD_BUDGET;
    over ||= !ok;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${page}: ${(bytes / 1000).toFixed(1)} KB in ${files.length} files`);
    for (const f of files) console.log(`       ${f} ${(sentBytes(dist, f) / 1000).toFixed(1)} KB`);
  }
  console.log(JSON.stringify({ budgetBytes: FIRST_LOAD_BUDGET, pages }));
  if (over) {
    console.error(
      `first load over ${FIRST_LOAD_BUDGET / 1000} KB: split the entry chunk (lazy routes, heavy libraries)`,
    );
    process.exit(1);
  }
}
