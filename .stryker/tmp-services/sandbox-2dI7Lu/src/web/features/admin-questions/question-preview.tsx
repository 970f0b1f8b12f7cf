// @ts-nocheck
import { CircleCheck } from 'lucide-react';
import { difficultyLabel } from '#shared/domain/difficulty-labels';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { OPTION_LETTERS, type QuestionForm } from './question-form-model.ts';

/** What the learner will see, rendered as they will see it, plus the key and solution for the author. */
export function QuestionPreview({ form }: { form: QuestionForm }) {
  const answer =
    form.type === 'MCQ'
      ? `Option ${OPTION_LETTERS[form.correctIndex]}`
      : form.titaKind === 'numeric'
        ? `${form.numericValue || '?'}${Number(form.tolerance) > 0 ? ` ± ${form.tolerance}` : ''}`
        : form.textValue || '?';
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="question-preview">
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{form.section}</Badge>
        {form.topic && <Badge variant="secondary">{form.topic}</Badge>}
        <Badge variant="secondary">{form.type}</Badge>
        <Badge variant="secondary">{difficultyLabel(Number(form.difficulty))}</Badge>
        {form.isPremium && <Badge variant="warning">Premium</Badge>}
      </div>
      {form.stem.trim() ? (
        <Markdown className="text-[15px]">{form.stem}</Markdown>
      ) : (
        <p className="text-sm italic text-slate-500 dark:text-slate-400">The stem appears here as you type.</p>
      )}
      {form.type === 'MCQ' ? (
        <ol className="grid grid-cols-1 gap-2">
          {form.options.map((o, i) => (
            <li
              key={i}
              className={cn(
                'flex items-start gap-3 rounded-lg border px-3 py-2 text-sm',
                i === form.correctIndex
                  ? 'border-emerald-300 bg-emerald-50/60 dark:border-emerald-500/40 dark:bg-emerald-500/10'
                  : 'border-slate-200 dark:border-slate-700',
              )}
            >
              <span className="mt-0.5 font-semibold text-slate-500 dark:text-slate-400">{OPTION_LETTERS[i]}</span>
              <Markdown inline className="min-w-0 flex-1 break-words">
                {o || ' '}
              </Markdown>
              {i === form.correctIndex && (
                <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-label="correct" />
              )}
            </li>
          ))}
        </ol>
      ) : (
        <div className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          Answer box (type in the answer)
        </div>
      )}
      <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        <p className="font-semibold">Answer: {answer}</p>
        <ol className="mt-2 grid grid-cols-1 list-decimal gap-1 pl-5">
          {form.explanation
            .filter((s) => s.trim())
            .map((s, i) => (
              <li key={i}>
                <Markdown className="[&_p]:my-0">{s}</Markdown>
              </li>
            ))}
        </ol>
      </div>
    </div>
  );
}
