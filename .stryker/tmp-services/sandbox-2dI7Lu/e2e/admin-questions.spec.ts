// @ts-nocheck
import { E2E_ADMIN, registerViaApi, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

// A word no generated question uses, so the search finds exactly the question written here.
const marker = () =>
  `quasar${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('an admin writes a question with math, sees the KaTeX preview, saves a draft, publishes and finds it', async ({
  page,
}) => {
  const word = marker();
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/qa-questions');
  await expect(page.getByRole('heading', { name: 'QA questions' })).toBeVisible();
  await page.getByRole('button', { name: 'New question' }).click();

  // An empty stem is caught before sending, next to the field.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('The question needs a stem of at least 5 characters.')).toBeVisible();
  await expect(page.getByLabel(/^Stem/)).toHaveAttribute('aria-invalid', 'true');

  // The server's 400 names the next missing field in plain words, never zod's wording.
  await page.getByLabel(/^Stem/).fill(`The ${word} holds $\\frac{1}{2}$ of 10 litres. How many litres is that?`);
  await expect(page.getByText('The question needs a stem of at least 5 characters.')).toBeHidden();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Area cannot be empty\.$/ })).toBeVisible();
  await expect(page.getByText(/Too small|expected string/)).toHaveCount(0);

  await page.getByLabel('Area', { exact: true }).fill('Arithmetic');
  await page.getByLabel('Topic', { exact: true }).fill('Fractions');
  for (const [letter, text] of [
    ['A', '2'],
    ['B', '5'],
    ['C', '10'],
    ['D', '20'],
  ] as const) {
    await page.getByLabel(`Option ${letter}`, { exact: true }).fill(text);
  }
  await page.getByRole('button', { name: 'Mark option B correct' }).click();
  await page.locator('#q-step-0').fill('Half of $10$ is $5$.');

  const preview = page.getByTestId('question-preview');
  await expect(preview.locator('.katex .mfrac').first()).toBeVisible();
  await expect(preview).toContainText(word);
  await expect(preview).toContainText('Answer: Option B');

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByTestId('question-status')).toHaveText('Draft');
  await expect(page).toHaveURL(/edit=\d+/);
  const id = new URL(page.url()).searchParams.get('edit');

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByTestId('question-status')).toHaveText('Published');

  await page.getByRole('button', { name: 'Back to the bank' }).click();
  await page.getByLabel('Search').fill(word);
  const row = page.getByRole('row').filter({ hasText: word });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`#${id}`);
  await expect(row).toContainText('Published');
  await expect(row.locator('.katex').first()).toBeVisible();
  await expect(page.locator('p[aria-live="polite"]')).toContainText(/^1 question(?!s)/);
});

