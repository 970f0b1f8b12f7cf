import { queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  ChannelList,
  CreateAnswerBody,
  CreateCommentBody,
  Created,
  CreatePostBody,
  FeedPage,
  FeedSort,
  MemberProfile,
  PostDetail,
  PostSummary,
  TopWindow,
  VoteResult,
  VoteTarget,
} from '#shared/contracts/community';
import { apiJson } from '../../lib/api-client.ts';

export const COMMUNITY_KEY = '/api/community';

export const channelsQuery = queryOptions({
  queryKey: [COMMUNITY_KEY, 'channels'],
  queryFn: () => apiJson<ChannelList>('GET', `${COMMUNITY_KEY}/channels`),
  staleTime: 60_000,
});

export interface FeedParams {
  sort: FeedSort;
  window: TopWindow;
  channel?: string;
  q?: string;
}

/** A feed or a search, page by page (the server's cursor). */
export function useFeed(p: FeedParams) {
  return useInfiniteQuery({
    queryKey: [COMMUNITY_KEY, 'feed', p],
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (p.q) params.set('q', p.q);
      else {
        params.set('sort', p.sort);
        if (p.sort === 'top') params.set('window', p.window);
        if (p.channel) params.set('channel', p.channel);
      }
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<FeedPage>('GET', `${COMMUNITY_KEY}/${p.q ? 'search' : 'feed'}?${params}`);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const postQuery = (id: number) =>
  queryOptions({
    queryKey: [COMMUNITY_KEY, 'post', id],
    queryFn: () => apiJson<PostDetail>('GET', `${COMMUNITY_KEY}/posts/${id}`),
  });

export const meQuery = queryOptions({
  queryKey: [COMMUNITY_KEY, 'me'],
  queryFn: () => apiJson<MemberProfile>('GET', `${COMMUNITY_KEY}/me`),
  staleTime: 30_000,
});

export const createPost = (body: CreatePostBody) => apiJson<Created>('POST', `${COMMUNITY_KEY}/posts`, body);
export const createAnswer = (postId: number, body: CreateAnswerBody) =>
  apiJson<Created>('POST', `${COMMUNITY_KEY}/posts/${postId}/answers`, body);
export const createComment = (postId: number, body: CreateCommentBody) =>
  apiJson<Created>('POST', `${COMMUNITY_KEY}/posts/${postId}/comments`, body);
export const castVote = (target: VoteTarget, id: number, value: 1 | -1 | 0) =>
  apiJson<VoteResult>('POST', `${COMMUNITY_KEY}/votes`, { target, id, value });
export const acceptAnswer = (postId: number, answerId: number | null) =>
  apiJson<{ acceptedAnswerId: number | null }>('PUT', `${COMMUNITY_KEY}/posts/${postId}/accepted`, { answerId });
export const verifyAnswer = (answerId: number, verified: boolean) =>
  apiJson<{ verified: boolean }>('PUT', `/api/admin/community/answers/${answerId}/verified`, { verified });

/** Where a thread lives: questions under /community/question, discussions under /post. */
export const threadPath = (p: Pick<PostSummary, 'id' | 'kind'>) =>
  p.kind === 'question' ? `/community/question/${p.id}` : `/post/${p.id}`;
