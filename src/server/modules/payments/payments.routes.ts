import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingOverview as billingOverviewSchema,
  checkoutConfig,
  checkoutOrder,
  createOrderBody,
  entitlements,
  planIdParams,
  receiptParams,
  refundParams,
  refundResponse,
  subscriptionPlan,
  testPayBody,
  testPayResponse,
  verifyPaymentBody,
  verifyPaymentResponse,
} from '#shared/contracts/payments';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { billingOverview, receiptFor, refundPayment } from './billing.service.ts';
import {
  activePlan,
  activePlans,
  createOrder,
  type PaymentsContext,
  testPay,
  verifyPayment,
} from './payments.service.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { webhookRoutes } from './webhook.routes.ts';

/** The context of one payments call; the gateway is read from deps each time (a test may swap it). */
export const paymentsContext = (deps: AppDeps): PaymentsContext => ({
  db: deps.database.db,
  clock: deps.clock,
  access: deps.access,
  get gateway() {
    if (!deps.payments) throw new AppError(503, 'payments_unavailable', PAYMENTS_UNAVAILABLE);
    return deps.payments;
  },
});

export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now. Please try again later.';

export function paymentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx = () => paymentsContext(deps);

    app.get('/api/subscription-plans', { schema: { response: { 200: z.array(subscriptionPlan) } } }, async () =>
      activePlans(ctx()),
    );

    app.get(
      '/api/subscription-plans/:id',
      { schema: { params: planIdParams, response: { 200: subscriptionPlan } } },
      async (request) => activePlan(ctx(), request.params.id),
    );

    app.get('/api/payments/config', { schema: { response: { 200: checkoutConfig } } }, async () => {
      const gateway = deps.payments;
      return gateway
        ? { gateway: gateway.name, keyId: gateway.keyId }
        : { gateway: 'unavailable' as const, keyId: null };
    });

    app.post(
      '/api/payments/orders',
      { schema: { body: createOrderBody, response: { 200: checkoutOrder } } },
      async (request) => createOrder(ctx(), requireUser(request), request.body.planId),
    );

    app.post(
      '/api/payments/test/pay',
      { schema: { body: testPayBody, response: { 200: testPayResponse } } },
      async (request) => testPay(ctx(), requireUser(request), request.body.orderId, request.body.outcome),
    );

    app.post(
      '/api/payments/verify',
      { schema: { body: verifyPaymentBody, response: { 200: verifyPaymentResponse } } },
      async (request) => verifyPayment(ctx(), requireUser(request), request.body),
    );

    app.get('/api/payments/billing', { schema: { response: { 200: billingOverviewSchema } } }, async (request) =>
      billingOverview(ctx(), requireUser(request)),
    );

    app.get('/api/payments/entitlements', { schema: { response: { 200: entitlements } } }, async (request) =>
      deps.access.entitlements(request.auth),
    );

    app.get('/api/payments/receipts/:receiptNo/pdf', { schema: { params: receiptParams } }, async (request, reply) => {
      const receipt = await receiptFor(ctx(), requireUser(request), request.params.receiptNo);
      const pdf = await renderReceiptPdf(receipt);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receipt.payment.receiptNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });

    app.post(
      '/api/payments/:paymentId/refund',
      { schema: { params: refundParams, response: { 200: refundResponse } } },
      async (request) => refundPayment(ctx(), requireUser(request), request.params.paymentId),
    );

    await app.register(webhookRoutes(deps, ctx));
  };
}
