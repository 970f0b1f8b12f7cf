import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { must } from '#shared/must';
import { clusterRefusal, Supervisor } from './cluster/supervisor.ts';
import { openPostgres } from './db/client.ts';
import { loadConfig } from './env.ts';
import { runningNodeWarning } from './platform/node-version.ts';
import { prepareDatabase, startServer, stopOnSignals } from './start.ts';

// `npm run start:cluster`: one worker per core (CLUSTER_WORKERS to choose) sharing one port through node:cluster,
// on PostgreSQL and Redis only. The primary migrates and seeds once, then supervises; workers serve.
// SIGHUP: apply new migrations, then a rolling restart onto the code now on disk; SIGTERM/SIGINT: graceful stop.

async function primary() {
  const warning = runningNodeWarning();
  if (warning) console.warn(`WARNING: ${warning}`);
  const config = loadConfig();
  const refusal = clusterRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  // Migrations are read from drizzle/ on disk each time: a reload after deploying a release applies its new ones.
  const prepare = async () => {
    const database = openPostgres(must(config.DATABASE_URL, 'DATABASE_URL (clusterRefusal requires it)'), 2);
    try {
      await prepareDatabase(config, database);
    } finally {
      await database.close();
    }
  };
  await prepare();
  // One key for every worker, so a start ticket one worker signs is honoured by another (decision 0017).
  const workerEnv = { EXAM_ADMISSION_KEY: config.EXAM_ADMISSION_KEY ?? randomBytes(32).toString('base64url') };
  const supervisor = new Supervisor(
    config.CLUSTER_WORKERS ?? os.availableParallelism(),
    (m) => console.log(m),
    undefined,
    workerEnv,
  );
  const reload = async () => {
    try {
      await prepare();
    } catch (error) {
      console.error(`cluster: migrations failed, workers left as they are: ${(error as Error).message}`);
      return;
    }
    await supervisor.rollingRestart();
  };
  process.on('SIGHUP', () => void reload());
  process.on('SIGTERM', () => void supervisor.stop());
  process.on('SIGINT', () => void supervisor.stop());
  try {
    await supervisor.start();
  } catch (error) {
    console.error(`cluster: could not start the workers: ${(error as Error).message}`);
    await supervisor.stop(1);
  }
}

async function worker() {
  process.on('SIGHUP', () => {}); // the primary's signal; a worker restarts only when the primary says so
  const server = await startServer(loadConfig(), { prepare: false });
  stopOnSignals(server);
}

(cluster.isPrimary ? primary() : worker()).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
