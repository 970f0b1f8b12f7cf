import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookmarkBody, bookmarkList, bookmarkQuery, bookmarkSaved } from '#shared/contracts/bookmarks';
import { okResponse } from '#shared/contracts/common';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../plugins/auth.ts';
import { bookmarksService } from './bookmarks.service.ts';

const params = z.object({ questionId: z.coerce.number().int().positive().max(2_147_483_647) });

export function bookmarksRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const service = bookmarksService(deps);

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
