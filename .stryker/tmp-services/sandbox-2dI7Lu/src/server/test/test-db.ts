// @ts-nocheck
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '#server/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL set
 * (the CI's PostgreSQL pass), a new throw-away database on that server, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite();
    await database.migrate();
    return database;
  }
  const fresh = await freshPostgres(serverUrl, 't');
  const database = openPostgres(fresh.url, 4);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/** A new empty database on the test PostgreSQL server; drop() removes it. */
export async function freshPostgres(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
