// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okResponse } from '#shared/contracts/common';
import {
  adminMockList,
  blueprintBody,
  extraTimeBody,
  mockKeys,
  publishBody,
  rescoreBody,
  rescoreResult,
} from '#shared/contracts/mock-tests';
import { requireStaff } from '../../plugins/auth.ts';
import type { MockAdminService } from './mock-admin.service.ts';
import { mockStaffRoutes } from './mock-staff.routes.ts';

const tags = ['admin'];

/** Staff mock management; registered inside staffScope('staff') under /api/admin. */
export function mockAdminRoutes({ mockAdmin }: { mockAdmin: MockAdminService }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(mockStaffRoutes({ mockAdmin }));

    app.get('/mock-tests', { schema: { tags, response: { 200: adminMockList } } }, async (request) =>
      mockAdmin.list(requireStaff(request)),
    );

    app.post(
      '/mock-tests',
      { schema: { tags, body: blueprintBody, response: { 201: z.object({ id: z.number().int() }) } } },
      async (request, reply) => reply.status(201).send(await mockAdmin.create(requireStaff(request), request.body)),
    );

    app.put(
      '/mock-tests/:id/status',
      { schema: { tags, params: idParams, body: publishBody, response: { 200: okResponse } } },
      async (request) => mockAdmin.setStatus(requireStaff(request), request.params.id, request.body.status),
    );

    app.get(
      '/mock-tests/:id/keys',
      { schema: { tags, params: idParams, response: { 200: mockKeys } } },
      async (request) => mockAdmin.keys(requireStaff(request), request.params.id),
    );

    app.post(
      '/mock-tests/:id/rescore',
      { schema: { tags, params: idParams, body: rescoreBody, response: { 200: rescoreResult } } },
      async (request) => mockAdmin.rescore(requireStaff(request), request.params.id, request.body),
    );

    app.put(
      '/mock-time-grants',
      { schema: { tags, body: extraTimeBody, response: { 200: okResponse } } },
      async (request) => mockAdmin.grantTime(requireStaff(request), request.body.userId, request.body.timeFactor),
    );
  };
}
