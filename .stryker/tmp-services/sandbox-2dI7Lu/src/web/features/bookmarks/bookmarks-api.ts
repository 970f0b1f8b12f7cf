// @ts-nocheck
import { queryOptions } from '@tanstack/react-query';
import type { BookmarkList } from '#shared/contracts/bookmarks';
import { apiJson } from '../../lib/api-client.ts';

export const BOOKMARKS_KEY = '/api/bookmarks';

export const bookmarksQuery = (filters: { section?: string; topic?: string }) => {
  const params = new URLSearchParams();
  if (filters.section) params.set('section', filters.section);
  if (filters.topic) params.set('topic', filters.topic);
  const qs = params.toString();
  return queryOptions({
    queryKey: [BOOKMARKS_KEY, filters],
    queryFn: () => apiJson<BookmarkList>('GET', `${BOOKMARKS_KEY}${qs ? `?${qs}` : ''}`),
    staleTime: 0,
  });
};

export const saveBookmark = (questionId: number, note: string) =>
  apiJson<{ questionId: number; note: string; bookmarked: true }>('PUT', `${BOOKMARKS_KEY}/${questionId}`, { note });

export const removeBookmark = (questionId: number) =>
  apiJson<{ success: boolean }>('DELETE', `${BOOKMARKS_KEY}/${questionId}`);
