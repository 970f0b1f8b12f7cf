/**
 * bench:web — Lighthouse (mobile emulation, default simulated throttling) on Debian's Chromium against the built app
 * (`npm run build` first; built here when dist/ is missing) served by `npm start` on PGlite on port 4174:
 * `/`, `/login`, `/questions` (signed in: a learner's token in localStorage, as the app stores it), `/dilr-demo`,
 * `/settings` (signed in). BENCH_SHORT=1: `/` and `/login` only.
 * bytes: the JavaScript and CSS of the page's load as transferred (compressed).
 * Last line: JSON {pages: {path: {performance, accessibility, lcpMs, tbtMs, cls, bytes}}, targets}.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { openPglite } from '#server/db/client';
import { sessions, users } from '#server/db/schema/index';
import { hashToken, newToken } from '#server/modules/access/session-token';

const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';
const PORT = 4174;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  ...(SHORT
    ? []
    : [
        { path: '/questions', signedIn: true },
        { path: '/dilr-demo', signedIn: false },
        { path: '/settings', signedIn: true },
      ]),
];
const TARGETS = { performance: 95, accessibility: 100, lcpMs: 1500, cls: 0.02, firstLoadBytes: 170_000 };

const log = (msg: string) => console.log(`[web] ${msg}`);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));

async function waitFor(url: string, isUp: () => boolean, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isUp()) throw new Error('the server exited before it answered');
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

/** A learner with a live session, written into the data folder before the server opens it. */
async function learnerToken(dataDir: string): Promise<string> {
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'lighthouse@bench.local',
        username: 'bench_lighthouse',
        passwordHash: 'not-used',
        firstName: 'Light',
        lastName: 'House',
      })
      .returning();
    if (!user) throw new Error('the learner was not created');
    const token = newToken();
    await database.db
      .insert(sessions)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
    return token;
  } finally {
    await database.close();
  }
}

interface PageFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

async function main() {
  if (!fs.existsSync('dist/index.html')) {
    log('dist/ is missing: building');
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const dataDir = path.join(tmp, 'data');
  const token = await learnerToken(dataDir);
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      APP_URL: BASE,
      LOG_LEVEL: 'warn',
      SEED_QUESTIONS: '200',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d) => {
    output += d;
  });
  server.stderr.on('data', (d) => {
    output += d;
  });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitFor(`${BASE}/api/ready`, () => server.exitCode === null).catch((error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const pages: Record<string, PageFigures> = {};
    for (const page of PAGES) {
      // Signed in as the app keeps it (the token in localStorage); signed out with storage cleared.
      const tab = await browser.newPage();
      await tab.goto(`${BASE}/favicon.svg`);
      await tab.evaluate(
        (t) => (t ? localStorage.setItem('authToken', t) : localStorage.clear()),
        page.signedIn ? token : '',
      );
      // A first load: nothing in the HTTP cache (the storage reset that would clear it is off, to keep the token).
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await tab.close();
      const lhr = await measured(page.path, chrome.port);
      const requests = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
      const bytes = requests
        .filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet')
        .reduce((n, r) => n + Number(r.transferSize ?? 0), 0);
      const figures: PageFigures = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
        bytes,
      };
      const failing = Object.values(lhr.audits)
        .filter(
          (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => a.id);
      log(
        `${page.path}: ${JSON.stringify(figures)}${failing.length ? ` accessibility audits failing: ${failing.join(', ')}` : ''}`,
      );
      pages[page.path] = figures;
    }
    await browser.disconnect();
    const all = Object.entries(pages);
    const targets = {
      performanceAtLeast95: all.every(([, f]) => f.performance >= TARGETS.performance),
      accessibility100: all.every(([, f]) => f.accessibility >= TARGETS.accessibility),
      lcpWithin1500Ms: all.every(([, f]) => f.lcpMs <= TARGETS.lcpMs),
      clsWithin002: all.every(([, f]) => f.cls <= TARGETS.cls),
      homeAndLoginWithin170Kb: ['/', '/login'].every((p) => (pages[p]?.bytes ?? Infinity) <= TARGETS.firstLoadBytes),
    };
    console.log(JSON.stringify({ mode: SHORT ? 'short' : 'full', pages, targets }));
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run of `pagePath`, run again once when it measured nothing (a page that never painted on a loaded
 * machine: no score, no LCP): a figure of 0 that stands for "not measured" must fail the bench, never pass as a score.
 */
async function measured(pagePath: string, port: number) {
  let problem = '';
  for (let run = 1; run <= 2; run++) {
    const result = await lighthouse(
      `${BASE}${pagePath}`,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      { extends: 'lighthouse:default', settings: { disableStorageReset: true } },
    );
    const lhr = result?.lhr;
    const lcp = lhr?.audits['largest-contentful-paint']?.numericValue;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score != null && Number.isFinite(lcp)) return lhr;
    problem = lhr
      ? (lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no performance score')
      : 'no result';
    log(`${pagePath}: Lighthouse measured nothing (run ${run}: ${problem})`);
  }
  throw new Error(`Lighthouse could not measure ${pagePath}: ${problem}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
