import type { Page } from '@playwright/test';
import { E2E_ADMIN, newLearner, registerViaApi, signInViaApi } from './helpers.ts';
import { axeBuilder, expect, test } from './journey.ts';

// Journeys for screens the older specs did not walk (issue 20): the admin payments page (plans editor) and the
// settings page's password and data sections; axe runs on each page in light and dark mode.

/** Serious or critical axe violations of the page, in light and then dark mode (rule id and first target). */
async function axeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const dark of [false, true]) {
    await page.evaluate((d) => {
      localStorage.setItem('darkMode', String(d));
      document.documentElement.classList.toggle('dark', d);
    }, dark);
    await page.waitForTimeout(150);
    const result = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const v of result.violations) {
      if (v.impact === 'serious' || v.impact === 'critical') {
        found.push(`${dark ? 'dark' : 'light'}: ${v.id} at ${v.nodes[0]?.target.join(' ')}`);
      }
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('darkMode', 'false');
    document.documentElement.classList.remove('dark');
  });
  return found;
}

test('admin payments page: a new plan is created in the plans editor, listed on sale, and sold through the API', async ({
  page,
  request,
}) => {
  test.slow(); // two axe passes
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const name = `Weekend ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New plan' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Price (₹, GST incl.)').fill('149');
  await dialog.getByLabel('Duration (days)').fill('3');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('Plan saved').first()).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('₹149');
  await expect(card).toContainText('3 Days');
  await expect(card.getByText('On sale')).toBeVisible();

  const plans = await (await request.get('/api/subscription-plans')).json();
  expect(plans).toEqual(expect.arrayContaining([expect.objectContaining({ name, price: '149', durationDays: 3 })]));
});

test('settings: the password is changed in its section (the old one stops working) and the data download is JSON', async ({
  page,
  request,
}) => {
  test.slow(); // two password hashes, two axe passes and a download
  const learner = await registerViaApi(request, newLearner('settings'));
  await signInViaApi(page, learner.email, learner.password, '/settings');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const next = 'another-horse-9';
  await page.getByLabel('Current password').fill(learner.password);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated').first()).toBeVisible();
  const oldLogin = await request.post('/api/login', { data: { email: learner.email, password: learner.password } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post('/api/login', { data: { email: learner.email, password: next } });
  expect(newLogin.status()).toBe(200);

  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const text = await (await file.createReadStream()).toArray();
  const data = JSON.parse(Buffer.concat(text).toString('utf8'));
  expect(JSON.stringify(data)).toContain(learner.email);
});
