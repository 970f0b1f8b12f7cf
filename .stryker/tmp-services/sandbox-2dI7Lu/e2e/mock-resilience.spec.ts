// @ts-nocheck
import type { Page } from '@playwright/test';
import {
  killIfRunning,
  removeTempDirs,
  type ServerProcess,
  startServerProcess,
  tempDir,
  waitUntilReady,
} from '../src/server/test/server-process.ts';
import { newLearner } from './helpers.ts';
import { expect, test } from './journey.ts';

// Issue 11, "Must show": the exam survives its server being killed and restarted, a minute without network, a
// second window and a double submit. These journeys need a server of their own (the shared one cannot be killed) on
// real time (EXAM_TIME_SCALE=1): a CAT sectional lasts 40 minutes, so nothing times out underneath them.

test.describe.configure({ mode: 'serial' });

let server: ServerProcess | undefined;
let dataDir = '';
let port = 0;
const base = () => `http://127.0.0.1:${port}`;

async function start() {
  server = await startServerProcess(
    'main',
    { DATA_DIR: dataDir, APP_URL: base(), SEED_QUESTIONS: '600', EXAM_TIME_SCALE: '1' },
    port || undefined,
  );
  port = server.port;
  await waitUntilReady(server, '', 150_000);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = tempDir('e2e-mock-resilience-');
  await start();
});

test.afterAll(async () => {
  await killIfRunning(server);
  removeTempDirs();
});

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post(`${base()}/api/login`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = await res.json();
  await page.goto(`${base()}/login`);
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
}

/** A new learner starts the free QA sectional and lands on the exam screen; returns the attempt's URL. */
async function startSectional(page: Page) {
  const learner = newLearner('resilient');
  const res = await page.request.post(`${base()}/api/register`, { data: learner });
  expect(res.status(), await res.text()).toBe(201);
  await signIn(page, learner.email, learner.password);
  await page.goto(`${base()}/mock-tests`);
  const card = page.getByTestId('mock-card').filter({ hasText: 'CAT Sectional: QA' }).first();
  await card.getByRole('link', { name: 'Start' }).click();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  return { learner, url: page.url() };
}

const status = (page: Page, n: number) =>
  page
    .locator('aside')
    .getByRole('button', { name: new RegExp(`^Question ${n},`) })
    .locator('[data-status]');

/** Answers the question on screen (option 1 or a number) and moves on. */
async function answerAndNext(page: Page) {
  const radios = page.getByTestId('exam-screen').getByRole('radio');
  if ((await radios.count()) > 0) await radios.first().check();
  else await page.getByLabel('Your answer', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Save & Next' }).click();
}

/** Seconds shown on the section clock ("Time Left: 39:12"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('section-timer').textContent()) ?? '';
  const parts = (text.match(/(\d+):(\d\d)(?::(\d\d))?/) ?? []).slice(1).filter(Boolean).map(Number);
  return parts.reduce((total, n) => total * 60 + n, 0);
}

test('kill -9 mid-test and restart: every saved answer and the right time come back', async ({ page }) => {
  test.setTimeout(240_000);
  const { url } = await startSectional(page);
  await answerAndNext(page);
  await answerAndNext(page);
  await expect(status(page, 1)).toHaveAttribute('data-status', 'answered');
  await expect(status(page, 2)).toHaveAttribute('data-status', 'answered');
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  // Every save was acknowledged (nothing waiting in this browser), then the server dies without warning.
  const before = await secondsLeft(page);
  const killedAt = Date.now();
  await killIfRunning(server);
  await start();

  await page.goto(url);
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  await expect(status(page, 1)).toHaveAttribute('data-status', 'answered');
  await expect(status(page, 2)).toHaveAttribute('data-status', 'answered');
  const after = await secondsLeft(page);
  const away = Math.ceil((Date.now() - killedAt) / 1000);
  // The clock was kept by the server: no restart to full time, and never more gone than the time away (+2 s of
  // rounding and request time).
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThanOrEqual(before - away - 2);
});

test('a minute offline: answers wait in the browser and reach the server; a second window takes over; one result', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { learner, url } = await startSectional(page);
  await answerAndNext(page);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);

  await page.context().setOffline(true);
  await answerAndNext(page);
  await answerAndNext(page);
  await expect(page.getByText(/You are offline.*\([1-9]\d* waiting\)/)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(60_000);
  await page.context().setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0, { timeout: 30_000 });

  // A second window (no shared browser storage) reads the attempt from the server alone: all three answers are
  // there. The first window is refused from then on.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, learner.email, learner.password);
  await second.goto(url);
  await expect(second.getByTestId('exam-screen')).toBeVisible();
  for (const n of [1, 2, 3]) await expect(status(second, n)).toHaveAttribute('data-status', 'answered');
  await answerAndNext(page);
  await expect(page.getByRole('heading', { name: 'Continued in another window' })).toBeVisible({ timeout: 30_000 });

  // Submit, confirming twice as fast as a nervous finger: one result.
  await second.locator('aside').getByRole('button', { name: 'Submit', exact: true }).click();
  await second.getByRole('button', { name: 'Yes, submit' }).dblclick();
  await expect(second).toHaveURL(/\/test-results\//, { timeout: 30_000 });
  await expect(second.getByTestId('result-stats')).toContainText('Score');
  const list = await (
    await second.request.get(`${base()}/api/mock-tests`, {
      headers: { 'x-auth-token': (await second.evaluate(() => localStorage.getItem('authToken'))) ?? '' },
    })
  ).json();
  const taken = list.items.filter((m: { attemptId: string | null; state: string }) => m.attemptId !== null);
  expect(taken).toHaveLength(1);
  expect(taken[0].state).toBe('completed');
  await other.close();
});
