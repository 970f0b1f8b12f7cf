import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fileParams,
  liveSessionDetail,
  liveSessionList,
  registrationState,
  sessionParams,
} from '#shared/contracts/live-sessions';
import { requireUser } from '../../plugins/auth.ts';
import type { LiveFilesService } from './live-files.service.ts';
import type { LiveSessionsService } from './live-sessions.service.ts';

const tags = ['live-sessions'];

/** The learner's side: list, detail, register and unregister, the calendar file. */
export function liveSessionsRoutes({
  liveSessions: service,
  liveFiles,
}: {
  liveSessions: LiveSessionsService;
  liveFiles: LiveFilesService;
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

    // A material file: the server decides who may have it (live-files.ts mayDownloadFiles), never the page.
    app.get(
      '/api/live-sessions/:sessionId/files/:fileId',
      { schema: { tags, params: fileParams } },
      async (request, reply) => {
        const file = await liveFiles.download(requireUser(request), request.params.sessionId, request.params.fileId);
        return reply
          .type(file.mime)
          .header('content-length', file.size)
          .header('content-disposition', file.disposition)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
  };
}
