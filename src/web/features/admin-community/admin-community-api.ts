import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ForumReportStatus, ReportQueue } from '#shared/contracts/community-moderation';
import { apiJson } from '../../lib/api-client.ts';

export const REPORTS_KEY = '/api/admin/community/reports';

/** One page of the community's reported items in a status (open by default). */
export const useReportQueue = (status: ForumReportStatus, page: number) =>
  useQuery({
    queryKey: [REPORTS_KEY, status, page],
    queryFn: () => apiJson<ReportQueue>('GET', `${REPORTS_KEY}?status=${status}&page=${page}`),
    placeholderData: keepPreviousData,
  });
