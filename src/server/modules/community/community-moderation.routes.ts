import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMMUNITY_IMAGE_MAX_BYTES,
  editBody,
  edited,
  editHistory,
  itemParams,
  reportBody,
  reportCreated,
  uploadedImage,
} from '#shared/contracts/community-moderation';
import { readMultipartFile } from '../../lib/multipart-file.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type CommunityEditsService, IMAGE_MESSAGES } from './community-edits.service.ts';
import type { ModerationService } from './moderation.service.ts';

const tags = ['community'];
const NO_FILE = 'Choose an image to upload in the form field "file".';

/** Members' side of moderation: report an item, edit one's own with its history kept, upload an image. */
export function communityModerationRoutes({
  communityModeration,
  communityEdits,
}: {
  communityModeration: ModerationService;
  communityEdits: CommunityEditsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/community/items/:target/:id/reports',
      { schema: { tags, params: itemParams, body: reportBody, response: { 201: reportCreated } } },
      async (request, reply) => {
        const { target, id } = request.params;
        const auth = requireUser(request);
        return reply.code(201).send(await communityModeration.report(auth, target, id, request.body));
      },
    );

    app.patch(
      '/api/community/items/:target/:id',
      { schema: { tags, params: itemParams, body: editBody, response: { 200: edited } } },
      async (request) =>
        communityEdits.edit(requireUser(request), request.params.target, request.params.id, request.body),
    );

    app.get(
      '/api/community/items/:target/:id/history',
      { schema: { tags, params: itemParams, response: { 200: editHistory } } },
      async (request) => communityEdits.history(request.auth, request.params.target, request.params.id),
    );

    // Multipart parsing is registered for this upload only; an oversized file is cut off at the limit and answered
    // with the rule's message.
    await app.register(async (child) => {
      await child.register(multipart, {
        limits: { fileSize: COMMUNITY_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
      });
      child.post(
        '/api/community/uploads',
        { schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadedImage } } },
        async (request, reply) => {
          const auth = requireUser(request);
          return reply
            .code(201)
            .send(
              await communityEdits.uploadImage(
                auth,
                (await readMultipartFile(request, { noFile: NO_FILE, tooLarge: IMAGE_MESSAGES.tooLarge })).bytes,
              ),
            );
        },
      );
    });
  };
}
