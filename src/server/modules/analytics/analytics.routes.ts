import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSummary } from '#shared/contracts/analytics';
import { requireUser } from '../../plugins/auth.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** The home page's stat cards and charts: signed in only (the full /analytics page is premium). */
export function analyticsRoutes({ analytics }: { analytics: AnalyticsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/analytics',
      { schema: { tags: ['analytics'], response: { 200: analyticsSummary } } },
      async (request) => analytics.summary(requireUser(request)),
    );
  };
}
