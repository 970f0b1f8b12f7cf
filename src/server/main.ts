import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { loadConfig } from './env.ts';
import { systemClock } from './platform/clock.ts';
import { type CounterStore, memoryCounters, redisCounters } from './platform/counters.ts';
import { createMailer } from './platform/mailer.ts';
import { describeGateway, gatewayFromConfig } from './platform/payments/select-gateway.ts';

// config → database → migrate → seed if empty → listen → graceful shutdown
async function main() {
  const config = loadConfig();
  const database: Database = config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : await openPglite(config.dataDir);
  await database.migrate();

  let redis: Redis | undefined;
  let counters: CounterStore = memoryCounters();
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
    await redis.connect();
    counters = redisCounters(redis);
  }

  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.MAIL_FROM,
    log: { info: (obj, msg) => console.log(msg, JSON.stringify(obj)) },
  });
  const payments = gatewayFromConfig(config);
  const deps = { config, database, mailer, clock: systemClock, counters, payments };
  await seedIfEmpty(deps);

  const app = await buildApp(deps, { serveWeb: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await redis?.quit();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `MBA Prep is listening on port ${config.PORT} (public address ${config.APP_URL}; database: ${database.kind}, mail: ${mailer.transport}, payments: ${describeGateway(payments)}, trusted proxies: ${config.trustProxy ? config.trustProxy.join(', ') : 'none'})`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
