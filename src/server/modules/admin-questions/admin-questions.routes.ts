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
import { okResponse } from '#shared/contracts/common';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { idParams } from '../questions/questions.routes.ts';
import { adminImportService } from './admin-import.service.ts';
import { adminQuestionsService } from './admin-questions.service.ts';
import { adminSetsRoutes } from './admin-sets.routes.ts';

const tags = ['admin: questions'];

/** Staff tools for the bank. /api/admin/* is admin-guarded by a hook; each route checks again. */
export function adminQuestionsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const service = adminQuestionsService(deps);
    const files = adminImportService(deps);

    app.get(
      '/api/admin/questions',
      { schema: { tags, querystring: adminQuestionQuery, response: { 200: adminQuestionList } } },
      async (request) => {
        requireAdmin(request);
        return service.list(request.query);
      },
    );

    app.get('/api/admin/questions/facets', { schema: { tags, response: { 200: adminFacets } } }, async (request) => {
      requireAdmin(request);
      return service.facets();
    });

    app.get('/api/admin/questions/export', { schema: { tags, querystring: exportQuery } }, async (request, reply) => {
      requireAdmin(request);
      const text = await files.export(request.query);
      const csv = request.query.format === 'csv';
      const day = deps.clock.now().toISOString().slice(0, 10);
      return reply
        .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="question-bank-${day}.${csv ? 'csv' : 'json'}"`)
        .send(text);
    });

    app.post(
      '/api/admin/questions/import',
      { bodyLimit: 10 * 1024 * 1024, schema: { tags, body: importBody, response: { 201: importResult } } },
      async (request, reply) => {
        const auth = requireAdmin(request);
        return reply.status(201).send(await files.import(auth, request.body));
      },
    );

    app.post(
      '/api/admin/questions/status',
      { schema: { tags, body: bulkStatusBody, response: { 200: bulkStatusResult } } },
      async (request) => {
        requireAdmin(request);
        return service.bulkStatus(request.body.ids, request.body.status);
      },
    );

    app.post(
      '/api/admin/questions',
      { schema: { tags, body: adminQuestionBody, response: { 201: adminQuestion } } },
      async (request, reply) => {
        const auth = requireAdmin(request);
        return reply.status(201).send(await service.create(auth, request.body));
      },
    );

    app.get(
      '/api/admin/questions/:id',
      { schema: { tags, params: idParams, response: { 200: adminQuestion } } },
      async (request) => {
        requireAdmin(request);
        return service.get(request.params.id);
      },
    );

    app.put(
      '/api/admin/questions/:id',
      { schema: { tags, params: idParams, body: adminQuestionBody, response: { 200: adminQuestion } } },
      async (request) => {
        requireAdmin(request);
        return service.update(request.params.id, request.body);
      },
    );

    for (const [action, status] of [
      ['publish', 'published'],
      ['unpublish', 'draft'],
    ] as const) {
      app.post(
        `/api/admin/questions/:id/${action}`,
        { schema: { tags, params: idParams, response: { 200: adminQuestion } } },
        async (request) => {
          requireAdmin(request);
          return service.setStatus(request.params.id, status);
        },
      );
    }

    app.delete(
      '/api/admin/questions/:id',
      { schema: { tags, params: idParams, response: { 200: okResponse } } },
      async (request) => {
        requireAdmin(request);
        return service.remove(request.params.id);
      },
    );

    app.get(
      '/api/admin/questions/:id/stats',
      { schema: { tags, params: idParams, response: { 200: itemStats } } },
      async (request) => {
        requireAdmin(request);
        return service.stats(request.params.id);
      },
    );

    await app.register(adminSetsRoutes(service));
  };
}
