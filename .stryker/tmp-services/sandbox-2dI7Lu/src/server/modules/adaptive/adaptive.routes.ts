// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adaptivePerformance,
  adaptivePerformanceQuery,
  adaptiveQuestionsQuery,
  planQuestion,
} from '#shared/contracts/adaptive';
import type { AdaptiveService } from './adaptive.service.ts';

const tags = ['adaptive'];

/** Spec section 7: adaptive questions and adaptive performance. */
export function adaptiveRoutes({ adaptive }: { adaptive: AdaptiveService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/questions/adaptive',
      { schema: { tags, querystring: adaptiveQuestionsQuery, response: { 200: z.array(planQuestion) } } },
      async (request) => adaptive.questions(request.auth, request.query),
    );

    app.get(
      '/api/adaptive/performance',
      { schema: { tags, querystring: adaptivePerformanceQuery, response: { 200: adaptivePerformance } } },
      async (request) => adaptive.performance(request.auth, request.query.userId, request.query.subject),
    );
  };
}
