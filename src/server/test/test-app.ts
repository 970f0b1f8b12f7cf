import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type BuildOptions, buildApp } from '#server/app';
import type { Database } from '#server/db/client';
import type { Adapters, AppDeps } from '#server/deps';
import { testConfig } from '#server/env';
import { manualClock } from '#server/platform/clock';
import { type CounterStore, memoryCounters, redisCounters } from '#server/platform/counters';
import { offlineEngine } from '#server/platform/llm';
import type { Mailer, MailMessage } from '#server/platform/mailer';
import { gatewayFromConfig } from '#server/platform/payments/select-gateway';
import type { Services } from '#server/services';
import { routeCallRecorder } from './route-calls.ts';
import { createTestDatabase } from './test-db.ts';

/** An in-process mail adapter that keeps what was sent (the SMTP path has its own test against a real server). */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    transport: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** The app's services, built once by buildApp (for tests that call a service directly). */
  services: Services;
  database: Database;
  mailer: ReturnType<typeof memoryMailer>;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

/** A whole app on a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(env: Record<string, string> = {}, build: BuildOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = manualClock();
  const mailer = memoryMailer();
  // CI's second pass sets TEST_REDIS_URL: rate-limit counters then live in the real Redis, under a unique prefix.
  let redis: Redis | undefined;
  let counters: CounterStore = memoryCounters(() => clock.now().getTime());
  if (process.env.TEST_REDIS_URL) {
    redis = new Redis(process.env.TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    counters = redisCounters(redis, `test:${Math.random().toString(36).slice(2)}:`, () => clock.now().getTime());
  }
  const config = testConfig(env);
  const payments = gatewayFromConfig(config);
  // The built-in tutor without its typing pace; a test aims deps.llm at a local model peer when it needs one.
  const adapters: Adapters = {
    config,
    database,
    mailer,
    clock,
    counters,
    payments,
    llm: offlineEngine({ delayMs: 0 }),
  };
  const app = await buildApp(adapters, { logger: false, onRouteCall: routeCallRecorder(), ...build });
  const deps = adapters as AppDeps;
  return {
    app,
    deps,
    services: app.services,
    database,
    mailer,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await redis?.quit();
    },
  };
}
