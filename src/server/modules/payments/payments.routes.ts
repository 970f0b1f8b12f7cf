import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingOverview,
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
import { etagJson } from '../../lib/etag-json.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AccessService } from '../access/access.service.ts';
import type { BillingService } from './billing.service.ts';
import type { PaymentsService } from './payments.service.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { webhookRoutes } from './webhook.routes.ts';
import type { WebhookService } from './webhook.service.ts';

interface PaymentsRouteServices {
  payments: PaymentsService;
  billing: BillingService;
  webhooks: WebhookService;
  access: AccessService;
}

/** Plans, checkout, billing, receipts, refunds and Razorpay's webhook. */
export function paymentsRoutes({ payments, billing, webhooks, access }: PaymentsRouteServices): FastifyPluginAsyncZod {
  return async (app) => {
    const plansJson = etagJson();
    app.get(
      '/api/subscription-plans',
      // The schema documents the answer; the body is sent pre-serialised (see etagJson) and tested against it.
      { schema: { response: { 200: z.array(subscriptionPlan), 304: z.null() } } },
      async (request, reply) => plansJson(request, reply, await payments.activePlans()),
    );

    app.get(
      '/api/subscription-plans/:id',
      { schema: { params: planIdParams, response: { 200: subscriptionPlan } } },
      async (request) => payments.activePlan(request.params.id),
    );

    app.get('/api/payments/config', { schema: { response: { 200: checkoutConfig } } }, async () =>
      payments.checkoutConfig(),
    );

    app.post(
      '/api/payments/orders',
      { schema: { body: createOrderBody, response: { 200: checkoutOrder } } },
      async (request) => payments.createOrder(requireUser(request), request.body.planId),
    );

    app.post(
      '/api/payments/test/pay',
      { schema: { body: testPayBody, response: { 200: testPayResponse } } },
      async (request) => payments.testPay(requireUser(request), request.body.orderId, request.body.outcome),
    );

    app.post(
      '/api/payments/verify',
      { schema: { body: verifyPaymentBody, response: { 200: verifyPaymentResponse } } },
      async (request) => payments.verify(requireUser(request), request.body),
    );

    app.get('/api/payments/billing', { schema: { response: { 200: billingOverview } } }, async (request) =>
      billing.overview(requireUser(request)),
    );

    app.get('/api/payments/entitlements', { schema: { response: { 200: entitlements } } }, async (request) =>
      access.entitlements(request.auth),
    );

    app.get('/api/payments/receipts/:receiptNo/pdf', { schema: { params: receiptParams } }, async (request, reply) => {
      const receipt = await billing.receipt(requireUser(request), request.params.receiptNo);
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
      async (request) => billing.refund(requireUser(request), request.params.paymentId),
    );

    await app.register(webhookRoutes({ webhooks }));
  };
}
