import type { DailyCompletion } from '#shared/contracts/study-plan';
import { addDays, calendarDay, startOfCalendarDay } from '#shared/domain/calendar';
import { PLAN_SUBJECTS } from '#shared/domain/study-plan';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { completionsRepo } from './completions.repo.ts';

const subjectOfSection = new Map<string, string>(PLAN_SUBJECTS.map((s) => [s.section, s.key]));

export function completionsService(db: Db, clock: Clock) {
  const repo = completionsRepo(db);
  const today = (auth: AuthContext) => calendarDay(clock.now(), auth.user.timezone);
  const present = (row: Awaited<ReturnType<typeof repo.upsert>>): DailyCompletion => ({
    id: row.id,
    subject: row.subject,
    completedDate: row.completedDate,
    created_at: row.createdAt.toISOString(),
    questionsCompleted: row.questionsCompleted,
    totalTime: row.totalTime,
  });

  return {
    async mark(auth: AuthContext, body: { subject: string; questionsCompleted: number; totalTime: number }) {
      const row = await repo.upsert({
        userId: auth.user.id,
        subject: body.subject,
        completedDate: today(auth),
        questionsCompleted: body.questionsCompleted,
        totalTime: Math.round(body.totalTime),
      });
      return present(row);
    },

    /** The last 30 days of completions, newest first. */
    async list(auth: AuthContext) {
      const rows = await repo.listSince(auth.user.id, addDays(today(auth), -30));
      return rows.map(present);
    },

    /** Questions attempted since the start of the learner's calendar day, with the plan subject they count for. */
    async todayQuestions(auth: AuthContext) {
      const since = startOfCalendarDay(clock.now(), auth.user.timezone);
      const rows = await repo.questionsAttemptedSince(auth.user.id, since);
      return rows.map((r) => ({
        id: r.id,
        subject: subjectOfSection.get(r.section) ?? r.section,
        isCorrect: r.isCorrect,
      }));
    },
  };
}
