import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '../platform/project-root.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs fn while no other process holds the start-up lock (a PostgreSQL advisory lock; PGlite has one process
   * anyway): processes started together then migrate and seed one after another instead of racing.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The advisory-lock key of start-up work (migrate + seed): any fixed 64-bit number, the same in every process. */
const STARTUP_LOCK = 7_146_531_002;

const migrationsFolder = path.join(PROJECT_ROOT, 'drizzle');

/**
 * PostgreSQL over a pg pool (DATABASE_URL). Time-outs keep a stuck statement, a lock wait or a forgotten open
 * transaction from holding a connection: the request fails fast instead of the pool filling with waiters.
 */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    statement_timeout: 15_000,
    lock_timeout: 5_000,
    idle_in_transaction_session_timeout: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client's connection dropped (a restart, a failover, a terminated backend): the pool discards it and
  // opens another on the next query. Without a listener this event would crash the process.
  pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
    async exclusive(fn) {
      // A session-level lock on a connection of its own, held until fn ends; the work runs on the pool.
      // The pool's time-outs are lifted on it: another process's first seeding may take a minute.
      const holder = await pool.connect();
      try {
        await holder.query('set lock_timeout = 0; set statement_timeout = 0');
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await fn();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          await holder.query('reset lock_timeout; reset statement_timeout');
        }
      } finally {
        holder.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/**
 * PGlite's own defaults plus a 16 MB buffer pool instead of PostgreSQL's 128 MB: the WebAssembly heap holds the
 * pool, and the embedded database serves one process on a laptop, where memory matters more (RSS after start
 * falls by about 130 MB); the files sit in the OS page cache anyway.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

/**
 * Embedded PGlite: in memory when dataDir is undefined (started from `image`, another database's dumpDataDir, when
 * given), else in dataDir/pglite guarded by a lock file.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    const folder = path.join(dataDir, 'pglite');
    fs.mkdirSync(folder, { recursive: true });
    release = acquireLock(path.join(dataDir, 'pglite.lock'));
    try {
      client = await PGlite.create(folder, PGLITE_OPTIONS);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: image });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exclusive: (fn) => fn(),
    ping: () => ping(db),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * A statement of fixed text run on the database's own client, skipping the query builder: on PostgreSQL a named
 * statement, parsed and planned once per connection (the exam-day save and heartbeat run it hundreds of times a
 * second). Timestamps travel as ISO text with a cast in the SQL, which both drivers read alike.
 */
export async function preparedQuery<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = driverClient(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  }
  return (await client.query<T>(text, values)).rows;
}

type DriverClient = pg.Pool | pg.PoolClient | Pick<PGlite, 'query'>;

/** The handle's driver client: the pool or PGlite itself, or inside a transaction the connection it holds. */
function driverClient(db: Db): DriverClient {
  const handle = db as unknown as { $client?: DriverClient; session: { client: DriverClient } };
  return handle.$client ?? handle.session.client;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite is single-process: a second process opening the same folder would corrupt it. A lock file holding
 * the owner's pid refuses a second owner while the first lives, and is taken over when the owner is gone.
 */
export function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${path.dirname(lockPath)} is in use by another process (pid ${owner}). ` +
            'Stop it first, or set DATA_DIR to another folder, or use DATABASE_URL for several processes.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
