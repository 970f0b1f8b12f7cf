import type {
  AttemptResult,
  LearnerAnswer,
  PracticeFilters,
  PracticePage,
  PracticeQuestion,
} from '#shared/contracts/questions';
import { apiJson } from '../../lib/api-client.ts';

export interface LoadedTask {
  questions: PracticeQuestion[];
  /** ids that could not be opened (unknown, unpublished or not allowed) */
  missing: number[];
}

/** Opens every question of the task; ids the server refuses are reported, not thrown. */
export async function loadTaskQuestions(ids: number[]): Promise<LoadedTask> {
  const settled = await Promise.allSettled(
    ids.map((id) => apiJson<PracticeQuestion>('GET', `/api/practice/questions/${id}`)),
  );
  const questions: PracticeQuestion[] = [];
  const missing: number[] = [];
  settled.forEach((r, i) => {
    if (r.status === 'fulfilled') questions.push(r.value);
    else missing.push(ids[i]);
  });
  return { questions, missing };
}

export const submitTaskAnswer = (id: number, answer: LearnerAnswer, seconds: number, sessionId: string) =>
  apiJson<AttemptResult>('POST', `/api/practice/questions/${id}/attempt`, {
    answer,
    seconds,
    context: 'task',
    contextId: sessionId,
  });

export const fetchPracticeFilters = () => apiJson<PracticeFilters>('GET', '/api/practice/filters');

export interface CustomTestSpec {
  section: string;
  topic: string;
  difficulty: string;
  count: number;
}

/** The ids of questions matching a custom test, unanswered ones first. */
export async function findCustomTestQuestions(spec: CustomTestSpec): Promise<number[]> {
  const base: Record<string, string> = { section: spec.section, access: 'available', limit: String(spec.count) };
  if (spec.topic) base.topic = spec.topic;
  if (spec.difficulty) base.difficulty = spec.difficulty;
  const fresh = await apiJson<PracticePage>(
    'GET',
    `/api/practice/questions?${new URLSearchParams({ ...base, status: 'unattempted' })}`,
  );
  const ids = fresh.items.map((q) => q.id);
  if (ids.length >= spec.count) return ids.slice(0, spec.count);
  const any = await apiJson<PracticePage>('GET', `/api/practice/questions?${new URLSearchParams(base)}`);
  for (const q of any.items) if (ids.length < spec.count && !ids.includes(q.id)) ids.push(q.id);
  return ids;
}
