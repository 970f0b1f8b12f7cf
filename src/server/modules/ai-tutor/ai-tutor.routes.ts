import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  tutorConversation,
  tutorConversationList,
  tutorMessageBody,
  tutorRenameBody,
  tutorUsage,
} from '#shared/contracts/ai-tutor';
import { idParams, okResponse } from '#shared/contracts/common';
import type { Config } from '../../env.ts';
import type { AiTutorService, TutorCaller } from './ai-tutor.service.ts';

/** A guest's conversations and daily count hang on this cookie (httpOnly: scripts never see it). */
export const GUEST_COOKIE = 'tutor_guest';
const GUEST_KEY = /^[A-Za-z0-9_-]{20,64}$/;

function caller(request: FastifyRequest): TutorCaller {
  const key = request.cookies?.[GUEST_COOKIE];
  return { auth: request.auth, guestKey: key && GUEST_KEY.test(key) ? key : null, address: request.ip };
}

/** A guest without a key gets one (a year's cookie); a learner needs none. */
function ensureGuest(request: FastifyRequest, reply: FastifyReply, config: Config): TutorCaller {
  const who = caller(request);
  if (who.auth || who.guestKey) return who;
  const guestKey = randomBytes(24).toString('base64url');
  reply.setCookie(GUEST_COOKIE, guestKey, {
    path: '/api/ai-tutor',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: 365 * 86_400,
  });
  return { ...who, guestKey };
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function aiTutorRoutes({
  aiTutor: service,
  config,
}: {
  aiTutor: AiTutorService;
  config: Config;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/ai-tutor/usage',
      { schema: { tags: ['ai-tutor'], response: { 200: tutorUsage } } },
      async (request, reply) => service.usage(ensureGuest(request, reply, config)),
    );

    app.get(
      '/api/ai-tutor/conversations',
      { schema: { tags: ['ai-tutor'], response: { 200: tutorConversationList } } },
      async (request) => service.list(caller(request)),
    );

    app.get(
      '/api/ai-tutor/conversations/:id',
      { schema: { tags: ['ai-tutor'], params: idParams, response: { 200: tutorConversation } } },
      async (request) => service.get(caller(request), request.params.id),
    );

    app.patch(
      '/api/ai-tutor/conversations/:id',
      { schema: { tags: ['ai-tutor'], params: idParams, body: tutorRenameBody, response: { 200: okResponse } } },
      async (request) => service.rename(caller(request), request.params.id, request.body.title),
    );

    app.delete(
      '/api/ai-tutor/conversations/:id',
      { schema: { tags: ['ai-tutor'], params: idParams, response: { 200: okResponse } } },
      async (request) => service.remove(caller(request), request.params.id),
    );

    // The answer as server-sent events (meta, delta…, sources, done). Refusals (limit, bad input) come first as
    // ordinary JSON errors. The browser going away aborts the engine; what was written is kept.
    app.post(
      '/api/ai-tutor/messages',
      { schema: { tags: ['ai-tutor'], body: tutorMessageBody }, compress: false },
      async (request, reply) => {
        const turn = await service.send(ensureGuest(request, reply, config), request.body);
        const controller = new AbortController();
        // Closed before the answer finished: the browser went away (or pressed Stop). Stop the engine and free
        // the socket at once rather than wait for the stream to notice.
        reply.raw.on('close', () => {
          if (reply.raw.writableFinished) return;
          controller.abort();
          reply.raw.destroy();
        });
        const events = turn.run(controller.signal);
        const body = Readable.from(
          (async function* () {
            for await (const e of events) yield sse(e.event, e.data);
          })(),
        );
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no');
        return reply.send(body);
      },
    );
  };
}
