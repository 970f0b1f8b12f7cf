// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, readyResponse } from '#shared/contracts/health';
import type { HealthService } from './health.service.ts';

/** GET /api/health (liveness) and GET /api/ready (readiness): see health.service.ts. */
export function healthRoutes({ health }: { health: HealthService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return health.live();
    });

    app.get(
      '/api/ready',
      { schema: { tags: ['health'], response: { 200: readyResponse, 503: readyResponse } } },
      async (_req, reply) => {
        const body = await health.ready();
        reply.header('cache-control', 'no-store');
        return reply.status(body.status === 'ready' ? 200 : 503).send(body);
      },
    );
  };
}
