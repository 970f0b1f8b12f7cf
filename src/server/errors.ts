import type { ErrorCode } from '#shared/contracts/error-codes';

/** An error meant for the client: status, a stable code (from the shared list) and a human message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const tooManyRequests = (message: string) => new AppError(429, 'rate_limited', message);
export const premiumRequired = (message = 'This feature needs a premium plan.') =>
  new AppError(403, 'premium_required', message);
/** A plan limit is used up (the free plan's practice questions): the client offers the upgrade. */
export const planLimit = (message: string, details: { limit: number; used: number }) =>
  new AppError(403, 'plan_limit', message, details);
/** A mock's write from a tab that another tab has since taken over. */
export const staleClient = (message: string) => new AppError(409, 'stale_client', message);
/** A mock's write after its section's deadline and grace. */
export const deadlinePassed = (message: string) => new AppError(409, 'deadline_passed', message);
