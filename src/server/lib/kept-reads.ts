/**
 * Reads kept per key in this process. One read in flight serves every caller meanwhile (at a mock's start or end,
 * thousands ask for the same row within a second); a read that fails or finds nothing (null) is not kept; a kept one
 * is read again once it is `maxAgeMs` old, as the caller asks.
 */
export function keptReads<K, V>(read: (key: K) => Promise<V>, now: () => number = () => performance.now()) {
  const kept = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K, maxAgeMs = Number.POSITIVE_INFINITY): Promise<V> {
      const at = now();
      const entry = kept.get(key);
      if (entry && at - entry.at < maxAgeMs) return entry.value;
      const fresh = { at, value: read(key) };
      kept.set(key, fresh);
      const drop = () => {
        if (kept.get(key) === fresh) kept.delete(key);
      };
      fresh.value.then((v) => v === null && drop(), drop);
      return fresh.value;
    },
    /** Read afresh next time (staff changed what was read). */
    forget(key: K) {
      kept.delete(key);
    },
  };
}
