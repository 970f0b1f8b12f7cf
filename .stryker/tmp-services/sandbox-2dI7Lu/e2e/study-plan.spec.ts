// @ts-nocheck
import type { Page } from '@playwright/test';
import { premiumLearner, registerViaApi, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

// The AI Study Plan Generator on the home screen (spec sections 2, 4, 5, 8, 9) and /tasks.

const hours = (page: Page) => page.getByTestId('plan-hours');
const slider = (page: Page) => page.getByRole('slider', { name: 'Study hours' });
const section = (page: Page, key: string) => page.getByTestId(`plan-section-${key}`);

async function planReady(page: Page) {
  await expect(page.getByTestId('plan-total')).toContainText('min planned', { timeout: 30_000 });
}

async function moveSlider(page: Page, steps: number) {
  await slider(page).focus();
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
}

test('a guest gets a 1-hour plan and the Login Required toast at 2 hours', async ({ page }) => {
  await page.goto('/');
  await planReady(page);
  await expect(hours(page)).toHaveText('1 hour');
  for (const key of ['Quantitative Aptitude', 'VARC', 'DILR']) {
    await expect(section(page, key)).toContainText('20 min');
  }
  await moveSlider(page, 1);
  await expect(
    page.getByText('Please sign in to create study plans longer than 1 hour', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Login Required', { exact: true })).toBeVisible();
  await expect(hours(page)).toHaveText('1 hour');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
  // Guests are not offered Mark Done.
  await expect(page.getByRole('button', { name: 'Mark Done' })).toHaveCount(0);
});

test('a free learner gets the Premium Feature toast and stays at 1 hour', async ({ page }) => {
  const learner = await registerViaApi(page.request);
  await signInViaApi(page, learner.email, learner.password, '/');
  await planReady(page);
  await moveSlider(page, 1);
  const limit = 'Free users are limited to 1-hour study plans. Upgrade to create longer plans.';
  await expect(page.getByText(limit, { exact: true })).toBeVisible();
  await expect(page.getByText('Premium Feature', { exact: true })).toBeVisible();
  await expect(hours(page)).toHaveText('1 hour');
});

test('a premium learner builds a 4-hour plan with one request burst after quick slider moves', async ({ page }) => {
  await premiumLearner(page);
  await planReady(page);
  const requests: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/questions/adaptive')) requests.push(new URL(r.url()));
  });
  await moveSlider(page, 3);
  await expect(hours(page)).toHaveText('4 hours');
  for (const key of ['Quantitative Aptitude', 'VARC', 'DILR']) {
    await expect(section(page, key)).toContainText('80 min', { timeout: 30_000 });
  }
  // Budget 80 min per subject → ceil(80 / 2.5) = 32 questions requested; 2 h (16) and 3 h (24) were never asked.
  const main = requests.filter(
    (u) => u.searchParams.get('count') === '32' && u.searchParams.get('targetTime') === '80',
  );
  expect(main).toHaveLength(3);
  const intermediate = requests.filter((u) => ['40', '60'].includes(u.searchParams.get('targetTime') ?? ''));
  expect(intermediate.filter((u) => ['16', '24'].includes(u.searchParams.get('count') ?? ''))).toHaveLength(0);
});

test('Start → /tasks → finish marks the section Completed Today; Mark Done marks another', async ({ page }) => {
  await premiumLearner(page);
  await planReady(page);
  const qa = section(page, 'Quantitative Aptitude');
  await expect(qa).toHaveAttribute('data-state', 'ready');
  await qa.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(
    /\/tasks\?subject=Quantitative(\+|%20)Aptitude&time=\d+&count=\d+&userId=.+&markCompletion=true&questionIds=\d+(,\d+)*/,
  );
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByTestId('task-timer')).toBeVisible();
  const options = page.locator('fieldset button');
  if (await options.count()) await options.first().click();
  else await page.getByLabel('Your answer').fill('1');
  // A reload resumes the run on the server's clock: straight back in, the countdown not reset to full.
  const seconds = (text: string | null) => {
    const [m = 0, s = 0] = (text?.match(/(\d+):(\d{2})/)?.slice(1) ?? []).map(Number);
    return m * 60 + s;
  };
  await page.waitForTimeout(2_000);
  const left = seconds(await page.getByTestId('task-timer').textContent());
  await page.reload();
  await expect(page.getByTestId('task-timer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Test' })).toHaveCount(0);
  expect(seconds(await page.getByTestId('task-timer').textContent())).toBeLessThanOrEqual(left);
  await page.getByRole('button', { name: 'Finish Test' }).first().click();
  // Finishing asks first; confirm in the dialog.
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Finish Test' }).click();
  await expect(page.getByText('Test Summary')).toBeVisible();
  await expect(page.getByText('This study-plan section is marked as completed for today.')).toBeVisible();
  await expect(page.getByTestId('review-item').first()).toContainText('Explanation');

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await planReady(page);
  await expect(qa).toHaveAttribute('data-state', 'completed');
  await expect(qa.getByText('Completed Today')).toBeVisible();
  await expect(qa.getByText('Fresh questions tomorrow')).toBeVisible();

  const varc = section(page, 'VARC');
  await varc.getByRole('button', { name: 'Mark Done' }).click();
  await expect(
    page.getByText('Great job! This section is marked as completed for today.', { exact: true }),
  ).toBeVisible();
  await expect(varc).toHaveAttribute('data-state', 'completed');
  await expect(varc.getByRole('button', { name: 'Mark Done' })).toHaveCount(0);
});

test('/tasks shows a clear card for bad or unknown question ids', async ({ page }) => {
  await premiumLearner(page);
  await page.goto('/tasks?questionIds=1,abc');
  await expect(page.getByText('This link does not work')).toBeVisible();
  await page.goto('/tasks?questionIds=99999999');
  await expect(page.getByText('Questions not found')).toBeVisible();
});

test('a guest and a free learner practise the plan untimed in /questions; signing in comes back to it', async ({
  page,
}) => {
  await page.goto('/');
  await planReady(page);
  await section(page, 'VARC').getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/questions\?ids=\d+(,\d+)*$/);
  const planUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();

  const learner = await registerViaApi(page.request);
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(planUrl);
  await expect(page.getByText(/Your study plan: \d+ questions?/)).toBeVisible();
  await expect(page.getByText('Premium runs them as a timed practice test with a summary.')).toBeVisible();

  // From the home page, a free learner's Start goes straight to the same kind of list, not to a paywall.
  await page.goto('/');
  await planReady(page);
  await section(page, 'DILR').getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/questions\?ids=\d+(,\d+)*$/);
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toHaveCount(0);
});
