// @ts-nocheck
import { E2E_ADMIN, newLearner, registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

// Staff build a sectional mock from a blueprint at /admin/mock-tests, publish it behind a confirmation, and a
// learner finds it on /mock-tests; the audit log keeps both actions. Then extra time (PwD) on a learner's page.

test('staff create a sectional CAT mock from a blueprint, publish it, and a learner sees it on /mock-tests', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `E2E QA Sectional ${Date.now().toString(36)}`;
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/mock-tests');
  await expect(page.getByRole('heading', { name: 'Mock tests', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Manage Mock Tests/);
  const table = page.getByRole('table', { name: 'Mock tests' });
  await expect(table).toBeVisible();

  // A title the server refuses is explained next to the field, in plain words.
  const form = page.getByRole('form', { name: 'New mock test' });
  await form.getByLabel('Title').fill('QA');
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(form.getByText('Title needs at least 3 characters.', { exact: true })).toBeVisible();

  // The blueprint: CAT 2024–25, its QA section on its own clock (the hint reads the shared pattern).
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Pattern').selectOption('CAT2024');
  await form.getByLabel('Section (sectional test)').selectOption('QA');
  await expect(form.getByText('22 questions · 40 min')).toBeVisible();
  await form.getByLabel('Timer').selectOption('pausable');
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Draft “${title}” created` })).toBeVisible({
    timeout: 30_000,
  });

  // The new draft is listed with the server's numbers.
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('Sectional');
  await expect(row).toContainText('CAT 2024–25 · Quantitative Aptitude');
  await expect(row).toContainText('Always open');
  await expect(row.getByTestId('mock-paper')).toHaveText('22 q · 40 min');
  await expect(row.getByRole('cell').nth(6)).toHaveText('0');

  // The same title again is refused with the server's 409 message by the title field.
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(form.getByText('A mock test with this title exists.')).toBeVisible();

  // Publish, behind a confirmation.
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Publish “${title}”?` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Published');
  await expect(row.getByRole('button', { name: `Move to draft ${title}` })).toBeVisible();
  await screenshots(page, 'staff-mock-tests');

  // A learner, in their own browser, finds it among the available mocks.
  const learner = await registerViaApi(request, newLearner('mocktaker'));
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await signInViaApi(learnerPage, learner.email, learner.password, '/mock-tests');
  const card = learnerPage.getByTestId('mock-card').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveAttribute('data-state', 'available');
  await expect(card).toContainText('22 questions');
  await expect(card).toContainText('40 min');
  await expect(card.getByRole('link', { name: 'Start' })).toBeVisible();
  await learnerContext.close();

  // The audit log keeps the build and the publication.
  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption('mock.status');
  const entry = page.getByRole('row', { name: /mock\.status/ }).first();
  await expect(entry).toContainText(E2E_ADMIN.email);
  await expect(entry).toContainText('status: draft → published');
});

test('staff give a learner PwD extra time on their page; the page and its audit log show it', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request, newLearner('pwd'));
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/users');
  await page.getByLabel('Search users').fill(learner.email);
  await page.getByRole('link', { name: new RegExp(learner.email) }).click();
  await expect(page.getByRole('heading', { name: `${learner.firstName} ${learner.lastName}` })).toBeVisible();
  await expect(page.getByTestId('extra-time-current')).toHaveText('Now: None (1×)');

  await page.getByLabel('Extra time for tests').selectOption('pwd');
  await page.getByRole('button', { name: 'Save extra time' }).click();
  await expect(page.getByTestId('extra-time-current')).toContainText('PwD (4/3: 53 min 20 s per 40-min CAT section)');
  await expect(page.getByRole('button', { name: 'Save extra time' })).toBeDisabled();
  await expect(page.getByRole('row', { name: /mock\.time_grant/ }).first()).toContainText('timeFactor: 1 → 1.3333');
});

