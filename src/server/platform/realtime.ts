import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import {
  type ChatMessage,
  chatSend,
  messageRef,
  pollAnswer,
  pollPush,
  questionAsk,
  questionRef,
  type RoomAck,
  slowModeBody,
  userRef,
} from '#shared/contracts/live-sessions';
import { AppError } from '../errors.ts';
import type { AccessService } from '../modules/access/access.service.ts';
import type { LiveRoomService, RoomMember } from '../modules/live-sessions/live-room.service.ts';
import type { LiveSessionsService } from '../modules/live-sessions/live-sessions.service.ts';
import { AUTH_COOKIE, AUTH_HEADER, tokenFrom } from '../plugins/auth.ts';
import { batcher } from './batcher.ts';
import type { Clock } from './clock.ts';

// Live-session rooms over Socket.IO on the Fastify server's own HTTP server (path /socket.io). A connection names
// its session in the handshake (auth.sessionId); it is authenticated from the session cookie, the x-auth-token
// header or auth.token through the access service, and let in only when the room service says so (registered
// learners with the right access, the host, staff). With REDIS_URL the rooms span every process (Redis adapter).

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

interface Data {
  member: RoomMember;
  joinedAt: number;
  /** What the member sees on entering, sent once connected. */
  state?: unknown;
}
type RoomSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, Data>;
type Emit = (event: string, payload: unknown) => boolean;
type Ack = (ack: RoomAck) => void;

/** Long enough to gather a burst of chat lines, short against the time a reader notices (bench:live-room). */
const CHAT_BATCH_MS = 20;

const room = (sessionId: string) => `live:${sessionId}`;
const personal = (sessionId: string, userId: string) => `live:${sessionId}:u:${userId}`;

/** The handshake's token: auth.token (what the web app sends) counts as the header; the cookie as for HTTP. */
function tokenOf(app: FastifyInstance, socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  const header = typeof fromAuth === 'string' && fromAuth ? fromAuth : socket.handshake.headers[AUTH_HEADER];
  const cookie = app.parseCookie(socket.handshake.headers.cookie ?? '')[AUTH_COOKIE];
  return tokenFrom(header, cookie);
}

/** A refusal the client reads in connect_error: message plus data.code. */
function refusal(code: string, message: string) {
  return Object.assign(new Error(message), { data: { code } });
}

function failure(error: unknown): RoomAck {
  if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
  return { ok: false, code: 'internal', message: 'Something went wrong. Please try again.' };
}

