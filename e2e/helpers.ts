import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR } from '../playwright.config.ts';

export { E2E_ADMIN };

let n = 0;
/** A fresh learner's details, unique per call. */
export function newLearner(prefix = 'learner') {
  const id = `${Date.now().toString(36)}${(n++).toString(36)}`;
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `${prefix}-${id}@example.com`,
    username: `${prefix}_${id}`.slice(0, 30),
    password: 'correct-horse-7',
  };
}

/** Registers through the API (for journeys that are not about sign-up itself). */
let registrations = 0;

/**
 * Registers through the API as if from its own address (the journeys' server trusts loopback as a proxy), so the
 * sign-up limit of 20 an hour per address holds for the browser's own sign-ups without throttling the suite.
 */
export async function registerViaApi(request: APIRequestContext, learner = newLearner()) {
  registrations += 1;
  const address = `10.77.${Math.floor(registrations / 250)}.${(registrations % 250) + 1}`;
  const res = await request.post('/api/register', { data: learner, headers: { 'x-forwarded-for': address } });
  expect(res.status(), await res.text()).toBe(201);
  return learner;
}

let signIns = 0;

/**
 * Signs in through the API and stores the token the way the app does, then opens `to`: one page load, not two. A
 * page already on the app gets the token at once; a new page gets it from an init script before the app's first
 * script runs, once only (a flag in the tab's sessionStorage), so a later sign-out or account deletion is not undone
 * by the next load.
 */
export async function signInViaApi(page: Page, email: string, password: string, to = '/') {
  const res = await page.request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  if (page.url().startsWith(`${E2E_BASE_URL}/`)) {
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  } else {
    signIns += 1;
    await page.addInitScript(
      ({ t, flag, origin }) => {
        if (location.origin !== origin || sessionStorage.getItem(flag)) return;
        sessionStorage.setItem(flag, '1');
        localStorage.setItem('authToken', t);
      },
      { t: token, flag: `e2e-sign-in-${signIns}`, origin: E2E_BASE_URL },
    );
  }
  await page.goto(to);
  return token;
}

/** A new learner given premium by staff (free access), signed in on `page`; with headers for their own API calls. */
export async function premiumLearner(page: Page) {
  const learner = await registerViaApi(page.request);
  const login = await page.request.post('/api/login', { data: E2E_ADMIN });
  const { token } = await login.json();
  const grant = await page.request.post('/api/admin/payments/free-access', {
    headers: { 'x-auth-token': token },
    data: { email: learner.email, enabled: true },
  });
  expect(grant.status(), await grant.text()).toBe(200);
  const own = await signInViaApi(page, learner.email, learner.password, '/');
  return { ...learner, headers: { 'x-auth-token': own } };
}

/** The newest mail to an address from the local outbox (DATA_DIR/outbox/*.eml). */
export async function latestMailTo(address: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const files = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => path.join(dir, f))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
      for (const f of files) {
        const text = fs.readFileSync(f, 'utf8');
        if (text.toLowerCase().includes(`to: ${address.toLowerCase()}`)) return decodeQuotedPrintable(text);
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${address} in ${dir}`);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Screenshots for looking at the product: desktop and phone, light and dark, under test-results/screens. */
export async function screenshots(page: Page, name: string) {
  const dir = 'test-results/screens';
  fs.mkdirSync(dir, { recursive: true });
  for (const dark of [false, true]) {
    await page.evaluate((d) => {
      localStorage.setItem('darkMode', String(d));
      document.documentElement.classList.toggle('dark', d);
    }, dark);
    for (const [label, width] of [
      ['desktop', 1280],
      ['phone', 390],
    ] as const) {
      await page.setViewportSize({ width, height: label === 'phone' ? 844 : 860 });
      // The layout is CSS alone (media queries; no script listens for resize): the next frames are laid out at the
      // new width, and reading the boxes below lays it out anyway.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // Nothing may widen the page beyond the screen (wide tables scroll inside their own box).
      const { overflow, culprits } = await page.evaluate(() => {
        // The outermost elements that reach past the right edge name what widened the page.
        const past = [...document.querySelectorAll('body *')].filter(
          (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
        );
        const outermost = past.filter((el) => !past.some((other) => other !== el && other.contains(el)));
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          culprits: outermost.slice(0, 3).map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
        };
      });
      expect(
        overflow,
        `${name} at ${width}px is ${overflow}px wider than the screen: ${culprits.join(' | ')}`,
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${dir}/${name}-${label}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('darkMode', 'false');
    document.documentElement.classList.remove('dark');
  });
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** Free learners meet locked premium questions in the practice list: skip them until one can be answered. */
export async function reachAnswerableQuestion(page: Page) {
  const submit = page.getByRole('button', { name: 'Submit answer' });
  const locked = page.getByRole('heading', { name: 'Premium question' });
  for (let i = 0; i < 15; i++) {
    await expect(submit.or(locked)).toBeVisible();
    if (await submit.isVisible()) return;
    await page.getByRole('button', { name: 'Skip to next question' }).click();
  }
  throw new Error('No free question found in the first 15');
}