test('the question and set editors ask before throwing away unsaved edits, and the tab warns on close', async ({
  page,
}) => {
  const draft = `An unsaved ${marker()} stem that must not be lost by a stray click.`;
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/qa-questions');
  await expect(page.getByRole('heading', { name: 'QA questions' })).toBeVisible();
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });

  // Nothing typed: "Back to the bank" leaves at once.
  await page.getByRole('button', { name: 'New question' }).click();
  await expect(page).toHaveURL(/edit=new/);
  await page.getByRole('button', { name: 'Back to the bank' }).click();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(discard).toBeHidden();

  // Typed: "Back to the bank" asks; Keep editing stays with the text.
  await page.getByRole('button', { name: 'New question' }).click();
  await page.getByLabel(/^Stem/).fill(draft);
  await page.getByRole('button', { name: 'Back to the bank' }).click();
  await expect(discard).toBeVisible();
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(page).toHaveURL(/edit=new/);
  await expect(page.getByLabel(/^Stem/)).toHaveValue(draft);

  // The browser's back button is another way out: it asks too.
  await page.goBack({ waitUntil: 'commit' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel(/^Stem/)).toHaveValue(draft);

  // Discard leaves, and the next new question starts blank.
  await page.getByRole('button', { name: 'Back to the bank' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(page).not.toHaveURL(/edit=/);
  await page.getByRole('button', { name: 'New question' }).click();
  await expect(page.getByLabel(/^Stem/)).toHaveValue('');

  // The set editor asks the same way before "Back to sets".
  await page.getByRole('button', { name: 'Back to the bank' }).click();
  await page.getByRole('button', { name: 'Passages & data sets' }).click();
  await page.getByRole('button', { name: 'New set' }).click();
  await page.getByLabel('Title', { exact: true }).fill('A half-written passage');
  await page.getByRole('button', { name: 'Back to sets' }).click();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(page).not.toHaveURL(/set=/);

  // Closing the tab with unsaved edits gets the browser's own warning (beforeunload).
  await page.getByRole('button', { name: 'New set' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Another half-written passage');
  const warned = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await warned).toBe('beforeunload');
});

test('a learner who opens the bank sees that it is for administrators only', async ({ page }) => {
  const learner = await registerViaApi(page.request);
  await signInViaApi(page, learner.email, learner.password, '/admin/questions');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('an admin authors a DILR set: data blocks checked as typed, a question added to it, the set published and unpublished', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = marker();
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dilr-questions');
  await page.getByRole('button', { name: 'Passages & data sets' }).click();
  await page.getByRole('button', { name: 'New set' }).click();
  await expect(page.getByLabel('Kind')).toHaveValue('dilr_set');
  await page.getByLabel('Title', { exact: true }).fill(`Regional sales ${word}`);
  await page.getByLabel('Set type').fill('table');
  await page.getByLabel(/^Body/).fill('The table gives the units sold by a company in two regions.');

  // The data blocks are checked as typed: broken JSON is named and blocks saving; the example is valid.
  const data = page.getByLabel('Data blocks (JSON: tables and charts)');
  await data.fill('{"blocks": [');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create set' })).toBeDisabled();
  await data.fill('');
  await page.getByRole('button', { name: 'Insert an example' }).click();
  await expect(page.getByText('2 block(s), valid.')).toBeVisible();
  // The live preview draws the table.
  await expect(page.getByRole('table').filter({ hasText: 'North' })).toBeVisible();

  await page.getByRole('button', { name: 'Create set' }).click();
  await expect(page).toHaveURL(/set=\d+/);
  const setId = new URL(page.url()).searchParams.get('set');
  await expect(page.getByRole('heading', { name: `Set #${setId}` })).toBeVisible();
  await expect(page.getByText('No questions yet. Add the first one.')).toBeVisible();

  // A question in the set, published at once.
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page).toHaveURL(new RegExp(`setId=${setId}`));
  await page.getByLabel(/^Stem/).fill(`By what percentage did sales in the North grow (${word})?`);
  await page.getByLabel('Area', { exact: true }).fill('Data Interpretation');
  await page.getByLabel('Topic', { exact: true }).fill('Tables');
  for (const [letter, text] of [
    ['A', '20%'],
    ['B', '25%'],
    ['C', '30%'],
    ['D', '35%'],
  ] as const) {
    await page.getByLabel(`Option ${letter}`, { exact: true }).fill(text);
  }
  await page.getByRole('button', { name: 'Mark option B correct' }).click();
  await page.locator('#q-step-0').fill('From 120 to 150 is a rise of 30, and 30 / 120 = 25%.');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByTestId('question-status')).toHaveText('Published');

  // Back in the set: one question, published; "Unpublish all" takes it back to draft.
  await page.goto(`/admin/dilr-questions?tab=sets&set=${setId}`);
  await expect(page.getByRole('heading', { name: /^Questions/ })).toContainText('(1/1 published)');
  await expect(page.getByRole('listitem').filter({ hasText: word })).toContainText('published');
  await page.getByRole('button', { name: 'Unpublish all' }).click();
  await expect(page.getByText('Set unpublished').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Questions/ })).toContainText('(0/1 published)');
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Questions/ })).toContainText('(0/1 published)');
});