export async function attachRealtime(
  app: FastifyInstance,
  deps: {
    access: AccessService;
    liveRoom: LiveRoomService;
    liveSessions: LiveSessionsService;
    clock: Clock;
    appUrl: string;
    redisUrl?: string;
    redisPrefix?: string;
  },
): Promise<Realtime> {
  const allowedOrigin = new URL(deps.appUrl).origin;
  const io = new Server(app.server, {
    serveClient: false,
    // Websocket only: no long-polling, so a cluster's workers need no sticky sessions.
    transports: ['websocket'],
    maxHttpBufferSize: 16_384,
    pingInterval: 20_000,
    pingTimeout: 20_000,
    // Browsers send Origin: only this site's pages (or the same host) may open a room with the learner's cookie.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      if (!origin) return callback(null, true);
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        return callback('bad origin', false);
      }
      callback(null, origin === allowedOrigin || host === req.headers.host);
    },
  });
  const connections: Redis[] = [];
  if (deps.redisUrl) {
    const pub = new Redis(deps.redisUrl, { maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    connections.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${deps.redisPrefix ?? ''}socket.io` }));
  }
  const { liveRoom } = deps;

  // The attendee count per room, sent at most twice a second (fetchSockets asks every process).
  const counts = batcher<null>(500, async (sessionId) => {
    try {
      const sockets = await io.in(room(sessionId)).fetchSockets();
      const people = new Set(sockets.map((s) => (s.data as Data).member?.auth.user.id));
      io.to(room(sessionId)).emit('attendees', { count: people.size });
    } catch (error) {
      app.log.warn({ err: error }, 'attendee count failed');
    }
  });
  const countSoon = (sessionId: string) => counts.add(sessionId, null);

  // Poll results, at most every 200 ms per poll (the items: the poll's session).
  const pollCounts = batcher<string>(200, async (pollId, [sessionId]) => {
    const poll = await liveRoom.poll(pollId, false).catch(() => null);
    if (poll && sessionId) io.to(room(sessionId)).emit('poll:counts', { pollId, counts: poll.counts });
  });
  const pollSoon = (sessionId: string, pollId: string) => pollCounts.add(pollId, sessionId);

  // Chat lines of one room within CHAT_BATCH_MS go out as one 'chat:messages' frame per attendee.
  const chatOut = batcher<ChatMessage>(CHAT_BATCH_MS, (sessionId, lines) =>
    io.to(room(sessionId)).emit('chat:messages', lines),
  );

  deps.liveSessions.onStatus((sessionId, status) => {
    liveRoom.forget(sessionId);
    io.to(room(sessionId)).emit('room:status', { status });
  });

  io.use(async (socket, next) => {
    try {
      const token = tokenOf(app, socket);
      const auth = token ? await deps.access.authenticate(token) : null;
      if (!auth) return next(refusal('unauthorized', 'Please sign in to join the live session.'));
      const sessionId = (socket.handshake.auth as { sessionId?: unknown }).sessionId;
      if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(sessionId))
        return next(refusal('bad_request', 'sessionId: name the live session to join'));
      const { member, state } = await liveRoom.join(auth, sessionId);
      socket.data.member = member;
      socket.data.joinedAt = deps.clock.now().getTime();
      socket.data.state = state;
      next();
    } catch (error) {
      const ack = failure(error);
      next(refusal(ack.ok ? 'internal' : ack.code, ack.ok ? '' : ack.message));
    }
  });

  io.on('connection', (raw) => {
    const socket = raw as unknown as RoomSocket;
    const { member } = socket.data;
    const { sessionId } = member;
    const userId = member.auth.user.id;
    socket.join([room(sessionId), personal(sessionId, userId)]);
    (socket.emit as unknown as Emit)('room:state', socket.data.state);
    socket.data.state = undefined;
    countSoon(sessionId);

    /** Registers an event whose payload is checked with `schema`; the handler's errors become the ack. */
    function on<S extends z.ZodType>(event: string, schema: S, handle: (input: z.infer<S>) => Promise<unknown>) {
      socket.on(
        event as never,
        (async (payload: unknown, ack?: Ack) => {
          const reply: Ack = typeof ack === 'function' ? ack : () => {};
          const parsed = schema.safeParse(payload);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            return reply({
              ok: false,
              code: 'bad_request',
              message: `${issue?.path.join('.') || 'payload'}: ${issue?.message}`,
            });
          }
          try {
            await handle(parsed.data);
            reply({ ok: true });
          } catch (error) {
            if (!(error instanceof AppError)) app.log.error({ err: error, event }, 'live room event failed');
            reply(failure(error));
          }
        }) as never,
      );
    }
    const emit = (event: string, payload: unknown) => io.to(room(sessionId)).emit(event, payload);

    on('chat:send', chatSend, async ({ body }) => chatOut.add(sessionId, await liveRoom.chat(member, body)));
    on('chat:delete', messageRef, async ({ messageId }) => {
      await liveRoom.deleteMessage(member, messageId);
      emit('chat:deleted', { messageId });
    });
    on('room:slow-mode', slowModeBody, async ({ slowModeSeconds }) => {
      await liveRoom.setSlowMode(member, slowModeSeconds);
      emit('room:slow-mode', { slowModeSeconds });
    });
    on('user:mute', userRef, async ({ userId: target }) => {
      await liveRoom.mute(member, target, true);
      io.to(personal(sessionId, target)).emit('room:muted', { muted: true });
    });
    on('user:unmute', userRef, async ({ userId: target }) => {
      await liveRoom.mute(member, target, false);
      io.to(personal(sessionId, target)).emit('room:muted', { muted: false });
    });
    on('user:remove', userRef, async ({ userId: target }) => {
      await liveRoom.remove(member, target);
      io.to(personal(sessionId, target)).emit('room:removed', {});
      io.in(personal(sessionId, target)).disconnectSockets(true);
      countSoon(sessionId);
    });
    on('qa:ask', questionAsk, async ({ body }) => emit('qa:question', await liveRoom.ask(member, body)));
    on('qa:upvote', questionRef, async ({ questionId }) => emit('qa:list', await liveRoom.upvote(member, questionId)));
    on('qa:answered', questionRef, async ({ questionId }) =>
      emit('qa:list', await liveRoom.markAnswered(member, questionId)),
    );
    on('hand:raise', z.object({}).optional(), async () => {
      emit('hands', await liveRoom.raiseHand(member, true));
    });
    on('hand:lower', userRef.partial(), async ({ userId: target }) => {
      emit('hands', await liveRoom.raiseHand(member, false, target ?? userId));
    });
    on('poll:push', pollPush, async ({ questionId, seconds }) => {
      const poll = await liveRoom.pushPoll(member, questionId, seconds);
      emit('poll', poll);
      // When the timer ends, every attendee sees the final counts and the answer.
      setTimeout(
        async () => {
          const final = await liveRoom.poll(poll.id, true).catch(() => null);
          if (final) emit('poll', final);
        },
        seconds * 1000 + 250,
      ).unref();
    });
    on('poll:answer', pollAnswer, async ({ pollId, option }) => {
      await liveRoom.answerPoll(member, pollId, option);
      pollSoon(sessionId, pollId);
    });

    socket.on('disconnect', () => {
      const seconds = (deps.clock.now().getTime() - socket.data.joinedAt) / 1000;
      liveRoom.leave(member, seconds).catch((error) => app.log.warn({ err: error }, 'live attendance not saved'));
      countSoon(sessionId);
    });
  });

  return {
    io,
    async close() {
      // Before Fastify closes the HTTP server, which would otherwise wait for these long-lived connections.
      // (io.close() would close the HTTP server itself, which the caller's shutdown does.)
      chatOut.flushAll();
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(connections.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
