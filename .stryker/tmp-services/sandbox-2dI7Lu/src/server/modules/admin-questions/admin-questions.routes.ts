// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFacets,
  adminQuestion,
  adminQuestionBody,
  adminQuestionList,
  adminQuestionQuery,
  bulkStatusBody,
  bulkStatusResult,
  exportQuery,
  importBody,
  importResult,
  itemStats,
} from '#shared/contracts/admin-questions';
import { idParams, okResponse } from '#shared/contracts/common';
import type { Clock } from '../../platform/clock.ts';
import { requireStaff } from '../../plugins/auth.ts';
import type { AdminImportService } from './admin-import.service.ts';
import type { AdminQuestionsService } from './admin-questions.service.ts';
import { adminSetsRoutes } from './admin-sets.routes.ts';

const tags = ['admin: questions'];

/** Staff tools for the bank. Registered inside the staff scope (/api/admin); the service checks the role again. */
export function adminQuestionsRoutes({
  adminQuestions: service,
  adminImport: files,
  clock,
}: {
  adminQuestions: AdminQuestionsService;
  adminImport: AdminImportService;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/questions',
      { schema: { tags, querystring: adminQuestionQuery, response: { 200: adminQuestionList } } },
      async (request) => {
        return service.list(requireStaff(request), request.query);
      },
    );

    app.get('/questions/facets', { schema: { tags, response: { 200: adminFacets } } }, async (request) => {
      return service.facets(requireStaff(request));
    });

    app.get('/questions/export', { schema: { tags, querystring: exportQuery } }, async (request, reply) => {
      const text = await files.export(requireStaff(request), request.query);
      const csv = request.query.format === 'csv';
      const day = clock.now().toISOString().slice(0, 10);
      return reply
        .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="question-bank-${day}.${csv ? 'csv' : 'json'}"`)
        .send(text);
    });

    app.post(
      '/questions/import',
      { bodyLimit: 10 * 1024 * 1024, schema: { tags, body: importBody, response: { 201: importResult } } },
      async (request, reply) => {
        return reply.status(201).send(await files.import(requireStaff(request), request.body));
      },
    );

    app.post(
      '/questions/status',
      { schema: { tags, body: bulkStatusBody, response: { 200: bulkStatusResult } } },
      async (request) => {
        return service.bulkStatus(requireStaff(request), request.body.ids, request.body.status);
      },
    );

    app.post(
      '/questions',
      { schema: { tags, body: adminQuestionBody, response: { 201: adminQuestion } } },
      async (request, reply) => {
        return reply.status(201).send(await service.create(requireStaff(request), request.body));
      },
    );

    app.get(
      '/questions/:id',
      { schema: { tags, params: idParams, response: { 200: adminQuestion } } },
      async (request) => {
        return service.get(requireStaff(request), request.params.id);
      },
    );

    app.put(
      '/questions/:id',
      { schema: { tags, params: idParams, body: adminQuestionBody, response: { 200: adminQuestion } } },
      async (request) => {
        return service.update(requireStaff(request), request.params.id, request.body);
      },
    );

    for (const [action, status] of [
      ['publish', 'published'],
      ['unpublish', 'draft'],
    ] as const) {
      app.post(
        `/questions/:id/${action}`,
        { schema: { tags, params: idParams, response: { 200: adminQuestion } } },
        async (request) => {
          return service.setStatus(requireStaff(request), request.params.id, status);
        },
      );
    }

    app.delete(
      '/questions/:id',
      { schema: { tags, params: idParams, response: { 200: okResponse } } },
      async (request) => {
        return service.remove(requireStaff(request), request.params.id);
      },
    );

    app.get(
      '/questions/:id/stats',
      { schema: { tags, params: idParams, response: { 200: itemStats } } },
      async (request) => {
        return service.stats(requireStaff(request), request.params.id);
      },
    );

    await app.register(adminSetsRoutes(service));
  };
}
