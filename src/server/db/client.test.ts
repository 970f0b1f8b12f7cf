import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireLock, openPglite } from './client.ts';

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
