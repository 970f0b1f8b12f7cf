import { queryOptions } from '@tanstack/react-query';
import type {
  TutorConversation,
  TutorConversationSummary,
  TutorMessageBody,
  TutorStreamEvent,
  TutorUsage,
} from '#shared/contracts/ai-tutor';
import { apiJson, COOKIE_SESSION, HttpError, readStoredToken } from '../../lib/api-client.ts';

export const TUTOR_KEY = '/api/ai-tutor';

export const usageQuery = queryOptions({
  queryKey: [TUTOR_KEY, 'usage'],
  queryFn: () => apiJson<TutorUsage>('GET', `${TUTOR_KEY}/usage`),
  staleTime: 0,
});

export const conversationsQuery = queryOptions({
  queryKey: [TUTOR_KEY, 'conversations'],
  queryFn: () => apiJson<{ items: TutorConversationSummary[] }>('GET', `${TUTOR_KEY}/conversations`),
  staleTime: 0,
});

export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: [TUTOR_KEY, 'conversations', id],
    queryFn: () => apiJson<TutorConversation>('GET', `${TUTOR_KEY}/conversations/${id}`),
    staleTime: 0,
  });

export const renameConversation = (id: number, title: string) =>
  apiJson('PATCH', `${TUTOR_KEY}/conversations/${id}`, { title });

export const deleteConversation = (id: number) => apiJson('DELETE', `${TUTOR_KEY}/conversations/${id}`);

/**
 * Sends a message and calls `onEvent` for every server-sent event of the answer as it arrives. Refusals (the daily
 * limit, a too-long message) throw HttpError before anything streams; `signal` stops the answer.
 */
export async function streamMessage(
  body: TutorMessageBody,
  signal: AbortSignal,
  onEvent: (event: TutorStreamEvent) => void,
): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  const token = readStoredToken();
  if (token && token !== COOKIE_SESSION) headers['x-auth-token'] = token;
  const res = await fetch(`${TUTOR_KEY}/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (!res.ok || !res.body) throw new HttpError(res.status, (await res.text()) || res.statusText);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) onEvent({ event, data: JSON.parse(data) } as TutorStreamEvent);
      end = buffer.indexOf('\n\n');
    }
  }
}

/** The tutor page opened on a question (the "Ask the tutor" buttons): its id and the learner's answer. */
export function tutorLink(questionId: number, learnerAnswer?: string | null): string {
  const params = new URLSearchParams({ question: String(questionId) });
  if (learnerAnswer) params.set('answer', learnerAnswer.slice(0, 100));
  return `/ai-tutor?${params}`;
}
