import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, registerViaApi, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

// The community forum (issue 17): ask a question with math, answer it as another member, accept, vote, and find it
// by search; and an XSS corpus posted through the API that executes nothing when rendered.

async function tokenFor(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return { 'x-auth-token': (await res.json()).token as string };
}

test('ask with math, answer as another member, accept, vote, search finds it', async ({ page, browser }) => {
  const asker = await registerViaApi(page.request);
  const answerer = await registerViaApi(page.request);
  const word = `zanzibar${Date.now().toString(36)}`;

  await signInViaApi(page, asker.email, asker.password, '/community');
  await page.getByRole('button', { name: 'Ask or discuss' }).click();
  await page.getByLabel('Channel', { exact: true }).selectOption('qa');
  await page.getByLabel('Title', { exact: true }).fill(`Remainder of a power ${word}`);
  await page.getByLabel('Details', { exact: true }).fill('What is the remainder when $2^{100}$ is divided by $7$?');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('markdown-preview').locator('.katex').first()).toBeVisible();
  await page.getByRole('button', { name: 'Post question' }).click();
  await expect(page).toHaveURL(/\/community\/question\/\d+$/);
  const url = page.url();
  await expect(page.getByRole('heading', { name: `Remainder of a power ${word}` })).toBeVisible();
  await expect(page.getByTestId('post-body').locator('.katex').first()).toBeVisible();

  // Another member answers in their own browser.
  const other = await browser.newPage();
  await signInViaApi(other, answerer.email, answerer.password, new URL(url).pathname);
  await other
    .getByLabel('Your answer')
    .fill('Since $2^3 \\equiv 1 \\pmod 7$, $2^{100} = 2 \\cdot (2^3)^{33} \\equiv 2$.');
  await other.getByRole('button', { name: 'Post your answer' }).click();
  const answer = other.getByTestId('answer');
  await expect(answer.locator('.katex').first()).toBeVisible();
  // They upvote the question: the new score comes with the vote's answer, without fetching the thread again.
  const threadApi = `/api/community/posts/${new URL(url).pathname.split('/').pop()}`;
  const refetches: string[] = [];
  other.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === threadApi) refetches.push(r.url());
  });
  await other.getByRole('button', { name: 'Upvote this post' }).click();
  await expect(other.getByRole('button', { name: 'Upvote this post' })).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByTestId(/^score-post-/)).toHaveText('1');
  expect(refetches).toEqual([]);
  await other.close();

  // The asker is notified: the bell counts the answer, and opening it leads back to the thread.
  await page.reload();
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await page.getByTestId('notification-bell').click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /answered your question/ })
    .click();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  // The asker accepts the answer and upvotes it.
  const theirAnswer = page.getByTestId('answer');
  await theirAnswer.getByRole('button', { name: 'Accept this answer' }).click();
  await expect(theirAnswer.getByText('Accepted answer', { exact: true })).toBeVisible();
  await theirAnswer.getByRole('button', { name: /^Upvote the answer/ }).click();
  await expect(theirAnswer.getByRole('button', { name: /^Upvote the answer/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Solved')).toBeVisible();

  // Search finds it, solved.
  await page.goto('/community');
  await page.getByLabel('Search the community').fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  const hit = page.getByRole('list', { name: 'Threads' }).getByRole('listitem').first();
  await expect(hit.getByRole('link', { name: `Remainder of a power ${word}` })).toBeVisible();
  await expect(hit.getByText('Solved')).toBeVisible();

  // The home screen's Community Highlights card shows it and links to /community.
  await page.goto('/');
  const card = page.getByRole('heading', { name: 'Community Highlights' }).locator('xpath=ancestor::div[2]');
  await expect(card.getByRole('link', { name: `Remainder of a power ${word}` })).toBeVisible();
  await card.getByRole('link', { name: 'Visit the community' }).click();
  await expect(page).toHaveURL(/\/community$/);
});

const XSS = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=2;alert(2)">',
  '<svg onload="window.__xss=3;alert(3)"><circle r="4"/></svg>',
  '<svg><script>window.__xss=4</script></svg>',
  '<a href="javascript:window.__xss=5">raw link</a>',
  '[click me](javascript:window.__xss=6)',
  '[entity](jav&#x61;script:window.__xss=7)',
  '<javascript:window.__xss=8>',
  '![img](javascript:window.__xss=9)',
  '![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj48L3N2Zz4=)',
  '<iframe src="javascript:window.__xss=10"></iframe>',
  '<details open ontoggle="window.__xss=11">x</details>',
  '<math><mtext><img src=x onerror="window.__xss=12"></mtext></math>',
  '$\\href{javascript:window.__xss=13}{math link}$',
  '$$\\url{javascript:window.__xss=14}$$',
  '$<img src=x onerror="window.__xss=15">$',
  '<style>body{display:none}</style>',
  '<div style="position:fixed;inset:0" onclick="window.__xss=16">cover</div>',
  '[ref]\n\n[ref]: javascript:window.__xss=17',
  '<form action="javascript:window.__xss=18"><button>go</button></form>',
];

