import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveSessionDetail, liveSessionList, registrationState, sessionParams } from '#shared/contracts/live-sessions';
import { requireUser } from '../../plugins/auth.ts';
import type { LiveSessionsService } from './live-sessions.service.ts';

const tags = ['live-sessions'];

/** The learner's side: list, detail, register and unregister, the calendar file. */
export function liveSessionsRoutes({
  liveSessions: service,
}: {
  liveSessions: LiveSessionsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/live-sessions', { schema: { tags, response: { 200: liveSessionList } } }, async (request) =>
      service.list(requireUser(request)),
    );

    app.get(
      '/api/live-sessions/:sessionId',
      { schema: { tags, params: sessionParams, response: { 200: liveSessionDetail } } },
      async (request) => service.detail(requireUser(request), request.params.sessionId),
    );

    app.post(
      '/api/live-sessions/:sessionId/registration',
      { schema: { tags, params: sessionParams, response: { 200: registrationState } } },
      async (request) => service.register(requireUser(request), request.params.sessionId),
    );

    app.delete(
      '/api/live-sessions/:sessionId/registration',
      { schema: { tags, params: sessionParams, response: { 200: registrationState } } },
      async (request) => service.unregister(requireUser(request), request.params.sessionId),
    );

    app.get(
      '/api/live-sessions/:sessionId/calendar.ics',
      { schema: { tags, params: sessionParams } },
      async (request, reply) => {
        const ics = await service.ics(requireUser(request), request.params.sessionId);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="live-session-${request.params.sessionId}.ics"`)
          .send(ics);
      },
    );
  };
}
