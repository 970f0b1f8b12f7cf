// @ts-nocheck
import { ERROR_CODES, type ErrorCode } from '#shared/contracts/error-codes';

// Data layer of spec section 7: x-auth-token when a token is stored, cookies, JSON bodies,
// and errors whose text is "status: body".
export const TOKEN_KEY = 'authToken';
/**
 * What the browser keeps under TOKEN_KEY after signing in: a marker, not the token. The session token itself lives
 * only in the httpOnly cookie, out of reach of script (docs/decisions/0006-security-choices.md); the marker keeps
 * spec section 4's "no stored token → signed out without a call".
 */
export const COOKIE_SESSION = 'cookie';

export function readStoredToken(): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  return token && token !== 'undefined' && token !== 'null' ? token : null;
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);

/**
 * A non-2xx answer. The body is read once here: when it is our error shape ({ message, code, details? }), `code`
 * is the server's code from the shared list and `serverMessage` its message.
 */
export class HttpError extends Error {
  readonly code: ErrorCode | null;
  readonly serverMessage: string | undefined;
  readonly details: unknown;

  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    const parsed = parseErrorBody(body);
    this.serverMessage = typeof parsed.message === 'string' ? parsed.message : undefined;
    this.code = typeof parsed.code === 'string' && KNOWN_CODES.has(parsed.code) ? (parsed.code as ErrorCode) : null;
    this.details = parsed.details;
  }
}

/** Our JSON error shape's fields, or nothing when the body is something else (a proxy's HTML page, plain text). */
function parseErrorBody(body: string): { message?: unknown; code?: unknown; details?: unknown } {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** The one way a screen words a failed call: the server's message when it sent one, else the fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return (error instanceof HttpError && error.serverMessage) || fallback;
}

/** Whether the call failed with this error code (e.g. 'premium_required', 'plan_limit'). */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof HttpError && error.code === code;
}

/** 401 or 403: the caller may not use this (signed out, or not staff). */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || error.status === 403);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = readStoredToken();
  if (token && token !== COOKIE_SESSION) headers['x-auth-token'] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(url, { method, headers, body: payload, credentials: 'include' });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new HttpError(res.status, text);
  }
  return res;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A query fetcher; with on401 'returnNull' a 401 yields null instead of throwing. */
export function getQueryFn<T>(url: string, opts: { on401?: 'returnNull' | 'throw' } = {}) {
  return async (): Promise<T | null> => {
    try {
      return await apiJson<T>('GET', url);
    } catch (error) {
      if (opts.on401 === 'returnNull' && error instanceof HttpError && error.status === 401) return null;
      throw error;
    }
  };
}
