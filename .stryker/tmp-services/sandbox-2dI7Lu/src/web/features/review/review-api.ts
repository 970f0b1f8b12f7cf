// @ts-nocheck
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  CardAdded,
  CardList,
  CardPatch,
  CardSchedule,
  Membership,
  MissReason,
  ReviewBody,
  ReviewQueue,
  ReviewResult,
  ReviewStats,
} from '#shared/contracts/review';
import { apiJson } from '../../lib/api-client.ts';

/** Every notebook query's key starts with this: one invalidation refreshes them all. */
export const REVIEW_KEY = '/api/review';

export const refreshNotebook = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [REVIEW_KEY] });

export const queueQuery = queryOptions({
  queryKey: [REVIEW_KEY, 'queue'],
  queryFn: () => apiJson<ReviewQueue>('GET', '/api/review/queue'),
  staleTime: 0,
});

export const statsQuery = queryOptions({
  queryKey: [REVIEW_KEY, 'stats'],
  queryFn: () => apiJson<ReviewStats>('GET', '/api/review/stats'),
  staleTime: 0,
});

export interface CardFilters {
  filter: 'due' | 'all';
  reason?: MissReason | 'untagged';
  page: number;
}

export const cardsQuery = (f: CardFilters) => {
  const params = new URLSearchParams({ filter: f.filter, page: String(f.page) });
  if (f.reason) params.set('reason', f.reason);
  return queryOptions({
    queryKey: [REVIEW_KEY, 'cards', f],
    queryFn: () => apiJson<CardList>('GET', `/api/review/cards?${params}`),
    staleTime: 0,
  });
};

/** Which of these questions are in the notebook (at most 100 ids a call). */
export const membershipQuery = (questionIds: number[]) =>
  queryOptions({
    queryKey: [REVIEW_KEY, 'membership', questionIds],
    queryFn: () => apiJson<Membership>('GET', `/api/review/membership?questionIds=${questionIds.join(',')}`),
    enabled: questionIds.length > 0,
  });

export const submitReview = (cardId: number, body: ReviewBody) =>
  apiJson<ReviewResult>('POST', `/api/review/cards/${cardId}/review`, body);

export const updateCard = (cardId: number, patch: CardPatch) =>
  apiJson<CardSchedule>('PATCH', `/api/review/cards/${cardId}`, patch);

export const removeCard = (cardId: number) => apiJson<{ success: boolean }>('DELETE', `/api/review/cards/${cardId}`);

export const addCard = (questionId: number) => apiJson<CardAdded>('POST', '/api/review/cards', { questionId });
