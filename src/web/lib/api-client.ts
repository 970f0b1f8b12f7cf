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

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }
  /** The server's { message } when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
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
