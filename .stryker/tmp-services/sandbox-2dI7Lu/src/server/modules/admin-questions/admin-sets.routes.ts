// @ts-nocheck
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
import { idParams, okResponse } from '#shared/contracts/common';
import { requireStaff } from '../../plugins/auth.ts';
import type { AdminQuestionsService } from './admin-questions.service.ts';

/** Passages and data sets, and the reported-problems queue. */
export function adminSetsRoutes(service: AdminQuestionsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin: questions'];

    app.get(
      '/sets',
      { schema: { tags, querystring: adminSetQuery, response: { 200: adminSetList } } },
      async (request) => {
        return service.listSets(requireStaff(request), request.query);
      },
    );

    app.post('/sets', { schema: { tags, body: adminSetBody, response: { 201: adminSet } } }, async (request, reply) => {
      return reply.status(201).send(await service.createSet(requireStaff(request), request.body));
    });

    app.get('/sets/:id', { schema: { tags, params: idParams, response: { 200: adminSet } } }, async (request) => {
      return service.getSet(requireStaff(request), request.params.id);
    });

    app.put(
      '/sets/:id',
      { schema: { tags, params: idParams, body: adminSetUpdateBody, response: { 200: adminSet } } },
      async (request) => {
        return service.updateSet(requireStaff(request), request.params.id, request.body);
      },
    );

    for (const [action, status] of [
      ['publish', 'published'],
      ['unpublish', 'draft'],
    ] as const) {
      app.post(
        `/sets/:id/${action}`,
        { schema: { tags, params: idParams, response: { 200: adminSet } } },
        async (request) => {
          return service.setSetStatus(requireStaff(request), request.params.id, status);
        },
      );
    }

    app.delete('/sets/:id', { schema: { tags, params: idParams, response: { 200: okResponse } } }, async (request) => {
      return service.removeSet(requireStaff(request), request.params.id);
    });

    app.get(
      '/reports',
      { schema: { tags, querystring: adminReportQuery, response: { 200: adminReportList } } },
      async (request) => {
        return service.reports(requireStaff(request), request.query);
      },
    );

    app.post(
      '/reports/:id/status',
      { schema: { tags, params: idParams, body: reportStatusBody, response: { 200: okResponse } } },
      async (request) => {
        return service.setReportStatus(requireStaff(request), request.params.id, request.body.status);
      },
    );
  };
}
