// @ts-nocheck
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '#server/db/client';
import { attempts, bookmarks, questions, users } from '#server/db/schema/index';
import { seedIfEmpty } from '#server/db/seed';
import { testConfig } from '#server/env';
import { systemClock } from '#server/platform/clock';
import { removeTempDirs, tempDir } from '#server/test/server-process';
import { freshPostgres } from '#server/test/test-db';
import { must } from '#shared/must';
import { backupKind } from './db-dump.ts';

// npm run db:backup / db:restore end to end: a seeded database (plans, the admin, the question bank, a learner's
// answers and bookmarks) is backed up by the real command, restored by the real command into an empty database,
// and every table holds exactly the same rows (count and checksum of every row's text).

type Fingerprint = Record<string, { rows: number; checksum: string }>;

async function fingerprint(database: Database): Promise<Fingerprint> {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const tables = await rowsOf(
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const out: Fingerprint = {};
  for (const { s, t } of tables as Array<{ s: string; t: string }>) {
    const [row] = await rowsOf(
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as checksum
         from "${s}"."${t}" x`,
      ),
    );
    out[`${s}.${t}`] = row as { rows: number; checksum: string };
  }
  return out;
}

/** Migrates and seeds, then adds a learner with answers and bookmarks (identity ids, jsonb, timestamps). */
async function seed(database: Database) {
  await database.migrate();
  await seedIfEmpty(
    { config: testConfig({ SEED_QUESTIONS: '30', ADMIN_PASSWORD: 'admin-pass-1' }), database, clock: systemClock },
    () => {},
  );
  const { db } = database;
  const [learner] = await db
    .insert(users)
    .values({
      email: 'backup@example.com',
      username: 'backup_learner',
      passwordHash: 'x',
      firstName: 'Back',
      lastName: 'Up',
    })
    .returning();
  const bank = await db.select({ id: questions.id }).from(questions).limit(5);
  for (const [i, q] of bank.entries()) {
    await db.insert(attempts).values({
      userId: must(learner, 'the learner').id,
      questionId: q.id,
      answer: { option: i % 4 },
      isCorrect: i % 2 === 0,
      seconds: 30 + i,
    });
    await db
      .insert(bookmarks)
      .values({ userId: must(learner, 'the learner').id, questionId: q.id, note: `note ‘${i}’ with ünïcode` });
  }
}

function cli(script: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const pgUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  removeTempDirs();
});

// The embedded passes test PGlite; CI's PostgreSQL pass (TEST_DATABASE_URL) tests pg_dump / psql.
describe.skipIf(Boolean(pgUrl))('npm run db:backup and db:restore on PGlite', () => {
  it('PGlite: a seeded data folder, backed up and restored into an empty folder, holds every row', async () => {
    const source = tempDir('backup-src-');
    const target = tempDir('backup-dst-');
    const file = path.join(tempDir('backup-file-'), 'embedded.tar.gz');
    const original = await openPglite(source);
    await seed(original);
    const before = await fingerprint(original);
    await original.close();
    expect(before['public.attempts']?.rows).toBe(5);
    expect(before['public.questions']?.rows).toBeGreaterThan(30);

    const backup = await cli('db-backup', ['--out', file], { DATA_DIR: source });
    expect(backup.output).toContain(`written to ${file}`);
    expect(backup.code).toBe(0);
    expect(backupKind(file)).toBe('pglite');

    const restore = await cli('db-restore', [file], { DATA_DIR: target });
    expect(restore.code, restore.output).toBe(0);
    const restored = await openPglite(target);
    try {
      expect(await fingerprint(restored)).toEqual(before);
    } finally {
      await restored.close();
    }

    const again = await cli('db-restore', [file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/is not empty: restore only into an empty data folder/);
  }, 120_000);

  it('PGlite: a backup while the server holds the folder is refused with the reason', async () => {
    const dir = tempDir('backup-busy-');
    fs.mkdirSync(path.join(dir, 'pglite', 'base'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.pid));
    const result = await cli('db-backup', ['--out', path.join(dir, 'x.tar.gz')], { DATA_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`is in use by another process (pid ${process.pid})`);
  });
});

describe.skipIf(!pgUrl)('npm run db:backup and db:restore on PostgreSQL (pg_dump / psql)', () => {
  it('a seeded database, backed up and restored into an empty database, holds every row; a full one is refused', async () => {
    const source = await freshPostgres(must(pgUrl, 'TEST_DATABASE_URL'), 'backup_src');
    const target = await freshPostgres(must(pgUrl, 'TEST_DATABASE_URL'), 'backup_dst');
    cleanups.push(source.drop, target.drop);
    const file = path.join(tempDir('backup-file-'), 'postgres.sql');
    const original = openPostgres(source.url, 2);
    await seed(original);
    const before = await fingerprint(original);
    await original.close();

    const backup = await cli('db-backup', [`--out=${file}`], { DATABASE_URL: source.url });
    expect(backup.code, backup.output).toBe(0);
    expect(backupKind(file)).toBe('postgres');

    const restore = await cli('db-restore', [file], { DATABASE_URL: target.url });
    expect(restore.code, restore.output).toBe(0);
    const restored = openPostgres(target.url, 2);
    try {
      expect(await fingerprint(restored)).toEqual(before);
      // Sequences came along: the next answer gets a new id instead of colliding with a restored one.
      const [learner] = await restored.db.select({ id: users.id }).from(users).where(sql`email = 'backup@example.com'`);
      const [q] = await restored.db.select({ id: questions.id }).from(questions).limit(1);
      const [row] = await restored.db
        .insert(attempts)
        .values({
          userId: must(learner, 'the restored learner').id,
          questionId: must(q, 'a restored question').id,
          isCorrect: true,
          seconds: 1,
        })
        .returning({ id: attempts.id });
      expect(row?.id).toBeGreaterThan(5);
    } finally {
      await restored.close();
    }

    const again = await cli('db-restore', [file], { DATABASE_URL: target.url });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds \d+ tables .*restore only into an empty database/);
  }, 120_000);

  it('a PGlite backup is not restored into PostgreSQL (and says how to restore it)', async () => {
    const file = path.join(tempDir('backup-kind-'), 'x.tar.gz');
    fs.writeFileSync(file, Buffer.from([0x1f, 0x8b, 0, 0]));
    const result = await cli('db-restore', [file], { DATABASE_URL: must(pgUrl, 'TEST_DATABASE_URL') });
    expect(result.code).toBe(1);
    expect(result.output).toContain('is a PGlite backup: restore it with DATABASE_URL unset');
  });
});
