import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import type { Adapters } from './deps.ts';
import type { Config } from './env.ts';
import { systemClock } from './platform/clock.ts';
import { type CounterStore, memoryCounters, redisCounters } from './platform/counters.ts';
import { llmFromConfig } from './platform/llm.ts';
import { createMailer } from './platform/mailer.ts';
import { describeGateway, gatewayFromConfig } from './platform/payments/select-gateway.ts';
import { attachRealtime, type Realtime } from './platform/realtime.ts';

// The one way a server process starts, used by `npm start` (main.ts) and by each worker of `npm run start:cluster`
// (cluster.ts): open the adapters, prepare the database unless the cluster's primary already did, listen.

export interface RunningServer {
  app: FastifyInstance;
  /** Stops taking connections, finishes the requests in flight, then closes the database and Redis. */
  close(): Promise<void>;
}

/** A full collection now, so the closed PGlite's heap goes back to the system before the server takes requests. */
function collectGarbageNow() {
  // An idle server allocates little, so V8 would keep the dropped heap for a long time; gc() is not exposed
  // without --expose-gc, which a flag set at run time plus a fresh context provides.
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
}

/**
 * Migrations then seeding, one process at a time (several processes may start together on one PostgreSQL).
 * Returns the rows the seeders added or changed.
 */
export async function prepareDatabase(config: Config, database: Database): Promise<number> {
  return database.exclusive(async () => {
    await database.migrate();
    return seedIfEmpty({ config, database, clock: systemClock });
  });
}

/** No embedded database in the data folder yet: this start creates it and seeds the whole bank. */
function freshPglite(config: Config): boolean {
  return !config.DATABASE_URL && !fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * prepare.ts in a child process, the way this one runs (compiled, or its .ts sources under tsx). The first
 * seeding of a fresh embedded database draws ~2,900 questions: the freed JS heap, the allocator's arenas and the
 * grown WebAssembly heap it leaves behind (some 180 MB) would stay with a process for its life.
 */
async function prepareInChildProcess(): Promise<void> {
  const typescript = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(typescript ? './prepare.ts' : './prepare.js', import.meta.url));
  const child = spawn(process.execPath, [...(typescript ? ['--import', 'tsx'] : []), entry], { stdio: 'inherit' });
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  if (code !== 0) throw new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`);
}

export async function startServer(config: Config, options: { prepare: boolean }): Promise<RunningServer> {
  const inChild = options.prepare && freshPglite(config);
  if (inChild) await prepareInChildProcess();
  let database = config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : await openPglite(config.dataDir);
  let redis: Redis | undefined;
  let realtime: Realtime | undefined;
  try {
    const seeded = options.prepare && !inChild ? await prepareDatabase(config, database) : 0;
    // A WebAssembly heap never shrinks: after a first start's bulk load, PGlite is opened afresh so the process
    // serves with the memory of a restart (about 400 MB less).
    if (seeded > 0 && database.kind === 'pglite') {
      await database.close();
      database = await openPglite(config.dataDir);
      collectGarbageNow();
    }
    let counters: CounterStore = memoryCounters();
    if (config.REDIS_URL) {
      redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
      await redis.connect();
      counters = redisCounters(redis, `${config.REDIS_PREFIX}rl:`);
    }
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.MAIL_FROM,
      log: { info: (obj, msg) => console.log(msg, JSON.stringify(obj)) },
    });
    const payments = gatewayFromConfig(config);
    const llm = llmFromConfig(config);
    const adapters: Adapters = { config, database, mailer, clock: systemClock, counters, payments, llm };
    const app = await buildApp(adapters, { serveWeb: true });
    // Live-session rooms: Socket.IO on this server; with REDIS_URL the Redis adapter joins every process's rooms.
    realtime = await attachRealtime(app, {
      ...app.services,
      clock: systemClock,
      appUrl: config.APP_URL,
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(
      `MBA Prep is listening on port ${config.PORT} (pid ${process.pid}; public address ${config.APP_URL}; ` +
        `database: ${database.kind}, redis: ${redis ? 'shared counters and rooms' : 'none'}, mail: ${mailer.transport}, ` +
        `payments: ${describeGateway(payments)}, tutor: ${llm.kind === 'model' ? 'model' : 'built-in offline'}, trusted proxies: ${config.trustProxy ? config.trustProxy.join(', ') : 'none'})`,
    );
    return {
      app,
      async close() {
        try {
          await realtime?.close();
          await drain(app);
        } finally {
          await database.close();
          await redis?.quit();
        }
      },
    };
  } catch (error) {
    await realtime?.close().catch(() => {});
    await database.close().catch(() => {});
    redis?.disconnect();
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** One turn of the event loop's I/O: what arrived while this process waited (or was starved of CPU) is handled. */
const ioTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Graceful stop. (1) Keep listening until no connection has come for `quietMs` (at most `maxMs`): connections
 * already made but not yet accepted (in the kernel's queue, or a cluster primary's queue waiting for a worker) are
 * taken and served; were the listener closed first, they would be reset (the cluster test's old ECONNRESET flake,
 * worst on a busy machine). Every response from now on says `Connection: close`, so keep-alive clients stop sending
 * on connections about to close. (2) Stop accepting (in a cluster worker the primary stops handing it connections),
 * then pause again so a connection handed over at the last moment gets its request read (Node counts it idle and
 * would drop it). (3) Fastify's close: refuses new requests (503), closes idle connections, waits for the rest.
 */
async function drain(app: FastifyInstance, quietMs = 500, maxMs = 5_000): Promise<void> {
  const started = Date.now();
  let lastConnection = started;
  const onConnection = () => {
    lastConnection = Date.now();
  };
  app.server.on('connection', onConnection);
  app.server.on('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  });
  do {
    await sleep(Math.max(10, quietMs - (Date.now() - lastConnection)));
    await ioTurn();
  } while (Date.now() - lastConnection < quietMs && Date.now() - started < maxMs);
  app.server.off('connection', onConnection);
  // net's close, not http's: http's would also drop idle connections at once. Its 'close' comes when all end.
  net.Server.prototype.close.call(app.server);
  await sleep(quietMs);
  await ioTurn();
  await app.close();
}

/**
 * SIGTERM / SIGINT: finish what is in flight and exit 0; a close that hangs (a request that never ends) is cut
 * off after graceMs with exit 1.
 */
export function stopOnSignals(server: RunningServer, graceMs = 10_000): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      server.app.log.error(`requests still open after ${graceMs} ms: exiting anyway`);
      process.exit(1);
    }, graceMs).unref();
    server.close().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
