// @ts-nocheck
import type { PracticeFilters } from '#shared/contracts/practice';
import type { LearnerAnswer } from '#shared/contracts/questions';
import type { TaskSession, TaskSessionBody, TaskSummary } from '#shared/contracts/tasks';
import { apiJson, errorMessage, HttpError } from '../../lib/api-client.ts';
import { submitAttempt } from '../practice/public.ts';

export const taskSessionKey = (id: string) => ['/api/tasks/session', id] as const;

export const createTaskSession = (body: TaskSessionBody) => apiJson<TaskSession>('POST', '/api/tasks/session', body);

export const fetchTaskSession = (id: string) =>
  apiJson<TaskSession>('GET', `/api/tasks/session/${encodeURIComponent(id)}`);

/**
 * Starts the session's clock on the server (again after a reload: the first Start stands) and measures how far the
 * server's clock is ahead of this browser's, halfway through the round trip.
 */
export async function startTaskSession(id: string) {
  const sentAt = Date.now();
  const session = await apiJson<TaskSession>('POST', `/api/tasks/session/${encodeURIComponent(id)}/start`);
  const offsetMs = Date.parse(session.serverTime) - (sentAt + Date.now()) / 2;
  return { session, clock: { startedAt: Date.parse(session.startedAt ?? session.serverTime), offsetMs } };
}

export const finishTaskSession = (id: string) =>
  apiJson<TaskSummary>('POST', `/api/tasks/session/${encodeURIComponent(id)}/finish`);

export const fetchPracticeFilters = () => apiJson<PracticeFilters>('GET', '/api/practice/filters');

/** A study-plan link's session; `skipped` are ids the server refused (unknown, unpublished or locked). */
export interface LinkSession {
  session: TaskSession;
  skipped: number[];
}

/** Thrown when none of a link's questions can be used; `message` is the server's own wording. */
export class NoQuestionsError extends Error {}

/** The ids the server named in its 400 ("not available" / "premium only"), or null for any other error. */
export function refusedIds(error: unknown): number[] | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const details = error.details as { unknown?: unknown; locked?: unknown } | undefined;
  const ids: unknown[] = [details?.unknown, details?.locked].flatMap((v) => (Array.isArray(v) ? v : []));
  const numbers = ids.filter((id): id is number => typeof id === 'number');
  return numbers.length === ids.length && numbers.length > 0 ? numbers : null;
}

/**
 * Creates the session for a link. The server refuses the whole list when some ids are bad, so it retries once
 * without the ids it named; when nothing is left the server's message is passed on for the "not found" card.
 */
export async function createLinkSession(questionIds: number[], minutes: number | null): Promise<LinkSession> {
  const body = (ids: number[]): TaskSessionBody => (minutes ? { questionIds: ids, minutes } : { questionIds: ids });
  try {
    return { session: await createTaskSession(body(questionIds)), skipped: [] };
  } catch (error) {
    const refused = refusedIds(error);
    if (!refused) throw error;
    const rest = questionIds.filter((id) => !refused.includes(id));
    // Every id was refused, so the server's "Some questions…" reads better about the link as a whole.
    const message = errorMessage(error, 'Some questions cannot be used in a practice test.').replace(
      /^Some questions cannot/,
      'The questions in this link cannot',
    );
    if (rest.length === 0) throw new NoQuestionsError(message);
    return { session: await createTaskSession(body(rest)), skipped: refused };
  }
}

/** Records the answers (context 'task', this session) a few at a time; returns how many could not be saved. */
export async function recordTaskAnswers(
  sessionId: string,
  answers: { questionId: number; answer: LearnerAnswer; seconds: number }[],
): Promise<number> {
  let failed = 0;
  const queue = [...answers];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        await submitAttempt(next.questionId, {
          answer: next.answer,
          seconds: Math.min(36_000, Math.max(0, Math.round(next.seconds))),
          context: 'task',
          contextId: sessionId,
        });
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, queue.length) }, worker));
  return failed;
}
