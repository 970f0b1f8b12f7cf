import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReportList,
  adminReportQuery,
  adminSet,
  adminSetBody,
  adminSetList,
  adminSetQuery,
  adminSetUpdateBody,
  reportStatusBody,
} from '#shared/contracts/admin-questions';
import { okResponse } from '#shared/contracts/common';
import { requireAdmin } from '../../plugins/auth.ts';
import { idParams } from '../questions/questions.routes.ts';
import type { adminQuestionsService } from './admin-questions.service.ts';

/** Passages and data sets, and the reported-problems queue. */
export function adminSetsRoutes(service: ReturnType<typeof adminQuestionsService>): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin: questions'];

    app.get(
      '/api/admin/sets',
      { schema: { tags, querystring: adminSetQuery, response: { 200: adminSetList } } },
      async (request) => {
        requireAdmin(request);
        return service.listSets(request.query);
      },
    );

    app.post(
      '/api/admin/sets',
      { schema: { tags, body: adminSetBody, response: { 201: adminSet } } },
      async (request, reply) => {
        const auth = requireAdmin(request);
        return reply.status(201).send(await service.createSet(auth, request.body));
      },
    );

    app.get(
      '/api/admin/sets/:id',
      { schema: { tags, params: idParams, response: { 200: adminSet } } },
      async (request) => {
        requireAdmin(request);
        return service.getSet(request.params.id);
      },
    );

    app.put(
      '/api/admin/sets/:id',
      { schema: { tags, params: idParams, body: adminSetUpdateBody, response: { 200: adminSet } } },
      async (request) => {
        requireAdmin(request);
        return service.updateSet(request.params.id, request.body);
      },
    );

    for (const [action, status] of [
      ['publish', 'published'],
      ['unpublish', 'draft'],
    ] as const) {
      app.post(
        `/api/admin/sets/:id/${action}`,
        { schema: { tags, params: idParams, response: { 200: adminSet } } },
        async (request) => {
          requireAdmin(request);
          return service.setSetStatus(request.params.id, status);
        },
      );
    }

    app.delete(
      '/api/admin/sets/:id',
      { schema: { tags, params: idParams, response: { 200: okResponse } } },
      async (request) => {
        requireAdmin(request);
        return service.removeSet(request.params.id);
      },
    );

    app.get(
      '/api/admin/reports',
      { schema: { tags, querystring: adminReportQuery, response: { 200: adminReportList } } },
      async (request) => {
        requireAdmin(request);
        return service.reports(request.query);
      },
    );

    app.post(
      '/api/admin/reports/:id/status',
      { schema: { tags, params: idParams, body: reportStatusBody, response: { 200: okResponse } } },
      async (request) => {
        requireAdmin(request);
        return service.setReportStatus(request.params.id, request.body.status);
      },
    );
  };
}
