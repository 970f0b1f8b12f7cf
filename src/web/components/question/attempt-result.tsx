import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { AnswerKey } from '#shared/contracts/questions';
import { describeAnswer } from '#shared/domain/answer-text';
import { cn } from '../../lib/cn.ts';
import { formatDuration } from '../../lib/duration.ts';
import { Markdown } from '../content/markdown.tsx';

/** Right or wrong, the answer, the numbered worked steps and (in practice) the time against the suggestion. */
export function AttemptResultPanel({
  correct,
  answer,
  explanation,
  yourSeconds,
  suggestedSeconds,
}: {
  correct: boolean;
  answer: AnswerKey;
  explanation: string[];
  yourSeconds?: number;
  suggestedSeconds?: number;
}) {
  return (
    <section
      aria-live="polite"
      aria-label="Result"
      className={cn(
        'grid gap-4 rounded-xl border p-4 sm:p-5',
        correct
          ? 'border-emerald-200 bg-emerald-50/60 dark:border-emerald-900/60 dark:bg-emerald-500/5'
          : 'border-red-200 bg-red-50/60 dark:border-red-900/60 dark:bg-red-500/5',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className={cn(
            'flex items-center gap-2 text-lg font-semibold',
            correct ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300',
          )}
        >
          {correct ? (
            <CheckCircle2 className="size-5" aria-hidden="true" />
          ) : (
            <XCircle className="size-5" aria-hidden="true" />
          )}
          {correct ? 'Correct' : 'Incorrect'}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Answer: <strong className="font-semibold">{describeAnswer(answer)}</strong>
        </p>
      </div>
      {yourSeconds !== undefined && suggestedSeconds !== undefined && (
        <TimeComparison yourSeconds={yourSeconds} suggestedSeconds={suggestedSeconds} />
      )}
      <div>
        <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
          Worked explanation
        </h3>
        <ol className="grid gap-2">
          {explanation.map((step, i) => (
            <li key={i} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-white text-xs font-semibold text-slate-700 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700"
              >
                {i + 1}
              </span>
              <Markdown className="min-w-0 flex-1 break-words">{step}</Markdown>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function TimeComparison({ yourSeconds, suggestedSeconds }: { yourSeconds: number; suggestedSeconds: number }) {
  const max = Math.max(yourSeconds, suggestedSeconds, 1);
  const over = yourSeconds > suggestedSeconds;
  const bar = (value: number, className: string) => (
    <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
      <div className={cn('h-full rounded-full', className)} style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
  return (
    <div className="grid gap-2 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <Clock className="size-4" aria-hidden="true" />
        Your time {formatDuration(yourSeconds)} · suggested {formatDuration(suggestedSeconds)}
        <span
          className={cn(
            'font-normal',
            over ? 'text-amber-700 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400',
          )}
        >
          ({over ? `${formatDuration(yourSeconds - suggestedSeconds)} over` : 'within time'})
        </span>
      </p>
      <div className="grid grid-cols-[5.5rem_1fr] items-center gap-x-3 gap-y-1.5 text-xs text-slate-600 dark:text-slate-400">
        <span>You</span>
        {bar(yourSeconds, over ? 'bg-amber-500' : 'bg-brand-600 dark:bg-brand-500')}
        <span>Suggested</span>
        {bar(suggestedSeconds, 'bg-slate-500')}
      </div>
    </div>
  );
}
