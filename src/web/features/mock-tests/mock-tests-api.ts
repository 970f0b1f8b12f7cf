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
} from '#shared/contracts/mock-tests';
import { apiJson } from '../../lib/api-client.ts';

const attemptUrl = (id: string, tail: string) => `/api/mock-attempts/${encodeURIComponent(id)}/${tail}`;

export const mockListKey = ['/api/mock-tests'] as const;
export const fetchMockList = () => apiJson<MockList>('GET', '/api/mock-tests');
export const fetchMockDetail = (id: number) => apiJson<MockDetail>('GET', `/api/mock-tests/${id}`);
export const startMock = (id: number, clientId: string, stageOrder?: string[]) =>
  apiJson<{ attemptId: string }>('POST', `/api/mock-tests/${id}/start`, { clientId, stageOrder });

/** Takes the attempt over in this tab; its paper comes alongside (the browser revalidates a paper it holds). */
export async function claimAttempt(id: string, clientId: string): Promise<AttemptView> {
  const [state, paper] = await Promise.all([
    apiJson<AttemptState>('POST', attemptUrl(id, 'claim'), { clientId }),
    apiJson<PaperView>('GET', attemptUrl(id, 'paper')),
  ]);
  return { ...state, ...paper };
}
export const saveAnswer = (id: string, body: SaveBody) => apiJson<ClockState>('POST', attemptUrl(id, 'answers'), body);
export const heartbeat = (id: string, clientId: string) =>
  apiJson<ClockState>('POST', attemptUrl(id, 'heartbeat'), { clientId });
export const nextSection = (id: string, clientId: string, seq: number) =>
  apiJson<ClockState>('POST', attemptUrl(id, 'next-section'), { clientId, seq });
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
