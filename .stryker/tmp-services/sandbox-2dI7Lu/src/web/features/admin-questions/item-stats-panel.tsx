// @ts-nocheck
import { Check } from 'lucide-react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { useItemStats, useQuestion } from './admin-questions-api.ts';
import { ErrorNote, percent } from './bank-ui.tsx';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
      <p className="mt-0.5 text-lg font-semibold tabular-nums">{value}</p>
      {hint && <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
    </div>
  );
}

function ShareBar({ label, share, count, correct }: { label: string; share: number; count: number; correct: boolean }) {
  return (
    <li className="grid grid-cols-[6.5rem_1fr_5rem] items-center gap-2 text-sm">
      <span
        className={cn(
          'flex items-center gap-1 truncate font-medium',
          correct && 'text-emerald-700 dark:text-emerald-300',
        )}
      >
        {correct && <Check className="size-4 shrink-0" aria-label="correct answer" />}
        {label}
      </span>
      <span className="h-3 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
        <span
          className={cn('block h-full rounded-full', correct ? 'bg-emerald-500' : 'bg-brand-500')}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
      <span className="text-right tabular-nums text-slate-600 dark:text-slate-400">
        {percent(share)} ({count})
      </span>
    </li>
  );
}

/** Classical item analysis for one question: attempts, facility, discrimination, time and how answers spread. */
export function ItemStatsPanel({ id }: { id: number }) {
  const stats = useItemStats(id);
  // The answer key marks the correct option's bar.
  const answer = useQuestion(id).data?.answer;
  const correctIndex = answer?.kind === 'option' ? answer.index : null;
  if (stats.isLoading) return <Spinner label="Loading statistics" />;
  if (stats.isError) return <ErrorNote>{errorMessage(stats.error, 'Could not load the statistics.')}</ErrorNote>;
  const s = stats.data;
  if (!s) return null;
  const discrimination = s.discrimination === null ? '—' : s.discrimination.toFixed(2);
  const quality =
    s.discrimination === null
      ? 'needs 2+ learners'
      : s.discrimination >= 0.3
        ? 'good'
        : s.discrimination >= 0.1
          ? 'fair'
          : 'review this item';
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="Attempts" value={String(s.attempts)} hint={`${s.learners} learners`} />
        <Stat label="Facility" value={percent(s.facility)} hint="share correct" />
        <Stat label="Discrimination" value={discrimination} hint={quality} />
        <Stat label="Mean time" value={s.meanSeconds === null ? '—' : `${Math.round(s.meanSeconds)} s`} />
      </div>
      {s.learners === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No learner has attempted this question yet.</p>
      )}
      {s.options.length > 0 && s.learners > 0 && (
        <section>
          <h3 className="mb-2 text-sm font-semibold">Option choices</h3>
          <ul className="grid grid-cols-1 gap-1.5">
            {s.options.map((o) => (
              <ShareBar
                key={o.index}
                label={`Option ${o.label}`}
                share={o.share}
                count={o.count}
                correct={correctIndex === o.index}
              />
            ))}
          </ul>
        </section>
      )}
      {s.answers.length > 0 && (
        <section>
          <h3 className="mb-2 text-sm font-semibold">Most common typed answers</h3>
          <ul className="grid grid-cols-1 gap-1.5">
            {s.answers.map((a) => (
              <ShareBar key={a.value} label={a.value} share={a.share} count={a.count} correct={a.correct} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
