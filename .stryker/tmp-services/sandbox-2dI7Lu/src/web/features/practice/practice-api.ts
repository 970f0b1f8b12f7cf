// @ts-nocheck
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
import type { QuestionSummary } from '#shared/contracts/questions';
import { apiJson } from '../../lib/api-client.ts';
import { FILTER_KEYS, filtersToSearch, type PracticeFilterValues } from './practice-filters-state.ts';

export const PRACTICE_LIST_KEY = 'practice-questions';
const PAGE_SIZE = 20;

export const practiceFiltersQuery = queryOptions({
  queryKey: ['/api/practice/filters'],
  queryFn: () => apiJson<PracticeFilters>('GET', '/api/practice/filters'),
});

export const usePracticeFilters = () => useQuery(practiceFiltersQuery);

/** A phase of the running order: a status filter of the API, or the adaptive engine's picks. */
type ListPhase = NonNullable<PracticeQuery['status']> | 'recommended';
type ListPage = { status: ListPhase | null; cursor: number | null };

/**
 * The phases a list walks through, in order. Without a status filter the learner starts on questions they have not
 * answered and meets the answered ones after them (issue 12: practice opened on an answered question); with at most
 * a section chosen, the adaptive engine's picks come first (near the learner's level, weak topics favoured).
 */
export function listPhases(filters: PracticeFilterValues): ListPhase[] {
  const chosen = PRACTICE_STATUSES.find((s) => s === filters.status);
  if (chosen) return [chosen];
  const atMostSection = !filters.ids && FILTER_KEYS.every((k) => k === 'section' || !filters[k]);
  return atMostSection ? ['recommended', 'unattempted', 'attempted'] : ['unattempted', 'attempted'];
}

/** After a page: the rest of this phase, else the start of the next phase, else the end. */
export function nextListPage(phases: (ListPhase | null)[], page: ListPage, nextCursor: number | null) {
  if (nextCursor !== null) return { status: page.status, cursor: nextCursor };
  const following = phases[phases.indexOf(page.status) + 1];
  return following === undefined ? undefined : { status: following, cursor: null };
}

/** The running order's questions: each once, where it first comes (a pick comes again among the unanswered). */
export function listItems(pages: PracticePage[]): QuestionSummary[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.items).filter((q) => !seen.has(q.id) && seen.add(q.id));
}

/** The adaptive engine's picks for the learner, as list rows in the engine's order; none when it cannot answer. */
async function recommendedPage(section: string | undefined): Promise<PracticePage> {
  try {
    const query = section ? `?${new URLSearchParams({ section })}` : '';
    return await apiJson<PracticePage>('GET', `/api/practice/recommended${query}`);
  } catch {
    // The picks are a head start, not the list: without them the learner starts on the unanswered ones.
    return { items: [], nextCursor: null };
  }
}

/** The filtered list, page by page; premium questions come back locked for free users. */
export function usePracticeList(filters: PracticeFilterValues, userId: string) {
  const phases = listPhases(filters);
  return useInfiniteQuery({
    queryKey: [PRACTICE_LIST_KEY, filters, userId],
    initialPageParam: { status: phases[0] ?? null, cursor: null } as ListPage,
    queryFn: ({ pageParam }) => {
      if (pageParam.status === 'recommended') return recommendedPage(filters.section);
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
