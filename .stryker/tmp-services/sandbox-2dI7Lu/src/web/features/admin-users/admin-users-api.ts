// @ts-nocheck
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminUserAction,
  AdminUserDetail,
  AdminUsersFilter,
  AdminUsersPage,
  FreeAccessChange,
} from '#shared/contracts/admin-users';
import type { Role } from '#shared/domain/access';
import { apiJson } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

const USERS = '/api/admin/users';

/** The filters as a query string (empty values left out). */
export function usersSearch(f: AdminUsersFilter, page?: number): string {
  const entries = Object.entries({ ...f, ...(page ? { page: String(page) } : {}) }).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
  );
  return new URLSearchParams(entries).toString();
}

export const useAdminUsers = (f: AdminUsersFilter, page: number) =>
  useQuery({
    queryKey: [USERS, f, page],
    queryFn: () => apiJson<AdminUsersPage>('GET', `${USERS}?${usersSearch(f, page)}`),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: [USERS, 'detail', id],
    queryFn: () => apiJson<AdminUserDetail>('GET', `${USERS}/${id}`),
    staleTime: 10_000,
  });

/** Every desk action answers the user's new row and a message; the lists and the audit trail refresh. */
function useUserAction<V>(request: (v: V) => Promise<AdminUserAction>) {
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [USERS] });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] });
    },
  });
}

export const useSetRole = () =>
  useUserAction((v: { id: string; role: Role }) => apiJson('PATCH', `${USERS}/${v.id}`, { role: v.role }));
export const useSetFreeAccess = () =>
  useUserAction((v: { id: string } & FreeAccessChange) =>
    apiJson('POST', `${USERS}/${v.id}/free-access`, { enabled: v.enabled, until: v.until ?? null }),
  );
export const useSuspend = () =>
  useUserAction((v: { id: string; suspend: boolean; reason?: string }) =>
    v.suspend
      ? apiJson('POST', `${USERS}/${v.id}/suspend`, v.reason ? { reason: v.reason } : {})
      : apiJson('POST', `${USERS}/${v.id}/unsuspend`),
  );
export const useSendReset = () =>
  useUserAction((v: { id: string }) => apiJson('POST', `${USERS}/${v.id}/password-reset`));

/** Extra time on mock tests (PwD): applies to the tests the learner starts from now on. */
export const useGrantTime = () =>
  useMutation({
    mutationFn: (v: { userId: string; timeFactor: number }) =>
      apiJson<{ success: boolean; message: string }>('PUT', '/api/admin/mock-time-grants', v),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [USERS] });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] });
    },
  });
