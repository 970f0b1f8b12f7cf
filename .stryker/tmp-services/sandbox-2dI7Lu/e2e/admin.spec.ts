// @ts-nocheck
import { E2E_ADMIN, newLearner, registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

test('admin signs in → /admin dashboard with live figures; Admin Panel menu; the users desk finds a learner', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request, newLearner('granted'));

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Published questions')).toBeVisible();
  await screenshots(page, 'admin-dashboard');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByText('Admin Panel')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel('Search users').fill(learner.email);
  await expect(page.getByRole('link', { name: new RegExp(learner.email) })).toBeVisible();
});

test('a learner opening /admin sees the staff-only card and no Admin Panel', async ({ page, request }) => {
  const learner = await registerViaApi(request, newLearner('nosy'));
  await signInViaApi(page, learner.email, learner.password, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByText('Admin Panel')).toBeHidden();
});
