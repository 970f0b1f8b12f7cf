import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '#server/db/client';
import * as schema from '#server/db/schema/index';

/**
 * The same database (same connection or pool) seen through a Drizzle that records each statement's SQL, for a
 * test that counts what a service reads. Give `database` to a service built in the test.
 */
export function queryLog(database: Database): { database: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzleNodePg(client as pg.Pool, { schema, logger });
  return { database: { ...database, db: db as unknown as Db }, statements };
}
