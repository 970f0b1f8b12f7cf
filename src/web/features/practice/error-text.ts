import { HttpError } from '../../lib/api-client.ts';

/** The server's message when there is one, else a plain fallback. */
export function errorText(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return (error instanceof HttpError && error.serverMessage) || fallback;
}

/** The server answers 403 premium_required for premium questions a free learner opens. */
export function isPremiumError(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 403) return false;
  try {
    return (JSON.parse(error.body) as { code?: string }).code === 'premium_required';
  } catch {
    return false;
  }
}
