// @ts-nocheck
import type { DailyCompletion, StudyPlanDto } from '#shared/contracts/study-plan';
import { addDays, calendarDay, startOfCalendarDay } from '#shared/domain/calendar';
import { buildStudyPlan, checkPlanLength, PLAN_SUBJECTS, type PlanSubjectKey } from '#shared/domain/study-plan';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import type { AdaptiveService } from '../adaptive/adaptive.service.ts';
import { studyPlanRepo } from './study-plan.repo.ts';

const subjectOfSection = new Map<string, string>(PLAN_SUBJECTS.map((s) => [s.section, s.key]));

/** The AI study plan (built on the adaptive selection) and the learner's daily completions. */
export function studyPlanService(deps: Pick<AppDeps, 'database' | 'clock'> & { adaptive: AdaptiveService }) {
  const repo = studyPlanRepo(deps.database.db);
  const { clock, adaptive } = deps;
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
    /**
     * POST /api/study-plan: the spec's plan (budgets, counts, top-up) built on the server from the adaptive
     * selection. Guests and learners without premium access keep to 1 hour, with the spec's texts as the messages.
     */
    async build(auth: AuthContext | null, hours: number): Promise<StudyPlanDto> {
      const learner = auth ? await adaptive.learnerFor(auth, auth.user.id) : null;
      const limit = checkPlanLength(hours, { signedIn: !!auth, premium: !!learner?.premium });
      if (limit) {
        throw new AppError(403, auth ? 'premium_required' : 'login_required', limit.description, {
          title: limit.title,
        });
      }
      return buildStudyPlan(hours, (subject, count, targetTime) =>
        adaptive.select(learner, subject, count, targetTime),
      );
    },

    async mark(auth: AuthContext, body: { subject: PlanSubjectKey; questionsCompleted: number; totalTime: number }) {
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

export type StudyPlanService = ReturnType<typeof studyPlanService>;
