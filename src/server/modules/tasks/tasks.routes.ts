import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taskSession, taskSessionBody, taskSummary } from '#shared/contracts/tasks';
import type { AppDeps } from '../../deps.ts';
import type { requireUser } from '../../plugins/auth.ts';
import { tasksService } from './tasks.service.ts';

const sessionParams = z.object({ id: z.uuid('id: not a practice test id') });

/** Practice Tests (/tasks, premium): timed sessions; answers use the practice attempt route with context 'task'. */
export function tasksRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = tasksService(deps);
  const premium = (request: Parameters<typeof requireUser>[0]) => deps.access.requirePremium(request.auth);
  return async (app) => {
    app.post(
      '/api/tasks/session',
      { schema: { tags: ['tasks'], body: taskSessionBody, response: { 200: taskSession } } },
      async (request) => service.create(await premium(request), request.body),
    );
    app.get(
      '/api/tasks/session/:id',
      { schema: { tags: ['tasks'], params: sessionParams, response: { 200: taskSession } } },
      async (request) => service.get(await premium(request), request.params.id),
    );
    app.post(
      '/api/tasks/session/:id/finish',
      { schema: { tags: ['tasks'], params: sessionParams, response: { 200: taskSummary } } },
      async (request) => service.finish(await premium(request), request.params.id),
    );
  };
}
