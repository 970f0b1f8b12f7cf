import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptBody,
  channelList,
  communityIdParams,
  createAnswerBody,
  createCommentBody,
  created,
  createPostBody,
  feedPage,
  feedQuery,
  memberProfile,
  postDetail,
  searchQuery,
  voteBody,
  voteResult,
} from '#shared/contracts/community';
import { requireUser } from '../../plugins/auth.ts';
import type { CommunityService } from './community.service.ts';

const tags = ['community'];

/** Reading is public; writing needs a signed-in member. Staff tools are in community-staff.routes.ts. */
export function communityRoutes({ community }: { community: CommunityService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/community/channels', { schema: { tags, response: { 200: channelList } } }, async () =>
      community.channels(),
    );

    app.get(
      '/api/community/feed',
      { schema: { tags, querystring: feedQuery, response: { 200: feedPage } } },
      async (request) => community.feed(request.query),
    );

    app.get(
      '/api/community/search',
      { schema: { tags, querystring: searchQuery, response: { 200: feedPage } } },
      async (request) => community.search(request.query),
    );

    app.get(
      '/api/community/posts/:id',
      { schema: { tags, params: communityIdParams, response: { 200: postDetail } } },
      async (request) => community.post(request.params.id, request.auth),
    );

    app.get('/api/community/me', { schema: { tags, response: { 200: memberProfile } } }, async (request) =>
      community.me(requireUser(request)),
    );

    app.post(
      '/api/community/posts',
      { schema: { tags, body: createPostBody, response: { 201: created } } },
      async (request, reply) => reply.code(201).send(await community.createPost(requireUser(request), request.body)),
    );

    app.post(
      '/api/community/posts/:id/answers',
      { schema: { tags, params: communityIdParams, body: createAnswerBody, response: { 201: created } } },
      async (request, reply) =>
        reply.code(201).send(await community.answer(requireUser(request), request.params.id, request.body)),
    );

    app.post(
      '/api/community/posts/:id/comments',
      { schema: { tags, params: communityIdParams, body: createCommentBody, response: { 201: created } } },
      async (request, reply) =>
        reply.code(201).send(await community.comment(requireUser(request), request.params.id, request.body)),
    );

    app.put(
      '/api/community/posts/:id/accepted',
      {
        schema: {
          tags,
          params: communityIdParams,
          body: acceptBody,
          response: { 200: z.object({ acceptedAnswerId: z.number().int().nullable() }) },
        },
      },
      async (request) => community.accept(requireUser(request), request.params.id, request.body.answerId),
    );

    app.post(
      '/api/community/votes',
      { schema: { tags, body: voteBody, response: { 200: voteResult } } },
      async (request) => community.vote(requireUser(request), request.body),
    );
  };
}
