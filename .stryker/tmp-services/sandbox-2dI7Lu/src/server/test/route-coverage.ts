// @ts-nocheck
import type { RegisteredRoute, RouteCall } from '#server/app';
import type { RouteAccess } from '#server/authorisation.table';

// The route-coverage rule (issue 20): every registered route is called by some test with a success status, and
// every staff or admin route is also called by a guest (401) and by a learner (403).

export type Gap = `${string} ${string}: ${string}`;

export function routeCoverageGaps(
  routes: Pick<RegisteredRoute, 'method' | 'url'>[],
  access: Record<string, RouteAccess>,
  calls: RouteCall[],
): Gap[] {
  const byRoute = new Map<string, RouteCall[]>();
  for (const call of calls) {
    const key = `${call.method} ${call.url}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), call]);
  }
  const gaps: Gap[] = [];
  for (const { method, url } of routes) {
    const key = `${method} ${url}` as const;
    const seen = byRoute.get(key) ?? [];
    if (!seen.some((c) => c.status >= 200 && c.status < 400)) gaps.push(`${key}: never answered with a success`);
    const cls = access[key]?.access;
    if (cls === 'staff' || cls === 'admin') {
      if (!seen.some((c) => c.caller === 'guest' && c.status === 401)) gaps.push(`${key}: never refused to a guest`);
      if (!seen.some((c) => c.caller === 'learner' && c.status === 403))
        gaps.push(`${key}: never refused to a learner`);
    }
  }
  return gaps;
}
