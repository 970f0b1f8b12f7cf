import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOverview, adminUserPatch, adminUsersPage, adminUsersQuery } from '#shared/contracts/admin-overview';
import { requireAdmin } from '../../plugins/auth.ts';
import type { AdminOverviewService } from './admin-overview.service.ts';

/** The staff dashboard and user list, registered inside the admin scope of /api/admin. */
export function adminOverviewRoutes({
  adminOverview: service,
}: {
  adminOverview: AdminOverviewService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/overview', { schema: { response: { 200: adminOverview } } }, async (request) =>
      service.overview(requireAdmin(request)),
    );

    app.get(
      '/users',
      { schema: { querystring: adminUsersQuery, response: { 200: adminUsersPage } } },
      async (request) => service.users(requireAdmin(request), request.query),
    );

    app.patch(
      '/users/:id',
      {
        schema: {
          params: z.object({ id: z.uuid('id must be a user id') }),
          body: adminUserPatch,
          response: { 200: z.object({ id: z.string() }) },
        },
      },
      async (request) => service.setRole(requireAdmin(request), request.params.id, request.body.role),
    );
  };
}
