import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  uptimeSeconds: z.number(),
});

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: healthResponse, 503: healthResponse } } },
      async (_req, reply) => {
        const ok = await deps.database.ping();
        const body = {
          status: ok ? ('ok' as const) : ('degraded' as const),
          database: { kind: deps.database.kind, ok },
          uptimeSeconds: Math.round(process.uptime()),
        };
        return reply.status(ok ? 200 : 503).send(body);
      },
    );
  };
}
