// @ts-nocheck
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminSeriesList,
  BankPage,
  HandMockInput,
  HandPaper,
  LiveView,
  MockPaperView,
  MockPatchBody,
  SeriesInput,
  SeriesPatchBody,
} from '#shared/contracts/mock-staff';
import { apiJson } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { mockListKey } from './mock-tests-api.ts';

// Staff: series, a mock's metadata and schedule, papers by hand and the live attempts (see mock-admin-api.ts for the
// mock list, blueprint, publishing and keys).

const MOCKS = '/api/admin/mock-tests';
const SERIES = '/api/admin/mock-series';
type Ok = { success: boolean; message: string };

/** After a change: both staff lists, the learners' lists and the audit trail. */
const refresh = () => {
  for (const key of [[MOCKS], [SERIES], mockListKey, ['/api/test-series'], ['/api/admin/audit']]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
};

export const useSeries = () =>
  useQuery({ queryKey: [SERIES], queryFn: () => apiJson<AdminSeriesList>('GET', SERIES), staleTime: 10_000 });

export const useCreateSeries = () =>
  useMutation({ mutationFn: (body: SeriesInput) => apiJson<{ id: number }>('POST', SERIES, body), onSuccess: refresh });

export const useUpdateSeries = () =>
  useMutation({
    mutationFn: (v: { id: number; body: SeriesPatchBody }) => apiJson<Ok>('PATCH', `${SERIES}/${v.id}`, v.body),
    onSuccess: refresh,
  });

export const useDeleteSeries = () =>
  useMutation({ mutationFn: (id: number) => apiJson<Ok>('DELETE', `${SERIES}/${id}`), onSuccess: refresh });

/** A refused order (the series changed meanwhile) refreshes too, so the list shown is the current one. */
export const useOrderSeries = () =>
  useMutation({
    mutationFn: (v: { id: number; mockIds: number[] }) =>
      apiJson<Ok>('PUT', `${SERIES}/${v.id}/order`, { mockIds: v.mockIds }),
    onSettled: refresh,
  });

export const usePatchMock = () =>
  useMutation({
    mutationFn: (v: { id: number; body: MockPatchBody }) => apiJson<Ok>('PATCH', `${MOCKS}/${v.id}`, v.body),
    onSuccess: refresh,
  });

export type HandMock = HandMockInput;
export const useCreateByHand = () =>
  useMutation({
    mutationFn: (body: HandMock) => apiJson<{ id: number }>('POST', `${MOCKS}/by-hand`, body),
    onSuccess: refresh,
  });

/** A mock's paper as the picker edits it (fetched when "Replace paper" opens). */
export const useMockPaper = (id: number | null) =>
  useQuery({
    queryKey: [MOCKS, id, 'paper'],
    queryFn: () => apiJson<MockPaperView>('GET', `${MOCKS}/${id}/paper`),
    enabled: id !== null,
    staleTime: 0,
  });

export const useReplacePaper = () =>
  useMutation({
    mutationFn: (v: { id: number; body: HandPaper }) => apiJson<Ok>('PUT', `${MOCKS}/${v.id}/paper`, v.body),
    onSuccess: (_res, v) => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: [MOCKS, v.id, 'paper'] });
    },
  });

export interface BankFilters {
  patternId: string;
  sectionKey: string;
  topic: string;
  difficulty: string;
  q: string;
  premium: boolean;
  page: number;
}

/** Questions that fit one section of the pattern, as the picker filters them. */
export const useBank = (f: BankFilters | null) =>
  useQuery({
    queryKey: [MOCKS, 'bank', f],
    enabled: f !== null,
    placeholderData: keepPreviousData,
    queryFn: () => {
      const p = new URLSearchParams({
        patternId: f?.patternId ?? '',
        sectionKey: f?.sectionKey ?? '',
        premium: String(f?.premium ?? false),
        page: String(f?.page ?? 1),
      });
      if (f?.topic) p.set('topic', f.topic);
      if (f?.difficulty) p.set('difficulty', f.difficulty);
      if (f?.q.trim()) p.set('q', f.q.trim());
      return apiJson<BankPage>('GET', `${MOCKS}/bank?${p}`);
    },
  });

/** Who is taking a mock now: refreshed every 10 s while the section is open (the browser's heartbeat period). */
export const useLiveAttempts = (id: number | null) =>
  useQuery({
    queryKey: [MOCKS, id, 'live'],
    enabled: id !== null,
    queryFn: () => apiJson<LiveView>('GET', `${MOCKS}/${id}/live`),
    refetchInterval: 10_000,
    refetchIntervalInBackground: false,
  });
