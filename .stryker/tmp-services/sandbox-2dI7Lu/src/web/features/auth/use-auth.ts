// @ts-nocheck
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser, SubscriptionStatus } from '#shared/contracts/auth';
import { hasPremiumAccess } from '#shared/domain/access';
import { getQueryFn, readStoredToken } from '../../lib/api-client.ts';
import { removeToken } from './auth-storage.ts';

export const AUTH_USER_URL = '/api/auth/user';
export const SUBSCRIPTION_STATUS_URL = '/api/user/subscription-status';
export const AUTH_CHECK_FAILED = 'Auth check failed';

/**
 * Spec section 4: no usable token → signed out without a call; a 401 removes the token;
 * any other failure is the auth-check error.
 */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  if (!readStoredToken()) return null;
  let user: AuthUser | null;
  try {
    user = await getQueryFn<AuthUser>(AUTH_USER_URL, { on401: 'returnNull' })();
  } catch {
    throw new Error(AUTH_CHECK_FAILED);
  }
  if (user === null) removeToken();
  return user;
}

// Spec section 7: fresh 10 minutes, kept 15 minutes.
export const authUserQuery = queryOptions({
  queryKey: [AUTH_USER_URL],
  queryFn: fetchAuthUser,
  staleTime: 10 * 60_000,
  gcTime: 15 * 60_000,
  retry: false,
});

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Staff role or administrator: may open the staff console's content tools. */
  isStaff: boolean;
  /** 'Auth check failed' when the check failed for a reason other than 401. */
  error: Error | null;
}

export function useAuth(): AuthState {
  const hasToken = readStoredToken() !== null;
  const query = useQuery({ ...authUserQuery, enabled: hasToken });
  const user = hasToken ? (query.data ?? null) : null;
  // The server folds role, the flag and the designated admin email into isAdmin.
  const isAdmin = !!user && (user.isAdmin || user.role === 'admin');
  return {
    user,
    isLoading: hasToken && query.isLoading,
    isAuthenticated: user !== null,
    isAdmin,
    isStaff: isAdmin || user?.role === 'staff',
    error: hasToken ? query.error : null,
  };
}

/** Spec section 7: signed in only, no retry, fresh 5 minutes. */
export function useSubscriptionStatus() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: [SUBSCRIPTION_STATUS_URL],
    queryFn: getQueryFn<SubscriptionStatus>(SUBSCRIPTION_STATUS_URL, { on401: 'returnNull' }),
    enabled: isAuthenticated,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function usePremiumAccess() {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const status = useSubscriptionStatus();
  return {
    hasPremium: isAuthenticated && hasPremiumAccess(status.data),
    hasPaidSubscription: !!status.data?.hasPaidSubscription,
    isLoading: authLoading || (isAuthenticated && status.isLoading),
    status: status.data ?? null,
  };
}
