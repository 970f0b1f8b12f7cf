// @ts-nocheck
import { Sparkles } from 'lucide-react';
import type { AnalyticsSummary } from '#shared/contracts/analytics';
import { PLAN_SUBJECTS } from '#shared/domain/study-plan';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';

type Subjects = AnalyticsSummary['subjectWiseAccuracy'];

const display = (key: string) => PLAN_SUBJECTS.find((s) => s.key === key)?.display ?? key;
const barTone = (accuracy: number) =>
  accuracy >= 70 ? 'bg-emerald-500' : accuracy >= 40 ? 'bg-amber-500' : 'bg-red-500';

/** Subject Performance: questions attempted and accuracy per section. */
export function SubjectPerformance({ subjects }: { subjects: Subjects }) {
  const any = subjects.some((s) => s.questionsAttempted > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subject Performance</CardTitle>
        <CardDescription>Questions attempted and accuracy in each section.</CardDescription>
      </CardHeader>
      <CardContent>
        {any ? (
          <ul className="grid gap-4">
            {subjects.map((s) => (
              <li key={s.subject} className="grid gap-1.5">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{display(s.subject)}</span>
                  <span className="shrink-0 text-slate-500 tabular-nums dark:text-slate-400">
                    {s.questionsAttempted} attempted
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                  <div
                    className={`h-full rounded-full ${barTone(s.accuracy)}`}
                    style={{ width: `${s.questionsAttempted ? Math.min(100, s.accuracy) : 0}%` }}
                  />
                </div>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {s.questionsAttempted ? `${Math.round(s.accuracy)}% accuracy` : 'Not attempted yet'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">No performance data yet</p>
        )}
      </CardContent>
    </Card>
  );
}

/** Subject-wise Accuracy with the static AI recommendation of spec section 2. */
export function SubjectWiseAccuracy({ subjects }: { subjects: Subjects }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subject-wise Accuracy</CardTitle>
        <CardDescription>Where your answers land most often.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-3 gap-2">
          {subjects.map((s) => (
            <div key={s.subject} className="rounded-lg bg-slate-50 p-3 text-center dark:bg-slate-800/60">
              <p className="text-xl font-bold tabular-nums">
                {s.questionsAttempted ? `${Math.round(s.accuracy)}%` : '–'}
              </p>
              <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{s.section}</p>
            </div>
          ))}
        </div>
        <div className="flex gap-3 rounded-lg border border-violet-200 bg-violet-50 p-3 text-sm text-violet-900 dark:border-violet-500/30 dark:bg-violet-500/10 dark:text-violet-200">
          <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">AI recommendation:</span> focus on Quantitative Aptitude — steady daily
            practice there lifts your overall percentile fastest.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
