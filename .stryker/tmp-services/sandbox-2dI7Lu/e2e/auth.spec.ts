// @ts-nocheck
import { latestMailTo, newLearner, registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

test('sign up → sign in → welcome card → settings → sign out', async ({ page }) => {
  const learner = newLearner('journey');
  await page.goto('/signup');
  await page.getByLabel('First name').fill(learner.firstName);
  await page.getByLabel('Last name').fill(learner.lastName);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully! Please sign in.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome, ${learner.firstName}!`)).toBeVisible();
  await expect(page.getByText('Ready to conquer your CAT preparation today?')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await expect(page.getByText(`Welcome, ${learner.firstName}!`)).toBeHidden();
  // Once per session: a reload does not bring it back.
  await page.reload();
  await expect(page.getByRole('button', { name: `Account menu for ${learner.firstName}` })).toBeVisible();
  await expect(page.getByText(`Welcome, ${learner.firstName}!`)).toBeHidden();

  await page.getByRole('button', { name: `Account menu for ${learner.firstName}` }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const firstName = page.getByLabel('First name');
  await firstName.fill('Ashwini');
  await page.getByRole('button', { name: /Save/ }).first().click();
  await expect(page.getByRole('button', { name: 'Account menu for Ashwini' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for Ashwini' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  // The session is revoked on the server too: settings now asks to sign in.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
});

test('forgot password → reset through the mailed link → sign in with the new password', async ({ page, request }) => {
  const learner = await registerViaApi(request, newLearner('reset'));
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const mail = await latestMailTo(learner.email);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/)?.[0] ?? '';
  expect(link, 'reset link in the mail').toBeTruthy();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password').fill('different-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match. Please try again.').first()).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();

  // The link is single use.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Invalid or Expired Link' })).toBeVisible();

  const ok = await request.post('/api/login', { data: { email: learner.email, password: 'brand-new-pass' } });
  expect(ok.status()).toBe(200);
  const old = await request.post('/api/login', { data: { email: learner.email, password: learner.password } });
  expect(old.status()).toBe(401);
});

test('guards: guests see Login Required naming the feature; unknown paths show the 404 card', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page.getByText(/Settings/).first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  // Signing in comes back to the page that asked for it.
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('dark mode from localStorage, phone width, and screenshots of the auth screens', async ({ page, request }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' }).last()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await screenshots(page, 'login');
  await page.goto('/');
  await screenshots(page, 'home-guest');
  const learner = await registerViaApi(request, newLearner('shots'));
  await signInViaApi(page, learner.email, learner.password, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await screenshots(page, 'settings');
  await page.goto('/');
  await expect(page.getByText('AI Study Plan Generator')).toBeVisible();
  await screenshots(page, 'home-signed-in');
  await page.goto('/questions');
  await expect(page.getByRole('heading', { name: 'Practice Questions' })).toBeVisible();
  await screenshots(page, 'questions');
});
