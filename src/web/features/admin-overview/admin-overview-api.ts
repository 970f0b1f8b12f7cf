import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminOverview, AdminUserRow } from '#shared/contracts/admin-overview';
import { apiJson } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

export const useAdminOverview = () =>
  useQuery({
    queryKey: ['/api/admin/overview'],
    queryFn: () => apiJson<AdminOverview>('GET', '/api/admin/overview'),
    staleTime: 30_000,
  });

export const useAdminUsers = (q: string, page: number) =>
  useQuery({
    queryKey: ['/api/admin/users', q, page],
    queryFn: () =>
      apiJson<{ items: AdminUserRow[]; total: number; page: number; pageSize: number }>(
        'GET',
        `/api/admin/users?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

const refreshUsers = () => queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] });

export const useSetRole = () =>
  useMutation({
    mutationFn: (v: { id: string; role: 'user' | 'admin' }) =>
      apiJson('PATCH', `/api/admin/users/${v.id}`, { role: v.role }),
    onSuccess: refreshUsers,
  });

export const useSetFreeAccess = () =>
  useMutation({
    mutationFn: (v: { email: string; enabled: boolean }) => apiJson('POST', '/api/admin/payments/free-access', v),
    onSuccess: refreshUsers,
  });

/** 401/403 from the server: the page shows the staff-only card instead of data. */
