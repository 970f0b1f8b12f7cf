// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okResponse } from '#shared/contracts/common';
import {
  attemptBody,
  attemptResult,
  practiceFilters,
  practicePage,
  practiceQuery,
  practiceQuestion,
  recommendedQuery,
  reportBody,
} from '#shared/contracts/practice';
import { setWithQuestions } from '#shared/contracts/questions';
import { requireUser } from '../../plugins/auth.ts';
import type { PracticeService } from './practice.service.ts';

const tags = ['practice'];

/** Practice (signed in), the public set view, and problem reports. */
export function practiceRoutes({ practice }: { practice: PracticeService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/practice/questions',
      { schema: { tags, querystring: practiceQuery, response: { 200: practicePage } } },
      async (request) => practice.list(requireUser(request), request.query),
    );

    app.get(
      '/api/practice/recommended',
      { schema: { tags, querystring: recommendedQuery, response: { 200: practicePage } } },
      async (request) => practice.recommended(requireUser(request), request.query.section),
    );

    app.get(
      '/api/practice/questions/:id',
      { schema: { tags, params: idParams, response: { 200: practiceQuestion } } },
      async (request) => practice.get(requireUser(request), request.params.id),
    );

    app.post(
      '/api/practice/questions/:id/attempt',
      { schema: { tags, params: idParams, body: attemptBody, response: { 200: attemptResult } } },
      async (request) => practice.attempt(requireUser(request), request.params.id, request.body),
    );

    app.get('/api/practice/filters', { schema: { tags, response: { 200: practiceFilters } } }, async (request) => {
      requireUser(request);
      return practice.filters();
    });

    // Public: a set's passage or data and its questions, never the answers.
    app.get(
      '/api/practice/sets/:id',
      { schema: { tags, params: idParams, response: { 200: setWithQuestions } } },
      async (request) => practice.set(request.auth, request.params.id),
    );

    app.post(
      '/api/questions/:id/report',
      { schema: { tags, params: idParams, body: reportBody, response: { 201: okResponse } } },
      async (request, reply) =>
        reply.status(201).send(await practice.report(requireUser(request), request.params.id, request.body)),
    );
  };
}
