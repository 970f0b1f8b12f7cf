// @ts-nocheck
import type { PlanSection } from '#shared/domain/study-plan';

/** Start → /tasks with the query parameters of spec section 2 ("Layout"). */
export function tasksLink(section: PlanSection, userId: string): string {
  const params = new URLSearchParams({
    subject: section.subjectKey,
    time: String(Math.round(section.actualTime)),
    count: String(section.questions.length),
    userId,
    markCompletion: 'true',
    questionIds: section.questions.map((q) => q.id).join(','),
  });
  return `/tasks?${params.toString().replaceAll('%2C', ',')}`;
}

/** The same questions in /questions, untimed: the free path for learners without timed practice tests. */
export function practiceLink(section: PlanSection): string {
  return `/questions?ids=${section.questions.map((q) => q.id).join(',')}`;
}
