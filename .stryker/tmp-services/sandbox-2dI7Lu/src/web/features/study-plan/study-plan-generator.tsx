// @ts-nocheck
import { Brain, LogIn, UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { PlanQuestionDto } from '#shared/contracts/adaptive';
import { PLAN_SUBJECTS, type PlanSection, sectionState } from '#shared/domain/study-plan';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { HoursSlider } from './hours-slider.tsx';
import { PlanSectionCard } from './plan-section-card.tsx';
import { practiceLink, tasksLink } from './tasks-link.ts';
import { useStudyPlan } from './use-study-plan.ts';

/** The AI Study Plan Generator (spec section 2), for guests and signed-in learners. */
export function StudyPlanGenerator() {
  const sp = useStudyPlan();
  const navigate = useNavigate();

  function start(section: PlanSection<PlanQuestionDto>) {
    if (section.questions.length === 0) {
      toast({
        title: 'No Questions Available',
        description: `No ${section.subject} questions are currently available in the database.`,
        variant: 'destructive',
      });
      return;
    }
    // Timed practice tests are premium (spec): everyone else practises the same questions untimed; a guest's
    // /questions asks them to sign in and comes back to the list.
    navigate(sp.canRunTasks ? tasksLink(section, sp.userId) : practiceLink(section));
  }

  const totalMinutes = sp.plan?.totalTime ?? 0;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="study-plan-title">
      <section className="grid gap-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-violet-50 text-violet-600 dark:bg-violet-500/15 dark:text-violet-300">
              <Brain className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 id="study-plan-title" className="text-lg font-semibold leading-tight">
                AI Study Plan Generator
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Pick the time you have today; we split it across the three sections with questions at your level.
              </p>
            </div>
          </div>
          <div className="text-right">
            <p className="text-2xl font-bold tabular-nums" data-testid="plan-hours">
              {sp.hours} {sp.hours === 1 ? 'hour' : 'hours'}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="plan-total">
              {sp.plan ? `${Math.round(totalMinutes)} min planned` : 'Building plan…'}
            </p>
          </div>
        </header>

        <HoursSlider value={sp.hours} onRequest={sp.requestHours} />

        {sp.guestWantsMore && (
          <div
            role="note"
            className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
          >
            <p>
              <span className="font-semibold">Plans longer than 1 hour need an account.</span> Sign in or create a free
              account to track your daily progress.
            </p>
            <div className="flex shrink-0 gap-2">
              <Button asChild size="sm">
                <Link to="/login">
                  <LogIn aria-hidden="true" />
                  Sign In
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/signup">
                  <UserPlus aria-hidden="true" />
                  Create Account
                </Link>
              </Button>
            </div>
          </div>
        )}

        {sp.plan ? (
          <div className="relative grid gap-4 lg:grid-cols-3" aria-busy={sp.isBuilding}>
            {sp.plan.sections.map((section) => {
              const state = sectionState(section, sp.completedToday(section));
              return (
                <PlanSectionCard
                  key={section.subjectKey}
                  section={section}
                  state={state}
                  canMarkDone={!!sp.user && state === 'ready'}
                  marking={sp.markingSubject === section.subjectKey}
                  onStart={() => start(section)}
                  onMarkDone={() => sp.requestMarkDone(section)}
                />
              );
            })}
          </div>
        ) : (
          <div className="grid gap-4 lg:grid-cols-3">
            {PLAN_SUBJECTS.map((s) => (
              <div
                key={s.key}
                className="flex h-48 items-center justify-center rounded-xl border border-dashed border-slate-300 dark:border-slate-700"
              >
                <Spinner label={`Building ${s.display} plan`} />
              </div>
            ))}
          </div>
        )}
      </section>
    </Card>
  );
}
