import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dailyCompletion, dailyCompletionBody, todayQuestion } from '#shared/contracts/study-plan';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../plugins/auth.ts';
import { completionsService } from './completions.service.ts';

export function completionsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = completionsService(deps.database.db, deps.clock);
  return async (app) => {
    app.post(
      '/api/daily-completion',
      {
        schema: {
          body: dailyCompletionBody,
          response: { 200: z.object({ success: z.boolean(), completion: dailyCompletion }) },
        },
      },
      async (request) => ({ success: true, completion: await service.mark(requireUser(request), request.body) }),
    );
    app.get('/api/daily-completions', { schema: { response: { 200: z.array(dailyCompletion) } } }, async (request) =>
      service.list(requireUser(request)),
    );
    app.get('/api/user/today-questions', { schema: { response: { 200: z.array(todayQuestion) } } }, async (request) =>
      service.todayQuestions(requireUser(request)),
    );
  };
}
