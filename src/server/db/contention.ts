// PostgreSQL's answers to contention: deadlock_detected and serialization_failure are safe to retry (the transaction
// was rolled back); lock_not_available (lock_timeout) and query_canceled (statement_timeout) mean the database is
// too busy now. None of them is the client's fault or a bug: they become 503 with Retry-After, never 500.
const RETRYABLE = new Set(['40P01', '40001']);
const BUSY = new Set([...RETRYABLE, '55P03', '57014']);

/** The SQLSTATE of an error or of one of its causes (drizzle wraps the driver's error). */
export function sqlState(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isContention = (error: unknown): boolean => BUSY.has(sqlState(error) ?? '');

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** Another failure the caller knows is safe to run again (its transaction rolled back), e.g. a racing insert. */
  alsoRetry?: (error: unknown) => boolean;
}

/** Runs a transaction again (a bounded number of times, with a short random pause) when it lost a deadlock. */
export async function retryOnContention<T>(
  run: () => Promise<T>,
  { attempts = 3, alsoRetry = () => false }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !(RETRYABLE.has(sqlState(error) ?? '') || alsoRetry(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