async function assertInert(page: Page, path: string) {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await page.goto(path);
  await expect(page.getByTestId('post-body')).toBeVisible();
  await page.waitForTimeout(300);
  // Click every link the members' content rendered: none may run script.
  const content = page.locator('article');
  const injected = await content
    .locator(
      'script, iframe, object, embed, form, style, svg:not(.lucide), [onerror], [onload], [onclick], [ontoggle], a[href^="javascript" i], img[src^="data:" i], img[src^="javascript" i]',
    )
    .count();
  expect(injected).toBe(0);
  for (const link of await content.locator('[data-testid="post-body"] a, [data-testid="answer"] a').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.toLowerCase().replace(/\s/g, '')).not.toContain('javascript:');
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test('an XSS corpus posted through the API renders inert in Chromium', async ({ page }) => {
  // Staff are not rate limited, so one account posts the whole corpus.
  const headers = await tokenFor(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  const body = XSS.join('\n\n');
  const q = await page.request.post('/api/community/posts', {
    headers,
    data: { channel: 'general', kind: 'question', title: '<img src=x onerror=alert(1)> title payload', body },
  });
  expect(q.status(), await q.text()).toBe(201);
  const qid = (await q.json()).id;
  for (const payload of XSS.slice(0, 6)) {
    const a = await page.request.post(`/api/community/posts/${qid}/answers`, { headers, data: { body: payload } });
    expect(a.status()).toBe(201);
    const c = await page.request.post(`/api/community/posts/${qid}/comments`, { headers, data: { body: payload } });
    expect(c.status()).toBe(201);
  }
  const d = await page.request.post('/api/community/posts', {
    headers,
    data: { channel: 'general', kind: 'discussion', title: 'Discussion with payloads', body },
  });
  const did = (await d.json()).id;
  for (const payload of XSS.slice(6)) {
    const c = await page.request.post(`/api/community/posts/${did}/comments`, { headers, data: { body: payload } });
    expect(c.status()).toBe(201);
  }

  await assertInert(page, `/community/question/${qid}`);
  await expect(page.getByRole('heading', { name: /title payload/ })).toContainText('<img src=x onerror=alert(1)>');
  await assertInert(page, `/post/${did}`);
  // Signed in, with the compose preview rendering the corpus too.
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, `/post/${did}`);
  await page.getByLabel('Your reply').fill(body);
  await page.getByRole('button', { name: 'Preview' }).first().click();
  await expect(page.getByTestId('markdown-preview')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.getByTestId('markdown-preview').locator('script, iframe, [onerror], [onload], svg').count()).toBe(
    0,
  );
  // The feed and search show the titles as text.
  await page.goto('/community?q=payload');
  await expect(page.getByRole('link', { name: /title payload/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
