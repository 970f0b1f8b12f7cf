import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adaptivePerformance,
  adaptivePerformanceQuery,
  adaptiveQuestionsQuery,
  planQuestion,
  studyPlan,
  studyPlanBody,
} from '#shared/contracts/study-plan';
import type { PlanSubjectKey } from '#shared/domain/study-plan';
import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../errors.ts';
import { adaptiveService, authoriseLearnerId } from './adaptive.service.ts';
import { buildPlan } from './plan.service.ts';

/** Spec section 7: adaptive questions, adaptive performance, and the server-built study plan. */
export function adaptiveRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = adaptiveService(deps);
  return async (app) => {
    app.get(
      '/api/questions/adaptive',
      { schema: { tags: ['adaptive'], querystring: adaptiveQuestionsQuery, response: { 200: z.array(planQuestion) } } },
      async (request) => {
        const { userId, subject, count, targetTime } = request.query;
        const learner = await service.learnerFor(request.auth, userId);
        return service.select(learner, subject as PlanSubjectKey, count, targetTime);
      },
    );

    app.get(
      '/api/adaptive/performance',
      { schema: { tags: ['adaptive'], querystring: adaptivePerformanceQuery, response: { 200: adaptivePerformance } } },
      async (request) => {
        if (!request.auth) throw unauthorized();
        const who = authoriseLearnerId(request.auth, request.query.userId);
        if (who === 'guest') throw unauthorized('Please sign in to see your performance.');
        return service.performance(who, request.query.subject as PlanSubjectKey);
      },
    );

    app.post(
      '/api/study-plan',
      { schema: { tags: ['adaptive'], body: studyPlanBody, response: { 200: studyPlan } } },
      async (request) => buildPlan(service, request.auth, request.body.hours),
    );
  };
}
