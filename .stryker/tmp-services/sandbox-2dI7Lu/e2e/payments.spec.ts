// @ts-nocheck
import { newLearner, registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

test('free user → upgrade dialog → plan → test-mode payment → premium banner → premium page → refund → refused', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request, newLearner('buyer'));
  await signInViaApi(page, learner.email, learner.password, '/tasks');

  // A free learner meets the Premium Feature screen on a premium route.
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Back to Dashboard' }).or(page.getByRole('link', { name: 'Back to Dashboard' })),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Premium' }).first().click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Unlock Your MBA Success')).toBeVisible();
  await expect(dialog.getByText('Why Choose Our Premium Platform?')).toBeVisible();
  await expect(dialog.getByText('Most Popular')).toBeVisible();
  await screenshots(page, 'upgrade-dialog');
  await dialog.getByRole('button', { name: 'Choose Monthly' }).click();

  await expect(page).toHaveURL(/\/payment-confirmation\?planId=\d+/);
  await expect(page.getByText('Order summary')).toBeVisible();
  await expect(page.getByText(/Test mode/).first()).toBeVisible();
  await screenshots(page, 'payment-confirmation');
  await page.getByTestId('pay-button').click();
  await page.getByTestId('test-pay-success').click();

  // Back home: the 6-second toast, the green banner, and the URL reset to /.
  await expect(page.getByText('Payment Successful').first()).toBeVisible();
  await expect(page.getByText('Welcome to Premium!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /Practice Tests/ }).first()).toBeVisible();

  // Within 7 days the money-back refund is offered; afterwards premium is gone.
  await page.goto('/settings#billing');
  const refund = page.getByRole('button', { name: 'Request refund' });
  await expect(refund).toBeVisible();
  await screenshots(page, 'settings-billing');
  await refund.click();
  await page.getByTestId('confirm-refund').click();
  await expect(page.getByText('Refunded').first()).toBeVisible();

  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
  const status = await request.get('/api/user/subscription-status', { headers: { 'x-auth-token': token } });
  expect(await status.json()).toMatchObject({ hasPaidSubscription: false });
});
