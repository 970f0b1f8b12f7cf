// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '#shared/contracts/admin-analytics';
import type { AdminOverview } from '#shared/contracts/admin-overview';
import { apiJson } from '../../lib/api-client.ts';

export const useAdminOverview = (enabled = true) =>
  useQuery({
    queryKey: ['/api/admin/overview'],
    queryFn: () => apiJson<AdminOverview>('GET', '/api/admin/overview'),
    staleTime: 30_000,
    enabled,
  });

export const useAdminDashboard = (days: string) =>
  useQuery({
    queryKey: ['/api/admin/dashboard', days],
    queryFn: () => apiJson<AdminDashboard>('GET', `/api/admin/dashboard?days=${days}`),
    staleTime: 30_000,
  });
