// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { pageTitle } from '../lib/page-title.ts';
import { appRoutes } from './routes.tsx';

describe('every route names its page in the browser tab (issue 12)', () => {
  it('has a title on every route', () => {
    const missing = appRoutes.filter((r) => r.title === undefined).map((r) => r.path);
    expect(missing, 'routes without a title in routes.tsx').toEqual([]);
  });
  it('gives different pages different titles (aliases of one page may share)', () => {
    const byTitle = new Map<string, Set<unknown>>();
    for (const r of appRoutes) {
      const pages = byTitle.get(r.title ?? '') ?? new Set();
      pages.add(r.Page);
      byTitle.set(r.title ?? '', pages);
    }
    const shared = [...byTitle].filter(([, pages]) => pages.size > 1).map(([t]) => t);
    expect(shared).toEqual([]);
  });
  it('puts the page first and the product after it', () => {
    expect(pageTitle('Bookmarks')).toBe('Bookmarks · MBA Prep');
    expect(pageTitle('')).toMatch(/^MBA Prep/);
  });
});
