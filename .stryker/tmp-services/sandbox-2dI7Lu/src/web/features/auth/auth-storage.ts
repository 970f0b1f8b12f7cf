// @ts-nocheck
import { COOKIE_SESSION, TOKEN_KEY } from '../../lib/api-client.ts';

// Spec section 3 storage keys; the admin flags go with the token on logout.
export const ADMIN_FLAG_KEYS = ['adminAuthenticated', 'adminUser'] as const;
export const AUTH_COOKIE = 'auth_token';

/** After sign-in: remember that a cookie session exists; the token itself stays in the httpOnly cookie. */
export function rememberSession(storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(TOKEN_KEY, COOKIE_SESSION);
}

/** After a staff sign-in: the spec's admin flags (cleared on logout with the token). */
export function rememberStaff(email: string, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem('adminAuthenticated', 'true');
  storage.setItem('adminUser', email);
}

export function removeToken(storage: Pick<Storage, 'removeItem'> = localStorage) {
  storage.removeItem(TOKEN_KEY);
}

/** Logout: the stored token and the admin flags. */
export function clearAuthStorage(storage: Pick<Storage, 'removeItem'> = localStorage) {
  storage.removeItem(TOKEN_KEY);
  for (const key of ADMIN_FLAG_KEYS) storage.removeItem(key);
}

/** Expires the auth cookie as far as script can (the server clears its httpOnly copy on /api/logout). */
export function expireAuthCookie(doc: { cookie: string } = document) {
  doc.cookie = `${AUTH_COOKIE}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/** Spec section 4: go to /admin when the server says so, else home. */
export function loginDestination(redirect: string | undefined, next?: string | null): string {
  if (redirect === '/admin') return '/admin';
  return next && isInAppPath(next) ? next : '/';
}

/** A path of this app (from ?next=), never another site: "/x" but not "//host" or "/\\host". */
export function isInAppPath(path: string): boolean {
  return path.length <= 2000 && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** /login?next=…: the sign-in page returns the learner to where they were. */
export function signInLink(next: string): string {
  return `/login?${new URLSearchParams({ next }).toString()}`;
}

/** Session storage key of the once-per-session welcome card, per user. */
export const welcomeShownKey = (userId: string) => `welcomeShown:${userId}`;
