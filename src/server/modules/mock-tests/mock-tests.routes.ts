import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okResponse } from '#shared/contracts/common';
import {
  attemptParams,
  attemptResult,
  attemptState,
  claimBody,
  clockState,
  errorTagBody,
  mockDetail,
  mockList,
  paperView,
  saveBody,
  seqBody,
  stageClock,
  startBody,
  startReply,
  startResult,
  submitBody,
  testSeriesList,
} from '#shared/contracts/mock-tests';
import { type EncodedJson, encodeJson, sendEncoded } from '../../lib/encoded-json.ts';
import { deferredAuth, requireUser } from '../../plugins/auth.ts';
import type { AccessService } from '../access/access.service.ts';
import type { Paper } from './mock-paper.ts';
import type { MockTestsService } from './mock-tests.service.ts';

const tags = ['mock-tests'];

/** Mock tests for learners: listing, the exam-day engine (claim, save, heartbeat, next stage, submit), results. */
export function mockTestsRoutes({
  mockTests,
  access,
}: {
  mockTests: MockTestsService;
  access: AccessService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/mock-tests', { schema: { tags, response: { 200: mockList } } }, async (request) =>
      mockTests.list(requireUser(request)),
    );

    app.get(
      '/api/mock-tests/:id',
      { schema: { tags, params: idParams, response: { 200: mockDetail } } },
      async (request) => mockTests.detail(requireUser(request), request.params.id),
    );

    app.post(
      '/api/mock-tests/:id/start',
      {
        schema: { tags, params: idParams, body: startBody, response: { 200: startReply } },
        config: { sessionInStatement: true },
        // About 2 KB: compressing it per taker cost a seventh of the app's time in the exam-day start spike.
        compress: false,
      },
      async (request) => mockTests.start(deferredAuth(request, access), request.params.id, request.body),
    );

    app.post(
      '/api/mock-attempts/:id/claim',
      {
        schema: { tags, params: attemptParams, body: claimBody, response: { 200: attemptState } },
        config: { sessionInStatement: true },
      },
      async (request) => mockTests.claim(deferredAuth(request, access), request.params.id, request.body.clientId),
    );

    // Each paper is serialised and compressed once per process (keyed by the service's one copy of it).
    const encodedPapers = new WeakMap<Paper, EncodedJson>();
    app.get(
      '/api/mock-attempts/:id/paper',
      { schema: { tags, params: attemptParams, response: { 200: paperView } }, config: { sessionInStatement: true } },
      async (request, reply) => {
        const paper = await mockTests.paper(deferredAuth(request, access), request.params.id);
        let encoded = encodedPapers.get(paper);
        if (!encoded) {
          encoded = encodeJson({ questions: paper.questions, sets: paper.sets });
          encodedPapers.set(paper, encoded);
        }
        // The browser keeps it and asks again on a reload; the answer is then a 304 without a body.
        return sendEncoded(request, reply, encoded, 'private, no-cache');
      },
    );

    app.post(
      '/api/mock-attempts/:id/answers',
      {
        schema: { tags, params: attemptParams, body: saveBody, response: { 200: clockState } },
        config: { sessionInStatement: true },
      },
      async (request) => mockTests.save(deferredAuth(request, access), request.params.id, request.body),
    );

    app.post(
      '/api/mock-attempts/:id/heartbeat',
      {
        schema: { tags, params: attemptParams, body: claimBody, response: { 200: stageClock } },
        config: { sessionInStatement: true },
      },
      async (request) => mockTests.heartbeat(deferredAuth(request, access), request.params.id, request.body.clientId),
    );

    app.post(
      '/api/mock-attempts/:id/next-section',
      { schema: { tags, params: attemptParams, body: seqBody, response: { 200: stageClock } } },
      async (request) => mockTests.nextStage(requireUser(request), request.params.id, request.body),
    );

    app.post(
      '/api/mock-attempts/:id/submit',
      {
        schema: { tags, params: attemptParams, body: submitBody, response: { 200: startResult } },
        config: { sessionInStatement: true },
      },
      async (request) => mockTests.submit(deferredAuth(request, access), request.params.id, request.body),
    );

    app.get(
      '/api/mock-attempts/:id/result',
      { schema: { tags, params: attemptParams, response: { 200: attemptResult } } },
      async (request) => mockTests.result(requireUser(request), request.params.id),
    );

    app.post(
      '/api/mock-attempts/:id/error-tag',
      { schema: { tags, params: attemptParams, body: errorTagBody, response: { 200: okResponse } } },
      async (request) =>
        mockTests.tagError(requireUser(request), request.params.id, request.body.questionId, request.body.tag),
    );

    app.get('/api/test-series', { schema: { tags, response: { 200: testSeriesList } } }, async (request) =>
      mockTests.series(await access.requirePremium(request.auth, 'Test series are part of Premium.')),
    );
  };
}
