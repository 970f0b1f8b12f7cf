import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  AttemptBody,
  AttemptResult,
  PracticeFilters,
  PracticePage,
  PracticeQuestion,
  ReportBody,
} from '#shared/contracts/practice';
import { apiJson } from '../../lib/api-client.ts';
import { filtersToSearch, type PracticeFilterValues } from './practice-filters-state.ts';

export const PRACTICE_LIST_KEY = 'practice-questions';
const PAGE_SIZE = 20;

export const practiceFiltersQuery = queryOptions({
  queryKey: ['/api/practice/filters'],
  queryFn: () => apiJson<PracticeFilters>('GET', '/api/practice/filters'),
});

export const usePracticeFilters = () => useQuery(practiceFiltersQuery);

/** The filtered list, page by page; premium questions come back locked for free users. */
export function usePracticeList(filters: PracticeFilterValues) {
  return useInfiniteQuery({
    queryKey: [PRACTICE_LIST_KEY, filters],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const params = filtersToSearch(filters);
      params.set('access', 'all');
      params.set('limit', String(PAGE_SIZE));
      if (pageParam !== null) params.set('cursor', String(pageParam));
      return apiJson<PracticePage>('GET', `/api/practice/questions?${params}`);
    },
    getNextPageParam: (last) => last.nextCursor,
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
