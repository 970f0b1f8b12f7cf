import type { Page } from '@playwright/test';
import { premiumLearner, registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { axeBuilder, expect, test } from './journey.ts';

// The analytics journey: empty states for a new learner, figures that move after practice and a mock, and the
// premium refusal. History is made through the API (the practice and exam screens have their own specs).

/** 24 QA multiple-choice answers, all option A: some right, some wrong; every fifth takes 150 s (over the pace). */
async function practise(page: Page, headers: Record<string, string>) {
  const list = await page.request.get('/api/practice/questions?section=QA&type=MCQ&access=available&limit=24', {
    headers,
  });
  expect(list.status()).toBe(200);
  const items: Array<{ id: number }> = (await list.json()).items;
  expect(items.length).toBeGreaterThanOrEqual(20);
  for (const [i, q] of items.entries()) {
    const res = await page.request.post(`/api/practice/questions/${q.id}/attempt`, {
      headers,
      data: { answer: { option: 0 }, seconds: i % 5 === 0 ? 150 : 45 },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** Starts the first open CAT mock, answers its first section's questions with option A and submits. */
async function takeMock(page: Page, headers: Record<string, string>) {
  const list = (await (await page.request.get('/api/mock-tests', { headers })).json()).items as Array<{
    id: number;
    exam: string;
    state: string;
  }>;
  const mock = list.find((m) => m.exam === 'CAT' && m.state === 'available');
  expect(mock, 'an open CAT mock').toBeTruthy();
  const clientId = 'e2e-analytics';
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  const { attemptId } = await post(`/api/mock-tests/${mock?.id}/start`, { clientId });
  const view = await post(`/api/mock-attempts/${attemptId}/claim`, { clientId });
  const paper = await (await page.request.get(`/api/mock-attempts/${attemptId}/paper`, { headers })).json();
  const first = view.pattern.sections[0].key as string;
  const questions = (paper.questions as Array<{ id: number; sectionKey: string; type: string }>).filter(
    (q) => q.sectionKey === first && q.type === 'MCQ',
  );
  let seq = 0;
  for (const q of questions.slice(0, 8)) {
    seq += 1;
    await post(`/api/mock-attempts/${attemptId}/answers`, {
      clientId,
      seq,
      questionId: q.id,
      status: 'answered',
      answer: { option: 0 },
      seconds: 60,
    });
  }
  await post(`/api/mock-attempts/${attemptId}/submit`, { clientId });
}

/** No serious or critical axe finding, light or dark (the a11y spec sees these pages only without history). */
async function noSeriousAxeFinding(page: Page) {
  for (const dark of [false, true]) {
    await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
    const { violations } = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${dark ? 'dark' : 'light'} ${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('a free learner is refused /analytics', async ({ page }) => {
  const learner = await registerViaApi(page.request);
  const token = await signInViaApi(page, learner.email, learner.password, '/analytics');
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await expect(page.getByText('Analytics is available with a premium plan.')).toBeVisible();
  const api = await page.request.get('/api/analytics/details', { headers: { 'x-auth-token': token } });
  expect(api.status()).toBe(403);
});

test('a new learner sees what to do; after practice and a mock the figures, charts and recommendations change', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { headers } = await premiumLearner(page);

  // Home, new learner: no prediction yet, the next mock named.
  await expect(page.getByTestId('stat-Questions Solved')).toHaveText('0');
  await expect(page.getByText('Take a mock test, or answer 20 practice questions, to see an estimate.')).toBeVisible();
  await expect(page.getByTestId('next-mock')).toBeVisible();
  await screenshots(page, 'analytics-home-new');

  // The user menu links the page; every section says what to do.
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByTestId('analytics-empty')).toBeVisible();
  await expect(page.getByTestId('recommendations-empty')).toBeVisible();
  await expect(page.getByTestId('weaknesses-empty')).toBeVisible();
  await expect(page.getByTestId('mocks-empty')).toBeVisible();
  await expect(page.getByTestId('time-empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await screenshots(page, 'analytics-page-new');

  await practise(page, headers);
  await takeMock(page, headers);
  await takeMock(page, headers);

  // Home: 24 practice answers + 2 × 8 mock answers; the prediction now rests on the mocks.
  await page.goto('/');
  await expect(page.getByTestId('stat-Questions Solved')).toHaveText('40');
  await expect(page.getByTestId('prediction-basis')).toContainText('Based on 2 CAT mocks.');
  await expect(page.getByTestId('predicted-percentile')).toBeVisible();
  await expect(page.getByTestId('performance-trends-chart')).toBeVisible();
  await noSeriousAxeFinding(page);
  await screenshots(page, 'analytics-home-history');

  await page.goto('/analytics');
  await expect(page.getByText(/^40 answers from practice and mocks/)).toBeVisible();
  await expect(page.getByTestId('mock-progress-chart')).toBeVisible();
  await expect(page.getByTestId('time-chart')).toBeVisible();
  await expect(page.getByTestId('overspent-count')).toContainText('5 answers took longer');
  await expect(page.getByTestId('heatmap')).toBeVisible();

  // Drill-down by keyboard: open QA, then its first area.
  const qa = page.getByTestId('drilldown').getByRole('button', { name: 'QA' });
  await qa.focus();
  await page.keyboard.press('Enter');
  await expect(qa).toHaveAttribute('aria-expanded', 'true');
  const rows = page.getByTestId('drilldown').locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);

  // Chart figures as a table, on request.
  await page.getByRole('button', { name: 'Show as table' }).first().click();
  await expect(page.getByRole('button', { name: 'Hide table' }).first()).toBeVisible();

  // A recommendation opens its practice set.
  const practiseLink = page
    .getByTestId('recommendations')
    .getByRole('link', { name: /Practise these/ })
    .first();
  await expect(practiseLink).toHaveAttribute('href', /^\/questions\?ids=\d+(,\d+)*$/);

  // The export is a CSV file with topic and mock rows.
  const csv = await page.request.get('/api/analytics/export.csv', { headers });
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text).toMatch(/^kind,section,area,topic_or_mock,/);
  expect(text).toMatch(/\r\ntopic,QA,/);
  expect(text).toMatch(/\r\nmock,,,/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('my-analytics.csv');

  await page.getByRole('button', { name: 'Hide table' }).first().click();
  await screenshots(page, 'analytics-page-history');

  // With figures, heat-map tiles and charts included.
  await noSeriousAxeFinding(page);

  await practiseLink.click();
  await expect(page).toHaveURL(/\/questions\?ids=/);
});
