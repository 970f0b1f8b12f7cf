// @ts-nocheck
import { readFile } from 'node:fs/promises';
import { E2E_ADMIN, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

// Staff move questions in and out of the bank in the browser: an export downloads the import format, a file edited
// and imported comes back as a new draft, and a file with a bad row imports nothing and names the row and field.

const word = () => `zephyr${Date.now().toString(36)}`;

test('bank import/export: export QA as JSON, import an edited question as a draft, a bad CSV row is named', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const marker = word();
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/qa-questions');
  await page.getByRole('button', { name: 'Import / export' }).click();
  await expect(page.getByRole('heading', { name: 'Import questions' })).toBeVisible();

  // Export: the published QA questions, in the import format.
  await page.getByLabel('Status', { exact: true }).selectOption('published');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^question-bank-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as Array<Record<string, unknown>>;
  expect(exported.length).toBeGreaterThan(10);
  for (const q of exported.slice(0, 50)) expect(q).toMatchObject({ section: 'QA', status: 'published' });

  // Import: one exported single question, its stem marked, its status left out (rows without one become drafts).
  const single = exported.find((q) => q.type === 'MCQ' && !q.set && !q.setId);
  expect(single).toBeTruthy();
  const { id: _id, status: _status, ...rest } = single as Record<string, unknown>;
  const edited = [{ ...rest, stem: `${String(rest.stem)} (${marker})` }];
  const file = page.getByLabel('File (.json or .csv)');
  await file.setInputFiles({
    name: 'one.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(edited)),
  });
  await page.getByRole('button', { name: 'Import JSON' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Imported 1 question from one\.json \(#\d+\)\.$/ }),
  ).toBeVisible();

  // A CSV whose second row has no answer: nothing is imported, and the row and field are named.
  const csv = [
    'section,area,topic,exams,type,stem,options,answer,explanation,difficulty',
    `QA,Arithmetic,Percentages,CAT,MCQ,What is 10% of 50 (${marker} csv)?,2|5|10|20,1,10% of 50 is 5.,1`,
    `QA,Arithmetic,Percentages,CAT,MCQ,What is 20% of 50 (${marker} csv)?,2|5|10|20,,20% of 50 is 10.,1`,
  ].join('\n');
  await file.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByText(/^bad\.csv: /)).toBeVisible();
  const rejected = page.getByRole('table', { name: 'Rejected rows' });
  // Rows count from the first line under the header; the good row 1 is not reported.
  await expect(rejected.getByRole('row')).toHaveCount(2);
  await expect(rejected.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '2',
    'answer',
    /answer is the letter A–E or the option number 1–5/,
  ]);

  // The bank holds the imported draft and nothing from the refused file.
  await page.getByRole('button', { name: 'Questions', exact: true }).click();
  await page.getByLabel('Search').fill(marker);
  const rows = page.getByRole('row').filter({ hasText: marker });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Draft');
});
