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
import { requireAdmin } from '../../plugins/auth.ts';
import { refundPayment } from '../payments/billing.service.ts';
import { type PaymentsDeps, paymentsContext } from '../payments/payments.routes.ts';
import * as service from './admin-payments.service.ts';

/** The staff payments desk. Every /api/admin/* route is already refused to guests and learners by a hook. */
export function adminPaymentsRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db;

    app.get(
      '/api/admin/payments',
      { schema: { querystring: paymentListQuery, response: { 200: paymentList } } },
      async (request) => {
        const { page, pageSize, ...filters } = request.query;
        return service.listPayments(db, filters, page, pageSize);
      },
    );

    app.get(
      '/api/admin/payments/summary',
      { schema: { querystring: paymentFilters, response: { 200: revenueSummary } } },
      async (request) => service.revenueSummary(db, request.query),
    );

    app.get('/api/admin/payments/export.csv', { schema: { querystring: paymentFilters } }, async (request, reply) => {
      const csv = await service.paymentsCsv(db, request.query);
      const stamp = formatDate(deps.clock.now()).replaceAll(' ', '-');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${stamp}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    });

    app.post(
      '/api/admin/payments/:paymentId/refund',
      { schema: { params: refundParams, response: { 200: refundResponse } } },
      async (request) =>
        refundPayment(paymentsContext(deps), requireAdmin(request), request.params.paymentId, { staff: true }),
    );

    app.get('/api/admin/payments/plans', { schema: { response: { 200: adminPlanList } } }, async () =>
      service.allPlans(db),
    );

    app.post(
      '/api/admin/payments/plans',
      { schema: { body: planInput, response: { 201: subscriptionPlan } } },
      async (request, reply) => reply.status(201).send(await service.createPlan(db, request.body)),
    );

    app.patch(
      '/api/admin/payments/plans/:id',
      { schema: { params: planIdParams, body: planPatch, response: { 200: subscriptionPlan } } },
      async (request) => service.editPlan(db, request.params.id, request.body),
    );

    app.get('/api/admin/payments/free-access', { schema: { response: { 200: z.array(freeAccessUser) } } }, async () =>
      service.freeAccessUsers(db),
    );

    app.post(
      '/api/admin/payments/free-access',
      { schema: { body: freeAccessBody, response: { 200: freeAccessUser } } },
      async (request) => service.setFreeAccess(db, request.body.email, request.body.enabled),
    );
  };
}
