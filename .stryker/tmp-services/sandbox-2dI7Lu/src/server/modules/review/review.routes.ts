// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '#shared/contracts/common';
import {
  addCardBody,
  cardAdded,
  cardList,
  cardParams,
  cardPatch,
  cardQuery,
  cardSchedule,
  membership,
  membershipQuery,
  reviewBody,
  reviewQueue,
  reviewResult,
  reviewStats,
} from '#shared/contracts/review';
import { requireUser } from '../../plugins/auth.ts';
import type { ReviewService } from './review.service.ts';

const tags = ['review'];

/** The mistake notebook (/review): a signed-in learner's own cards only; another learner's card id is a 404. */
export function reviewRoutes({ review }: { review: ReviewService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/review/cards',
      { schema: { tags, querystring: cardQuery, response: { 200: cardList } } },
      async (request) => review.list(requireUser(request), request.query),
    );

    app.post(
      '/api/review/cards',
      { schema: { tags, body: addCardBody, response: { 200: cardAdded } } },
      async (request) => review.add(requireUser(request), request.body.questionId),
    );

    app.patch(
      '/api/review/cards/:id',
      { schema: { tags, params: cardParams, body: cardPatch, response: { 200: cardSchedule } } },
      async (request) => review.update(requireUser(request), request.params.id, request.body),
    );

    app.delete(
      '/api/review/cards/:id',
      { schema: { tags, params: cardParams, response: { 200: okResponse } } },
      async (request) => review.remove(requireUser(request), request.params.id),
    );

    app.post(
      '/api/review/cards/:id/review',
      { schema: { tags, params: cardParams, body: reviewBody, response: { 200: reviewResult } } },
      async (request) => review.review(requireUser(request), request.params.id, request.body),
    );

    app.get('/api/review/queue', { schema: { tags, response: { 200: reviewQueue } } }, async (request) =>
      review.queue(requireUser(request)),
    );

    app.get('/api/review/stats', { schema: { tags, response: { 200: reviewStats } } }, async (request) =>
      review.stats(requireUser(request)),
    );

    app.get(
      '/api/review/membership',
      { schema: { tags, querystring: membershipQuery, response: { 200: membership } } },
      async (request) => review.membership(requireUser(request), request.query.questionIds),
    );
  };
}
