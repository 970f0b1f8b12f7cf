import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

// Community moderation (issue 17): a member reports a post, staff hide it from the queue and the member no longer
// sees it; an author edits a post and the edit history shows both versions.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function postAs(request: APIRequestContext, email: string, password: string, data: object) {
  const login = await request.post('/api/login', { data: { email, password } });
  const headers = { 'x-auth-token': (await login.json()).token as string };
  const res = await request.post('/api/community/posts', { headers, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

test('a member reports a post, staff hide it from the queue, and the member no longer sees it', async ({
  page,
  browser,
}) => {
  const author = await registerViaApi(page.request);
  const reader = await registerViaApi(page.request);
  const title = `Cheap leaked CAT papers ${Date.now().toString(36)}`;
  const id = await postAs(page.request, author.email, author.password, {
    channel: 'general',
    kind: 'discussion',
    title,
    body: 'DM me for **leaked** papers, only ₹499.',
  });

  // The reader reports it with a reason and a note.
  await signInViaApi(page, reader.email, reader.password, `/post/${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Report this post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByLabel('Leaked exam content').check();
  await dialog.getByLabel('Note for the moderators (optional)').fill('Selling papers for money.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Staff find it in the queue with its content and the report.
  const staff = await browser.newPage();
  await signInViaApi(staff, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/community');
  await expect(staff.getByRole('heading', { name: 'Community reports' })).toBeVisible();
  const item = staff.getByTestId('report-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText('Leaked exam content')).toBeVisible();
  await expect(item.getByText('“Selling papers for money.”')).toBeVisible();
  await expect(item.getByText('leaked', { exact: true })).toBeVisible();
  await screenshots(staff, 'community-reports-queue');
  await item.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(staff.getByText('Hidden from members', { exact: true })).toBeVisible();
  await expect(staff.getByTestId('report-item').filter({ hasText: title })).toHaveCount(0);

  // Staff still see the thread, marked hidden.
  await staff.goto(`/post/${id}`);
  await expect(staff.getByRole('button', { name: 'Restore' })).toBeVisible();
  await screenshots(staff, 'community-thread-staff-hidden');
  await staff.close();

  // The member no longer sees it: not in the thread, not in the channel's feed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thread not found' })).toBeVisible();
  await page.goto('/channel/general');
  await expect(page.getByRole('heading', { name: 'General', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Threads' }).or(page.getByText(/No threads here yet/))).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('an author edits a post with an uploaded image and the history shows both versions', async ({ page }) => {
  const author = await registerViaApi(page.request);
  const title = `Time per DILR set ${Date.now().toString(36)}`;
  const id = await postAs(page.request, author.email, author.password, {
    channel: 'dilr',
    kind: 'question',
    title,
    body: 'How long should one DILR set take?',
  });
  await signInViaApi(page, author.email, author.password, `/community/question/${id}`);
  await page.getByRole('button', { name: 'Edit' }).first().click();
  const editor = page.getByLabel('Edit', { exact: true });
  await editor.fill('How long should one DILR set take in the CAT slot of 40 minutes?\n\n');
  await page.getByTestId('image-file').first().setInputFiles({ name: 'timer.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor).toHaveValue(/!\[timer\]\(\/uploads\/community\/\d{4}-\d{2}\/[0-9a-f]{32}\.png\)/);
  await page.getByRole('button', { name: 'Save edit' }).click();

  const body = page.getByTestId('post-body');
  await expect(body).toContainText('in the CAT slot of 40 minutes?');
  await expect(body.getByRole('img', { name: 'timer' })).toBeVisible();
  await page.getByRole('button', { name: /^edited / }).click();
  const history = page.getByTestId('edit-history');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Version 2');
  await expect(history.getByRole('listitem').first()).toContainText('in the CAT slot of 40 minutes?');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Version 1');
  await expect(history.getByRole('listitem').nth(1)).toContainText('How long should one DILR set take?');
  await screenshots(page, 'community-edit-history');
});

test('staff lock and pin a thread from its staff bar and suspend its author, who can no longer post', async ({
  page,
}) => {
  const author = await registerViaApi(page.request);
  const title = `Private coaching notes for sale ${Date.now().toString(36)}`;
  const body = { channel: 'general', kind: 'discussion', title, body: 'Message me for notes.' };
  const id = await postAs(page.request, author.email, author.password, body);
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, `/post/${id}`);
  const bar = page.getByRole('region', { name: 'Moderation' });
  await bar.getByRole('button', { name: 'Lock thread' }).click();
  await expect(bar.getByRole('button', { name: 'Unlock' })).toBeVisible();
  await bar.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(bar.getByRole('button', { name: 'Unpin' })).toBeVisible();

  await bar.getByRole('button', { name: 'Suspend author' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Asha Verma' });
  await expect(dialog.getByRole('button', { name: 'Suspend for 7 days' })).toBeDisabled();
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Selling notes');
  await dialog.getByLabel('For').selectOption('30');
  await dialog.getByRole('button', { name: 'Suspend for 30 days' }).click();
  await expect(page.getByText('Asha Verma is suspended', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const login = await page.request.post('/api/login', { data: { email: author.email, password: author.password } });
  const headers = { 'x-auth-token': (await login.json()).token as string };
  const again = await page.request.post('/api/community/posts', { headers, data: { ...body, title: `${title} 2` } });
  expect(again.status()).toBe(403);
});
