// @ts-nocheck
import { E2E_ADMIN, newLearner, registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

test('staff sign in at /admin/login, find a learner, grant free access; the learner opens a premium page; the audit log shows it', async ({
  page,
  browser,
  request,
}) => {
  const learner = await registerViaApi(request, newLearner('granted'));

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBe('true');

  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(learner.email);
  await page.getByRole('link', { name: new RegExp(learner.email) }).click();
  await expect(page.getByRole('heading', { name: `${learner.firstName} ${learner.lastName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Grant free access' }).click();
  await expect(page.getByRole('button', { name: 'Revoke free access' })).toBeVisible();
  await expect(page.getByText('Free access', { exact: true }).first()).toBeVisible();
  await screenshots(page, 'staff-learner-page');

  // The learner, in their own browser, opens a premium page.
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await signInViaApi(learnerPage, learner.email, learner.password, '/tasks');
  await expect(learnerPage.getByRole('heading', { name: 'Practice Tests' })).toBeVisible({ timeout: 30_000 });
  await expect(learnerPage.getByText('Premium Feature')).toBeHidden();
  await learnerContext.close();

  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption('user.free_access');
  const row = page.getByRole('row', { name: /user\.free_access/ }).first();
  await expect(row).toContainText(E2E_ADMIN.email);
  await expect(row).toContainText('freeAccess: false → true');
  await screenshots(page, 'staff-audit-log');

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await screenshots(page, 'staff-users');

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Over the last 30 days' })).toBeVisible();
  await page.getByLabel('Period', { exact: true }).selectOption('7');
  await expect(page.getByRole('heading', { name: 'Over the last 7 days' })).toBeVisible();
  await expect(page.getByText('Registrations per day')).toBeVisible();
  await expect(page.getByText('Mocks taken', { exact: true })).toBeVisible();
  await expect(page.getByText('Mocks submitted per day')).toBeVisible();
  await screenshots(page, 'staff-dashboard');

  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Platform analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funnel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Score distributions per mock' })).toBeVisible();
  await screenshots(page, 'staff-analytics');
});

test('a learner at /admin/login is told they are not an administrator and stays signed out', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request, newLearner('notstaff'));
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Not an administrator', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(/This account is not an administrator/),
  ).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
  // Staff routes guard themselves in the browser: a guest goes to the staff sign-in.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a staff-role member gets the staff dashboard and a menu without the admin-only desks', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request, newLearner('staffer'));
  const admin = await (await request.post('/api/admin/login', { data: E2E_ADMIN })).json();
  const headers = { 'x-auth-token': admin.token };
  const found = await (await request.get(`/api/admin/users?q=${encodeURIComponent(member.email)}`, { headers })).json();
  const promote = await request.patch(`/api/admin/users/${found.items[0].id}`, { headers, data: { role: 'staff' } });
  expect(promote.status(), await promote.text()).toBe(200);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Over the last 30 days' })).toBeVisible();
  await expect(page.getByText('Revenue, last 30 days')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Question bank/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Payments/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'QA Questions' }) });
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
});
