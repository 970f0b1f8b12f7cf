import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '#shared/contracts/common';
import {
  attemptBody,
  attemptResult,
  demoAttemptBody,
  demoAttemptResult,
  practiceFilters,
  practicePage,
  practiceQuery,
  practiceQuestion,
  reportBody,
  setWithQuestions,
  workedExample,
} from '#shared/contracts/questions';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../plugins/auth.ts';
import { questionsService } from './questions.service.ts';

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Practice (signed in), the public DILR demo, and problem reports. */
export function questionsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const service = questionsService(deps);

    app.get(
      '/api/practice/questions',
      { schema: { tags: ['practice'], querystring: practiceQuery, response: { 200: practicePage } } },
      async (request) => service.list(requireUser(request), request.query),
    );

    app.get(
      '/api/practice/questions/:id',
      { schema: { tags: ['practice'], params: idParams, response: { 200: practiceQuestion } } },
      async (request) => service.get(requireUser(request), request.params.id),
    );

    app.post(
      '/api/practice/questions/:id/attempt',
      { schema: { tags: ['practice'], params: idParams, body: attemptBody, response: { 200: attemptResult } } },
      async (request) => service.attempt(requireUser(request), request.params.id, request.body),
    );

    app.get(
      '/api/practice/filters',
      { schema: { tags: ['practice'], response: { 200: practiceFilters } } },
      async (request) => {
        requireUser(request);
        return service.filters();
      },
    );

    // Public: a set's passage or data and its questions, never the answers.
    app.get(
      '/api/practice/sets/:id',
      { schema: { tags: ['practice'], params: idParams, response: { 200: setWithQuestions } } },
      async (request) => service.set(request.auth, request.params.id),
    );

    app.get('/api/practice/demo', { schema: { tags: ['practice'], response: { 200: setWithQuestions } } }, async () =>
      service.demo(),
    );

    app.get(
      '/api/practice/demo/example',
      { schema: { tags: ['practice'], response: { 200: workedExample } } },
      async () => service.example(),
    );

    app.post(
      '/api/practice/demo/attempt',
      { schema: { tags: ['practice'], body: demoAttemptBody, response: { 200: demoAttemptResult } } },
      async (request) => service.demoAttempt(request.body),
    );

    app.post(
      '/api/questions/:id/report',
      { schema: { tags: ['practice'], params: idParams, body: reportBody, response: { 201: okResponse } } },
      async (request, reply) => {
        const result = await service.report(requireUser(request), request.params.id, request.body);
        return reply.status(201).send(result);
      },
    );
  };
}
