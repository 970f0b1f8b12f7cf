import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TutorMessageStatus, TutorMode, TutorSource } from '#shared/contracts/ai-tutor';
import { HttpError } from '../../lib/api-client.ts';
import { conversationQuery, streamMessage, TUTOR_KEY } from './ai-tutor-api.ts';

export interface ChatMessage {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  status: TutorMessageStatus | 'streaming';
  sources: TutorSource[];
  /** Why the answer ended early (a provider failure, a time-out). */
  note?: string;
}

let serial = 0;
const nextKey = () => `local-${++serial}`;

/**
 * One conversation's messages and the answer being streamed: send, Stop (aborts the request, which stops the
 * engine on the server), and the refusal when the day's messages are used up.
 */
export function useTutorChat(options: {
  conversationId: number | null;
  onConversation: (id: number) => void;
  /** For a new conversation opened on a question. */
  question: { id: number; learnerAnswer: string | null } | null;
}) {
  const queryClient = useQueryClient();
  const { conversationId } = options;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [streaming, setStreaming] = useState(false);
  const [refusal, setRefusal] = useState<HttpError | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The conversation this screen streamed into: no reload of it mid-answer.
  const live = useRef<number | null>(null);
  const stored = useQuery({ ...conversationQuery(conversationId ?? 0), enabled: conversationId !== null });

  useEffect(() => {
    if (conversationId === null) {
      if (!controller.current) setMessages([]);
      return;
    }
    if (live.current === conversationId || !stored.data) return;
    setMessages(
      stored.data.messages.map((m) => ({
        key: `m${m.id}`,
        role: m.role,
        content: m.content,
        status: m.status,
        sources: m.sources,
      })),
    );
  }, [conversationId, stored.data]);

  const update = (key: string, change: (m: ChatMessage) => ChatMessage) =>
    setMessages((list) => list.map((m) => (m.key === key ? change(m) : m)));

  async function send(text: string, mode?: TutorMode) {
    if (streaming || !text.trim()) return;
    setRefusal(null);
    const answerKey = nextKey();
    setMessages((list) => [
      ...list,
      { key: nextKey(), role: 'user', content: text, status: 'complete', sources: [] },
      { key: answerKey, role: 'assistant', content: '', status: 'streaming', sources: [] },
    ]);
    const abort = new AbortController();
    controller.current = abort;
    setStreaming(true);
    const question = conversationId === null ? options.question : null;
    try {
      await streamMessage(
        {
          message: text,
          ...(conversationId !== null ? { conversationId } : {}),
          ...(question ? { questionId: question.id, learnerAnswer: question.learnerAnswer ?? undefined } : {}),
          ...(mode ? { mode } : {}),
        },
        abort.signal,
        (e) => {
          if (e.event === 'meta') {
            live.current = e.data.conversationId;
            options.onConversation(e.data.conversationId);
          } else if (e.event === 'delta') update(answerKey, (m) => ({ ...m, content: m.content + e.data.text }));
          else if (e.event === 'sources') update(answerKey, (m) => ({ ...m, sources: e.data }));
          else if (e.event === 'done')
            update(answerKey, (m) => ({ ...m, status: e.data.status, note: e.data.message }));
        },
      );
      update(answerKey, (m) => (m.status === 'streaming' ? { ...m, status: 'stopped' } : m));
    } catch (error) {
      if (abort.signal.aborted) {
        update(answerKey, (m) => ({ ...m, status: 'stopped' }));
      } else if (error instanceof HttpError) {
        // Refused before anything was written: the message is not kept.
        setMessages((list) => list.slice(0, -2));
        setRefusal(error);
      } else {
        update(answerKey, (m) => ({ ...m, status: 'failed', note: 'The connection to the tutor was lost.' }));
      }
    } finally {
      controller.current = null;
      setStreaming(false);
      void queryClient.invalidateQueries({ queryKey: [TUTOR_KEY, 'usage'] });
      void queryClient.invalidateQueries({ queryKey: [TUTOR_KEY, 'conversations'], exact: true });
    }
  }

  return {
    messages,
    streaming,
    refusal,
    loading: conversationId !== null && stored.isLoading && live.current !== conversationId,
    send,
    stop: () => controller.current?.abort(),
    /** Forget the local state (a new conversation). */
    reset: () => {
      live.current = null;
      setMessages([]);
      setRefusal(null);
    },
  };
}
