import type { Redis } from 'ioredis';

/** Fixed-window counters for rate limits: Redis when configured (shared by all processes), else in-process. */
export interface CounterStore {
  /** Adds one to key and returns the count within the window that the hit fell in. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Current count without adding. */
  peek(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, windowMs: number) => {
    const entry = windows.get(key);
    if (!entry || now() - entry.start >= windowMs) return undefined;
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = current(key, windowMs) ?? { start: now(), count: 0 };
      entry.count += 1;
      windows.set(key, entry);
      if (windows.size > 50_000) {
        for (const [k, v] of windows) if (now() - v.start >= windowMs) windows.delete(k);
      }
      return entry.count;
    },
    async peek(key, windowMs) {
      return current(key, windowMs)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisCounters(redis: Redis, prefix = 'rl:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
      return count;
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
