import { reachAnswerableQuestion, registerViaApi, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

test('practice: filter, answer, see the explanation, bookmark, find it under /bookmarks', async ({ page }) => {
  const learner = await registerViaApi(page.request);
  await signInViaApi(page, learner.email, learner.password, '/questions');
  await expect(page.getByRole('heading', { name: 'Practice Questions' })).toBeVisible();

  await page.getByLabel('Section', { exact: true }).selectOption('QA');
  await page.getByLabel('Type', { exact: true }).selectOption('MCQ');
  await expect(page).toHaveURL(/section=QA/);
  await expect(page).toHaveURL(/type=MCQ/);
  await reachAnswerableQuestion(page);
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText('QA', { exact: true }).first()).toBeVisible();
  const optionA = page.getByRole('radiogroup', { name: 'Options' }).locator('label .prose-content').first();
  const firstOption = ((await optionA.textContent()) ?? '').trim();
  // Keyboard: 1 picks option A, Enter submits (focus away from the filter selects first).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('1');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('Enter');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText(/^(Correct|Incorrect)$/)).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Worked explanation' })).toBeVisible();
  await expect(page.getByText(/Your time \d+:\d\d · suggested \d+:\d\d/)).toBeVisible();
  await expect(result.locator('ol > li').first()).toBeVisible();

  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByLabel('Note for this bookmark').fill('Revise successive percentage changes');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Revise successive percentage changes')).toBeVisible();

  await page.goto('/bookmarks');
  await expect(page.getByRole('heading', { name: 'Bookmarks' })).toBeVisible();
  await expect(page.getByText('1 bookmark', { exact: true })).toBeVisible();
  await expect(page.getByText('Revise successive percentage changes')).toBeVisible();
  await page.getByLabel('Section').selectOption('VARC');
  await expect(page.getByText('No bookmarks match these filters')).toBeVisible();
  await page.getByLabel('Section').selectOption('QA');
  await page.getByRole('button', { name: 'Open question' }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Options' })).toContainText(firstOption);
});

test('DILR demo: a chart in the data set and an answer checked without signing in', async ({ page }) => {
  await page.goto('/dilr-demo');
  await expect(page.getByRole('heading', { name: 'DILR Demo' })).toBeVisible();
  await expect(page.locator('[data-pane="set"] figure svg').first()).toBeVisible();

  const form = page.locator('[data-pane="question"] form').first();
  if ((await form.getByRole('radio').count()) > 0) await form.getByRole('radio').first().check({ force: true });
  else await form.getByLabel('Type your answer').fill('1');
  await form.getByRole('button', { name: 'Check answer' }).click();
  const result = page.getByRole('region', { name: 'Result' }).first();
  await expect(result.getByText(/^(Correct|Incorrect)$/)).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Worked explanation' })).toBeVisible();

  await page.getByRole('link', { name: 'See a worked example' }).click();
  await expect(page.getByRole('heading', { name: 'DILR Worked Example' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the first step' }).first().click();
  await expect(page.getByText(/^Step 1 of \d+$/).first()).toBeVisible();
});

test('practice: report a problem with a question from its page', async ({ page }) => {
  const learner = await registerViaApi(page.request);
  await signInViaApi(page, learner.email, learner.password, '/questions');
  await reachAnswerableQuestion(page);
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await expect(dialog.getByLabel('The answer is wrong')).toBeChecked();
  await dialog.getByLabel('Typo or formatting problem').check();
  await dialog.getByLabel('Details (optional)').fill('Option B is missing its units.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
});
