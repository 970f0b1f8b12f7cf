import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityIdParams } from '#shared/contracts/community';
import {
  discussThread,
  followBody,
  followState,
  notificationPage,
  notificationQuery,
  questionIdParams,
  threadQuestion,
  unreadCount,
} from '#shared/contracts/community-notifications';
import { requireUser } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';
import type { QuestionThreadsService } from './question-threads.service.ts';

const tags = ['community'];

/** The bell, following threads, and "Discuss" threads of question-bank items. A member sees only their own. */
export function notificationsRoutes({
  notifications,
  questionThreads,
}: {
  notifications: NotificationsService;
  questionThreads: QuestionThreadsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/community/notifications',
      { schema: { tags, querystring: notificationQuery, response: { 200: notificationPage } } },
      async (request) => notifications.list(requireUser(request), request.query.cursor),
    );

    app.get(
      '/api/community/notifications/unread',
      { schema: { tags, response: { 200: unreadCount } } },
      async (request) => notifications.unread(requireUser(request)),
    );

    app.post(
      '/api/community/notifications/:id/read',
      { schema: { tags, params: communityIdParams, response: { 200: unreadCount } } },
      async (request) => notifications.markRead(requireUser(request), request.params.id),
    );

    app.post(
      '/api/community/notifications/read-all',
      { schema: { tags, response: { 200: unreadCount } } },
      async (request) => notifications.markAllRead(requireUser(request)),
    );

    app.get(
      '/api/community/posts/:id/follow',
      { schema: { tags, params: communityIdParams, response: { 200: followState } } },
      async (request) => notifications.following(requireUser(request), request.params.id),
    );

    app.put(
      '/api/community/posts/:id/follow',
      { schema: { tags, params: communityIdParams, body: followBody, response: { 200: followState } } },
      async (request) => notifications.setFollowing(requireUser(request), request.params.id, request.body.following),
    );

    app.get(
      '/api/community/posts/:id/question',
      { schema: { tags, params: communityIdParams, response: { 200: threadQuestion } } },
      async (request) => questionThreads.questionOf(request.params.id, request.auth),
    );

    app.post(
      '/api/community/questions/:questionId/thread',
      { schema: { tags, params: questionIdParams, response: { 200: discussThread, 201: discussThread } } },
      async (request, reply) => {
        const thread = await questionThreads.discuss(requireUser(request), request.params.questionId);
        return reply.code(thread.created ? 201 : 200).send(thread);
      },
    );
  };
}
