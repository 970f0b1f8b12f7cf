/**
 * The puzzle models' candidate spaces (every league table, schedule, row, seating): built on first use and shared
 * by all the sets of one bank drawing, then dropped. Kept for good they would hold some 90 MB of a server's heap
 * after its first start seeded the bank, for nothing: only a drawing reads them.
 */
const spaces = new Map<string, unknown>();

/** The space named key, built by `build` on first use and kept until forgetCandidateSpaces(). */
export function candidateSpace<T>(key: string, build: () => T): T {
  if (!spaces.has(key)) spaces.set(key, build());
  return spaces.get(key) as T;
}

/** Drops every space; the next use builds it again. */
export function forgetCandidateSpaces(): void {
  spaces.clear();
}
