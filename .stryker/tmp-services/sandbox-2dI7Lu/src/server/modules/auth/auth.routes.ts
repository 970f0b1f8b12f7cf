// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/env';
import { clearAuthCookie, requireUser, setAuthCookie } from '#server/plugins/auth';
import {
  authUser,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  logoutResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
  subscriptionStatus,
  verifyResetTokenQuery,
  verifyResetTokenResponse,
} from '#shared/contracts/auth';
import { messageResponse } from '#shared/contracts/common';
import { type AuthService, MESSAGES } from './auth.service.ts';

/** Sign-up, sign-in and out, password reset, and who the caller is; the session cookie is set here. */
export function authRoutes({ auth: service, config }: { auth: AuthService; config: Config }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/register',
      { schema: { tags: ['auth'], body: registerBody, response: { 201: registerResponse } } },
      async (request, reply) => {
        await service.register(request.body, request.ip);
        return reply.status(201).send({ success: true, message: MESSAGES.registered });
      },
    );

    // /api/admin/login is the staff form's: outside the staff scope (the caller is not signed in yet), it refuses
    // a learner's account without opening a session.
    for (const [url, staffOnly] of [
      ['/api/login', false],
      ['/api/admin/login', true],
    ] as const) {
      app.post(
        url,
        { schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse } } },
        async (request, reply) => {
          const userAgent = request.headers['user-agent'] ?? null;
          const result = await service.login(request.body, { ip: request.ip ?? null, userAgent }, { staffOnly });
          setAuthCookie(reply, result.token, config, result.expiresAt);
          return { success: true, token: result.token, redirect: result.redirect, message: MESSAGES.loggedIn };
        },
      );
    }

    app.get('/api/auth/user', { schema: { tags: ['auth'], response: { 200: authUser } } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.currentUser(requireUser(request));
    });

    // Logout takes no body: a child context accepts any (or no) payload, whatever its content type says.
    await app.register(async (child) => {
      child.removeAllContentTypeParsers();
      child.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
      child.post(
        '/api/logout',
        { schema: { tags: ['auth'], response: { 200: logoutResponse } } },
        async (request, reply) => {
          await service.logout(request.auth?.sessionId);
          clearAuthCookie(reply, config);
          return { success: true, message: MESSAGES.loggedOut };
        },
      );
    });

    app.post(
      '/api/forgot-password',
      { schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: messageResponse } } },
      async (request) => {
        await service.forgotPassword(request.body.email, (err) => request.log.error({ err }, 'reset mail failed'));
        return { message: MESSAGES.resetRequested };
      },
    );

    app.get(
      '/api/verify-reset-token',
      { schema: { tags: ['auth'], querystring: verifyResetTokenQuery, response: { 200: verifyResetTokenResponse } } },
      async (request) => service.verifyResetToken(request.query.token),
    );

    app.post(
      '/api/reset-password',
      { schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageResponse } } },
      async (request) => {
        const { token, newPassword } = request.body;
        await service.resetPassword(token, newPassword, (err) => request.log.error({ err }, 'notice mail failed'));
        return { message: MESSAGES.resetDone };
      },
    );

    app.get(
      '/api/user/subscription-status',
      { schema: { tags: ['auth'], response: { 200: subscriptionStatus } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.subscriptionStatus(requireUser(request));
      },
    );
  };
}
