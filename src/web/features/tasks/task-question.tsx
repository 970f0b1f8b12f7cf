import { useId } from 'react';
import type { LearnerAnswer, PracticeQuestion } from '#shared/contracts/questions';
import { Markdown } from '../../components/content/markdown.tsx';
import { SetDataView } from '../../components/content/set-data-view.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';

/** One question in a timed task: passage or data set, stem, and an answer that is only checked at the end. */
export function TaskQuestion({
  question,
  answer,
  onAnswer,
}: {
  question: PracticeQuestion;
  answer: LearnerAnswer | undefined;
  onAnswer: (answer: LearnerAnswer | undefined) => void;
}) {
  const inputId = useId();
  const chosen = answer && 'option' in answer ? answer.option : null;
  const typed = answer && 'text' in answer ? answer.text : '';
  return (
    <div className={cn('grid gap-5', question.set && 'lg:grid-cols-2')}>
      {question.set && (
        <section
          aria-label={question.set.title}
          className="max-h-[60vh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-950/40"
        >
          <h3 className="mb-2 font-semibold">{question.set.title}</h3>
          <Markdown>{question.set.body}</Markdown>
          {question.set.data && <SetDataView data={question.set.data} />}
        </section>
      )}
      <div className="grid content-start gap-4">
        <Markdown className="text-base">{question.stem}</Markdown>
        {question.type === 'MCQ' && question.options ? (
          <fieldset className="grid gap-2">
            <legend className="sr-only">Options</legend>
            {question.options.map((option, i) => {
              const selected = chosen === i;
              return (
                <button
                  key={i}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onAnswer(selected ? undefined : { option: i })}
                  className={cn(
                    'flex items-start gap-3 rounded-lg border px-3 py-2.5 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                    selected
                      ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/15'
                      : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                      selected
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300',
                    )}
                  >
                    {String.fromCharCode(65 + i)}
                  </span>
                  <Markdown inline className="min-w-0 flex-1">
                    {option}
                  </Markdown>
                </button>
              );
            })}
          </fieldset>
        ) : (
          <div className="grid max-w-xs gap-1.5">
            <Label htmlFor={inputId}>Your answer</Label>
            <Input
              id={inputId}
              value={typed}
              maxLength={50}
              autoComplete="off"
              onChange={(e) => onAnswer(e.target.value.trim() ? { text: e.target.value } : undefined)}
              placeholder="Type your answer"
            />
          </div>
        )}
      </div>
    </div>
  );
}
