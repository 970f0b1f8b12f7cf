import type { APIRequestContext } from '@playwright/test';
import { premiumLearner, screenshots } from './helpers.ts';
import { expect, test } from './journey.ts';

// A learner with several mocks behind them: the results page's trend and the mocks list's completed ones, as a
// learner sees them after weeks of practice (the attempts are taken through the API, each submitted by the learner).

interface PaperQuestion {
  id: number;
  sectionKey: string;
  type: 'MCQ' | 'TITA';
}

async function takeMock(request: APIRequestContext, headers: Record<string, string>, mockId: number, n: number) {
  const clientId = `tab-history-${n}`;
  const start = await request.post(`/api/mock-tests/${mockId}/start`, { headers, data: { clientId } });
  expect(start.status(), await start.text()).toBe(200);
  const { attemptId } = (await start.json()) as { attemptId: string };
  const paper = await request.get(`/api/mock-attempts/${attemptId}/paper`, { headers });
  const { questions } = (await paper.json()) as { questions: PaperQuestion[] };
  const first = questions.filter((q) => q.sectionKey === questions[0]?.sectionKey && q.type === 'MCQ');
  // More answers in each later mock, so the trend moves.
  for (const [i, q] of first.slice(0, 4 + 3 * n).entries()) {
    const save = await request.post(`/api/mock-attempts/${attemptId}/answers`, {
      headers,
      data: { clientId, seq: i + 1, questionId: q.id, status: 'answered', answer: { option: i % 4 }, seconds: 40 },
    });
    expect(save.status(), await save.text()).toBe(200);
  }
  const submit = await request.post(`/api/mock-attempts/${attemptId}/submit`, { headers, data: { clientId } });
  expect(submit.status(), await submit.text()).toBe(200);
  return attemptId;
}

test('a learner with three mocks behind them: results with a score trend, and the completed mocks listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const learner = await premiumLearner(page);
  const list = await page.request.get('/api/mock-tests', { headers: learner.headers });
  const { items } = (await list.json()) as {
    items: Array<{ id: number; exam: string; kind: string; state: string; title: string }>;
  };
  const mocks = items.filter((m) => m.exam === 'CAT' && m.kind === 'full' && m.state === 'available').slice(0, 3);
  expect(mocks).toHaveLength(3);
  const attempts: string[] = [];
  for (const [n, m] of mocks.entries()) attempts.push(await takeMock(page.request, learner.headers, m.id, n));

  await page.goto(`/test-results/${attempts[2]}`);
  await expect(page.getByRole('heading', { name: 'Score trend across your mocks' })).toBeVisible();
  await expect(page.getByText('Take another mock to see your trend.')).toHaveCount(0);
  await expect(page.getByTestId('result-stats')).toBeVisible();
  await screenshots(page, 'mock-results-history');

  // Solutions come ten at a time (a full paper's 68 at once held the page up for seconds), passages once opened.
  const solutions = page.getByTestId('review-item');
  await expect(solutions).toHaveCount(10);
  await expect(page.getByText('10 of 68 shown')).toBeVisible();
  await page.getByRole('button', { name: 'Show 10 more' }).click();
  await expect(solutions).toHaveCount(20);
  await page.getByRole('button', { name: 'Show 10 more' }).scrollIntoViewIfNeeded();
  await screenshots(page, 'mock-results-show-more');
  const passage = solutions.filter({ hasText: 'Show the passage' }).first();
  await expect(passage.getByRole('article', { name: 'Reading passage' })).toHaveCount(0);
  await passage.getByText('Show the passage').click();
  await expect(passage.getByRole('article', { name: 'Reading passage' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all 68' }).click();
  await expect(solutions).toHaveCount(68);
  await expect(page.getByRole('button', { name: /more$/ })).toHaveCount(0);
  // a narrower filter starts again from its own first ten
  await page.getByRole('combobox', { name: 'Section' }).selectOption('QA');
  await expect(solutions).toHaveCount(10);
  await expect(page.getByText('10 of 22 shown')).toBeVisible();

  await page.goto('/mock-tests');
  for (const m of mocks) {
    const card = page.getByTestId('mock-card').filter({ hasText: m.title }).first();
    await expect(card).toHaveAttribute('data-state', 'completed');
    await expect(card.getByRole('link', { name: 'View analysis' })).toBeVisible();
  }
  await screenshots(page, 'mock-tests-history');
});
