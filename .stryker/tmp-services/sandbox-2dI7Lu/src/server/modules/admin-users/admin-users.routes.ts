// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserAction,
  adminUserDetail,
  adminUserPatch,
  adminUsersFilter,
  adminUsersPage,
  adminUsersQuery,
  freeAccessChange,
  suspendBody,
  userIdParams,
} from '#shared/contracts/admin-users';
import { formatDate } from '#shared/domain/pricing';
import type { Clock } from '../../platform/clock.ts';
import { requireAdmin, requireStaff } from '../../plugins/auth.ts';
import type { AdminUsersService } from './admin-users.service.ts';

/**
 * The users desk, registered inside the staff scope of /api/admin: staff moderate learners; roles, free access and
 * the export are for administrators (the service checks each again).
 */
export function adminUsersRoutes({
  adminUsers: service,
  clock,
}: {
  adminUsers: AdminUsersService;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users',
      { schema: { querystring: adminUsersQuery, response: { 200: adminUsersPage } } },
      async (request) => service.list(requireStaff(request), request.query),
    );

    app.get('/users/export.csv', { schema: { querystring: adminUsersFilter } }, async (request, reply) => {
      const csv = await service.exportCsv(requireAdmin(request), request.query);
      const stamp = formatDate(clock.now()).replaceAll(' ', '-');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="users-${stamp}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    });

    app.get('/users/:id', { schema: { params: userIdParams, response: { 200: adminUserDetail } } }, async (request) =>
      service.detail(requireStaff(request), request.params.id),
    );

    app.patch(
      '/users/:id',
      { schema: { params: userIdParams, body: adminUserPatch, response: { 200: adminUserAction } } },
      async (request) => service.setRole(requireAdmin(request), request.params.id, request.body.role),
    );

    app.post(
      '/users/:id/free-access',
      { schema: { params: userIdParams, body: freeAccessChange, response: { 200: adminUserAction } } },
      async (request) => service.setFreeAccess(requireAdmin(request), request.params.id, request.body),
    );

    app.post(
      '/users/:id/suspend',
      { schema: { params: userIdParams, body: suspendBody, response: { 200: adminUserAction } } },
      async (request) => service.suspend(requireStaff(request), request.params.id, request.body.reason),
    );

    app.post(
      '/users/:id/unsuspend',
      { schema: { params: userIdParams, response: { 200: adminUserAction } } },
      async (request) => service.unsuspend(requireStaff(request), request.params.id),
    );

    app.post(
      '/users/:id/password-reset',
      { schema: { params: userIdParams, response: { 200: adminUserAction } } },
      async (request) =>
        service.sendPasswordReset(requireStaff(request), request.params.id, (err) =>
          request.log.error({ err }, 'reset mail failed'),
        ),
    );
  };
}
