import type { Database } from './db/client.ts';
import type { Config } from './env.ts';
import { type AccessService, accessService } from './modules/access/access.service.ts';
import { type AuditService, auditService } from './modules/audit/audit.service.ts';
import type { Clock } from './platform/clock.ts';
import type { CounterStore } from './platform/counters.ts';
import type { LlmEngine } from './platform/llm.ts';
import type { Mailer } from './platform/mailer.ts';
import type { PaymentGateway } from './platform/payments/gateway.ts';

/** The adapters to the outside world, made by main.ts (or a test) and handed to buildApp. */
export interface Adapters {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  counters: CounterStore;
  /** The live payment gateway, or null when payments are unavailable (production without keys). */
  payments: PaymentGateway | null;
  /** The AI tutor's engine: a configured Chat Completions model, or the built-in offline tutor. */
  llm: LlmEngine;
}

/** Everything a module may use: the adapters plus the shared services, built once in wireDeps. */
export interface AppDeps extends Adapters {
  access: AccessService;
  /** The staff actions' audit trail: every staff write records here, in its own transaction. */
  audit: AuditService;
}

/**
 * The one place where shared services are built from the adapters (called by buildApp). It extends the same
 * object, so a test that swaps an adapter on its deps after start (a gateway aimed elsewhere) is seen by all.
 */
export function wireDeps(adapters: Adapters | AppDeps): AppDeps {
  return Object.assign(adapters, { access: accessService(adapters), audit: auditService(adapters) });
}
