// @ts-nocheck
import { queryOptions } from '@tanstack/react-query';
import type { DemoAttemptResult, WorkedExample } from '#shared/contracts/dilr-demo';
import type { LearnerAnswer, SetWithQuestions } from '#shared/contracts/questions';
import { apiJson } from '../../lib/api-client.ts';

// The public demo and worked example (no sign-in); answers are checked, never stored.

export const demoSetQuery = queryOptions({
  queryKey: ['/api/practice/demo'],
  queryFn: () => apiJson<SetWithQuestions>('GET', '/api/practice/demo'),
});

export const workedExampleQuery = queryOptions({
  queryKey: ['/api/practice/demo/example'],
  queryFn: () => apiJson<WorkedExample>('GET', '/api/practice/demo/example'),
});

export const submitDemoAttempt = (questionId: number, answer: LearnerAnswer) =>
  apiJson<DemoAttemptResult>('POST', '/api/practice/demo/attempt', { questionId, answer });
