// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboard, dashboardQuery, platformAnalytics } from '#shared/contracts/admin-analytics';
import { requireStaff } from '../../plugins/auth.ts';
import type { AdminAnalyticsService } from './admin-analytics.service.ts';

/** The dashboard's period figures and the platform analytics, inside the staff scope of /api/admin. */
export function adminAnalyticsRoutes({
  adminAnalytics,
}: {
  adminAnalytics: AdminAnalyticsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      { schema: { querystring: dashboardQuery, response: { 200: adminDashboard } } },
      async (request) => adminAnalytics.dashboard(requireStaff(request), Number(request.query.days)),
    );
    app.get('/analytics', { schema: { response: { 200: platformAnalytics } } }, async (request) =>
      adminAnalytics.analytics(requireStaff(request)),
    );
  };
}
