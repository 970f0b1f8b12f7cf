import { useId } from 'react';
import type { LearnerAnswer, PracticeSet } from '#shared/contracts/questions';
import type { TaskQuestion as TaskQuestionData } from '#shared/contracts/tasks';
import { optionLetter } from '#shared/domain/answer-text';
import { Markdown } from '../../components/content/markdown.tsx';
import { TitaInput } from '../../components/question/answer-input.tsx';
import { SetPane } from '../../components/question/set-pane.tsx';
import { cn } from '../../lib/cn.ts';

/** One question in a timed task: passage or data set, stem, and an answer that is only checked at the end. */
export function TaskQuestion({
  question,
  set,
  answer,
  onAnswer,
}: {
  question: TaskQuestionData;
  set: PracticeSet | null;
  answer: LearnerAnswer | undefined;
  onAnswer: (answer: LearnerAnswer | undefined) => void;
}) {
  const inputId = useId();
  const chosen = answer && 'option' in answer ? answer.option : null;
  const typed = answer && 'text' in answer ? answer.text : '';
  return (
    // min-w-0 down the chain lets wide tables scroll inside their pane instead of widening the page on phones.
    <div className={cn('grid min-w-0 grid-cols-1 gap-5', set && 'lg:grid-cols-2')}>
      {set && <SetPane set={set} className="min-w-0 lg:max-h-[60vh] lg:overflow-y-auto [&_article>*]:min-w-0" />}
      <div className="grid min-w-0 content-start gap-4">
        <Markdown className="break-words text-base">{question.stem}</Markdown>
        {question.type === 'MCQ' && question.options ? (
          // Buttons rather than radios: a second click clears the choice, as in the exam.
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
                    {optionLetter(i)}
                  </span>
                  <Markdown inline className="min-w-0 flex-1 break-words">
                    {option}
                  </Markdown>
                </button>
              );
            })}
          </fieldset>
        ) : (
          <TitaInput
            id={inputId}
            value={typed}
            onChange={(value) => onAnswer(value.trim() ? { text: value } : undefined)}
          />
        )}
      </div>
    </div>
  );
}
