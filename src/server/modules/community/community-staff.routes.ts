import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { communityIdParams, suspendBody, verifyBody } from '#shared/contracts/community';
import {
  itemParams,
  moderationBody,
  moderationResult,
  reportQueue,
  reportsQuery,
} from '#shared/contracts/community-moderation';
import { requireStaff } from '../../plugins/auth.ts';
import type { CommunityService } from './community.service.ts';
import type { ModerationService } from './moderation.service.ts';

const tags = ['community'];

/** Staff moderation of the community; registered inside the staff scope under /api/admin. */
export function communityStaffRoutes({
  community,
  communityModeration,
}: {
  community: CommunityService;
  communityModeration: ModerationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/community/reports',
      { schema: { tags, querystring: reportsQuery, response: { 200: reportQueue } } },
      async (request) => {
        requireStaff(request);
        return communityModeration.queue(request.query);
      },
    );

    app.post(
      '/community/items/:target/:id/moderation',
      { schema: { tags, params: itemParams, body: moderationBody, response: { 200: moderationResult } } },
      async (request) =>
        communityModeration.moderate(requireStaff(request), request.params.target, request.params.id, request.body),
    );

    app.put(
      '/community/answers/:id/verified',
      {
        schema: {
          tags,
          params: communityIdParams,
          body: verifyBody,
          response: { 200: z.object({ answerId: z.number().int(), verified: z.boolean() }) },
        },
      },
      async (request) => community.verify(requireStaff(request), request.params.id, request.body.verified),
    );

    app.post(
      '/community/members/:id/suspend',
      {
        schema: {
          tags,
          params: z.object({ id: z.uuid() }),
          body: suspendBody,
          response: { 200: z.object({ userId: z.string(), until: z.string() }) },
        },
      },
      async (request) =>
        community.suspend(requireStaff(request), request.params.id, request.body.days, request.body.reason),
    );
  };
}
