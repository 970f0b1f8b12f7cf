import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '#server/db/client';
import { PROJECT_ROOT } from '#server/platform/project-root';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (started from the migrated image);
 * with TEST_DATABASE_URL set (the CI's PostgreSQL pass), a new throw-away database on that server, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(undefined, await migratedImage());
    await database.migrate(); // finds every migration applied; here so that no image could pass for the schema
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

const MIGRATIONS = path.join(PROJECT_ROOT, 'drizzle');

/**
 * An empty PGlite with every migration applied, as PGlite's dumpDataDir image, built once per set of migrations and
 * PGlite version and kept in the temp folder: a database starts from it in ~1.3 s, where initdb and the migrations
 * take ~5 s, and the suite opens about 80.
 */
async function migratedImage(): Promise<Blob> {
  const file = path.join(os.tmpdir(), 'mba-prep-test-db', `${imageKey()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const image = await client.dumpDataDir('gzip');
    await client.close();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: the file is whole or absent, whichever of several workers (processes or threads)
    // building it at once wins.
    const partial = `${file}.${randomBytes(6).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    fs.renameSync(partial, file);
    pruneImages(path.dirname(file), file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/** A week: images of other migration sets (older branches, earlier schemas) not rebuilt since are deleted. */
const IMAGE_KEEP_MS = 7 * 24 * 3600 * 1000;

/**
 * Each schema change leaves an image (~5 MB) behind: when a new one is built, the others untouched for IMAGE_KEEP_MS
 * go (a checkout that still needs one builds it again).
 */
function pruneImages(folder: string, current: string) {
  for (const name of fs.readdirSync(folder)) {
    const file = path.join(folder, name);
    if (file === current) continue;
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > IMAGE_KEEP_MS) fs.rmSync(file, { force: true });
    } catch {
      // Removed meanwhile by another worker's prune: nothing to do.
    }
  }
}

/** What the image depends on: PGlite's package (its version) and every file under drizzle/, names and contents. */
function imageKey(): string {
  const require = createRequire(import.meta.url);
  const pglitePackage = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const hash = createHash('sha256').update(fs.readFileSync(pglitePackage));
  for (const name of fs.readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
