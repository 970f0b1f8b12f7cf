import { queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  DiscussThread,
  FollowState,
  NotificationPage,
  ThreadQuestion,
  UnreadCount,
} from '#shared/contracts/community-notifications';
import { apiJson } from '../../lib/api-client.ts';
import { COMMUNITY_KEY } from './community-api.ts';

export const NOTIFICATIONS_KEY = `${COMMUNITY_KEY}/notifications`;

/** The bell's badge: polled every minute and on focus, cheap (an index-only count capped at 100). */
export const unreadQuery = queryOptions({
  queryKey: [NOTIFICATIONS_KEY, 'unread'],
  queryFn: () => apiJson<UnreadCount>('GET', `${NOTIFICATIONS_KEY}/unread`),
  refetchInterval: 60_000,
  staleTime: 15_000,
});

/** The bell's list, newest first, page by page. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [NOTIFICATIONS_KEY, 'list'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiJson<NotificationPage>('GET', `${NOTIFICATIONS_KEY}${pageParam ? `?cursor=${pageParam}` : ''}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export const markRead = (id: number) => apiJson<UnreadCount>('POST', `${NOTIFICATIONS_KEY}/${id}/read`);
export const markAllRead = () => apiJson<UnreadCount>('POST', `${NOTIFICATIONS_KEY}/read-all`);

export const followQuery = (postId: number) =>
  queryOptions({
    // Under the thread's key: answering or commenting (which follows the thread) refreshes it with the thread.
    queryKey: [COMMUNITY_KEY, 'post', postId, 'follow'],
    queryFn: () => apiJson<FollowState>('GET', `${COMMUNITY_KEY}/posts/${postId}/follow`),
  });
export const setFollowing = (postId: number, following: boolean) =>
  apiJson<FollowState>('PUT', `${COMMUNITY_KEY}/posts/${postId}/follow`, { following });

export const threadQuestionQuery = (postId: number) =>
  queryOptions({
    queryKey: [COMMUNITY_KEY, 'question', postId],
    queryFn: () => apiJson<ThreadQuestion>('GET', `${COMMUNITY_KEY}/posts/${postId}/question`),
    staleTime: 5 * 60_000,
  });

export const discussQuestion = (questionId: number) =>
  apiJson<DiscussThread>('POST', `${COMMUNITY_KEY}/questions/${questionId}/thread`);
