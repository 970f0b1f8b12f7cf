import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { communityIdParams, suspendBody, verifyBody } from '#shared/contracts/community';
import { requireStaff } from '../../plugins/auth.ts';
import type { CommunityService } from './community.service.ts';

const tags = ['community'];

/** Staff moderation of the community; registered inside the staff scope under /api/admin. */
export function communityStaffRoutes({ community }: { community: CommunityService }): FastifyPluginAsyncZod {
  return async (app) => {
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
