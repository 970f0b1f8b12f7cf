import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOverview, adminUserPatch, adminUsersPage, adminUsersQuery } from '#shared/contracts/admin-overview';
import { isAdministrator } from '#shared/domain/access';
import { startOfCalendarDay } from '#shared/domain/calendar';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { adminOverviewRepo } from './admin-overview.repo.ts';

/** The staff dashboard's figures and the user list (every /api/admin route is also guarded by the auth hook). */
export function adminOverviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const repo = adminOverviewRepo(deps.database.db);
  const { config, clock } = deps;
  return async (app) => {
    app.get('/api/admin/overview', { schema: { response: { 200: adminOverview } } }, async (request) => {
      const auth = requireAdmin(request);
      const now = clock.now();
      return repo.overview(now, startOfCalendarDay(now, auth.user.timezone), config.ADMIN_EMAIL);
    });

    app.get(
      '/api/admin/users',
      { schema: { querystring: adminUsersQuery, response: { 200: adminUsersPage } } },
      async (request) => {
        requireAdmin(request);
        const { q, page, pageSize } = request.query;
        const { rows, total } = await repo.listUsers({ q, page, pageSize, now: clock.now() });
        return {
          items: rows.map(({ user, hasPaidSubscription, attempts }) => ({
            id: user.id,
            email: user.email,
            username: user.username,
            firstName: user.firstName,
            lastName: user.lastName,
            role: user.role,
            isAdmin: isAdministrator(user, config.ADMIN_EMAIL),
            freeAccess: user.freeAccess,
            hasPaidSubscription: Boolean(hasPaidSubscription),
            attempts,
            createdAt: user.createdAt.toISOString(),
          })),
          total,
          page,
          pageSize,
        };
      },
    );

    app.patch(
      '/api/admin/users/:id',
      {
        schema: {
          params: z.object({ id: z.uuid('id must be a user id') }),
          body: adminUserPatch,
          response: { 200: z.object({ id: z.string() }) },
        },
      },
      async (request) => {
        const auth = requireAdmin(request);
        if (!request.body.role) throw badRequest('Nothing to change: send role.');
        if (request.params.id === auth.user.id && request.body.role !== 'admin') {
          throw badRequest('You cannot remove your own administrator role.');
        }
        const row = await repo.setRole(request.params.id, request.body.role);
        if (!row) throw notFound('No such user.');
        return row;
      },
    );
  };
}
