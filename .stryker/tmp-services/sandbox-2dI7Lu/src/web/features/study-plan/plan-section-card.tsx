// @ts-nocheck
import { CheckCircle2, Clock, Play, Sparkles } from 'lucide-react';
import type { PlanQuestionDto } from '#shared/contracts/adaptive';
import { type PlanSection, type SectionState, sectionSubtitle } from '#shared/domain/study-plan';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

const minutes = (m: number) => `${Math.round(m)} min`;

export function PlanSectionCard({
  section,
  state,
  canMarkDone,
  marking,
  onStart,
  onMarkDone,
}: {
  section: PlanSection<PlanQuestionDto>;
  state: SectionState;
  canMarkDone: boolean;
  marking: boolean;
  onStart: () => void;
  onMarkDone: () => void;
}) {
  const count = section.questions.length;
  const done = state === 'completed';
  return (
    <Card
      data-testid={`plan-section-${section.subjectKey}`}
      data-state={state}
      className={cn(
        'flex flex-col p-5',
        done && 'border-emerald-300 bg-emerald-50/60 dark:border-emerald-500/40 dark:bg-emerald-500/10',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold leading-tight">{section.subject}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {sectionSubtitle(section.subjectKey, count)}
            {section.subjectKey !== 'Quantitative Aptitude' && ` · ${count} ${count === 1 ? 'question' : 'questions'}`}
          </p>
        </div>
        {done ? (
          <CheckCircle2 className="size-6 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        ) : (
          <Sparkles className="size-5 shrink-0 text-brand-500" aria-hidden="true" />
        )}
      </header>

      {done && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge variant="success">Completed Today</Badge>
          <Badge variant="secondary">Fresh questions tomorrow</Badge>
        </div>
      )}

      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
          <dt className="text-xs text-slate-500 dark:text-slate-400">Time budget</dt>
          <dd className="font-medium">{minutes(section.estimatedTime)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
          <dt className="text-xs text-slate-500 dark:text-slate-400">Actual time</dt>
          <dd className="font-medium">{minutes(section.actualTime)}</dd>
        </div>
      </dl>

      {count === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          No questions available
        </p>
      ) : (
        <ol
          // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on long plans; keyboard users must reach it
          tabIndex={0}
          aria-label={`${section.subject} questions`}
          className="mt-4 grid max-h-48 gap-1.5 overflow-y-auto rounded-md pr-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {section.questions.map((q, i) => (
            <li
              key={q.id}
              className="flex items-center justify-between gap-2 rounded-md px-2 py-1 odd:bg-slate-50 dark:odd:bg-slate-800/40"
            >
              <span className="min-w-0 truncate">
                <span className="text-slate-600 dark:text-slate-400">{i + 1}.</span> {q.topic}
              </span>
              <span className="flex shrink-0 items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
                <Clock className="size-3" aria-hidden="true" />
                {q.estimatedTime || 3}m
              </span>
            </li>
          ))}
        </ol>
      )}

      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button onClick={onStart} disabled={count === 0} className="flex-1">
          <Play aria-hidden="true" />
          Start
        </Button>
        {canMarkDone && (
          <Button variant="outline" onClick={onMarkDone} disabled={marking} className="flex-1">
            <CheckCircle2 aria-hidden="true" />
            {marking ? 'Saving…' : 'Mark Done'}
          </Button>
        )}
      </div>
    </Card>
  );
}
