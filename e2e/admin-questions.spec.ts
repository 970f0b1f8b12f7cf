import { expect, test } from '@playwright/test';
import { E2E_ADMIN, registerViaApi, signInViaApi } from './helpers.ts';

// A word no generated question uses, so the search finds exactly the question written here.
const marker = () =>
  `quasar${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('an admin writes a question with math, sees the KaTeX preview, saves a draft, publishes and finds it', async ({
  page,
}) => {
  const word = marker();
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/qa-questions');
  await expect(page.getByRole('heading', { name: 'QA questions' })).toBeVisible();
  // The once-per-session welcome card sits over the top-right corner until dismissed.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'New question' }).click();

  // The server's 400 message is shown next to the form.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^area|^topic|^stem/ })).toBeVisible();

  await page.getByLabel('Area', { exact: true }).fill('Arithmetic');
  await page.getByLabel('Topic', { exact: true }).fill('Fractions');
  await page.getByLabel(/^Stem/).fill(`The ${word} holds $\\frac{1}{2}$ of 10 litres. How many litres is that?`);
  for (const [letter, text] of [
    ['A', '2'],
    ['B', '5'],
    ['C', '10'],
    ['D', '20'],
  ] as const) {
    await page.getByLabel(`Option ${letter}`, { exact: true }).fill(text);
  }
  await page.getByRole('button', { name: 'Mark option B correct' }).click();
  await page.locator('#q-step-0').fill('Half of $10$ is $5$.');

  const preview = page.getByTestId('question-preview');
  await expect(preview.locator('.katex .mfrac').first()).toBeVisible();
  await expect(preview).toContainText(word);
  await expect(preview).toContainText('Answer: Option B');

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByTestId('question-status')).toHaveText('Draft');
  await expect(page).toHaveURL(/edit=\d+/);
  const id = new URL(page.url()).searchParams.get('edit');

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByTestId('question-status')).toHaveText('Published');

  await page.getByRole('button', { name: 'Back to the bank' }).click();
  await page.getByLabel('Search').fill(word);
  const row = page.getByRole('row').filter({ hasText: word });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`#${id}`);
  await expect(row).toContainText('Published');
  await expect(row.locator('.katex').first()).toBeVisible();
  await expect(page.locator('p[aria-live="polite"]')).toContainText(/^1 question(?!s)/);
});

test('a learner who opens the bank sees that it is for administrators only', async ({ page }) => {
  const learner = await registerViaApi(page.request);
  await signInViaApi(page, learner.email, learner.password, '/admin/questions');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
