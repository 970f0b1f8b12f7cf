// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WebhookService } from './webhook.service.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/payments/razorpay/webhook. The signature covers the exact bytes Razorpay sent, so this plugin (and
 * only it, by Fastify's encapsulation) keeps JSON bodies as raw text.
 */
export function webhookRoutes({ webhooks }: { webhooks: WebhookService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    app.post(
      '/api/payments/razorpay/webhook',
      {
        schema: {
          hide: true,
          body: z.string(),
          response: { 200: z.object({ status: z.enum(['processed', 'ignored']), message: z.string() }) },
        },
      },
      async (request) =>
        webhooks.handle(request.body, {
          signature: header(request.headers['x-razorpay-signature']),
          eventId: header(request.headers['x-razorpay-event-id']),
        }),
    );
  };
}
