import type { Page } from '@playwright/test';
import { registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { axeBuilder, expect, test } from './journey.ts';

// The Mistake Notebook (issue 14): a new learner's empty notebook, a wrong practice answer becoming a card, the queue
// on the home screen, and a review session that asks the question again without its answer.

/** The stem of the question on screen: the block just before its answer form. */
const stemOf = (page: Page) => page.locator('form:has([role="radiogroup"])').locator('xpath=preceding-sibling::*[1]');

/** Answers free MCQs with option A until one is wrong; returns that question's stem. */
async function answerOneWrongly(page: Page): Promise<string> {
  const submit = page.getByRole('button', { name: 'Submit answer' });
  const locked = page.getByRole('heading', { name: 'Premium question' });
  for (let i = 0; i < 20; i++) {
    await expect(submit.or(locked)).toBeVisible();
    if (await submit.isVisible()) {
      const stem = (await stemOf(page).textContent()) ?? '';
      await page.getByRole('radio').first().check({ force: true });
      await submit.click();
      const result = page.getByRole('region', { name: 'Result' });
      await expect(result.getByText(/^(Correct|Incorrect)$/)).toBeVisible();
      if (await result.getByText('Incorrect', { exact: true }).isVisible()) return stem;
      await page.getByRole('button', { name: 'Next question' }).click();
    } else {
      await page.getByRole('button', { name: 'Skip to next question' }).click();
    }
  }
  throw new Error('No wrong answer in 20 questions');
}

async function axeProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const dark of [false, true]) {
    await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
    const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const v of results.violations) {
      if (v.impact === 'serious' || v.impact === 'critical')
        problems.push(`${dark ? 'dark' : 'light'}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  return problems;
}

test('mistake notebook: empty state, a wrong answer becomes a card, the home queue, a review session', async ({
  page,
}) => {
  const learner = await registerViaApi(page.request);
  await signInViaApi(page, learner.email, learner.password, '/review');
  await expect(page).toHaveTitle('Mistake Notebook · MBA Prep');
  await expect(page.getByRole('heading', { name: 'Mistake Notebook', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your notebook is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start practising' })).toHaveAttribute('href', '/questions');
  if (process.env.SCREENSHOTS) await screenshots(page, 'review-empty');

  await page.goto('/questions?section=QA&type=MCQ');
  const stem = await answerOneWrongly(page);
  // A wrong answer puts the question in the notebook by itself.
  await expect(page.getByText('In your review notebook')).toBeVisible();
  if (process.env.SCREENSHOTS) await screenshots(page, 'review-practice-card');

  await page.goto('/');
  const home = page.getByTestId('home-review-queue');
  await expect(home).toContainText('1 card to review today');
  if (process.env.SCREENSHOTS) await screenshots(page, 'review-home');
  await home.getByRole('link').click();

  // The session asks the question again, without its answer or explanation.
  await expect(page).toHaveURL(/\/review\?session=1/);
  await expect(page.getByText('Card 1 of 1')).toBeVisible();
  await expect(stemOf(page)).toHaveText(stem);
  await expect(page.getByRole('region', { name: 'Result' })).toHaveCount(0);
  await expect(page.getByText('Worked explanation')).toHaveCount(0);
  if (process.env.SCREENSHOTS) await screenshots(page, 'review-session-question');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('2');
  await page.keyboard.press('Enter');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText(/^(Correct|Incorrect)$/)).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Worked explanation' })).toBeVisible();
  await expect(page.getByTestId('next-review')).toContainText(
    /Rated (Good|Again) · next review (tomorrow|in \d+ days)/,
  );

  // Tag why it was missed, and write a note.
  await page.getByRole('button', { name: 'Silly mistake' }).click();
  await expect(page.getByRole('button', { name: 'Silly mistake' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Your note').fill('Read the question twice');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('button', { name: 'Save note' })).toBeDisabled();
  if (process.env.SCREENSHOTS) await screenshots(page, 'review-session-result');
  expect(await axeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Finish the session' }).click();
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the notebook' }).click();

  // The notebook: nothing due now, the card with its reason and note, the figures.
  await expect(page.getByTestId('queue-count')).toHaveText('Nothing due right now');
  const card = page.getByTestId('review-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Silly mistake');
  await expect(card).toContainText('Read the question twice');
  await expect(card).toContainText(/Next review (tomorrow|in \d+ days)/);
  const stats = page.getByRole('region', { name: 'Notebook statistics' });
  await expect(stats).toContainText('0 due now');
  await expect(stats.getByText(/^(0|100)%$/)).toBeVisible();
  await page.getByLabel('Reason').selectOption('concept');
  await expect(page.getByText('No cards match these filters.')).toBeVisible();
  await page.getByLabel('Reason').selectOption('silly');
  await expect(card).toHaveCount(1);
  if (process.env.SCREENSHOTS) await screenshots(page, 'review-cards');
  expect(await axeProblems(page)).toEqual([]);
});
