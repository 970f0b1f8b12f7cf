/**
 * The value, or an error naming what is missing: for the places where absence is a bug rather than a case to
 * handle (the first row of an insert … returning, a regex group the pattern guarantees, a test's precondition).
 */
// @ts-nocheck

export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none.`);
  return value;
}
