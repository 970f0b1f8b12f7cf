// @ts-nocheck
import { queryOptions } from '@tanstack/react-query';
import type { PlanQuestionDto } from '#shared/contracts/adaptive';
import type { DailyCompletion } from '#shared/contracts/study-plan';
import type { PlanSubjectKey } from '#shared/domain/study-plan';
import { apiJson, getQueryFn } from '../../lib/api-client.ts';

export const COMPLETIONS_URL = '/api/daily-completions';
export const TODAY_QUESTIONS_URL = '/api/user/today-questions';

/** GET /api/questions/adaptive for one subject; userId is the learner's id or the word guest. */
export function fetchAdaptiveQuestions(
  userId: string,
  subject: PlanSubjectKey,
  count: number,
  targetTime: number,
): Promise<PlanQuestionDto[]> {
  const params = new URLSearchParams({
    userId,
    subject,
    targetTime: String(Math.round(targetTime)),
    count: String(Math.min(100, Math.max(1, count))),
  });
  return apiJson<PlanQuestionDto[]>('GET', `/api/questions/adaptive?${params}`);
}

export const completionsQuery = queryOptions({
  queryKey: [COMPLETIONS_URL],
  queryFn: getQueryFn<DailyCompletion[]>(COMPLETIONS_URL, { on401: 'returnNull' }),
});

export const todayQuestionsQuery = queryOptions({
  queryKey: [TODAY_QUESTIONS_URL],
  queryFn: getQueryFn<{ id: number; subject: string; isCorrect: boolean }[]>(TODAY_QUESTIONS_URL, {
    on401: 'returnNull',
  }),
});

export interface CompletionBody {
  subject: PlanSubjectKey;
  questionsCompleted: number;
  totalTime: number;
}

export const markDailyCompletion = (body: CompletionBody) =>
  apiJson<{ success: boolean; completion: DailyCompletion }>('POST', '/api/daily-completion', body);
