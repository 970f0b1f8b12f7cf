import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLiveSession,
  adminLiveSessionList,
  attendanceReport,
  fileParams,
  LIVE_FILE_MAX_BYTES,
  liveSessionInput,
  recordingBody,
  sessionParams,
} from '#shared/contracts/live-sessions';
import { requireStaff } from '../../plugins/auth.ts';
import { readMaterialUpload } from './live-file-upload.ts';
import type { LiveFilesService } from './live-files.service.ts';
import type { LiveSessionsService } from './live-sessions.service.ts';

const tags = ['admin-live-sessions'];
const one = { params: sessionParams, response: { 200: adminLiveSession } };

/** Staff's side (inside the staff scope, prefix /api/admin): schedule, edit, cancel, start, end, recording, report. */
export function liveAdminRoutes({
  liveSessions: service,
  liveFiles,
}: {
  liveSessions: LiveSessionsService;
  liveFiles: LiveFilesService;
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

    // Multipart parsing only for the material upload, not for the whole staff API.
    await app.register(async (scope) => {
      const child = scope.withTypeProvider<ZodTypeProvider>();
      await child.register(multipart, {
        limits: { fileSize: LIVE_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
      });
      child.post(
        '/live-sessions/:sessionId/files',
        {
          schema: {
            tags,
            params: sessionParams,
            consumes: ['multipart/form-data'],
            response: { 200: adminLiveSession },
          },
        },
        async (request) => {
          const actor = requireStaff(request);
          await liveFiles.add(actor, request.params.sessionId, await readMaterialUpload(request));
          return service.adminGet(request.params.sessionId);
        },
      );
    });

    app.delete(
      '/live-sessions/:sessionId/files/:fileId',
      { schema: { tags, params: fileParams, response: { 200: adminLiveSession } } },
      async (request) => {
        await liveFiles.remove(requireStaff(request), request.params.sessionId, request.params.fileId);
        return service.adminGet(request.params.sessionId);
      },
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
