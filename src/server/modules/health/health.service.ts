import type { HealthResponse } from '#shared/contracts/health';
import type { AppDeps } from '../../deps.ts';

/** Whether this process and its database answer (load balancers and the start-up check read it). */
export function healthService(deps: Pick<AppDeps, 'database'>) {
  return {
    async check(): Promise<HealthResponse> {
      const ok = await deps.database.ping();
      return {
        status: ok ? 'ok' : 'degraded',
        database: { kind: deps.database.kind, ok },
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
