// @ts-nocheck
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoAttemptBody, demoAttemptResult, workedExample } from '#shared/contracts/dilr-demo';
import { setWithQuestions } from '#shared/contracts/questions';
import type { DilrDemoService } from './dilr-demo.service.ts';

const tags = ['practice'];

/** Public: /dilr-demo and /dilr-example read these (the URLs sit under /api/practice, where they began). */
export function dilrDemoRoutes({ dilrDemo }: { dilrDemo: DilrDemoService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/practice/demo', { schema: { tags, response: { 200: setWithQuestions } } }, async () =>
      dilrDemo.demo(),
    );

    app.get('/api/practice/demo/example', { schema: { tags, response: { 200: workedExample } } }, async () =>
      dilrDemo.example(),
    );

    app.post(
      '/api/practice/demo/attempt',
      { schema: { tags, body: demoAttemptBody, response: { 200: demoAttemptResult } } },
      async (request) => dilrDemo.attempt(request.body),
    );
  };
}
