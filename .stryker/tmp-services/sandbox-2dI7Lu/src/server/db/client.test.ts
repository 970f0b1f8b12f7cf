// @ts-nocheck
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '#server/test/test-db';
import { must } from '#shared/must';
import { acquireLock, openPglite, openPostgres } from './client.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('embedded database folder lock', () => {
  it('refuses a second owner while the first process lives, naming the folder and the pid', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'pglite.lock'), String(other.pid));
      expect(() => acquireLock(path.join(dir, 'pglite.lock'))).toThrow(
        new RegExp(`in use by another process \\(pid ${other.pid}\\)`),
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has gone, and releases it on close', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999');
    const database = await openPglite(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    await database.migrate();
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });

  it('keeps data across a clean close and reopen', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    await first.migrate();
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (42)`);
    await first.close();
    const second = await openPglite(dir);
    const result = (await second.db.execute(sql`select n from kept`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(42);
    await second.close();
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)('start-up lock on PostgreSQL', () => {
  it('processes started together on a fresh database migrate one after another, and all succeed', async () => {
    const fresh = await freshPostgres(must(pgUrl, 'TEST_DATABASE_URL'), 'startup');
    const processes = [openPostgres(fresh.url, 2), openPostgres(fresh.url, 2), openPostgres(fresh.url, 2)];
    const spans: Array<[number, number]> = [];
    try {
      await Promise.all(
        processes.map((database) =>
          database.exclusive(async () => {
            const start = performance.now();
            await database.migrate();
            spans.push([start, performance.now()]);
          }),
        ),
      );
      spans.sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < spans.length; i++)
        expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] ?? Number.NaN);
      const tables = await must(processes[0], 'the first process').db.execute(
        sql`select count(*)::int as n from pg_tables where tablename = 'users'`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
      // The lock connection went back to the pool with the pool's time-outs.
      const timeout = await must(processes[0], 'the first process').db.execute(sql`show lock_timeout`);
      expect((timeout as unknown as { rows: { lock_timeout: string }[] }).rows[0]?.lock_timeout).toBe('5s');
    } finally {
      for (const database of processes) await database.close();
      await fresh.drop();
    }
  });
});
