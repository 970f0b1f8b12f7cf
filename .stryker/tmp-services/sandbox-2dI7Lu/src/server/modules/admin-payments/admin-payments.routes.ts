// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPlanList,
  freeAccessBody,
  freeAccessUser,
  paymentFilters,
  paymentList,
  paymentListQuery,
  planInput,
  planPatch,
  revenueSummary,
} from '#shared/contracts/admin-payments';
import { planIdParams, refundParams, refundResponse, subscriptionPlan } from '#shared/contracts/payments';
import { formatDate } from '#shared/domain/pricing';
import type { Clock } from '../../platform/clock.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { AdminPaymentsService } from './admin-payments.service.ts';

/** The payments desk, registered inside the admin scope of /api/admin; the service checks the role again. */
export function adminPaymentsRoutes({
  adminPayments: service,
  clock,
}: {
  adminPayments: AdminPaymentsService;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payments',
      { schema: { querystring: paymentListQuery, response: { 200: paymentList } } },
      async (request) => {
        const { page, pageSize, ...filters } = request.query;
        return service.listPayments(requireAdmin(request), filters, page, pageSize);
      },
    );

    app.get(
      '/payments/summary',
      { schema: { querystring: paymentFilters, response: { 200: revenueSummary } } },
      async (request) => service.revenueSummary(requireAdmin(request), request.query),
    );

    app.get('/payments/export.csv', { schema: { querystring: paymentFilters } }, async (request, reply) => {
      const csv = await service.paymentsCsv(requireAdmin(request), request.query);
      const stamp = formatDate(clock.now()).replaceAll(' ', '-');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${stamp}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    });

    app.post(
      '/payments/:paymentId/refund',
      { schema: { params: refundParams, response: { 200: refundResponse } } },
      async (request) => service.refund(requireAdmin(request), request.params.paymentId),
    );

    app.get('/payments/plans', { schema: { response: { 200: adminPlanList } } }, async (request) =>
      service.allPlans(requireAdmin(request)),
    );

    app.post(
      '/payments/plans',
      { schema: { body: planInput, response: { 201: subscriptionPlan } } },
      async (request, reply) => reply.status(201).send(await service.createPlan(requireAdmin(request), request.body)),
    );

    app.patch(
      '/payments/plans/:id',
      { schema: { params: planIdParams, body: planPatch, response: { 200: subscriptionPlan } } },
      async (request) => service.editPlan(requireAdmin(request), request.params.id, request.body),
    );

    app.get('/payments/free-access', { schema: { response: { 200: z.array(freeAccessUser) } } }, async (request) =>
      service.freeAccessUsers(requireAdmin(request)),
    );

    app.post(
      '/payments/free-access',
      { schema: { body: freeAccessBody, response: { 200: freeAccessUser } } },
      async (request) => service.setFreeAccess(requireAdmin(request), request.body.email, request.body.enabled),
    );
  };
}
