import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLiveSession,
  adminLiveSessionList,
  attendanceReport,
  liveSessionInput,
  recordingBody,
  sessionParams,
} from '#shared/contracts/live-sessions';
import { requireStaff } from '../../plugins/auth.ts';
import type { LiveSessionsService } from './live-sessions.service.ts';

const tags = ['admin-live-sessions'];
const one = { params: sessionParams, response: { 200: adminLiveSession } };

/** Staff's side (inside the staff scope, prefix /api/admin): schedule, edit, cancel, start, end, recording, report. */
export function liveAdminRoutes({
  liveSessions: service,
}: {
  liveSessions: LiveSessionsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/live-sessions', { schema: { tags, response: { 200: adminLiveSessionList } } }, async () =>
      service.adminList(),
    );

    app.post(
      '/live-sessions',
      { schema: { tags, body: liveSessionInput, response: { 200: adminLiveSession } } },
      async (request) => service.create(requireStaff(request), request.body),
    );

    app.get('/live-sessions/:sessionId', { schema: { tags, ...one } }, async (request) =>
      service.adminGet(request.params.sessionId),
    );

    app.put('/live-sessions/:sessionId', { schema: { tags, ...one, body: liveSessionInput } }, async (request) =>
      service.update(requireStaff(request), request.params.sessionId, request.body),
    );

    for (const action of ['cancel', 'start', 'end'] as const) {
      app.post(`/live-sessions/:sessionId/${action}`, { schema: { tags, ...one } }, async (request) =>
        service[action](requireStaff(request), request.params.sessionId),
      );
    }

    app.put('/live-sessions/:sessionId/recording', { schema: { tags, ...one, body: recordingBody } }, async (request) =>
      service.setRecording(requireStaff(request), request.params.sessionId, request.body.recordingUrl),
    );

    app.get(
      '/live-sessions/:sessionId/attendance',
      { schema: { tags, params: sessionParams, response: { 200: attendanceReport } } },
      async (request) => service.attendance(request.params.sessionId),
    );

    app.get(
      '/live-sessions/:sessionId/attendance.csv',
      { schema: { tags, params: sessionParams } },
      async (request, reply) => {
        const csv = await service.attendanceCsv(request.params.sessionId);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="live-session-${request.params.sessionId}-attendance.csv"`,
          )
          .send(csv);
      },
    );
  };
}
