// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dailyCompletion,
  dailyCompletionBody,
  studyPlan,
  studyPlanBody,
  todayQuestion,
} from '#shared/contracts/study-plan';
import { requireUser } from '../../plugins/auth.ts';
import type { StudyPlanService } from './study-plan.service.ts';

const tags = ['study-plan'];

/** The study plan (anyone, limited to 1 hour without premium) and the signed-in learner's daily completions. */
export function studyPlanRoutes({ studyPlan: service }: { studyPlan: StudyPlanService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/study-plan',
      { schema: { tags, body: studyPlanBody, response: { 200: studyPlan } } },
      async (request) => service.build(request.auth, request.body.hours),
    );
    app.post(
      '/api/daily-completion',
      {
        schema: {
          tags,
          body: dailyCompletionBody,
          response: { 200: z.object({ success: z.boolean(), completion: dailyCompletion }) },
        },
      },
      async (request) => ({ success: true, completion: await service.mark(requireUser(request), request.body) }),
    );
    app.get(
      '/api/daily-completions',
      { schema: { tags, response: { 200: z.array(dailyCompletion) } } },
      async (request) => service.list(requireUser(request)),
    );
    app.get(
      '/api/user/today-questions',
      { schema: { tags, response: { 200: z.array(todayQuestion) } } },
      async (request) => service.todayQuestions(requireUser(request)),
    );
  };
}
