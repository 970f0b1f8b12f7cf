// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../lib/api-client.ts';
import { clearAuthStorage, expireAuthCookie, loginDestination, signInLink, welcomeShownKey } from './auth-storage.ts';
import { newPasswordProblem } from './reset-password-rules.ts';
import { AUTH_CHECK_FAILED, authUserQuery, fetchAuthUser } from './use-auth.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
}

const user = { id: 'u1', email: 'a@b.c', firstName: 'Asha' };

describe('auth check (spec section 4)', () => {
  let storage: MemoryStorage;
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    storage = new MemoryStorage();
    fetchMock = vi.fn();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([null, 'undefined', 'null'])('treats stored token %s as signed out without a call', async (token) => {
    if (token !== null) storage.setItem(TOKEN_KEY, token);
    await expect(fetchAuthUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token and returns the user', async () => {
    storage.setItem(TOKEN_KEY, 'tok');
    fetchMock.mockResolvedValue(new Response(JSON.stringify(user), { status: 200 }));
    await expect(fetchAuthUser()).resolves.toEqual(user);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/user');
    expect(init.headers['x-auth-token']).toBe('tok');
    expect(init.credentials).toBe('include');
  });

  it('a 401 removes the token and signs out', async () => {
    storage.setItem(TOKEN_KEY, 'stale');
    fetchMock.mockResolvedValue(new Response('{"message":"no"}', { status: 401 }));
    await expect(fetchAuthUser()).resolves.toBeNull();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('any other failure is "Auth check failed" and keeps the token', async () => {
    storage.setItem(TOKEN_KEY, 'tok');
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await expect(fetchAuthUser()).rejects.toThrow(AUTH_CHECK_FAILED);
    fetchMock.mockRejectedValue(new TypeError('network down'));
    await expect(fetchAuthUser()).rejects.toThrow(AUTH_CHECK_FAILED);
    expect(storage.getItem(TOKEN_KEY)).toBe('tok');
  });

  it('caches the user fresh 10 minutes and keeps it 15', () => {
    expect(authUserQuery.staleTime).toBe(600_000);
    expect(authUserQuery.gcTime).toBe(900_000);
    expect(authUserQuery.retry).toBe(false);
  });
});

describe('login and logout storage rules', () => {
  it('goes to /admin only when the server says so', () => {
    expect(loginDestination('/admin')).toBe('/admin');
    expect(loginDestination('/')).toBe('/');
    expect(loginDestination(undefined)).toBe('/');
    expect(loginDestination('/elsewhere')).toBe('/');
  });

  it('returns to the in-app page named by ?next=, never to another site', () => {
    expect(loginDestination('/', '/questions?ids=1,2')).toBe('/questions?ids=1,2');
    expect(loginDestination('/admin', '/questions')).toBe('/admin');
    expect(loginDestination('/', '//evil.example/x')).toBe('/');
    expect(loginDestination('/', '/\\evil.example')).toBe('/');
    expect(loginDestination('/', 'https://evil.example')).toBe('/');
    expect(loginDestination('/', `/${'a'.repeat(2000)}`)).toBe('/');
    expect(loginDestination('/', null)).toBe('/');
    expect(signInLink('/questions?ids=1,2')).toBe('/login?next=%2Fquestions%3Fids%3D1%2C2');
  });

  it('logout clears the token and admin flags and nothing else', () => {
    const storage = new MemoryStorage();
    for (const k of [TOKEN_KEY, 'adminAuthenticated', 'adminUser', 'darkMode', 'completedTasks'])
      storage.setItem(k, 'x');
    clearAuthStorage(storage);
    expect([...storage.data.keys()].sort()).toEqual(['completedTasks', 'darkMode']);
  });

  it('expires the auth cookie', () => {
    const doc = { cookie: '' };
    expireAuthCookie(doc);
    expect(doc.cookie).toMatch(/^auth_token=;/);
    expect(doc.cookie).toContain('Max-Age=0');
    expect(doc.cookie).toContain('path=/');
  });

  it('keeps the welcome flag per user', () => {
    expect(welcomeShownKey('a')).not.toBe(welcomeShownKey('b'));
  });
});

describe('reset password rules (spec section 5)', () => {
  it('reports a mismatch first, word for word', () => {
    expect(newPasswordProblem('abc', 'abcd')).toEqual({
      title: 'Password Mismatch',
      description: 'Passwords do not match. Please try again.',
      variant: 'destructive',
    });
  });

  it('needs at least 6 characters', () => {
    expect(newPasswordProblem('12345', '12345')).toMatchObject({
      title: 'Password Too Short',
      description: 'Password must be at least 6 characters long.',
    });
    expect(newPasswordProblem('123456', '123456')).toBeNull();
  });
});
