import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  AttemptBody,
  AttemptResult,
  PracticeFilters,
  PracticePage,
  PracticeQuery,
  PracticeQuestion,
  ReportBody,
} from '#shared/contracts/practice';
import { PRACTICE_STATUSES } from '#shared/contracts/practice';
import { apiJson } from '../../lib/api-client.ts';
import { filtersToSearch, type PracticeFilterValues } from './practice-filters-state.ts';

export const PRACTICE_LIST_KEY = 'practice-questions';
const PAGE_SIZE = 20;

export const practiceFiltersQuery = queryOptions({
  queryKey: ['/api/practice/filters'],
  queryFn: () => apiJson<PracticeFilters>('GET', '/api/practice/filters'),
});

export const usePracticeFilters = () => useQuery(practiceFiltersQuery);

type ListStatus = NonNullable<PracticeQuery['status']>;
type ListPage = { status: ListStatus | null; cursor: number | null };

/**
 * The statuses a list walks through, in order. Without a status filter the learner starts on questions they have
 * not answered and meets the answered ones after them (issue 12: practice opened on an answered question).
 */
export function listPhases(filters: PracticeFilterValues): (ListStatus | null)[] {
  const chosen = PRACTICE_STATUSES.find((s) => s === filters.status);
  return chosen ? [chosen] : ['unattempted', 'attempted'];
}

/** After a page: the rest of this phase, else the start of the next phase, else the end. */
export function nextListPage(phases: (ListStatus | null)[], page: ListPage, nextCursor: number | null) {
  if (nextCursor !== null) return { status: page.status, cursor: nextCursor };
  const following = phases[phases.indexOf(page.status) + 1];
  return following === undefined ? undefined : { status: following, cursor: null };
}

/** The filtered list, page by page; premium questions come back locked for free users. */
export function usePracticeList(filters: PracticeFilterValues) {
  const phases = listPhases(filters);
  return useInfiniteQuery({
    queryKey: [PRACTICE_LIST_KEY, filters],
    initialPageParam: { status: phases[0] ?? null, cursor: null } as ListPage,
    queryFn: ({ pageParam }) => {
      const params = filtersToSearch({ ...filters, status: pageParam.status ?? undefined });
      params.set('access', 'all');
      params.set('limit', String(PAGE_SIZE));
      if (pageParam.cursor !== null) params.set('cursor', String(pageParam.cursor));
      return apiJson<PracticePage>('GET', `/api/practice/questions?${params}`);
    },
    getNextPageParam: (last, _all, page) => nextListPage(phases, page, last.nextCursor),
    // The list is the session's running order: refetching it would drop what was just answered and shift the place.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });
}

export const questionQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/practice/questions', id],
    queryFn: () => apiJson<PracticeQuestion>('GET', `/api/practice/questions/${id}`),
    // A question's bookmark and attempt state change as the learner works: always ask again when opened.
    staleTime: 0,
  });

export const submitAttempt = (id: number, body: AttemptBody) =>
  apiJson<AttemptResult>('POST', `/api/practice/questions/${id}/attempt`, body);

export const reportQuestion = (id: number, body: ReportBody) =>
  apiJson<{ success: boolean; message: string }>('POST', `/api/questions/${id}/report`, body);
