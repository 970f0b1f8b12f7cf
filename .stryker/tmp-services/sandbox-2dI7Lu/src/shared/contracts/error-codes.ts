// @ts-nocheck
// Every `code` an API error can carry ({ message, code, details? }). The server's errors take their code from
// here and the web client reads it from HttpError.code; a new failure kind is added here first.

export const ERROR_CODES = [
  'bad_request',
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'premium_required',
  'plan_limit',
  'stale_client',
  'deadline_passed',
  'payments_unavailable',
  'gateway_refused',
  'gateway_unavailable',
  'gateway_mismatch',
  'plan_mismatch',
  'invalid_signature',
  'amount_mismatch',
  'payment_failed',
  'payment_not_captured',
  'not_refundable',
  'refund_window_closed',
  'service_busy',
  'duplicate_event',
  'login_required',
  'account_suspended',
  'not_staff',
  'last_admin',
  'import_invalid',
  'payload_too_large',
  'webhooks_disabled',
  'unsupported_media_type',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
