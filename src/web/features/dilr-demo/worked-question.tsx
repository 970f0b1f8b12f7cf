import { Eye, ListChecks } from 'lucide-react';
import { useState } from 'react';
import type { WorkedExample } from '#shared/contracts/dilr-demo';
import { describeAnswer } from '#shared/domain/answer-text';
import { Markdown } from '../../components/content/markdown.tsx';
import { OptionList } from '../../components/question/answer-input.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

type WorkedQuestionData = WorkedExample['questions'][number];

/** A solved question whose steps are revealed one at a time; the answer shows after the last step. */
export function WorkedQuestion({ question, number }: { question: WorkedQuestionData; number: number }) {
  const [shown, setShown] = useState(0);
  const total = question.explanation.length;
  const done = shown >= total;
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">Question {number}</h3>
        <Badge variant="secondary">{question.type}</Badge>
        <Badge variant="secondary">Level {question.difficulty}</Badge>
      </header>
      <Markdown className="break-words">{question.stem}</Markdown>
      {question.options && (
        <OptionList
          name={`worked-${question.id}`}
          options={question.options}
          selected={null}
          onSelect={() => {}}
          disabled
          verdict={
            done
              ? { correctIndex: question.answer.kind === 'option' ? question.answer.index : null, chosen: null }
              : undefined
          }
        />
      )}
      <section aria-label={`Solution to question ${number}`} className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Solution</h4>
          <span className="text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
            Step {Math.min(shown, total)} of {total}
          </span>
        </div>
        {shown > 0 && (
          <ol className="grid gap-2">
            {question.explanation.slice(0, shown).map((step, i) => (
              <li key={i} className="flex gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white dark:bg-brand-500"
                >
                  {i + 1}
                </span>
                <Markdown className="min-w-0 flex-1 break-words [&_p]:my-0">{step}</Markdown>
              </li>
            ))}
          </ol>
        )}
        {done ? (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300">
            Answer: {describeAnswer(question.answer)}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setShown((s) => s + 1)}>
              <ListChecks aria-hidden="true" />
              {shown === 0 ? 'Show the first step' : 'Show next step'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setShown(total)}>
              <Eye aria-hidden="true" />
              Show all steps
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}
