// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taskSession, taskSessionBody, taskSummary } from '#shared/contracts/tasks';
import type { TasksService } from './tasks.service.ts';

const sessionParams = z.object({ id: z.uuid('id: not a practice test id') });
const tags = ['tasks'];

/** Practice Tests (/tasks, premium): timed sessions; answers use the practice attempt route with context 'task'. */
export function tasksRoutes({ tasks }: { tasks: TasksService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/tasks/session',
      { schema: { tags, body: taskSessionBody, response: { 200: taskSession } } },
      async (request) => tasks.create(request.auth, request.body),
    );
    app.get(
      '/api/tasks/session/:id',
      { schema: { tags, params: sessionParams, response: { 200: taskSession } } },
      async (request) => tasks.get(request.auth, request.params.id),
    );
    app.post(
      '/api/tasks/session/:id/start',
      { schema: { tags, params: sessionParams, response: { 200: taskSession } } },
      async (request) => tasks.start(request.auth, request.params.id),
    );
    app.post(
      '/api/tasks/session/:id/finish',
      { schema: { tags, params: sessionParams, response: { 200: taskSummary } } },
      async (request) => tasks.finish(request.auth, request.params.id),
    );
  };
}
