// @ts-nocheck
import { TASK_LIMITS } from '#shared/contracts/tasks';
import { PLAN_SUBJECTS, type PlanSubjectKey } from '#shared/domain/study-plan';

export const MAX_TASK_QUESTIONS = TASK_LIMITS.maxQuestions;
export const MAX_TASK_MINUTES = TASK_LIMITS.maxMinutes;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TaskParams =
  | { kind: 'builder' }
  /** a session already stored on the server (custom tests, or a reload after finishing) */
  | { kind: 'saved'; sessionId: string }
  | { kind: 'invalid'; reason: string }
  | {
      kind: 'session';
      questionIds: number[];
      /** minutes from the plan; null when absent (the questions' own times are used) */
      minutes: number | null;
      subject: PlanSubjectKey | null;
      markCompletion: boolean;
    };

/** Reads /tasks?subject&time&count&userId&markCompletion&questionIds (spec section 2, "Layout") or /tasks?session=<id>. */
export function parseTaskParams(search: URLSearchParams): TaskParams {
  const raw = search.get('questionIds');
  if (raw === null || raw.trim() === '') {
    const sessionId = search.get('session');
    return sessionId && UUID.test(sessionId) ? { kind: 'saved', sessionId } : { kind: 'builder' };
  }
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^[1-9]\d{0,9}$/.test(p)))
    return { kind: 'invalid', reason: 'The question list in this link is not valid.' };
  const questionIds = [...new Set(parts.map(Number))];
  if (questionIds.length > MAX_TASK_QUESTIONS)
    return { kind: 'invalid', reason: `A practice test can hold at most ${MAX_TASK_QUESTIONS} questions.` };

  const time = Number(search.get('time'));
  const minutes = Number.isFinite(time) && time > 0 ? Math.min(MAX_TASK_MINUTES, Math.ceil(time)) : null;
  const subjectRaw = search.get('subject');
  const subject = PLAN_SUBJECTS.find((s) => s.key === subjectRaw)?.key ?? null;
  return {
    kind: 'session',
    questionIds,
    minutes,
    subject,
    markCompletion: search.get('markCompletion') === 'true' && subject !== null,
  };
}
