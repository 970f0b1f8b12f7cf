// @ts-nocheck
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { must } from '#shared/must';
import { type CounterStore, memoryCounters, redisCounters } from './counters.ts';

function behaves(name: string, make: () => { store: CounterStore; advance?: (ms: number) => void }) {
  describe(name, () => {
    it('counts hits per key within a window and resets', async () => {
      const { store } = make();
      expect(await store.hit('a', 60_000)).toBe(1);
      expect(await store.hit('a', 60_000)).toBe(2);
      expect(await store.hit('b', 60_000)).toBe(1);
      expect(await store.peek('a', 60_000)).toBe(2);
      await store.reset('a');
      expect(await store.peek('a', 60_000)).toBe(0);
    });
  });
}

let now = 0;
behaves('memory counters', () => ({ store: memoryCounters(() => now) }));

describe('memory counter windows', () => {
  it('starts a new window once the old one has passed', async () => {
    const store = memoryCounters(() => now);
    await store.hit('k', 1000);
    await store.hit('k', 1000);
    now += 1000;
    expect(await store.hit('k', 1000)).toBe(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('redis counters (real Redis)', () => {
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(() => redis?.quit());
  it('shares counts through Redis in windows numbered from the clock, and lets keys expire', async () => {
    const prefix = `t:${Math.random()}:`;
    let clock = 1_000_000;
    const a = redisCounters(must(redis, 'the Redis client'), prefix, () => clock);
    const b = redisCounters(must(redis, 'the Redis client'), prefix, () => clock);
    expect(await a.hit('x', 60_000)).toBe(1);
    expect(await b.hit('x', 60_000)).toBe(2);
    expect(await b.peek('x', 60_000)).toBe(2);
    const ttl = await must(redis, 'the Redis client').pttl(`${prefix}x:${Math.floor(clock / 60_000)}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    clock += 60_000;
    expect(await a.hit('x', 60_000)).toBe(1);
    await a.reset('x');
    expect(await b.peek('x', 60_000)).toBe(0);
  });
});