test('staff correct an answer key: the confirmation counts the attempts, and a taker’s score follows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await (await request.post('/api/admin/login', { data: E2E_ADMIN })).json();
  const staff = { 'x-auth-token': admin.token };
  const title = `E2E Key Fix ${Date.now().toString(36)}`;
  const made = await request.post('/api/admin/mock-tests', {
    headers: staff,
    data: { title, patternId: 'CAT2024', sectionKey: 'VARC' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const mockId = (await made.json()).id;
  await request.put(`/api/admin/mock-tests/${mockId}/status`, { headers: staff, data: { status: 'published' } });
  const keys = await (await request.get(`/api/admin/mock-tests/${mockId}/keys`, { headers: staff })).json();
  const q = keys.items.find((i: { type: string }) => i.type === 'MCQ');
  const wrong = (q.answer.index + 1) % q.options.length;

  // A learner answers that question with another option than the key and submits: −1 for it.
  const learner = await registerViaApi(request, newLearner('keyfix'));
  const login = await (
    await request.post('/api/login', { data: { email: learner.email, password: learner.password } })
  ).json();
  const me = { 'x-auth-token': login.token };
  const clientId = `tab-keyfix-${Date.now().toString(36)}`;
  const { attemptId } = await (
    await request.post(`/api/mock-tests/${mockId}/start`, { headers: me, data: { clientId } })
  ).json();
  await request.post(`/api/mock-attempts/${attemptId}/claim`, { headers: me, data: { clientId } });
  const saved = await request.post(`/api/mock-attempts/${attemptId}/answers`, {
    headers: me,
    data: { clientId, seq: 1, questionId: q.questionId, status: 'answered', answer: { option: wrong }, seconds: 30 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await request.post(`/api/mock-attempts/${attemptId}/submit`, { headers: me, data: { clientId } });
  const before = await (await request.get(`/api/mock-attempts/${attemptId}/result`, { headers: me })).json();

  // Staff find the key was wrong: the learner's option is the right one.
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/mock-tests');
  await page.getByRole('button', { name: `Correct a key in ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct an answer key' });
  await dialog.getByLabel('Question').selectOption(String(q.questionId));
  await dialog.getByRole('radio').nth(wrong).check();
  await dialog.getByRole('button', { name: 'Review correction' }).click();
  await expect(dialog).toContainText(/re-score [1-9]\d* submitted attempts?\?/);
  await dialog.getByTestId('confirm-rescore').click();
  await expect(dialog.getByRole('status')).toBeVisible({ timeout: 30_000 });

  // CAT marking: a wrong MCQ was −1, the same answer is now +3.
  const after = await (await request.get(`/api/mock-attempts/${attemptId}/result`, { headers: me })).json();
  expect(after.score).toBe(before.score + 4);
  expect(after.correct).toBe(before.correct + 1);
});

test('staff replace the paper of a draft nobody has started: the picker opens on its questions, one is swapped', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `E2E Replace Paper ${Date.now().toString(36)}`;
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/mock-tests');
  const form = page.getByRole('form', { name: 'New mock test' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Pattern').selectOption('CAT2024');
  await form.getByLabel('Section (sectional test)').selectOption('QA');
  await form.getByRole('button', { name: 'Create draft' }).click();
  const row = page.getByRole('table', { name: 'Mock tests' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Draft', { timeout: 30_000 });

  await row.getByRole('button', { name: `Replace paper of ${title}` }).click();
  const picker = page.getByRole('form', { name: 'Replace paper' });
  await expect(page.getByText(`Replace the paper of “${title}”`)).toBeVisible();
  // It starts from the current paper: CAT 2024 QA on its own, 22 of 22 picked.
  await expect(picker.getByLabel('Pattern')).toHaveValue('CAT2024');
  await expect(picker.getByLabel('Sections')).toHaveValue('QA');
  await expect(picker.getByRole('button', { name: 'QA 22 / 22' })).toBeVisible();
  await screenshots(page, 'staff-replace-paper');
  const picked = picker.getByRole('list', { name: 'Picked for QA' });
  const first = picked.getByRole('button', { name: /^Remove question \d+$/ }).first();
  const removedId = ((await first.textContent()) ?? '').replace(/\D/g, '');
  await first.click();
  await expect(picker.getByRole('button', { name: 'QA 21 / 22' })).toBeVisible();
  // Saving a short paper is refused by the server, in its words.
  await picker.getByRole('button', { name: 'Save paper' }).click();
  await expect(picker.getByRole('alert')).toContainText('sections.QA: 21 questions chosen');
  // A question from the bank that is not on the paper takes its place.
  const bank = picker.getByRole('list', { name: 'Matching questions' });
  const add = bank
    .getByRole('button', { name: /^Add question \d+$/ })
    .and(bank.locator(':enabled'))
    .first();
  const addedId = ((await add.textContent()) ?? '').replace(/\D/g, '');
  expect(addedId).not.toBe(removedId);
  await add.click();
  await expect(picker.getByRole('button', { name: 'QA 22 / 22' })).toBeVisible();
  await picker.getByRole('button', { name: 'Save paper' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${title}: The paper is saved.` })).toBeVisible();
  await expect(picker).toBeHidden();

  // The audit log names the swap.
  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption('mock.paper');
  await expect(page.getByRole('row', { name: /mock\.paper/ }).first()).toContainText(E2E_ADMIN.email);
});
