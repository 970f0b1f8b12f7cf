// @ts-nocheck
import { Check } from 'lucide-react';
import type { AnalyticsSummary } from '#shared/contracts/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** This Week's Progress: one accuracy bar per day, with a tick on days with attempts. */
export function WeeklyProgress({ days }: { days: AnalyticsSummary['dailyProgress'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>This Week's Progress</CardTitle>
        <CardDescription>Accuracy per day over the last 7 days.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid grid-cols-7 gap-1.5 sm:gap-3">
          {days.map((d) => {
            const attempted = d.questionsAttempted > 0;
            return (
              <li key={d.date} className="flex flex-col items-center gap-1.5">
                <div
                  className="relative flex h-28 w-full max-w-10 items-end overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800"
                  role="img"
                  aria-label={`${d.day}: ${attempted ? `${Math.round(d.accuracy)}% accuracy, ${d.questionsAttempted} questions` : 'no questions'}`}
                >
                  <div
                    className="w-full rounded-md bg-gradient-to-t from-brand-600 to-violet-500"
                    style={{ height: `${attempted ? Math.max(4, Math.min(100, d.accuracy)) : 0}%` }}
                  />
                </div>
                <span className="text-xs tabular-nums text-slate-600 dark:text-slate-400">
                  {attempted ? `${Math.round(d.accuracy)}%` : '–'}
                </span>
                <span
                  className={`flex size-5 items-center justify-center rounded-full ${attempted ? 'bg-emerald-500 text-white' : 'bg-slate-200 dark:bg-slate-700'}`}
                >
                  {attempted && <Check className="size-3" aria-hidden="true" />}
                </span>
                <span className="text-xs font-medium">{d.day}</span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
