// @ts-nocheck
import { PRACTICE_STATUSES } from '#shared/contracts/practice';
import { EXAMS, QUESTION_TYPES, SECTIONS } from '#shared/contracts/questions';

/** The practice filters, kept in the query string so a filtered view can be shared. */
export interface PracticeFilterValues {
  exam?: string;
  section?: string;
  area?: string;
  topic?: string;
  difficulty?: string;
  type?: string;
  status?: string;
  /** "12,40,41": only these questions (the study plan's list for learners without timed practice tests). */
  ids?: string;
}

const ID_LIST = /^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/;

export const FILTER_KEYS = ['exam', 'section', 'area', 'topic', 'difficulty', 'type', 'status'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const allowed: Partial<Record<FilterKey, readonly string[]>> = {
  exam: EXAMS,
  section: SECTIONS,
  type: QUESTION_TYPES,
  status: PRACTICE_STATUSES,
  difficulty: ['1', '2', '3', '4', '5'],
};

/** Reads the filters from a query string, dropping values the server would reject. */
export function filtersFromSearch(search: URLSearchParams): PracticeFilterValues {
  const out: PracticeFilterValues = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (!value || value.length > 80) continue;
    const list = allowed[key];
    if (list && !list.includes(value)) continue;
    out[key] = value;
  }
  const ids = search.get('ids')?.trim();
  if (ids && ID_LIST.test(ids)) out.ids = ids;
  return out;
}

export function filtersToSearch(filters: PracticeFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.ids) params.set('ids', filters.ids);
  return params;
}

/** Changing a filter clears the ones that depend on it (area under section, topic under area). */
export function withFilter(filters: PracticeFilterValues, key: FilterKey, value: string): PracticeFilterValues {
  const next: PracticeFilterValues = { ...filters, [key]: value || undefined };
  if (key === 'section') {
    next.area = undefined;
    next.topic = undefined;
  }
  if (key === 'area') next.topic = undefined;
  return next;
}

export const hasAnyFilter = (filters: PracticeFilterValues) => !!filters.ids || FILTER_KEYS.some((k) => !!filters[k]);
