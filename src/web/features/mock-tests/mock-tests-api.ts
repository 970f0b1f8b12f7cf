import type {
  AttemptResult,
  AttemptState,
  AttemptView,
  ClockState,
  ErrorTag,
  MockDetail,
  MockList,
  PaperView,
  SaveBody,
  StageClock,
  StartReply,
} from '#shared/contracts/mock-tests';
import { apiJson } from '../../lib/api-client.ts';
import { sleep } from '../../lib/sleep.ts';

const attemptUrl = (id: string, tail: string) => `/api/mock-attempts/${encodeURIComponent(id)}/${tail}`;

export const mockListKey = ['/api/mock-tests'] as const;
export const fetchMockList = () => apiJson<MockList>('GET', '/api/mock-tests');
export const fetchMockDetail = (id: number) => apiJson<MockDetail>('GET', `/api/mock-tests/${id}`);
const fetchPaper = (id: string) => apiJson<PaperView>('GET', attemptUrl(id, 'paper'));

/** An attempt this tab has just started: the live-test page opens it without a claim (exam day: one request less). */
export interface StartedHere {
  clientId: string;
  state: AttemptState;
  /** The start's round trip, for the clock offset. */
  sentAt: number;
  receivedAt: number;
  paper: Promise<PaperView>;
}
const startedHere = new Map<string, StartedHere>();

/**
 * Starts (or resumes) a mock; a new attempt is handed to the live-test page with its paper already on the way. When
 * many learners start at once the server gives this one a slot (decision 0017): `onWait` hears when it is (Date.now()
 * time), and the start is sent again with its ticket then.
 */
export async function startMock(
  id: number,
  stageOrder?: string[],
  onWait?: (startsAt: number) => void,
): Promise<{ attemptId: string }> {
  const clientId = newClientId();
  let ticket: string | undefined;
  // Bounded: each reply names a later slot or starts the test; a hundred waits would be hours of queue.
  for (let tries = 0; tries < 100; tries++) {
    const sentAt = Date.now();
    const reply = await apiJson<StartReply>('POST', `/api/mock-tests/${id}/start`, { clientId, stageOrder, ticket });
    if ('waitMs' in reply) {
      ticket = reply.ticket;
      onWait?.(Date.now() + reply.waitMs);
      await sleep(reply.waitMs);
      continue;
    }
    const { attemptId, state } = reply;
    if (state) {
      const paper = fetchPaper(attemptId);
      // Awaited by the live-test page; a failure there falls back to a claim.
      paper.catch(() => undefined);
      startedHere.set(attemptId, { clientId, state, sentAt, receivedAt: Date.now(), paper });
    }
    return { attemptId };
  }
  throw new Error('The test could not be started: too many learners are starting at once. Please try again.');
}

/** The tab id this tab started the attempt with, if it did (the live-test page keeps it). */
export const startedTabId = (attemptId: string) => startedHere.get(attemptId)?.clientId;

/** The attempt this tab started, once: a reload or a later visit claims it instead. */
export function takeStartedHere(attemptId: string): StartedHere | undefined {
  const here = startedHere.get(attemptId);
  startedHere.delete(attemptId);
  return here;
}

/** Takes the attempt over in this tab; its paper comes alongside (the browser revalidates a paper it holds). */
export async function claimAttempt(id: string, clientId: string): Promise<AttemptView> {
  const [state, paper] = await Promise.all([
    apiJson<AttemptState>('POST', attemptUrl(id, 'claim'), { clientId }),
    fetchPaper(id),
  ]);
  return { ...state, ...paper };
}
export const saveAnswer = (id: string, body: SaveBody) => apiJson<ClockState>('POST', attemptUrl(id, 'answers'), body);
export const heartbeat = (id: string, clientId: string) =>
  apiJson<StageClock>('POST', attemptUrl(id, 'heartbeat'), { clientId });
export const nextSection = (id: string, clientId: string, seq: number) =>
  apiJson<StageClock>('POST', attemptUrl(id, 'next-section'), { clientId, seq });
export const submitAttempt = (id: string, clientId: string, reason: 'learner' | 'timeout') =>
  apiJson<{ attemptId: string }>('POST', attemptUrl(id, 'submit'), { clientId, reason });
export const fetchResult = (id: string) => apiJson<AttemptResult>('GET', attemptUrl(id, 'result'));
export const tagError = (id: string, questionId: number, tag: ErrorTag | null) =>
  apiJson<{ success: boolean }>('POST', attemptUrl(id, 'error-tag'), { questionId, tag });
export const fetchTestSeries = () =>
  apiJson<{ items: import('#shared/contracts/mock-tests').TestSeries[] }>('GET', '/api/test-series');

/** A tab's id: the attempt belongs to the tab that opened it last; a reload is a new tab that takes over. */
export function newClientId(): string {
  return `tab-${crypto.randomUUID()}`;
}
