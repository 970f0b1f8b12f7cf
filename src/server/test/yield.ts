/**
 * Lets the test worker's event loop reach its poll phase. Vitest's worker answers the runner over an RPC with a
 * fixed 60 s timeout; a test that computes synchronously for longer (content sweeps on 2 busy cores) makes the run
 * fail with "Timeout calling onTaskUpdate" although every test passed. Long sweeps call this between seeds (or
 * templates).
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
