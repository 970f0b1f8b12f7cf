// @ts-nocheck
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResponse } from '#shared/contracts/auth';
import { apiJson, apiRequest } from '../../lib/api-client.ts';
import { syncDarkMode } from '../../lib/theme.ts';
import {
  clearAuthStorage,
  expireAuthCookie,
  loginDestination,
  rememberSession,
  rememberStaff,
} from './auth-storage.ts';
import { AUTH_USER_URL, authUserQuery } from './use-auth.ts';

/** Forgets everything the previous user loaded; the auth entry becomes "signed out". */
export function resetClientState(queryClient: QueryClient) {
  queryClient.setQueryData(authUserQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_URL });
}

/**
 * Spec section 4: store the token, refresh auth, go to /admin when told so, else /. The staff form posts to
 * /api/admin/login (a learner's account is refused there) and sets the spec's admin flags.
 */
export function useLogin(staff = false) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (body: { email: string; password: string }, next?: string | null): Promise<LoginResponse> => {
      const res = await apiJson<LoginResponse>('POST', staff ? '/api/admin/login' : '/api/login', body);
      if (!res.success || !res.token) return res;
      rememberSession();
      if (staff) rememberStaff(body.email);
      resetClientState(queryClient);
      await queryClient.fetchQuery({ ...authUserQuery, staleTime: 0 });
      navigate(loginDestination(res.redirect, next), { replace: true });
      return res;
    },
    [queryClient, navigate, staff],
  );
}

/**
 * Spec section 4: clear tokens and admin flags, expire the cookie, go to /login — also when the call
 * fails, in which case all local and session storage is cleared too.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/logout');
      clearAuthStorage();
      expireAuthCookie();
    } catch (error) {
      console.error('Logout failed', error);
      clearAuthStorage();
      localStorage.clear();
      sessionStorage.clear();
      expireAuthCookie();
      syncDarkMode();
    }
    resetClientState(queryClient);
    navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}

/** After the account is gone: same clean-up as logout, without the call. */
export function useSignedOutLocally() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearAuthStorage();
    expireAuthCookie();
    resetClientState(queryClient);
    navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
