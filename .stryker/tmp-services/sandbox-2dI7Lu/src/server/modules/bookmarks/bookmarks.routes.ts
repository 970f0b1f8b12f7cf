// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookmarkBody, bookmarkList, bookmarkQuery, bookmarkSaved } from '#shared/contracts/bookmarks';
import { INT4_MAX, okResponse } from '#shared/contracts/common';
import { requireUser } from '../../plugins/auth.ts';
import type { BookmarksService } from './bookmarks.service.ts';

const params = z.object({ questionId: z.coerce.number().int().positive().max(INT4_MAX) });

export function bookmarksRoutes({ bookmarks: service }: { bookmarks: BookmarksService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/bookmarks',
      { schema: { tags: ['bookmarks'], querystring: bookmarkQuery, response: { 200: bookmarkList } } },
      async (request) => service.list(requireUser(request), request.query),
    );

    app.put(
      '/api/bookmarks/:questionId',
      { schema: { tags: ['bookmarks'], params, body: bookmarkBody, response: { 200: bookmarkSaved } } },
      async (request) => service.save(requireUser(request), request.params.questionId, request.body.note),
    );

    app.delete(
      '/api/bookmarks/:questionId',
      { schema: { tags: ['bookmarks'], params, response: { 200: okResponse } } },
      async (request) => service.remove(requireUser(request), request.params.questionId),
    );
  };
}
