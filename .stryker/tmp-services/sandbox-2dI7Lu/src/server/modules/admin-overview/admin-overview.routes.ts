// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverview } from '#shared/contracts/admin-overview';
import { requireAdmin } from '../../plugins/auth.ts';
import type { AdminOverviewService } from './admin-overview.service.ts';

/** The staff dashboard, registered inside the admin scope of /api/admin. */
export function adminOverviewRoutes({
  adminOverview: service,
}: {
  adminOverview: AdminOverviewService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/overview', { schema: { response: { 200: adminOverview } } }, async (request) =>
      service.overview(requireAdmin(request)),
    );
  };
}
