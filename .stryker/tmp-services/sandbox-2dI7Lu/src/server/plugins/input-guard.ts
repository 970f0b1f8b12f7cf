// @ts-nocheck
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

// PostgreSQL text cannot hold the NUL character: refuse it up front with a 400 naming the field, for every route,
// instead of letting the database raise a 500 halfway through a write.

const NUL = '\u0000';

/** The dotted path of the first string holding NUL, or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || '(value)' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes(NUL)) return path ? `${path}.(key)` : '(key)';
    const hit = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (hit) return hit;
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const field = findNul(value);
      if (field) {
        const suffix = where === 'body' ? '' : ` (${where})`;
        throw badRequest(`${field}: must not contain the NUL character (\\u0000)${suffix}.`, { field, where });
      }
    }
  });
}
