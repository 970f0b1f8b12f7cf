// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okResponse } from '#shared/contracts/common';
import {
  adminSeriesList,
  bankPage,
  bankQuery,
  handMockBody,
  handPaper,
  liveView,
  mockPaperView,
  mockPatchBody,
  seriesBody,
  seriesOrderBody,
  seriesPatchBody,
} from '#shared/contracts/mock-staff';
import { requireStaff } from '../../plugins/auth.ts';
import type { MockAdminService } from './mock-admin.service.ts';

const tags = ['admin'];
const created = z.object({ id: z.number().int() });

/** Staff: schedule and edit a mock, papers by hand, the live attempts, and test series (inside staffScope). */
export function mockStaffRoutes({ mockAdmin }: { mockAdmin: MockAdminService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/mock-tests/:id',
      { schema: { tags, params: idParams, body: mockPatchBody, response: { 200: okResponse } } },
      async (request) => mockAdmin.patch(requireStaff(request), request.params.id, request.body),
    );

    app.post(
      '/mock-tests/by-hand',
      { schema: { tags, body: handMockBody, response: { 201: created } } },
      async (request, reply) =>
        reply.status(201).send(await mockAdmin.createByHand(requireStaff(request), request.body)),
    );

    app.get(
      '/mock-tests/:id/paper',
      { schema: { tags, params: idParams, response: { 200: mockPaperView } } },
      async (request) => mockAdmin.paperView(requireStaff(request), request.params.id),
    );

    app.put(
      '/mock-tests/:id/paper',
      { schema: { tags, params: idParams, body: handPaper, response: { 200: okResponse } } },
      async (request) => mockAdmin.replacePaper(requireStaff(request), request.params.id, request.body),
    );

    app.get(
      '/mock-tests/bank',
      { schema: { tags, querystring: bankQuery, response: { 200: bankPage } } },
      async (request) => mockAdmin.bank(requireStaff(request), request.query),
    );

    app.get(
      '/mock-tests/:id/live',
      { schema: { tags, params: idParams, response: { 200: liveView } } },
      async (request) => mockAdmin.live(requireStaff(request), request.params.id),
    );

    app.get('/mock-series', { schema: { tags, response: { 200: adminSeriesList } } }, async (request) =>
      mockAdmin.listSeries(requireStaff(request)),
    );

    app.post(
      '/mock-series',
      { schema: { tags, body: seriesBody, response: { 201: created } } },
      async (request, reply) =>
        reply.status(201).send(await mockAdmin.createSeries(requireStaff(request), request.body)),
    );

    app.patch(
      '/mock-series/:id',
      { schema: { tags, params: idParams, body: seriesPatchBody, response: { 200: okResponse } } },
      async (request) => mockAdmin.updateSeries(requireStaff(request), request.params.id, request.body),
    );

    app.delete(
      '/mock-series/:id',
      { schema: { tags, params: idParams, response: { 200: okResponse } } },
      async (request) => mockAdmin.deleteSeries(requireStaff(request), request.params.id),
    );

    app.put(
      '/mock-series/:id/order',
      { schema: { tags, params: idParams, body: seriesOrderBody, response: { 200: okResponse } } },
      async (request) => mockAdmin.orderSeries(requireStaff(request), request.params.id, request.body.mockIds),
    );
  };
}
