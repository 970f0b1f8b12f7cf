import { z } from 'zod';

/** Every error a client sees: { message, code, details? }. */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const messageResponse = z.object({ message: z.string() });
export const okResponse = z.object({ success: z.boolean(), message: z.string() });
