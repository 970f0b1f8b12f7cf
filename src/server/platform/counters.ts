import type { Redis } from 'ioredis';

/** Fixed-window counters for rate limits: Redis when configured (shared by all processes), else in-process. */
export interface CounterStore {
  kind: 'memory' | 'redis';
  /** Whether the store answers (readiness): always for memory, a PING for Redis. */
  ping(): Promise<boolean>;
  /** Adds one to key and returns the count within the window that the hit fell in. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Current count without adding. */
  peek(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  /**
   * A place in a queue served one every `gapMs` (whole milliseconds): the next free slot at or after `at`, taken.
   * Shared by every process on Redis, so a cluster's queue is first come, first served; the key lapses after `idleMs`.
   */
  takeSlot(key: string, at: number, gapMs: number, idleMs: number): Promise<number>;
}

/** takeSlot in Redis: read the next free slot, move it on by the gap, in one step no other process can split. */
const TAKE_SLOT = `
local slot = math.max(tonumber(ARGV[1]), tonumber(redis.call('GET', KEYS[1]) or '0'))
redis.call('SET', KEYS[1], slot + tonumber(ARGV[2]), 'PX', ARGV[3])
return slot`;

export function memoryCounters(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { start: number; count: number }>();
  const queues = new Map<string, number>();
  const current = (key: string, windowMs: number) => {
    const entry = windows.get(key);
    if (!entry || now() - entry.start >= windowMs) return undefined;
    return entry;
  };
  return {
    kind: 'memory',
    ping: async () => true,
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
    async takeSlot(key, at, gapMs) {
      const slot = Math.max(at, queues.get(key) ?? 0);
      queues.set(key, slot + gapMs);
      return slot;
    },
  };
}

/**
 * Fixed windows in Redis, numbered from the injected clock (window = floor(now / windowMs)), so every process
 * agrees on the window and tests can move time; keys expire after their window.
 */
export function redisCounters(redis: Redis, prefix = 'rl:', now: () => number = Date.now): CounterStore {
  const windowKey = (key: string, windowMs: number) => `${prefix}${key}:${Math.floor(now() / windowMs)}`;
  return {
    kind: 'redis',
    async ping() {
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async hit(key, windowMs) {
      const k = windowKey(key, windowMs);
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
      return count;
    },
    async peek(key, windowMs) {
      return Number((await redis.get(windowKey(key, windowMs))) ?? 0);
    },
    async reset(key) {
      // Every window of this key: a handful at most, since each expires after its window.
      const keys = await redis.keys(`${prefix}${key}:*`);
      if (keys.length) await redis.del(...keys);
    },
    async takeSlot(key, at, gapMs, idleMs) {
      return Number(await redis.eval(TAKE_SLOT, 1, `${prefix}${key}`, Math.round(at), Math.round(gapMs), idleMs));
    },
  };
}
