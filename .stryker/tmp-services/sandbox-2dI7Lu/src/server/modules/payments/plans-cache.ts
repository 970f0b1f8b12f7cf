// @ts-nocheck
import type { PlanRow } from '../../db/rows.ts';

/**
 * The active plans, read from the database at most once per `ttlMs` in this process (GET /api/subscription-plans is
 * on every landing page; plans change a few times a year). An admin edit made in this process forgets them at
 * once; other processes of a cluster see it within `ttlMs`. Wall time, not the injected clock: this is freshness
 * of a copy, not business time.
 */
export function plansCache(load: () => Promise<PlanRow[]>, ttlMs = 5_000) {
  let cached: { at: number; rows: Promise<PlanRow[]> } | undefined;
  return {
    rows(): Promise<PlanRow[]> {
      const now = performance.now();
      if (!cached || now - cached.at > ttlMs) {
        const rows = load();
        const entry = { at: now, rows };
        cached = entry;
        rows.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.rows;
    },
    forget() {
      cached = undefined;
    },
  };
}
