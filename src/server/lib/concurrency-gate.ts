/**
 * At most `limit` calls of run() at once; the others wait their turn in arrival order, holding nothing (no database
 * connection, no work queued on the event loop). A waiting call is not cancelled when its caller goes away: what it
 * would do (start an attempt, submit one) must still happen once its turn comes.
 */
export function concurrencyGate(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`concurrencyGate: limit must be a whole number ≥ 1`);
  let running = 0;
  // A queue as an array and a head index: shift() would copy the rest on every turn of a 10,000-long queue.
  let queue: Array<() => void> = [];
  let head = 0;
  const release = () => {
    const next = queue[head];
    if (next === undefined) {
      running--;
      return;
    }
    queue[head++] = undefined as unknown as () => void;
    if (head === queue.length) {
      queue = [];
      head = 0;
    }
    next(); // the slot passes straight to the next caller: `running` stays the same
  };
  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await fn();
      } finally {
        release();
      }
    },
    /** Calls waiting for a turn. */
    get waiting() {
      return queue.length - head;
    },
    /** Calls under way. */
    get running() {
      return running;
    },
  };
}

export type ConcurrencyGate = ReturnType<typeof concurrencyGate>;
