import type { Page } from '@playwright/test';
import { reachAnswerableQuestion, registerViaApi, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

// The AI tutor with no model configured (the built-in offline tutor): asked about a practice question it hints
// one step at a time, stops when told, and carries on in the same conversation; a guest meets the daily limit.

const answers = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator('li[data-role="assistant"]');

test('ask the tutor about a practice question: a streamed hint, Stop, then continue', async ({ page }) => {
  const learner = await registerViaApi(page.request);
  await signInViaApi(page, learner.email, learner.password, '/questions?section=QA&type=MCQ');
  await reachAnswerableQuestion(page);
  // Keyboard: 1 picks option A, Enter submits.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('1');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Result' })).toBeVisible();

  await page.getByRole('link', { name: 'Ask the tutor' }).click();
  await expect(page).toHaveURL(/\/ai-tutor\?question=\d+&answer=A/);
  await expect(page.getByText('Built-in tutor (offline)')).toBeVisible();
  await expect(page.getByText('(you answered A)')).toBeVisible();

  await page.getByRole('button', { name: 'Give me a hint' }).click();
  // The hint streams in, one step, never the answer.
  await expect(answers(page).first()).toContainText(/Hint 1 of \d|single step/);
  await expect(answers(page).first()).not.toContainText('Answer:');
  await expect(answers(page).first().getByRole('button', { name: 'Copy answer' })).toBeVisible();
  await expect(page).toHaveURL(/\/ai-tutor\?c=\d+/);

  // A long answer, stopped part-way: what was written stays.
  const box = page.getByLabel('Message the tutor');
  await box.fill('Explain the solution step by step');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Stopped. What was written is kept.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

  // …and the conversation carries on.
  await box.fill('Another hint please');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(answers(page)).toHaveCount(3);
  await expect(answers(page).nth(2)).toContainText(/Hint 2 of \d|every hint|single step/);

  // It is kept: listed on the side, and reopened with its messages.
  await page.reload();
  await expect(answers(page)).toHaveCount(3);
  await expect(page.getByRole('navigation', { name: 'Conversations' }).getByText(/^Question \d+:/)).toBeVisible();
});

test('a guest reaches the daily limit and is offered a free account', async ({ page }) => {
  // Five whole answers stream in (each up to ~4 s), then the audit in both themes.
  test.setTimeout(120_000);
  await page.goto('/ai-tutor');
  await expect(page.getByTestId('tutor-usage')).toHaveText('5 of 5 messages left today');
  await page.getByRole('button', { name: 'What is the alligation rule for mixtures?' }).click();
  await expect(answers(page)).toHaveCount(1);
  const box = page.getByLabel('Message the tutor');
  for (let i = 2; i <= 5; i++) {
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await box.fill(`What is a weighted average? (${i})`);
    await box.press('Enter');
    await expect(answers(page)).toHaveCount(i);
  }
  await expect(page.getByTestId('tutor-usage')).toHaveText('0 of 5 messages left today');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await box.fill('One more?');
  await box.press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("You have used today's 5 free tutor messages");
  await expect(alert.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
  await expect(answers(page)).toHaveCount(5);
});
