// @ts-nocheck
import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** Every error a client sees: { message, code, details? }, code from the shared list. */
export const apiError = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const messageResponse = z.object({ message: z.string() });
export const okResponse = z.object({ success: z.boolean(), message: z.string() });

/** The largest value of a PostgreSQL integer column: ids, pages and cursors above it are refused with a 400. */
export const INT4_MAX = 2_147_483_647;

/** `:id` of a numeric resource (question, set, report): a positive PostgreSQL integer. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
