// @ts-nocheck
import { E2E_ADMIN, newLearner, registerViaApi, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

// Journeys for the screens issue 20 still listed: the settings page's profile, sessions and delete-account
// sections, and the staff reports queue.

const me = (request: import('@playwright/test').APIRequestContext, token: string) =>
  request.get('/api/auth/user', { headers: { 'x-auth-token': token } });

test('settings: a profile edit persists; signing out other sessions ends them; deleting the account ends this one', async ({
  page,
  request,
}) => {
  test.slow(); // several password hashes
  const learner = await registerViaApi(request, newLearner('profile'));
  await signInViaApi(page, learner.email, learner.password, '/settings');

  await page.getByLabel('First name').fill('Meera');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Meera');

  // Another device signs in; this page ends it.
  const other = await request.post('/api/login', { data: { email: learner.email, password: learner.password } });
  const otherToken = (await other.json()).token as string;
  expect((await me(request, otherToken)).status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Sign out other sessions' }).click();
  await expect(page.getByText('Signed out other sessions').first()).toBeVisible();
  expect((await me(request, otherToken)).status()).toBe(401);
  await expect(page.getByText('You are only signed in on this device.')).toBeVisible();

  // Deleting asks for the password; a wrong one is refused in the dialog, the right one deletes.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
  await expect(dialog.getByRole('alert').or(dialog.locator('[role="status"]')).first()).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(learner.password);
  await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
  await expect(page.getByText('Account deleted').first()).toBeVisible();
  const again = await request.post('/api/login', { data: { email: learner.email, password: learner.password } });
  expect(again.status()).toBe(401);
});

test('reports queue: a learner`s report reaches staff, who resolve it and can reopen it', async ({ page, request }) => {
  const learner = await registerViaApi(request, newLearner('reporter'));
  const login = await request.post('/api/login', { data: { email: learner.email, password: learner.password } });
  const headers = { 'x-auth-token': (await login.json()).token as string };
  const list = await request.get('/api/practice/questions?limit=1&access=available', { headers });
  const questionId = (await list.json()).items[0].id as number;
  const message = `The units in option B look wrong (${Date.now()})`;
  const report = await request.post(`/api/questions/${questionId}/report`, {
    headers,
    data: { reason: 'typo', message },
  });
  expect(report.ok(), await report.text()).toBe(true);

  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/questions?tab=reports');
  const item = page.getByRole('listitem').filter({ hasText: message });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`question #${questionId}`);
  await expect(item).toContainText(learner.email);
  await item.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Report resolved').first()).toBeVisible();
  // Gone from the open queue; found under Resolved, where it can be reopened.
  await expect(page.getByRole('listitem').filter({ hasText: message })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('resolved');
  const resolved = page.getByRole('listitem').filter({ hasText: message });
  await resolved.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Report reopened').first()).toBeVisible();
});

test('settings: a profile photo is checked, uploaded, shown in the top bar after a reload, and removed', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request, newLearner('avatar'));
  await signInViaApi(page, learner.email, learner.password, '/settings');
  const section = page.locator('#avatar');
  const input = section.locator('input[type="file"]');
  await expect(section.getByRole('button', { name: 'Upload photo' })).toBeVisible();

  // Not an image: refused in the browser before any upload.
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(section.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
  // Named and typed as a PNG but not one: the server reads the bytes and refuses.
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await section.getByRole('button', { name: 'Save photo' }).click();
  await expect(section.getByRole('alert').or(section.locator('.text-red-600')).first()).toBeVisible();
  const before = await (await request.get('/api/auth/user', { headers: await authHeader(page) })).json();
  expect(before.profileImageUrl).toBeNull();
  await section.getByRole('button', { name: 'Cancel' }).click();

  // A real PNG (a 64-pixel square of this very page).
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 } });
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await section.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Photo updated').first()).toBeVisible();
  const stored = (await (await request.get('/api/auth/user', { headers: await authHeader(page) })).json()) as {
    profileImageUrl: string | null;
  };
  expect(stored.profileImageUrl).toBeTruthy();
  const image = await request.get(stored.profileImageUrl ?? '');
  expect(image.status()).toBe(200);
  expect((await image.body()).subarray(1, 4).toString()).toBe('PNG');
  await page.reload();
  await expect(page.locator(`header img[src="${stored.profileImageUrl}"]`).first()).toBeVisible();

  await section.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Photo removed').first()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Upload photo' })).toBeVisible();
  await expect(page.locator('header img')).toHaveCount(0);
});

async function authHeader(page: import('@playwright/test').Page) {
  return { 'x-auth-token': (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '' };
}

test('settings: dark mode is switched in Appearance, kept after a reload, and agrees with the top bar toggle', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request, newLearner('appearance'));
  await page.emulateMedia({ colorScheme: 'light' });
  await signInViaApi(page, learner.email, learner.password, '/settings');
  const html = page.locator('html');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  // The top bar's button says what it would do now, and undoes it.
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'false');
});
