// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

describe('passwords', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const a = await hashPassword('correct-horse');
    const b = await hashPassword('correct-horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'correct-horse')).toBe(true);
    expect(await verifyPassword(a, 'Correct-horse')).toBe(false);
  });

  it('reads a malformed stored hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('spends about as long on an unknown account as on a wrong password', async () => {
    const stored = await hashPassword('correct-horse');
    await verifyPassword(undefined, 'warm-up');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(() => verifyPassword(stored, 'wrong')));
      unknown.push(await timed(() => verifyPassword(undefined, 'wrong')));
    }
    expect(await verifyPassword(undefined, 'wrong')).toBe(false);
    // Without the dummy verification the unknown path would take well under a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });
});
