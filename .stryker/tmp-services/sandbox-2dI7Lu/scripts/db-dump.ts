// @ts-nocheck
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireLock } from '#server/db/client';

// Backups of either database, behind `npm run db:backup` and `npm run db:restore`:
//  - PGlite (DATA_DIR): PGlite's own data-folder dump, a .tar.gz, restored by PGlite loading it into an empty folder.
//    The folder is locked while the server runs, so stop the server first (a backup takes seconds).
//  - PostgreSQL (DATABASE_URL): pg_dump's plain SQL (no owners or grants, so another role can restore it), restored
//    with psql in one transaction that stops at the first error. Needs pg_dump/psql (Debian: postgresql-client) of
//    the server's major version or newer. Safe while the server runs (pg_dump reads one consistent snapshot).

export type BackupKind = 'pglite' | 'postgres';

/** What a backup file holds, from its first bytes: a gzip tarball (PGlite) or pg_dump's SQL (PostgreSQL). */
export function backupKind(file: string): BackupKind {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(64);
  const read = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.subarray(0, read).toString('utf8').includes('PostgreSQL database dump')) return 'postgres';
  throw new Error(`${file} is neither a PGlite backup (.tar.gz) nor a pg_dump SQL file`);
}

export function defaultBackupPath(kind: BackupKind, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join('backups', `mbaprep-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'sql'}`);
}

const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

export async function backupPglite(dataDir: string, out: string): Promise<void> {
  if (!fs.existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${pgliteFolder(dataDir)} to back up (check DATA_DIR).`);
  }
  const release = acquireLock(path.join(dataDir, 'pglite.lock'));
  try {
    const db = await PGlite.create(pgliteFolder(dataDir));
    try {
      const dump = await db.dumpDataDir('gzip');
      writeAtomically(out, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const folder = pgliteFolder(dataDir);
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new Error(
      `${folder} is not empty: restore only into an empty data folder. Point DATA_DIR at a new folder ` +
        '(or move the old pglite/ folder aside) and run the restore again.',
    );
  }
  fs.mkdirSync(folder, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'pglite.lock'));
  try {
    const db = await PGlite.create(folder, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await db.query('select 1');
    await db.close();
  } finally {
    release();
  }
}

/** libpq settings for a URL: the password goes in PGPASSWORD, never on a command line others can read. */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d) => {
      errors += d;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`,
            )
          : error,
      );
    });
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (exit code ${code}):\n${errors.trim()}`));
    });
  });
}

export async function backupPostgres(url: string, out: string): Promise<void> {
  const { dbname, env } = libpq(url);
  const partial = `${out}.partial`;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await run(
    'pg_dump',
    ['--no-owner', '--no-privileges', '--format=plain', `--file=${partial}`, `--dbname=${dbname}`],
    env,
  );
  fs.renameSync(partial, out);
}

/** Tables in the database outside PostgreSQL's own schemas: none means empty. */
export async function userTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

export async function restorePostgres(file: string, url: string): Promise<void> {
  const existing = await userTables(url);
  if (existing.length > 0) {
    throw new Error(
      `The database already holds ${existing.length} tables (${existing.slice(0, 3).join(', ')}…): restore only into ` +
        'an empty database. Create one (createdb, or CREATE DATABASE) and point DATABASE_URL at it.',
    );
  }
  const { dbname, env } = libpq(url);
  await run(
    'psql',
    ['--quiet', '--no-psqlrc', '--single-transaction', '--set=ON_ERROR_STOP=1', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

function writeAtomically(out: string, data: Buffer) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(`${out}.partial`, data);
  fs.renameSync(`${out}.partial`, out);
}
