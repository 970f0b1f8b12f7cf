import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { registerViaApi, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

// Taking mocks on the exam screen. The server runs with EXAM_TIME_SCALE=0.005: a 40-minute CAT section lasts 12 s
// (plus the 5 s grace), so section time-outs happen for real.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-mock';

/** Desktop and phone, light and dark, outside git. */
async function shots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const dark of [false, true]) {
    await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
    for (const [label, width, height] of [
      ['desktop', 1366, 800],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(120);
      await page.screenshot({ path: `${SHOTS}/${name}-${label}-${dark ? 'dark' : 'light'}.png` });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1366, height: 800 });
}

async function openMock(page: Page, title: string) {
  const learner = await registerViaApi(page.request);
  await signInViaApi(page, learner.email, learner.password, '/mock-tests');
  const card = page.getByTestId('mock-card').filter({ hasText: title }).first();
  await card.getByRole('link', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'General Instructions' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  return learner;
}

const paletteItem = (page: Page, n: number) =>
  page.locator('aside').getByRole('button', { name: new RegExp(`^Question ${n},`) });

test('a full CAT mock: palette statuses, reload, section time-outs with summaries, locked tabs, results', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await openMock(page, 'CAT Mock 1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  await expect(page.getByTestId('candidate-name')).toHaveText('Asha Verma');
  await expect(page.getByRole('button', { name: /DILR/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /QA$/ })).toBeDisabled();

  // Q1 answered, Q2 marked, Q3 chosen but left through the palette (not saved).
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(paletteItem(page, 1).locator('[data-status]')).toHaveAttribute('data-status', 'answered');
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await expect(paletteItem(page, 2).locator('[data-status]')).toHaveAttribute('data-status', 'marked');
  await page.getByRole('radio').nth(1).check();
  await paletteItem(page, 5).click();
  await expect(paletteItem(page, 3).locator('[data-status]')).toHaveAttribute('data-status', 'not_answered');
  await expect(paletteItem(page, 4).locator('[data-status]')).toHaveAttribute('data-status', 'not_visited');
  await shots(page, 'exam-varc');

  // A reload brings every saved status back, and the clock does not restart.
  const before = await page.getByTestId('section-timer').textContent();
  await page.reload();
  await expect(paletteItem(page, 1).locator('[data-status]')).toHaveAttribute('data-status', 'answered');
  await expect(paletteItem(page, 2).locator('[data-status]')).toHaveAttribute('data-status', 'marked');
  const after = await page.getByTestId('section-timer').textContent();
  expect(after && before && after <= before).toBe(true);

  // VARC times out: summary, then DILR opens and VARC locks.
  await expect(page.getByRole('heading', { name: 'VARC is over' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('section-summary')).toContainText('VARC');
  await shots(page, 'exam-section-summary');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /VARC/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /DILR/ })).toBeEnabled();
  await shots(page, 'exam-dilr');

  await expect(page.getByRole('heading', { name: 'DILR is over' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  // QA: the calculator.
  await page.getByRole('button', { name: 'Calculator' }).click();
  for (const key of ['1', '2', '×', '3', '='])
    await page.getByRole('dialog', { name: 'Calculator' }).getByRole('button', { name: key, exact: true }).click();
  await expect(page.getByTestId('calculator-display')).toHaveText('36');
  await shots(page, 'exam-qa-calculator');

  // The end of the last section submits; the analysis opens.
  await expect(page).toHaveURL(/\/test-results\//, { timeout: 40_000 });
  await expect(page.getByTestId('result-stats')).toContainText('Score');
  await expect(page.getByTestId('predicted-percentile')).toContainText('estimate');
  await expect(page.getByTestId('review-item').first()).toBeVisible();
  await shots(page, 'results');
  // From the review, the tutor opens holding that question.
  await page.getByTestId('review-item').first().getByRole('link', { name: 'Ask the tutor' }).click();
  await expect(page).toHaveURL(/\/ai-tutor\?question=\d+/);
  await expect(page.getByText('Built-in tutor (offline)')).toBeVisible();
  await expect(page.getByPlaceholder('Ask about this question…')).toBeVisible();
});

test('NMAT: the candidate orders the sections; the first chosen section opens first', async ({ page }) => {
  await openMock(page, 'NMAT Mock 1');
  await page.getByRole('button', { name: 'Move Logical Reasoning up' }).click();
  await page.getByRole('button', { name: 'Move Logical Reasoning up' }).click();
  await expect(page.getByTestId('stage-order-item').first()).toContainText('Logical Reasoning');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(page.getByRole('button', { name: 'LR', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: /LS$/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Submit Section' }).click();
  await page.getByRole('button', { name: 'Yes, submit section' }).click();
  await expect(page.getByRole('button', { name: 'LS', exact: true })).toBeEnabled();
});

test('XAT: Decision Making with five options inside Part I, GK locked until Part II; CMAT: five open sections', async ({
  page,
}) => {
  await openMock(page, 'XAT Mock 1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'locked GK' })).toBeDisabled();
  await page.getByRole('button', { name: 'DM', exact: true }).click();
  await expect(page.getByRole('radio')).toHaveCount(5);
  await expect(page.getByTestId('exam-screen')).toContainText('Decision Making');
  await page.getByRole('radio').nth(2).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await shots(page, 'xat-decision-making');

  // The list shows one exam at a time when asked (and keeps it in the address).
  await page.goto('/mock-tests');
  await page.getByRole('button', { name: /^CMAT/ }).click();
  await expect(page).toHaveURL(/\/mock-tests\?exam=CMAT$/);
  await expect(page.getByTestId('mock-card')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^CMAT/ })).toHaveAttribute('aria-pressed', 'true');
  await shots(page, 'mocks-cmat-only');
  const card = page.getByTestId('mock-card').filter({ hasText: 'CMAT Mock 1' }).first();
  await card.getByRole('link', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'I am ready to begin' }).click();
  for (const key of ['QTDI', 'LR', 'LC', 'GA', 'IE']) {
    await expect(page.getByRole('button', { name: key, exact: true })).toBeEnabled();
  }
  await page.getByRole('button', { name: 'IE', exact: true }).click();
  await expect(page.getByRole('radio')).toHaveCount(4);
  await shots(page, 'cmat-innovation');
});

test("an answer held by the network past its section's end and grace is still kept: it was made in time", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openMock(page, 'CAT Mock 2');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  // The network holds the first answer until the section (12 s on this server's clock, plus the 5 s grace) is over;
  // the write carries when it was made, so the server still takes it (up to 60 s past the section's end).
  let held = false;
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/answers')) statuses.push(r.status());
  });
  await page.route('**/api/mock-attempts/*/answers', async (route) => {
    const body = route.request().postDataJSON() as { answer?: unknown };
    if (!held && body.answer) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 22_000));
    }
    // The page may have given up on the held request meanwhile (and will send it again): nothing to continue then.
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  // Every section times out; the page submits and shows the result with that one answer in it.
  await expect(page).toHaveURL(/\/test-results\//, { timeout: 90_000 });
  await expect(page.getByTestId('result-stats')).toContainText('1 attempted');
  expect(statuses.filter((s) => s === 409)).toEqual([]);
});
