/**
 * Collects items per key and hands each key's items to `flush` together, in the order added, `windowMs` after the
 * first of them arrived. Live chat sends through it so that a burst of lines reaches every attendee as one frame:
 * fanning out to thousands of sockets costs one write per attendee per batch instead of one per line. The room's
 * attendee count and poll results use it to send at most once per window.
 */
export function batcher<T>(windowMs: number, flush: (key: string, items: T[]) => unknown) {
  const pending = new Map<string, { items: T[]; timer: NodeJS.Timeout }>();
  function send(key: string) {
    const batch = pending.get(key);
    if (!batch) return;
    pending.delete(key);
    clearTimeout(batch.timer);
    flush(key, batch.items); // an async flush handles its own failures
  }
  return {
    add(key: string, item: T) {
      const batch = pending.get(key);
      if (batch) batch.items.push(item);
      else pending.set(key, { items: [item], timer: setTimeout(() => send(key), windowMs).unref() });
    },
    /** Sends everything waiting now (before shutdown). */
    flushAll() {
      for (const key of [...pending.keys()]) send(key);
    },
  };
}
