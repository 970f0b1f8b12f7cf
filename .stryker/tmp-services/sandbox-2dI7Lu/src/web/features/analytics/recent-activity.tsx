// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ListChecks } from 'lucide-react';
import { PLAN_SUBJECTS } from '#shared/domain/study-plan';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { completionsQuery, todayQuestionsQuery } from '../study-plan/public.ts';

const display = (key: string) => PLAN_SUBJECTS.find((s) => s.key === key)?.display ?? key;
const dateLabel = (day: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });

/** Today's questions per section and the latest completed study-plan sections. */
export function RecentActivity() {
  const today = useQuery(todayQuestionsQuery);
  const completions = useQuery(completionsQuery);
  const todays = PLAN_SUBJECTS.map((s) => {
    const qs = (today.data ?? []).filter((q) => q.subject === s.key);
    return { key: s.key, name: s.display, count: qs.length, correct: qs.filter((q) => q.isCorrect).length };
  }).filter((t) => t.count > 0);
  const recent = [...(completions.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 5);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
        <CardDescription>Today's questions and your completed plan sections.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {todays.length === 0 && recent.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">No activity yet today</p>
        ) : (
          <>
            {todays.map((t) => (
              <div key={t.key} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
                <ListChecks className="size-4 shrink-0 text-brand-600 dark:text-brand-100" aria-hidden="true" />
                <span className="min-w-0 flex-1 basis-40">{t.name}</span>
                <span className="tabular-nums text-slate-600 dark:text-slate-400">
                  {t.correct}/{t.count} correct today
                </span>
              </div>
            ))}
            {recent.map((c) => (
              <div key={c.id} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
                <CheckCircle2 className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                <span className="min-w-0 flex-1 basis-40">{display(c.subject)} completed</span>
                <span className="text-slate-600 dark:text-slate-400">
                  {c.questionsCompleted} q · {dateLabel(c.completedDate)}
                </span>
              </div>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
