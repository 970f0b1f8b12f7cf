// @ts-nocheck
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BillingOverview,
  CheckoutConfig,
  CheckoutOrder,
  SubscriptionPlan,
  TestPayResponse,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from '#shared/contracts/payments';
import { apiJson, getQueryFn } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { SUBSCRIPTION_STATUS_URL } from '../auth/public.ts';

export const PLANS_URL = '/api/subscription-plans';
export const BILLING_URL = '/api/payments/billing';

/** Spec section 7: the plans list; the dialog fetches it only while open, the banners without retry. */
export const plansQuery = queryOptions({
  queryKey: [PLANS_URL],
  queryFn: getQueryFn<SubscriptionPlan[]>(PLANS_URL) as () => Promise<SubscriptionPlan[]>,
  retry: false,
});

export const usePlans = (enabled = true) => useQuery({ ...plansQuery, enabled });

export const usePlan = (id: number | null) =>
  useQuery({
    queryKey: [PLANS_URL, id],
    queryFn: getQueryFn<SubscriptionPlan>(`${PLANS_URL}/${id}`) as () => Promise<SubscriptionPlan>,
    enabled: id !== null,
  });

export const useCheckoutConfig = () =>
  useQuery({
    queryKey: ['/api/payments/config'],
    queryFn: getQueryFn<CheckoutConfig>('/api/payments/config') as () => Promise<CheckoutConfig>,
  });

export const useBilling = (enabled = true) =>
  useQuery({
    queryKey: [BILLING_URL],
    queryFn: getQueryFn<BillingOverview>(BILLING_URL) as () => Promise<BillingOverview>,
    enabled,
    staleTime: 30_000,
  });

export const createOrder = (planId: number) => apiJson<CheckoutOrder>('POST', '/api/payments/orders', { planId });
export const testPay = (orderId: string, outcome: 'success' | 'failure') =>
  apiJson<TestPayResponse>('POST', '/api/payments/test/pay', { orderId, outcome });
export const verifyPayment = (body: VerifyPaymentBody) =>
  apiJson<VerifyPaymentResponse>('POST', '/api/payments/verify', body);
export const requestRefund = (paymentId: string) =>
  apiJson<{ success: boolean; message: string; refundId: string }>('POST', `/api/payments/${paymentId}/refund`, {});

/** After a purchase or refund: access, plans and billing are all stale. */
export async function refreshAccess() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [SUBSCRIPTION_STATUS_URL] }),
    queryClient.invalidateQueries({ queryKey: [BILLING_URL] }),
    queryClient.invalidateQueries({ queryKey: ['/api/payments/entitlements'] }),
  ]);
}
