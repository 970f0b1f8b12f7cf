import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, registerViaApi } from './helpers.ts';
import { auditBothThemes } from './journey.ts';

// Every route of the route table (read from src/web/app/routes.tsx, so a new page cannot be forgotten), signed out
// and signed in, light and dark: no serious or critical axe violation, and the tab names the page.

interface TableRoute {
  path: string;
  title: string;
  access: string;
}

function routeTable(): TableRoute[] {
  const source = fs.readFileSync('src/web/app/routes.tsx', 'utf8');
  const table = source.slice(source.indexOf('export const appRoutes'));
  const rows = [...table.matchAll(/\{([^{}]*path: '[^']+'[^{}]*)\}/g)].map((m) => m[1] ?? '');
  return rows.map((row) => ({
    path: /path: '([^']+)'/.exec(row)?.[1] ?? '',
    title: /title: '([^']*)'/.exec(row)?.[1] ?? '(no title)',
    access: /access: '([^']+)'/.exec(row)?.[1] ?? '',
  }));
}

const ROUTES = routeTable();
// Signed in, these send you home: nothing of their own to audit.
const SIGNED_OUT_ONLY = ['/login', '/signup', '/forgot-password', '/admin/login'];
const expectedTitle = (title: string) => (title ? `${title} · MBA Prep` : /^MBA Prep/);

/** One sign-in per caller for the whole file (a learner registered once): the pages are audited, not the sign-in. */
const tokens = new Map<'learner' | 'admin', string>();

/** Before the page's first load, the way the app keeps a session: one page load per case, not three. */
async function signedIn(page: Page, caller: 'learner' | 'admin') {
  let token = tokens.get(caller);
  if (!token) {
    const { email, password } = caller === 'admin' ? E2E_ADMIN : await registerViaApi(page.request);
    const res = await page.request.post('/api/login', { data: { email, password } });
    expect(res.status(), await res.text()).toBe(200);
    token = (await res.json()).token as string;
    tokens.set(caller, token);
  }
  await page.addInitScript((t) => localStorage.setItem('authToken', t), token);
}

async function audit(page: Page, route: TableRoute, who: string) {
  const problems: string[] = [];
  await page.addInitScript(() => localStorage.setItem('darkMode', 'false'));
  await page.goto(route.path);
  await page.waitForLoadState('networkidle');
  // The expect default (10 s), not 5 s: two audits at a time share the server, and a busy one answers slower.
  await expect(page.locator('main')).not.toContainText(/Checking your|Loading|Preparing/);
  const want = expectedTitle(route.title);
  await expect(page)
    .toHaveTitle(want, { timeout: 3000 })
    .catch(async () => {
      problems.push(`${who} ${route.path}: tab title is "${await page.title()}", not "${String(want)}"`);
    });
  // One load: every rule in light, and in dark what a theme changes (colour contrast), as the journeys audit.
  problems.push(...(await auditBothThemes(page)).map((p) => `${who} ${p}`));
  return problems;
}

test('the route table is read whole', () => {
  expect(ROUTES.length).toBeGreaterThan(15);
  expect(ROUTES.map((r) => r.path)).toContain('/questions');
  for (const r of ROUTES) expect(r.title, `${r.path} has no title in routes.tsx`).not.toBe('(no title)');
});

// One test per route and caller, so a slow page or a finding names itself.
// Signed out, a staff page sends you to the staff sign-in, which is what the tab then names.
const ADMIN_LOGIN_TITLE = ROUTES.find((r) => r.path === '/admin/login')?.title ?? '(no title)';
const asGuestSees = (route: TableRoute): TableRoute =>
  route.path.startsWith('/admin') && route.path !== '/admin/login' ? { ...route, title: ADMIN_LOGIN_TITLE } : route;

for (const route of ROUTES) {
  test(`axe, signed out: ${route.path}`, async ({ page }) => {
    const seen = asGuestSees(route);
    if (seen === route) {
      expect(await audit(page, route, 'guest')).toEqual([]);
      return;
    }
    // A staff page sends a guest to the staff sign-in, audited as its own route above: here only the way there.
    await page.goto(route.path);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page).toHaveTitle(expectedTitle(seen.title));
  });
}

for (const route of ROUTES.filter((r) => !r.path.startsWith('/admin') && !SIGNED_OUT_ONLY.includes(r.path))) {
  test(`axe, learner: ${route.path}`, async ({ page }) => {
    await signedIn(page, 'learner');
    expect(await audit(page, route, 'learner')).toEqual([]);
  });
}

for (const route of ROUTES.filter((r) => !SIGNED_OUT_ONLY.includes(r.path))) {
  test(`axe, administrator: ${route.path}`, async ({ page }) => {
    await signedIn(page, 'admin');
    expect(await audit(page, route, 'admin')).toEqual([]);
  });
}
