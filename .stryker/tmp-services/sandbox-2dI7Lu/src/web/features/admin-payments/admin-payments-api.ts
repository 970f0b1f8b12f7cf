// @ts-nocheck
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  FreeAccessUser,
  PaymentFilters,
  PaymentList,
  PlanInput,
  PlanPatch,
  RevenueSummary,
} from '#shared/contracts/admin-payments';
import type { SubscriptionPlan } from '#shared/contracts/payments';
import { apiJson } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { queryClient } from '../../lib/query-client.ts';

export const ADMIN_PAYMENTS_URL = '/api/admin/payments';

export function filterQuery(f: PaymentFilters & { page?: number; pageSize?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const usePaymentList = (f: PaymentFilters, page: number, pageSize = 25) =>
  useQuery({
    queryKey: [ADMIN_PAYMENTS_URL, 'list', f, page, pageSize],
    queryFn: () => apiJson<PaymentList>('GET', `${ADMIN_PAYMENTS_URL}${filterQuery({ ...f, page, pageSize })}`),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useRevenue = (f: PaymentFilters) =>
  useQuery({
    queryKey: [ADMIN_PAYMENTS_URL, 'summary', f],
    queryFn: () => apiJson<RevenueSummary>('GET', `${ADMIN_PAYMENTS_URL}/summary${filterQuery(f)}`),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useAdminPlans = () =>
  useQuery({
    queryKey: [ADMIN_PAYMENTS_URL, 'plans'],
    queryFn: () => apiJson<SubscriptionPlan[]>('GET', `${ADMIN_PAYMENTS_URL}/plans`),
  });

export const useFreeAccessUsers = () =>
  useQuery({
    queryKey: [ADMIN_PAYMENTS_URL, 'free-access'],
    queryFn: () => apiJson<FreeAccessUser[]>('GET', `${ADMIN_PAYMENTS_URL}/free-access`),
  });

const refreshDesk = () => queryClient.invalidateQueries({ queryKey: [ADMIN_PAYMENTS_URL] });
const refreshPlans = () =>
  Promise.all([refreshDesk(), queryClient.invalidateQueries({ queryKey: ['/api/subscription-plans'] })]);

export async function savePlan(id: number | null, body: PlanInput | PlanPatch) {
  const plan =
    id === null
      ? await apiJson<SubscriptionPlan>('POST', `${ADMIN_PAYMENTS_URL}/plans`, body)
      : await apiJson<SubscriptionPlan>('PATCH', `${ADMIN_PAYMENTS_URL}/plans/${id}`, body);
  await refreshPlans();
  return plan;
}

export async function setFreeAccess(email: string, enabled: boolean) {
  const user = await apiJson<FreeAccessUser>('POST', `${ADMIN_PAYMENTS_URL}/free-access`, { email, enabled });
  await refreshDesk();
  return user;
}

export async function staffRefund(paymentId: string) {
  const result = await apiJson<{ message: string; refundId: string }>(
    'POST',
    `${ADMIN_PAYMENTS_URL}/${paymentId}/refund`,
    {},
  );
  await refreshDesk();
  return result;
}

export const downloadCsv = (f: PaymentFilters) =>
  downloadFile(`${ADMIN_PAYMENTS_URL}/export.csv${filterQuery(f)}`, 'payments.csv');
