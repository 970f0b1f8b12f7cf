import { E2E_ADMIN, reachAnswerableQuestion, registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { axeProblems, expect, test } from './journey.ts';

// "Discuss" on a practice question opens its one community thread, showing the question without its answer; the
// learner who started it follows it, and replies and mentions reach them through the bell (issue 17).

test('Discuss a practice question, then hear of replies and mentions in the bell', async ({ page }) => {
  const learner = await registerViaApi(page.request);
  // The filter in the address from the start: no list reload races the first question.
  await signInViaApi(page, learner.email, learner.password, '/questions?type=MCQ');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('MCQ');
  await reachAnswerableQuestion(page);
  const firstOption = page.getByRole('radiogroup', { name: 'Options' }).locator('label .prose-content').first();
  const optionText = ((await firstOption.textContent()) ?? '').trim();

  // Before answering: the thread shows the stem and options, and nothing of the answer.
  await page.getByRole('button', { name: 'Discuss' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  const threadPath = new URL(page.url()).pathname;
  const shown = page.getByTestId('thread-question');
  await expect(shown.getByRole('listitem').first()).toContainText(optionText);
  await expect(page.getByText('Worked explanation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  await screenshots(page, 'community-discuss-thread');

  // Someone else replies in the thread and mentions the learner elsewhere (staff post without new-member limits).
  const login = await page.request.post('/api/login', { data: E2E_ADMIN });
  const headers = { 'x-auth-token': (await login.json()).token as string };
  const postId = Number(threadPath.split('/').pop());
  const reply = await page.request.post(`/api/community/posts/${postId}/comments`, {
    headers,
    data: { body: 'Eliminate the options by the unit digit first.' },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const mention = await page.request.post('/api/community/posts', {
    headers,
    data: {
      channel: 'general',
      kind: 'discussion',
      title: 'Weekly doubt-clearing session',
      body: `Join us on Sunday, @${learner.username}: bring your hardest QA questions.`,
    },
  });
  expect(mention.status(), await mention.text()).toBe(201);

  await page.goto('/community');
  await expect(page.getByTestId('notification-count')).toHaveText('2');
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 2 unread');
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: /mentioned you/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: /replied to you/ })).toBeVisible();
  await screenshots(page, 'community-notification-panel');
  expect(await axeProblems(page, 'the open bell panel')).toEqual([]);

  // Opening one marks it read and leads to its thread.
  await panel.getByRole('link', { name: /replied to you/ }).click();
  await expect(page).toHaveURL(new RegExp(`${threadPath}$`));
  await expect(page.getByText('Eliminate the options by the unit digit first.')).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveText('1');

  // Mark all read empties the badge; the list keeps them, read.
  await page.getByTestId('notification-bell').click();
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(panel.locator('[data-unread]')).toHaveCount(0);

  // Unfollow: the button turns back to Follow.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
});
