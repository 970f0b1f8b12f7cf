import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '#shared/contracts/health';
import type { HealthService } from './health.service.ts';

export function healthRoutes({ health }: { health: HealthService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: healthResponse, 503: healthResponse } } },
      async (_req, reply) => {
        const body = await health.check();
        return reply.status(body.status === 'ok' ? 200 : 503).send(body);
      },
    );
  };
}
