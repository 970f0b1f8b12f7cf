// @ts-nocheck
import type { HealthResponse, ReadyResponse } from '#shared/contracts/health';
import type { AppDeps } from '../../deps.ts';

/** A check that has not answered in time counts as failed (a dead peer may hold a connection attempt for long). */
function withinTime(check: Promise<boolean>, ms = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness, kept apart: liveness answers while the event loop runs (a process manager restarts a
 * process that stops answering it) and touches nothing else, so a database outage does not get every process
 * restarted; readiness says whether this process can serve requests now (a load balancer routes by it).
 */
export function healthService(deps: Pick<AppDeps, 'database' | 'counters'>) {
  return {
    live(): HealthResponse {
      return { status: 'ok', uptimeSeconds: Math.round(process.uptime()), pid: process.pid };
    },

    async ready(): Promise<ReadyResponse> {
      const [database, redis] = await Promise.all([
        withinTime(deps.database.ping()),
        deps.counters.kind === 'redis' ? withinTime(deps.counters.ping()) : undefined,
      ]);
      const ok = database && redis !== false;
      return {
        status: ok ? 'ready' : 'not_ready',
        database: { kind: deps.database.kind, ok: database },
        ...(redis === undefined ? {} : { redis: { ok: redis } }),
      };
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
