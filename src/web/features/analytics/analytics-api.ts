import { queryOptions } from '@tanstack/react-query';
import type { AdaptivePerformance } from '#shared/contracts/adaptive';
import type { AnalyticsDetails, HomeAnalytics } from '#shared/contracts/analytics';
import type { PlanSubjectKey } from '#shared/domain/study-plan';
import { apiJson, getQueryFn } from '../../lib/api-client.ts';

export const ANALYTICS_URL = '/api/analytics';

// Spec section 7/9: analytics fresh 3 minutes, kept 10 minutes.
export const analyticsQuery = queryOptions({
  queryKey: [ANALYTICS_URL],
  queryFn: getQueryFn<HomeAnalytics>(ANALYTICS_URL, { on401: 'returnNull' }),
  staleTime: 3 * 60_000,
  gcTime: 10 * 60_000,
});

export const DETAILS_URL = '/api/analytics/details';
export const EXPORT_URL = '/api/analytics/export.csv';

// The /analytics page: same freshness as the summary.
export const detailsQuery = queryOptions({
  queryKey: [DETAILS_URL],
  queryFn: () => apiJson<AnalyticsDetails>('GET', DETAILS_URL),
  staleTime: 3 * 60_000,
  gcTime: 10 * 60_000,
});

// Spec section 7/9: adaptive performance cached 5 minutes.
export const adaptivePerformanceQuery = (userId: string, subject: PlanSubjectKey) =>
  queryOptions({
    queryKey: ['/api/adaptive/performance', userId, subject],
    queryFn: () =>
      apiJson<AdaptivePerformance>('GET', `/api/adaptive/performance?${new URLSearchParams({ userId, subject })}`),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
