import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-db';
import type { Database } from './client.ts';
import { isContention, retryOnContention, sqlState } from './contention.ts';

// Real errors from the database (PGlite, or PostgreSQL with TEST_DATABASE_URL), raised with the SQLSTATE that
// contention produces, through drizzle's wrapping.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const raise = (state: string) =>
  database.db.execute(sql.raw(`do $$ begin raise exception 'contention' using errcode = '${state}'; end $$`));
const failure = (state: string) =>
  raise(state).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('database contention', () => {
  it('knows deadlock, serialization failure, lock and statement time-outs; not a unique violation', async () => {
    for (const state of ['40P01', '40001', '55P03', '57014']) expect(isContention(await failure(state))).toBe(true);
    expect(isContention(await failure('23505'))).toBe(false);
    expect(isContention(new Error('plain'))).toBe(false);
  });

  it('runs a transaction that lost a deadlock again, and gives up after the bounded attempts', async () => {
    let runs = 0;
    const value = await retryOnContention(async () => {
      runs++;
      if (runs < 3) await raise('40P01');
      return 'stored';
    });
    expect({ value, runs }).toEqual({ value: 'stored', runs: 3 });

    runs = 0;
    const lost = await retryOnContention(async () => {
      runs++;
      await raise('40001');
    }).catch((error: unknown) => error);
    expect(isContention(lost)).toBe(true);
    expect(runs).toBe(3);
  });

  it("runs again on a failure the caller names as safe (a racing insert's unique violation), as bounded", async () => {
    const racingInsert = (error: unknown) => sqlState(error) === '23505';
    let runs = 0;
    const value = await retryOnContention(
      async () => {
        runs++;
        if (runs === 1) await raise('23505');
        if (runs === 2) await raise('40P01');
        return 'stored';
      },
      { alsoRetry: racingInsert },
    );
    expect({ value, runs }).toEqual({ value: 'stored', runs: 3 });

    runs = 0;
    const lost = await retryOnContention(
      async () => {
        runs++;
        await raise('23505');
      },
      { attempts: 2, alsoRetry: racingInsert },
    ).catch((error: unknown) => error);
    expect(sqlState(lost)).toBe('23505');
    expect(runs).toBe(2);
  });

  it('never repeats work that failed for another reason', async () => {
    let runs = 0;
    await retryOnContention(async () => {
      runs++;
      await raise('55P03');
    }).catch(() => {});
    expect(runs).toBe(1);
  });
});
