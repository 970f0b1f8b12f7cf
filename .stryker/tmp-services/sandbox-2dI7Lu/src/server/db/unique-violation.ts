/**
 * The constraint name when error is PostgreSQL's unique_violation (23505), else undefined. Drizzle wraps driver
 * errors (pg and PGlite alike) in an error whose cause holds the code.
 */
// @ts-nocheck

export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      return typeof e.detail === 'string' ? e.detail : 'unique';
    }
    current = e.cause;
  }
  return undefined;
}

export type UserConflict = 'email' | 'username';

/** Which unique column of users a violation hit, from the constraint name or the detail text. */
export function userConflict(error: unknown): UserConflict | undefined {
  const where = uniqueViolation(error);
  if (!where) return undefined;
  if (where.includes('username')) return 'username';
  if (where.includes('email')) return 'email';
  return undefined;
}
