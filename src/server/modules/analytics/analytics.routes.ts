import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSummary } from '#shared/contracts/analytics';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../plugins/auth.ts';
import { analyticsService } from './analytics.service.ts';

/** The home page's stat cards and charts: signed in only (the full /analytics page is premium). */
export function analyticsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const service = analyticsService(deps);
    app.get(
      '/api/analytics',
      { schema: { tags: ['analytics'], response: { 200: analyticsSummary } } },
      async (request) => service.summary(requireUser(request)),
    );
  };
}
