import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';

export const healthResponse = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  /** Which process answered: with several workers behind one port, operators (and the cluster test) can tell. */
  pid: z.number().int(),
});

const check = z.object({ ok: z.boolean() });
export const readyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: check.extend({ kind: z.enum(['pglite', 'postgres']) }),
  /** Present when REDIS_URL is configured (rate limits are shared through it). */
  redis: check.optional(),
});

/** A check that has not answered in time counts as failed (a dead peer may hold a connection attempt for long). */
function withinTime(check: Promise<boolean>, ms = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness, kept apart: /api/health answers while the event loop runs (a process manager restarts
 * a process that stops answering it), and touches nothing else, so a database outage does not get every process
 * restarted; /api/ready says whether this process can serve requests now (a load balancer routes by it).
 */
export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()), pid: process.pid };
    });

    app.get(
      '/api/ready',
      { schema: { tags: ['health'], response: { 200: readyResponse, 503: readyResponse } } },
      async (_req, reply) => {
        const [database, redis] = await Promise.all([
          withinTime(deps.database.ping()),
          deps.counters.kind === 'redis' ? withinTime(deps.counters.ping()) : undefined,
        ]);
        const ok = database && redis !== false;
        reply.header('cache-control', 'no-store');
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ready' : 'not_ready',
          database: { kind: deps.database.kind, ok: database },
          ...(redis === undefined ? {} : { redis: { ok: redis } }),
        });
      },
    );
  };
}
