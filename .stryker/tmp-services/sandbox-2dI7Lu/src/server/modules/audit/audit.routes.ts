// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '#shared/contracts/audit';
import { requireAdmin } from '../../plugins/auth.ts';
import type { AuditService } from './audit.service.ts';

/** The audit trail, registered inside the admin scope of /api/admin. */
export function auditRoutes({ audit }: { audit: AuditService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/audit', { schema: { querystring: auditQuery, response: { 200: auditPage } } }, async (request) =>
      audit.list(requireAdmin(request), request.query),
    );
  };
}
