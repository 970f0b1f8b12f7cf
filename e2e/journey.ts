import AxeBuilder from '@axe-core/playwright';
import { test as base, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Every journey ends with an accessibility audit of the state it reached (an open dialog, a filled form, a result),
// in light and dark: a11y.spec.ts audits each route as it first loads, this reaches the states in between.

/**
 * An axe run for these journeys: axe.run in the page itself (legacy mode; the default opens a blank tab per audit to
 * merge frames' results; same-origin frames are still reached, the live room's video embed is another site's page),
 * and only violations carry all their nodes (passes and incompletes would build a selector for every node on the
 * page, and nothing reads them). Same findings, in about half the time.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * Serious and critical WCAG 2.1 A/AA findings on the page as it stands, one line each; `rules` narrows the audit
 * to those axe rules.
 */
export async function axeProblems(page: Page, where: string, rules?: string[]): Promise<string[]> {
  const builder = axeBuilder(page);
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join(' | ');
      return `${where}: ${v.id} (${v.impact}) ${nodes}`;
    });
}

/**
 * The page's state in both themes (the theme is the `dark` class on <html>), left as it was found: every rule in
 * the theme it ended in, and in the other only what a theme changes (colour contrast), which keeps the cost of
 * 128 journeys' audits down.
 */
export async function auditBothThemes(page: Page): Promise<string[]> {
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  // Colours switch at once: audited mid-transition, a button is half light and half dark (a flaky contrast finding).
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const problems: string[] = [];
  for (const dark of [wasDark, !wasDark]) {
    await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
    const where = `${new URL(page.url()).pathname} ${dark ? 'dark' : 'light'}`;
    problems.push(...(await axeProblems(page, where, dark === wasDark ? undefined : ['color-contrast'])));
  }
  await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), wasDark);
  return problems;
}

export const test = base.extend<{ axeAtEnd: undefined }>({
  axeAtEnd: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      // A failed journey reports its own failure; a closed or blank page has nothing to audit.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http')) return;
      // A journey that closed its page (runBeforeUnload) may still be closing: nothing left to audit then.
      const problems = await auditBothThemes(page).catch((error: Error) => {
        if (page.isClosed() || /has been closed/.test(error.message)) return [];
        throw error;
      });
      if (problems.length) throw new Error(`accessibility of the state this journey ended in:\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
