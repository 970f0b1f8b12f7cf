// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsDetails, homeAnalytics } from '#shared/contracts/analytics';
import { requireUser } from '../../plugins/auth.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];

/** The home's stat cards and charts (signed in); the /analytics page's figures and export (premium). */
export function analyticsRoutes({ analytics }: { analytics: AnalyticsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/analytics', { schema: { tags, response: { 200: homeAnalytics } } }, async (request) =>
      analytics.summary(requireUser(request)),
    );

    app.get('/api/analytics/details', { schema: { tags, response: { 200: analyticsDetails } } }, async (request) =>
      analytics.details(request.auth),
    );

    app.get('/api/analytics/export.csv', { schema: { tags } }, async (request, reply) => {
      const csv = await analytics.csv(request.auth);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="my-analytics.csv"')
        .send(csv);
    });
  };
}
