// @ts-nocheck
import { z } from 'zod';

/** GET /api/health (liveness): the process answers; nothing else is touched. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  /** Which process answered: with several workers behind one port, operators (and the cluster test) can tell. */
  pid: z.number().int(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

const check = z.object({ ok: z.boolean() });
/** GET /api/ready (readiness): whether this process can serve requests now. */
export const readyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: check.extend({ kind: z.enum(['pglite', 'postgres']) }),
  /** Present when REDIS_URL is configured (rate limits are shared through it). */
  redis: check.optional(),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
