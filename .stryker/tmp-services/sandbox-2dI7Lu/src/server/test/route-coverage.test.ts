// @ts-nocheck
import { describe, expect, it } from 'vitest';
import type { RouteCall } from '#server/app';
import type { RouteAccess } from '#server/authorisation.table';
import { routeCoverageGaps } from './route-coverage.ts';

const routes = [
  { method: 'GET', url: '/api/health' },
  { method: 'POST', url: '/api/admin/sets/:id/unpublish' },
];
const access: Record<string, RouteAccess> = {
  'GET /api/health': { access: 'public' },
  'POST /api/admin/sets/:id/unpublish': { access: 'staff' },
};
const complete: RouteCall[] = [
  { method: 'GET', url: '/api/health', status: 200, caller: 'guest' },
  { method: 'POST', url: '/api/admin/sets/:id/unpublish', status: 200, caller: 'staff' },
  { method: 'POST', url: '/api/admin/sets/:id/unpublish', status: 401, caller: 'guest' },
  { method: 'POST', url: '/api/admin/sets/:id/unpublish', status: 403, caller: 'learner' },
];

describe('routeCoverageGaps', () => {
  it('reports nothing when every route succeeded once and staff routes were refused to a guest and a learner', () => {
    expect(routeCoverageGaps(routes, access, complete)).toEqual([]);
  });

  it('reports a route whose every recorded call is removed, and each missing refusal of a staff route', () => {
    for (const dropped of complete) {
      const gaps = routeCoverageGaps(
        routes,
        access,
        complete.filter((c) => c !== dropped),
      );
      expect(gaps).toHaveLength(1);
      expect(gaps[0]).toContain(`${dropped.method} ${dropped.url}: `);
    }
    expect(routeCoverageGaps(routes, access, [])).toEqual([
      'GET /api/health: never answered with a success',
      'POST /api/admin/sets/:id/unpublish: never answered with a success',
      'POST /api/admin/sets/:id/unpublish: never refused to a guest',
      'POST /api/admin/sets/:id/unpublish: never refused to a learner',
    ]);
  });

  it('does not count a 4xx or 5xx answer as a success, nor a 403 to a guest as the guest refusal', () => {
    const failing: RouteCall[] = [
      { method: 'GET', url: '/api/health', status: 404, caller: 'guest' },
      { method: 'GET', url: '/api/health', status: 500, caller: 'staff' },
      { method: 'POST', url: '/api/admin/sets/:id/unpublish', status: 403, caller: 'guest' },
    ];
    expect(routeCoverageGaps(routes, access, failing)).toEqual([
      'GET /api/health: never answered with a success',
      'POST /api/admin/sets/:id/unpublish: never answered with a success',
      'POST /api/admin/sets/:id/unpublish: never refused to a guest',
      'POST /api/admin/sets/:id/unpublish: never refused to a learner',
    ]);
  });
});
