import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#server/env';
import { readMultipartFile } from '#server/lib/multipart-file';
import { clearAuthCookie, requireUser } from '#server/plugins/auth';
import {
  AVATAR_MAX_BYTES,
  changePasswordBody,
  deleteAccountBody,
  revokeOthersResponse,
  sessionInfo,
  updateProfileBody,
} from '#shared/contracts/account';
import { authUser } from '#shared/contracts/auth';
import { okResponse } from '#shared/contracts/common';
import { ACCOUNT_MESSAGES, type AccountService } from './account.service.ts';

const NO_FILE = 'Choose an image to upload in the form field "file".';

export function accountRoutes({
  account: service,
  config,
}: {
  account: AccountService;
  config: Config;
}): FastifyPluginAsyncZod {
  const logMailError = (request: FastifyRequest) => (err: unknown) => request.log.error({ err }, 'notice mail failed');

  return async (app) => {
    // Everything here is for a signed-in user: refuse guests before any body is read.
    app.addHook('onRequest', async (request) => {
      requireUser(request);
    });

    app.patch(
      '/api/account/profile',
      { schema: { tags: ['account'], body: updateProfileBody, response: { 200: authUser } } },
      async (request) => service.updateProfile(requireUser(request), request.body),
    );

    // Multipart parsing is registered for the avatar upload only, not for the whole API.
    await app.register(async (child) => {
      await child.register(multipart, {
        limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
      });
      child.post(
        '/api/account/avatar',
        { schema: { tags: ['account'], consumes: ['multipart/form-data'], response: { 200: authUser } } },
        async (request) => {
          const auth = requireUser(request);
          return service.setAvatar(
            auth,
            (await readMultipartFile(request, { noFile: NO_FILE, tooLarge: ACCOUNT_MESSAGES.tooLarge })).bytes,
          );
        },
      );
    });

    app.delete('/api/account/avatar', { schema: { tags: ['account'], response: { 200: authUser } } }, async (request) =>
      service.removeAvatar(requireUser(request)),
    );

    app.post(
      '/api/account/password',
      { schema: { tags: ['account'], body: changePasswordBody, response: { 200: okResponse } } },
      async (request) => {
        const { currentPassword, newPassword } = request.body;
        await service.changePassword(requireUser(request), currentPassword, newPassword, logMailError(request));
        return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
      },
    );

    app.get(
      '/api/account/sessions',
      { schema: { tags: ['account'], response: { 200: z.array(sessionInfo) } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.sessions(requireUser(request));
      },
    );

    app.post(
      '/api/account/sessions/revoke-others',
      { schema: { tags: ['account'], response: { 200: revokeOthersResponse } } },
      async (request) => ({ revoked: await service.revokeOtherSessions(requireUser(request)) }),
    );

    app.get('/api/account/export', { schema: { tags: ['account'] } }, async (request, reply) => {
      const data = await service.exportData(requireUser(request));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="mba-prep-account-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    });

    app.delete(
      '/api/account',
      { schema: { tags: ['account'], body: deleteAccountBody, response: { 200: okResponse } } },
      async (request, reply) => {
        await service.deleteAccount(requireUser(request), request.body.password);
        clearAuthCookie(reply, config);
        return { success: true, message: ACCOUNT_MESSAGES.deleted };
      },
    );
  };
}
