import { expect, test } from '@playwright/test';
import { E2E_ADMIN, newLearner, registerViaApi, screenshots, signInViaApi } from './helpers.ts';

test('admin signs in → /admin dashboard with live figures; Admin Panel menu; users desk grants free access', async ({
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
  const row = page.getByRole('row', { name: new RegExp(learner.email) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Grant free access' }).click();
  await expect(row.getByText('Free access', { exact: true })).toBeVisible();

  // The learner now has premium access on the server.
  const login = await request.post('/api/login', { data: { email: learner.email, password: learner.password } });
  const { token } = await login.json();
  const status = await request.get('/api/user/subscription-status', { headers: { 'x-auth-token': token } });
  expect(await status.json()).toMatchObject({ hasFreeAccess: true });
});

test('a learner opening /admin sees the staff-only card and no Admin Panel', async ({ page, request }) => {
  const learner = await registerViaApi(request, newLearner('nosy'));
  await signInViaApi(page, learner.email, learner.password, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByText('Admin Panel')).toBeHidden();
});
