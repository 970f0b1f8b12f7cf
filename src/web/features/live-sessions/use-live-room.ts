import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ChatMessage, RoomAck, RoomPoll, RoomQuestion, RoomState } from '#shared/contracts/live-sessions';
import { COOKIE_SESSION, readStoredToken } from '../../lib/api-client.ts';

export type RoomPhase =
  | { kind: 'connecting' }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'removed' }
  | { kind: 'disconnected' }
  | { kind: 'in' };

/** The room over Socket.IO (websocket only; the session cookie authenticates it): state plus the actions. */
export function useLiveRoom(sessionId: string) {
  const [phase, setPhase] = useState<RoomPhase>({ kind: 'connecting' });
  const [state, setState] = useState<RoomState | null>(null);
  const socketRef = useRef<Socket | null>(null);

  useEffect(() => {
    // The session cookie authenticates the socket; a token kept by an older sign-in is sent as well.
    const token = readStoredToken();
    const auth = token && token !== COOKIE_SESSION ? { sessionId, token } : { sessionId };
    const socket = io({ transports: ['websocket'], auth, reconnectionAttempts: 5 });
    socketRef.current = socket;
    const patch = (fn: (s: RoomState) => RoomState) => setState((s) => (s ? fn(s) : s));
    socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
      if (error.data?.code) {
        setPhase({ kind: 'refused', code: error.data.code, message: error.message });
        socket.close();
      }
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') setPhase((p) => (p.kind === 'removed' ? p : { kind: 'disconnected' }));
    });
    socket.on('room:state', (s: RoomState) => {
      setState({ ...s, attendees: s.attendees ?? 0 });
      setPhase({ kind: 'in' });
    });
    socket.on('room:status', ({ status }: { status: string }) =>
      patch((s) => ({ ...s, session: { ...s.session, status } })),
    );
    socket.on('chat:messages', (lines: ChatMessage[]) =>
      patch((s) => ({ ...s, chat: [...s.chat, ...lines].slice(-200) })),
    );
    socket.on('chat:deleted', ({ messageId }: { messageId: number }) =>
      patch((s) => ({ ...s, chat: s.chat.filter((m) => m.id !== messageId) })),
    );
    socket.on('room:slow-mode', ({ slowModeSeconds }: { slowModeSeconds: number }) =>
      patch((s) => ({ ...s, session: { ...s.session, slowModeSeconds } })),
    );
    socket.on('room:muted', ({ muted }: { muted: boolean }) => patch((s) => ({ ...s, me: { ...s.me, muted } })));
    socket.on('room:removed', () => setPhase({ kind: 'removed' }));
    socket.on('qa:question', (q: RoomQuestion) => patch((s) => ({ ...s, questions: [...s.questions, q] })));
    socket.on('qa:list', (questions: RoomQuestion[]) => patch((s) => ({ ...s, questions })));
    socket.on('hands', (hands: RoomState['hands']) => patch((s) => ({ ...s, hands })));
    socket.on('attendees', ({ count }: { count: number }) => patch((s) => ({ ...s, attendees: count })));
    socket.on('poll', (poll: RoomPoll) =>
      patch((s) => ({ ...s, poll, myPollAnswer: s.poll?.id === poll.id ? s.myPollAnswer : null })),
    );
    socket.on('poll:counts', ({ pollId, counts }: { pollId: string; counts: number[] }) =>
      patch((s) => (s.poll?.id === pollId ? { ...s, poll: { ...s.poll, counts } } : s)),
    );
    return () => {
      socket.close();
    };
  }, [sessionId]);

  const send = async (event: string, payload: unknown = {}): Promise<RoomAck> => {
    const socket = socketRef.current;
    if (!socket?.connected) return { ok: false, code: 'internal', message: 'Not connected to the room.' };
    try {
      return (await socket.timeout(10_000).emitWithAck(event, payload)) as RoomAck;
    } catch {
      return { ok: false, code: 'internal', message: 'The room did not answer. Please try again.' };
    }
  };
  const answer = async (pollId: string, option: number) => {
    const ack = await send('poll:answer', { pollId, option });
    if (ack.ok) setState((s) => (s ? { ...s, myPollAnswer: option } : s));
    return ack;
  };
  return { phase, state, send, answer };
}
