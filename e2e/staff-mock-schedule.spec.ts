import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, newLearner, registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { axeBuilder, expect, test } from './journey.ts';

// Staff make a series on /admin/test-management, schedule a mock in it and order the series with the keyboard; a
// learner finds the mock on /mock-tests inside its window; staff then watch that learner mid-test on
// /admin/mock-tests.

const hour = 3_600_000;

async function publishedQaMock(request: APIRequestContext, token: string, title: string) {
  const headers = { 'x-auth-token': token };
  const made = await request.post('/api/admin/mock-tests', {
    headers,
    data: { title, patternId: 'CAT2024', sectionKey: 'QA' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = await made.json();
  const pub = await request.put(`/api/admin/mock-tests/${id}/status`, { headers, data: { status: 'published' } });
  expect(pub.status()).toBe(200);
  return id as number;
}

test('staff schedule a mock in a new series, order it, a learner sees it, and staff watch the learner live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const seriesTitle = `E2E Sunday Mocks ${tag}`;
  const first = `E2E Scheduled QA ${tag}`;
  const second = `E2E Second QA ${tag}`;
  const token = await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
  // The Admin Panel group of the side menu leads to the page.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Test Management' }).click();
  await expect(page).toHaveURL(/\/admin\/test-management$/);
  await expect(page.getByRole('heading', { name: 'Test management', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Test Management/);
  const firstId = await publishedQaMock(request, token, first);
  const secondId = await publishedQaMock(request, token, second);
  await page.reload();

  // A new series through its dialog.
  await page.getByRole('button', { name: 'New series' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(seriesTitle);
  await dialog.getByLabel('Exam').selectOption('CAT');
  await dialog.getByLabel('Description (optional)').fill('One QA sectional every Sunday morning.');
  await dialog.getByRole('button', { name: 'Create series' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name: new RegExp(seriesTitle) });
  await expect(card).toContainText('No mocks in this series yet');

  // Schedule the first mock into it: a window from an hour ago to two days ahead (India time in the form).
  const ist = (ms: number) => new Date(Date.now() + ms + 330 * 60_000).toISOString().slice(0, 16);
  const loose = page.getByRole('region', { name: 'Not in a series' });
  await loose.getByRole('button', { name: `Schedule ${first}` }).click();
  await dialog.getByLabel('Series').selectOption({ label: seriesTitle });
  await dialog.getByLabel('Opens').fill(ist(-hour));
  await dialog.getByLabel('Closes').fill(ist(-2 * hour));
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A window that closes before it opens is refused by the field, in the server's words.
  await expect(dialog.getByText('The test must close after it opens.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Closes').fill(ist(48 * hour));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const rows = card.getByTestId('series-mock');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first);
  await expect(rows.first()).toContainText('Open');
  await expect(rows.first()).toContainText('closes');

  // The second joins last; the keyboard moves it up.
  await loose.getByRole('button', { name: `Schedule ${second}` }).click();
  await dialog.getByLabel('Series').selectOption({ label: seriesTitle });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(second);
  await card.getByRole('button', { name: `Move ${second} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.first()).toContainText(second);
  await expect(rows.nth(1)).toContainText(first);
  const listed = await (await request.get('/api/admin/mock-series', { headers: { 'x-auth-token': token } })).json();
  expect(listed.items.find((s: { title: string }) => s.title === seriesTitle).mockIds).toEqual([secondId, firstId]);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const axe = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshots(page, 'staff-test-management');

  // A learner sees the scheduled mock open on /mock-tests and starts it (the browser's first calls, by API).
  const learner = await registerViaApi(request, newLearner('scheduled'));
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  const learnerToken = await signInViaApi(learnerPage, learner.email, learner.password, '/mock-tests');
  const mockCard = learnerPage.getByTestId('mock-card').filter({ hasText: first });
  await expect(mockCard).toBeVisible({ timeout: 30_000 });
  await expect(mockCard).toHaveAttribute('data-state', 'available');
  const headers = { 'x-auth-token': learnerToken };
  const clientId = `tab-e2e-${tag}`;
  const started = await learnerPage.request.post(`/api/mock-tests/${firstId}/start`, { headers, data: { clientId } });
  const { attemptId } = await started.json();
  const claim = await learnerPage.request.post(`/api/mock-attempts/${attemptId}/claim`, {
    headers,
    data: { clientId },
  });
  expect(claim.status()).toBe(200);
  const paper = await (await learnerPage.request.get(`/api/mock-attempts/${attemptId}/paper`, { headers })).json();
  const q = paper.questions.find((x: { type: string }) => x.type === 'MCQ');
  const save = await learnerPage.request.post(`/api/mock-attempts/${attemptId}/answers`, {
    headers,
    data: { clientId, seq: 1, questionId: q.id, status: 'answered', answer: { option: 0 }, seconds: 12 },
  });
  expect(save.status()).toBe(200);
  await learnerContext.close();

  // Staff watch the attempt live.
  await page.goto('/admin/mock-tests');
  const row = page.getByRole('table', { name: 'Mock tests' }).getByRole('row').filter({ hasText: first });
  await row.getByRole('button', { name: `Watch live ${first}` }).click();
  const live = page.getByRole('region', { name: /Live attempts/ });
  await expect(live).toContainText('1 in progress');
  const taker = live.getByRole('row').filter({ hasText: learner.email });
  await expect(taker).toContainText(`${learner.firstName} ${learner.lastName}`);
  await expect(taker).toContainText('QA');
  await expect(taker).toContainText('1 / 22');
  await expect(taker).toContainText('Live');
  await screenshots(page, 'staff-mock-live');
});
