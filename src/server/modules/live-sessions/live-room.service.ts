import type { ChatMessage, RoomPoll, RoomQuestion, RoomState } from '#shared/contracts/live-sessions';
import {
  CHAT_HISTORY,
  CHAT_MAX_LENGTH,
  CHAT_MIN_INTERVAL_SECONDS,
  QUESTION_MAX_LENGTH,
  sanitiseText,
} from '#shared/domain/live-sessions';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import { liveRoomRepo } from './live-room.repo.ts';
import { type LiveSessionRow, liveSessionsRepo } from './live-sessions.repo.ts';
import type { LiveSessionsService } from './live-sessions.service.ts';

/** Who is in the room, as the realtime layer keeps it for one connection. */
export interface RoomMember {
  auth: AuthContext;
  sessionId: string;
  moderator: boolean;
}

const fullName = (auth: AuthContext) => `${auth.user.firstName} ${auth.user.lastName}`.trim();

/**
 * The rules of the class room, called by the realtime layer for each event: who may enter, chat (history, length,
 * rate limit, slow mode, mute), moderation, Q&A, hands, polls (answers once; each answer is also a practice attempt
 * recorded by the practice service, so analytics count it).
 */
export function liveRoomService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'counters'> & {
    liveSessions: Pick<LiveSessionsService, 'roomEntry'>;
    practice: Pick<PracticeService, 'attempt'>;
  },
) {
  const repo = liveRoomRepo(deps.database.db);
  const sessions = liveSessionsRepo(deps.database.db);

  // The session row changes rarely (start, end, slow mode) but every chat message reads it: each process keeps it
  // for a second, and drops it at once when it changes it itself.
  const cached = new Map<string, { row: LiveSessionRow; until: number }>();
  async function session(id: string): Promise<LiveSessionRow> {
    const hit = cached.get(id);
    if (hit && hit.until > Date.now()) return hit.row;
    const found = await sessions.find(id);
    if (!found) throw notFound('Live session not found.');
    if (cached.size > 1000) cached.clear();
    // Only an open room is kept: a room another process just started is read afresh until it is seen live.
    if (found.session.status === 'live') cached.set(id, { row: found.session, until: Date.now() + 1000 });
    return found.session;
  }

  function requireModerator(member: RoomMember) {
    if (!member.moderator) throw forbidden('Only the host or staff can do this.');
  }

  async function requireOpen(member: RoomMember) {
    const s = await session(member.sessionId);
    if (s.status !== 'live') throw conflict('The room is not open.');
    return s;
  }

  async function presentPoll(pollId: string, reveal: boolean): Promise<RoomPoll | null> {
    const poll = await repo.poll(pollId);
    if (!poll) return null;
    const q = await sessions.publishedMcq(poll.questionId);
    if (!q) return null;
    const options = q.options ?? [];
    const counts = options.map(() => 0);
    for (const c of await repo.pollCounts(pollId)) if (c.option < counts.length) counts[c.option] = c.n;
    const ended = poll.endsAt.getTime() <= deps.clock.now().getTime();
    const correct = (reveal || ended) && q.answer.kind === 'option' ? q.answer.index : null;
    return { id: poll.id, questionId: q.id, stem: q.stem, options, endsAt: poll.endsAt.toISOString(), counts, correct };
  }

  return {
    /** The gate and the state a member sees on entering; a removed learner stays out. */
    async join(
      auth: AuthContext,
      sessionId: string,
    ): Promise<{ member: RoomMember; state: Omit<RoomState, 'attendees'> }> {
      const { session: s, moderator } = await deps.liveSessions.roomEntry(auth, sessionId);
      const now = deps.clock.now();
      const mod = await repo.enter(sessionId, auth.user.id, now);
      if (mod?.removedAt && !moderator) throw forbidden('You were removed from this session by the host.');
      const latest = await repo.latestPoll(sessionId);
      const poll = latest ? await presentPoll(latest.id, false) : null;
      return {
        member: { auth, sessionId, moderator },
        state: {
          session: {
            id: s.id,
            title: s.title,
            status: s.status,
            slowModeSeconds: s.slowModeSeconds,
            videoKind: s.videoKind,
            videoUrl: s.videoUrl,
          },
          me: { userId: auth.user.id, moderator, muted: Boolean(mod?.mutedAt) },
          chat: (await repo.history(sessionId, CHAT_HISTORY)).map((m) => ({
            id: m.id,
            userId: m.userId,
            name: m.name,
            body: m.body,
            at: m.at.toISOString(),
            staff: m.role !== 'user' || m.userId === s.hostId,
          })),
          questions: (await repo.questions(sessionId)).map(presentQuestion),
          poll,
          myPollAnswer: poll ? await repo.myAnswer(poll.id, auth.user.id) : null,
          hands: await repo.hands(sessionId),
        },
      };
    },

    /** Forgets the cached session row (its status or slow mode changed). */
    forget(sessionId: string) {
      cached.delete(sessionId);
    },

    /** Time spent in the room, added when a connection leaves. */
    async leave(member: RoomMember, seconds: number) {
      if (seconds > 0) await repo.addSeconds(member.sessionId, member.auth.user.id, Math.round(seconds));
    },

    async chat(member: RoomMember, raw: string): Promise<ChatMessage> {
      const s = await requireOpen(member);
      const userId = member.auth.user.id;
      const body = sanitiseText(raw);
      if (!body) throw badRequest('body: the message is empty');
      if (body.length > CHAT_MAX_LENGTH) throw badRequest(`body: at most ${CHAT_MAX_LENGTH} characters`);
      if (!member.moderator) {
        const interval = Math.max(CHAT_MIN_INTERVAL_SECONDS, s.slowModeSeconds);
        const n = await deps.counters.hit(`live:chat:${member.sessionId}:${userId}:${interval}`, interval * 1000);
        if (n > 1)
          throw tooManyRequests(
            s.slowModeSeconds > CHAT_MIN_INTERVAL_SECONDS
              ? `Slow mode: one message every ${s.slowModeSeconds} seconds.`
              : 'One message a second, please.',
          );
      }
      const now = deps.clock.now();
      const saved = await repo.postMessage(member.sessionId, userId, body, now, member.moderator);
      if (saved.removed && !member.moderator) throw forbidden('You were removed from this session.');
      if (saved.muted && !member.moderator) throw forbidden('The host has muted you in this chat.');
      if (saved.id === null) throw forbidden('Join the room before you chat.');
      return {
        id: saved.id,
        userId,
        name: fullName(member.auth),
        body,
        at: now.toISOString(),
        staff: member.moderator,
      };
    },

    async deleteMessage(member: RoomMember, messageId: number) {
      requireModerator(member);
      if (!(await repo.deleteMessage(member.sessionId, messageId, deps.clock.now())))
        throw notFound('Message not found.');
    },

    async mute(member: RoomMember, userId: string, muted: boolean) {
      requireModerator(member);
      await repo.setModeration(
        member.sessionId,
        userId,
        { mutedAt: muted ? deps.clock.now() : null },
        deps.clock.now(),
      );
    },

    async remove(member: RoomMember, userId: string) {
      requireModerator(member);
      if (userId === member.auth.user.id) throw badRequest('userId: you cannot remove yourself');
      await repo.setModeration(member.sessionId, userId, { removedAt: deps.clock.now() }, deps.clock.now());
    },

    async setSlowMode(member: RoomMember, seconds: number) {
      requireModerator(member);
      await repo.setSlowMode(member.sessionId, seconds);
      cached.delete(member.sessionId);
    },

    async ask(member: RoomMember, raw: string): Promise<RoomQuestion> {
      await requireOpen(member);
      const body = sanitiseText(raw);
      if (!body) throw badRequest('body: the question is empty');
      if (body.length > QUESTION_MAX_LENGTH) throw badRequest(`body: at most ${QUESTION_MAX_LENGTH} characters`);
      const n = await deps.counters.hit(`live:ask:${member.sessionId}:${member.auth.user.id}`, 10_000);
      if (n > 1) throw tooManyRequests('One question every 10 seconds, please.');
      const now = deps.clock.now();
      const id = await repo.insertQuestion(member.sessionId, member.auth.user.id, body, now);
      await repo.count(member.sessionId, member.auth.user.id, 'questionsAsked');
      return {
        id: id ?? 0,
        userId: member.auth.user.id,
        name: fullName(member.auth),
        body,
        upvotes: 0,
        answered: false,
        at: now.toISOString(),
      };
    },

    async upvote(member: RoomMember, questionId: number) {
      const result = await repo.upvote(member.sessionId, questionId, member.auth.user.id);
      if (result === null) throw notFound('Question not found.');
      return this.questions(member.sessionId);
    },

    async markAnswered(member: RoomMember, questionId: number) {
      requireModerator(member);
      if (!(await repo.markAnswered(member.sessionId, questionId, deps.clock.now())))
        throw notFound('Question not found.');
      return this.questions(member.sessionId);
    },

    async questions(sessionId: string) {
      return (await repo.questions(sessionId)).map(presentQuestion);
    },

    async raiseHand(member: RoomMember, raised: boolean, userId = member.auth.user.id) {
      if (userId !== member.auth.user.id) requireModerator(member);
      await repo.setHand(member.sessionId, userId, raised ? deps.clock.now() : null);
      return repo.hands(member.sessionId);
    },

    async pushPoll(member: RoomMember, questionId: number, seconds: number): Promise<RoomPoll> {
      requireModerator(member);
      await requireOpen(member);
      if (!(await sessions.publishedMcq(questionId)))
        throw badRequest('questionId: choose a published multiple-choice question from the bank');
      const now = deps.clock.now();
      const id = await repo.insertPoll(member.sessionId, questionId, now, new Date(now.getTime() + seconds * 1000));
      const poll = id ? await presentPoll(id, false) : null;
      if (!poll) throw notFound('Question not found.');
      return poll;
    },

    /**
     * One answer per learner, while the timer runs; it also counts as a practice attempt (context 'live'). Returns
     * nothing: the realtime layer sends the room the new counts, batched, so nothing here reads the poll again.
     */
    async answerPoll(member: RoomMember, pollId: string, option: number): Promise<void> {
      const poll = await repo.poll(pollId);
      if (!poll || poll.sessionId !== member.sessionId) throw notFound('Poll not found.');
      const now = deps.clock.now();
      if (poll.endsAt.getTime() < now.getTime()) throw conflict('This poll has closed.');
      if (!(await repo.answerPoll(pollId, member.auth.user.id, option, now)))
        throw conflict('You have answered this poll.');
      await repo.count(member.sessionId, member.auth.user.id, 'pollAnswers');
      const seconds = Math.max(0, Math.round((now.getTime() - poll.startedAt.getTime()) / 1000));
      // The poll's answer stands even when the attempt is refused (a plan limit used up): analytics then skip it.
      await deps.practice
        .attempt(member.auth, poll.questionId, { answer: { option }, seconds, context: 'live', contextId: pollId })
        .catch(() => undefined);
    },

    poll: (pollId: string, reveal: boolean) => presentPoll(pollId, reveal),
  };
}

function presentQuestion(q: {
  id: number;
  userId: string;
  name: string;
  body: string;
  upvotes: number;
  answeredAt: Date | null;
  at: Date;
}): RoomQuestion {
  return {
    id: q.id,
    userId: q.userId,
    name: q.name,
    body: q.body,
    upvotes: q.upvotes,
    answered: q.answeredAt !== null,
    at: q.at.toISOString(),
  };
}

export type LiveRoomService = ReturnType<typeof liveRoomService>;
