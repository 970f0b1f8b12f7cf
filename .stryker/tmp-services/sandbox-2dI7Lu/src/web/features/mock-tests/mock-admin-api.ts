// @ts-nocheck
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminMockList,
  BlueprintBody,
  MockKeys,
  MockStatus,
  RescoreBody,
  RescoreResult,
} from '#shared/contracts/mock-tests';
import { apiJson } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { mockListKey } from './mock-tests-api.ts';

const MOCKS = '/api/admin/mock-tests';

/** Every mock, drafts included, with its attempts and the ones running now (refreshed while the page is open). */
export const useAdminMocks = () =>
  useQuery({
    queryKey: [MOCKS],
    queryFn: () => apiJson<AdminMockList>('GET', MOCKS),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

/** After a change the list, the learners' list and the audit trail refresh. */
const refresh = () => {
  void queryClient.invalidateQueries({ queryKey: [MOCKS] });
  void queryClient.invalidateQueries({ queryKey: mockListKey });
  void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] });
};

export type NewMock = Omit<BlueprintBody, 'seed'>;

export const useCreateMock = () =>
  useMutation({
    mutationFn: (body: NewMock) => apiJson<{ id: number }>('POST', MOCKS, body),
    onSuccess: refresh,
  });

export const useSetMockStatus = () =>
  useMutation({
    mutationFn: (v: { id: number; status: MockStatus }) =>
      apiJson<{ success: boolean; message: string }>('PUT', `${MOCKS}/${v.id}/status`, { status: v.status }),
    onSuccess: refresh,
  });

const keysKey = (id: number) => [MOCKS, id, 'keys'];

/** A mock's paper with each question's key and the submitted attempts a correction of it re-scores. */
export const useMockKeys = (id: number | null) =>
  useQuery({
    queryKey: keysKey(id ?? 0),
    queryFn: () => apiJson<MockKeys>('GET', `${MOCKS}/${id}/keys`),
    enabled: id !== null,
  });

/** Corrects one question's key and re-scores every submitted attempt of every mock holding it. */
export const useRescore = () =>
  useMutation({
    mutationFn: (v: { id: number } & RescoreBody) =>
      apiJson<RescoreResult>('POST', `${MOCKS}/${v.id}/rescore`, { questionId: v.questionId, answer: v.answer }),
    onSuccess: (_res, v) => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: keysKey(v.id) });
    },
  });
