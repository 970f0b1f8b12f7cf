import type { TestApp } from '#server/test/test-app';

export interface SseEvent {
  event: string;
  data: unknown;
}

/** The server-sent events of a whole answer. */
export function parseSse(payload: string): SseEvent[] {
  return payload
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}

export const answerText = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => (e.data as { text: string }).text)
    .join('');

export const doneOf = (events: SseEvent[]) =>
  events.find((e) => e.event === 'done')?.data as { status: string; message?: string } | undefined;

/** Sends one message (headers: a learner's, or a guest's cookie) and returns status, events and the set cookie. */
export async function ask(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; events: SseEvent[]; json: unknown; cookie?: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai-tutor/messages', payload: body, headers });
  const setCookie = res.headers['set-cookie'];
  const cookie = [setCookie]
    .flat()
    .find((c) => c?.startsWith('tutor_guest='))
    ?.split(';')[0];
  if (res.statusCode !== 200) return { status: res.statusCode, events: [], json: res.json(), cookie };
  return { status: 200, events: parseSse(res.payload), json: null, cookie };
}

/** The conversation an answer belongs to (its first event, meta). */
export function conversationOf(events: SseEvent[]): number {
  const meta = events[0]?.data as { conversationId?: number } | undefined;
  if (!meta?.conversationId) throw new Error('no meta event');
  return meta.conversationId;
}
