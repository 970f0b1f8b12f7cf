// @ts-nocheck
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminFacets,
  AdminQuestion,
  AdminQuestionBody,
  AdminQuestionList,
  AdminReport,
  AdminSet,
  AdminSetBody,
  AdminSetSummary,
  ImportBody,
  ImportResult,
  ImportRowError,
  ItemStats,
} from '#shared/contracts/admin-questions';
import type { QuestionStatus } from '#shared/contracts/questions';
import { apiJson, HttpError, hasErrorCode } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { queryClient } from '../../lib/query-client.ts';

export const QUESTIONS_URL = '/api/admin/questions';
export const SETS_URL = '/api/admin/sets';
export const REPORTS_URL = '/api/admin/reports';

/** What the bank's filter bar holds; every value is a query-string value, '' meaning "any". */
export interface BankFilters {
  q: string;
  section: string;
  topic: string;
  difficulty: string;
  type: string;
  status: string;
  premium: string;
}

export const emptyFilters = (section = ''): BankFilters => ({
  q: '',
  section,
  topic: '',
  difficulty: '',
  type: '',
  status: '',
  premium: '',
});

/** "?a=1&b=2" from the values that are set (empty strings and undefined are dropped). */
export function toQuery(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value).trim());
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const useQuestionList = (filters: BankFilters, page: number, pageSize = 20) =>
  useQuery({
    queryKey: [QUESTIONS_URL, 'list', filters, page, pageSize],
    queryFn: () => apiJson<AdminQuestionList>('GET', `${QUESTIONS_URL}${toQuery({ ...filters, page, pageSize })}`),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });

export const useFacets = () =>
  useQuery({
    queryKey: [QUESTIONS_URL, 'facets'],
    queryFn: () => apiJson<AdminFacets>('GET', `${QUESTIONS_URL}/facets`),
    staleTime: 30_000,
    retry: false,
  });

export const useQuestion = (id: number | null) =>
  useQuery({
    queryKey: [QUESTIONS_URL, 'one', id],
    queryFn: () => apiJson<AdminQuestion>('GET', `${QUESTIONS_URL}/${id}`),
    enabled: id !== null,
    retry: false,
  });

export const useItemStats = (id: number, enabled = true) =>
  useQuery({
    queryKey: [QUESTIONS_URL, 'stats', id],
    queryFn: () => apiJson<ItemStats>('GET', `${QUESTIONS_URL}/${id}/stats`),
    enabled,
    staleTime: 60_000,
    retry: false,
  });

export const useSetList = (filters: { q: string; section: string; kind: string }, page: number, pageSize = 20) =>
  useQuery({
    queryKey: [SETS_URL, 'list', filters, page, pageSize],
    queryFn: () => apiJson<PageOf<AdminSetSummary>>('GET', `${SETS_URL}${toQuery({ ...filters, page, pageSize })}`),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useSet = (id: number | null) =>
  useQuery({
    queryKey: [SETS_URL, 'one', id],
    queryFn: () => apiJson<AdminSet>('GET', `${SETS_URL}/${id}`),
    enabled: id !== null,
    retry: false,
  });

export const useReports = (status: string, page: number, pageSize = 20) =>
  useQuery({
    queryKey: [REPORTS_URL, status, page, pageSize],
    queryFn: () => apiJson<PageOf<AdminReport>>('GET', `${REPORTS_URL}${toQuery({ status, page, pageSize })}`),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Everything the bank shows can change after a write: refetch the lot. */
export const refreshBank = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [QUESTIONS_URL] }),
    queryClient.invalidateQueries({ queryKey: [SETS_URL] }),
    queryClient.invalidateQueries({ queryKey: [REPORTS_URL] }),
  ]);

const after = async <T>(work: Promise<T>): Promise<T> => {
  const result = await work;
  await refreshBank();
  return result;
};

export async function saveQuestion(id: number | null, body: AdminQuestionBody) {
  const saved =
    id === null
      ? await apiJson<AdminQuestion>('POST', QUESTIONS_URL, body)
      : await apiJson<AdminQuestion>('PUT', `${QUESTIONS_URL}/${id}`, body);
  // The editor reopens on the saved id: hand it the fresh copy at once.
  queryClient.setQueryData([QUESTIONS_URL, 'one', saved.id], saved);
  await refreshBank();
  return saved;
}

export const setQuestionStatus = (id: number, status: QuestionStatus) =>
  after(apiJson<AdminQuestion>('POST', `${QUESTIONS_URL}/${id}/${status === 'published' ? 'publish' : 'unpublish'}`));

export const bulkSetStatus = (ids: number[], status: QuestionStatus) =>
  after(apiJson<{ updated: number }>('POST', `${QUESTIONS_URL}/status`, { ids, status }));

export const deleteQuestion = (id: number) => after(apiJson<{ ok: boolean }>('DELETE', `${QUESTIONS_URL}/${id}`));

export const saveSet = (id: number | null, body: AdminSetBody) => {
  if (id === null) return after(apiJson<AdminSet>('POST', SETS_URL, body));
  const { questions: _q, status: _s, ...update } = body;
  return after(apiJson<AdminSet>('PUT', `${SETS_URL}/${id}`, update));
};

export const setSetStatus = (id: number, status: QuestionStatus) =>
  after(apiJson<AdminSet>('POST', `${SETS_URL}/${id}/${status === 'published' ? 'publish' : 'unpublish'}`));

export const deleteSet = (id: number) => after(apiJson<{ ok: boolean }>('DELETE', `${SETS_URL}/${id}`));

export const setReportStatus = (id: number, status: 'open' | 'resolved' | 'dismissed') =>
  after(apiJson<{ ok: boolean }>('POST', `${REPORTS_URL}/${id}/status`, { status }));

export const importBank = (body: ImportBody) => after(apiJson<ImportResult>('POST', `${QUESTIONS_URL}/import`, body));

/** The row-by-row report of a rejected import, when the server sent one. */
export function importErrorsOf(error: unknown): ImportRowError[] | null {
  if (!hasErrorCode(error, 'import_invalid') || !(error instanceof HttpError)) return null;
  const rows = (error.details as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(rows) ? (rows as ImportRowError[]) : null;
}

/** Downloads the export through fetch (so the auth header goes along) and hands the file to the browser. */
export const downloadExport = (format: 'json' | 'csv', filters: { section?: string; status?: string }) =>
  downloadFile(`${QUESTIONS_URL}/export${toQuery({ format, ...filters })}`, `question-bank.${format}`);
