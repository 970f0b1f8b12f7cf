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

    it('hands out queue slots one gap apart from the first arrival, and from now once the queue is behind', async () => {
      const { store } = make();
      const key = `q${Math.random()}`;
      const taken = [];
      for (let i = 0; i < 3; i++) taken.push(await store.takeSlot(key, 5_000_000, 4, 60_000));
      expect(taken).toEqual([5_000_000, 5_000_004, 5_000_008]);
      expect(await store.takeSlot(key, 5_000_001, 4, 60_000)).toBe(5_000_012);
      expect(await store.takeSlot(key, 6_000_000, 4, 60_000)).toBe(6_000_000);
      expect(await store.takeSlot(`${key}-other`, 5_000_000, 4, 60_000)).toBe(5_000_000);
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
  behaves('the common behaviour', () => ({
    store: redisCounters(must(redis, 'the Redis client'), `t:${Math.random()}:`, () => now),
  }));
  it('gives two processes places in one queue, none twice, and lets the queue lapse', async () => {
    const prefix = `t:${Math.random()}:`;
    const a = redisCounters(must(redis, 'the Redis client'), prefix);
    const b = redisCounters(must(redis, 'the Redis client'), prefix);
    const slots = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).takeSlot('start', 1_795_000_000_000, 3, 60_000)),
    );
    expect([...slots].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => 1_795_000_000_000 + 3 * i));
    const ttl = await must(redis, 'the Redis client').pttl(`${prefix}start`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
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
