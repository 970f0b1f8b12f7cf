import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { LearnerAnswer, SetWithQuestions } from '#shared/contracts/questions';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { OptionList, TitaInput } from '../practice/answer-input.tsx';
import { AttemptResultPanel } from '../practice/attempt-result.tsx';
import { submitDemoAttempt } from '../practice/practice-api.ts';

type DemoQuestionData = SetWithQuestions['questions'][number];

/** One demo question: answer and check it without signing in (nothing is stored). */
export function DemoQuestion({ question, number }: { question: DemoQuestionData; number: number }) {
  const inputId = useId();
  const [option, setOption] = useState<number | null>(null);
  const [text, setText] = useState('');
  const isMcq = question.type === 'MCQ' && !!question.options;
  const check = useMutation({ mutationFn: (answer: LearnerAnswer) => submitDemoAttempt(question.id, answer) });
  const result = check.data;
  const answer: LearnerAnswer | null = isMcq
    ? option === null
      ? null
      : { option }
    : text.trim()
      ? { text: text.trim() }
      : null;

  return (
    <Card className="grid gap-4 p-4 sm:p-5" aria-labelledby={`${inputId}-title`}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`${inputId}-title`} className="font-semibold">
          Question {number}
        </h3>
        <Badge variant="secondary">{question.type}</Badge>
        <Badge variant="secondary">Level {question.difficulty}</Badge>
      </header>
      <Markdown className="break-words">{question.stem}</Markdown>
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (answer && !result) check.mutate(answer);
        }}
      >
        {isMcq ? (
          <OptionList
            name={`demo-${question.id}`}
            options={question.options ?? []}
            selected={option}
            onSelect={setOption}
            disabled={!!result || check.isPending}
            verdict={
              result
                ? { correctIndex: result.answer.kind === 'option' ? result.answer.index : null, chosen: option }
                : undefined
            }
          />
        ) : (
          <TitaInput id={inputId} value={text} onChange={setText} disabled={!!result || check.isPending} />
        )}
        {check.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(check.error)}
          </p>
        )}
        {!result && (
          <div>
            <Button type="submit" disabled={!answer || check.isPending}>
              {check.isPending ? 'Checking…' : 'Check answer'}
            </Button>
          </div>
        )}
      </form>
      {result && (
        <>
          <AttemptResultPanel correct={result.correct} answer={result.answer} explanation={result.explanation} />
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                check.reset();
                setOption(null);
                setText('');
              }}
            >
              Try again
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
