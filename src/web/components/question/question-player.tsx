import { useMutation } from '@tanstack/react-query';
import { ArrowRight, Clock, Crown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { AnswerKey, LearnerAnswer, PracticeSet, QuestionView } from '#shared/contracts/questions';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { formatDuration } from '../../lib/duration.ts';
import { Markdown } from '../content/markdown.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { OptionList, TitaInput } from './answer-input.tsx';
import { AttemptResultPanel } from './attempt-result.tsx';
import { SetPane, SplitScreen } from './set-pane.tsx';
import { ShortcutLegend } from './shortcut-legend.tsx';
import { useElapsedSeconds } from './use-elapsed-seconds.ts';
import { usePlayerShortcuts } from './use-player-shortcuts.ts';

/** What the player needs of a question: the learner views (practice, sets, the demo) all carry these. */
export type PlayerQuestion = Pick<QuestionView, 'id' | 'type' | 'stem' | 'options' | 'difficulty'> &
  Partial<Pick<QuestionView, 'section' | 'topic' | 'isPremium' | 'estimatedTime'>>;

/** A checked answer: right or wrong, the key and the steps; practice adds the times. */
export interface CheckedAnswer {
  correct: boolean;
  answer: AnswerKey;
  explanation: string[];
  yourSeconds?: number;
  suggestedSeconds?: number;
}

export interface QuestionPlayerProps<R extends CheckedAnswer> {
  question: PlayerQuestion;
  /** Sends the answer (with the seconds spent) and resolves to the checked result. */
  check(answer: LearnerAnswer, seconds: number): Promise<R>;
  /**
   * 'timed' (practice): a timer against the suggested time, Submit, Skip and Next. 'check-only' (the public demo):
   * no timer, Check answer, then Try again.
   */
  mode?: 'timed' | 'check-only';
  /** A heading for the card, e.g. "Question 2" in the demo. */
  title?: ReactNode;
  /** A small line above the badges, e.g. "Question 3 of 20". */
  meta?: ReactNode;
  onAnswered?(result: R): void;
  /** Shows Next (and the N key) when given; Skip before answering. */
  onNext?(): void;
  nextLabel?: string;
  /** Keyboard shortcuts (1–5, Enter, N, and B through onBookmarkKey); off when two players share a screen. */
  shortcuts?: boolean;
  onBookmarkKey?(): void;
  /** Something to offer next to a failure's message (e.g. the upgrade when a plan limit is reached). */
  errorAction?(error: unknown): ReactNode;
  /** Below the result, e.g. the bookmark note. */
  below?: ReactNode;
  /** The card's footer, e.g. bookmark and report buttons. */
  footer?: ReactNode;
  /** The passage or data set: shown on the left of a split screen. */
  set?: PracticeSet | null;
}

/** One question to answer: stem, options or TITA box, the check, the result with its worked steps. */
export function QuestionPlayer<R extends CheckedAnswer>(props: QuestionPlayerProps<R>) {
  // A new question starts a fresh player (timer, answer, result).
  return <Player key={props.question.id} {...props} />;
}

function Player<R extends CheckedAnswer>({
  question,
  check,
  mode = 'timed',
  title,
  meta,
  onAnswered,
  onNext,
  nextLabel = 'Next question',
  shortcuts = mode === 'timed',
  onBookmarkKey,
  errorAction,
  below,
  footer,
  set,
}: QuestionPlayerProps<R>) {
  const inputId = useId();
  const timed = mode === 'timed';
  const [option, setOption] = useState<number | null>(null);
  const [text, setText] = useState('');
  const attempt = useMutation({
    mutationFn: (answer: LearnerAnswer) => check(answer, seconds),
    onSuccess: (res) => onAnswered?.(res),
  });
  const result = attempt.data ?? null;
  const seconds = useElapsedSeconds(timed && result === null);
  const isMcq = question.type === 'MCQ' && !!question.options;
  const suggestedSeconds = Math.round((question.estimatedTime ?? 0) * 60);

  const answer: LearnerAnswer | null = isMcq
    ? option === null
      ? null
      : { option }
    : text.trim()
      ? { text: text.trim() }
      : null;
  const submit = () => {
    if (answer && !result && !attempt.isPending) attempt.mutate(answer);
  };
  const tryAgain = () => {
    attempt.reset();
    setOption(null);
    setText('');
  };

  usePlayerShortcuts(shortcuts, {
    onOption: (i) => {
      if (isMcq && !result && i < (question.options?.length ?? 0)) setOption(i);
    },
    onSubmit: submit,
    onNext,
    onBookmark: onBookmarkKey,
  });

  const overTime = seconds > suggestedSeconds;
  const headingId = `${inputId}-title`;
  const card = (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:p-6" aria-labelledby={title ? headingId : undefined}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-2">
          {meta && <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{meta}</p>}
          <div className="flex flex-wrap items-center gap-1.5">
            {title && (
              <h3 id={headingId} className="mr-1 font-semibold">
                {title}
              </h3>
            )}
            {question.section && <Badge>{question.section}</Badge>}
            {question.topic && <Badge variant="secondary">{question.topic}</Badge>}
            <Badge variant="secondary">Level {question.difficulty}</Badge>
            <Badge variant="secondary">{question.type === 'TITA' ? 'TITA' : 'MCQ'}</Badge>
            {question.isPremium && (
              <Badge variant="warning">
                <Crown className="size-3" aria-hidden="true" />
                Premium
              </Badge>
            )}
          </div>
        </div>
        {timed && (
          <p
            className={cn(
              'flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium tabular-nums',
              overTime && !result
                ? 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
            )}
            title={`Suggested time ${formatDuration(suggestedSeconds)}`}
          >
            <Clock className="size-4" aria-hidden="true" />
            <span aria-label="Time on this question" role="timer">
              {formatDuration(result?.yourSeconds ?? seconds)}
            </span>
            <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
              / {formatDuration(suggestedSeconds)}
            </span>
          </p>
        )}
      </header>

      <Markdown className="break-words text-[0.98rem]">{question.stem}</Markdown>

      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {isMcq ? (
          <OptionList
            name={`q-${question.id}`}
            options={question.options ?? []}
            selected={option}
            onSelect={setOption}
            disabled={!!result || attempt.isPending}
            verdict={
              result
                ? { correctIndex: result.answer.kind === 'option' ? result.answer.index : null, chosen: option }
                : undefined
            }
          />
        ) : (
          <TitaInput id={inputId} value={text} onChange={setText} disabled={!!result || attempt.isPending} />
        )}
        {attempt.isError && (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorMessage(attempt.error)}
            </p>
            {errorAction?.(attempt.error)}
          </div>
        )}
        {!result && (
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={!answer || attempt.isPending}>
              {attempt.isPending ? 'Checking…' : timed ? 'Submit answer' : 'Check answer'}
            </Button>
            {onNext && (
              <Button variant="ghost" onClick={onNext}>
                Skip
              </Button>
            )}
          </div>
        )}
      </form>

      {result && (
        <>
          <AttemptResultPanel
            correct={result.correct}
            answer={result.answer}
            explanation={result.explanation}
            yourSeconds={result.yourSeconds}
            suggestedSeconds={result.suggestedSeconds}
          />
          {timed && onNext && (
            <div>
              <Button onClick={onNext}>
                {nextLabel}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          )}
          {!timed && (
            <div>
              <Button variant="outline" size="sm" onClick={tryAgain}>
                Try again
              </Button>
            </div>
          )}
        </>
      )}

      {below}
      {(footer || shortcuts) && (
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
          <div className="flex flex-wrap gap-1">{footer}</div>
          {shortcuts && <ShortcutLegend options={isMcq} bookmark={!!onBookmarkKey} />}
        </footer>
      )}
    </Card>
  );

  if (set) return <SplitScreen left={<SetPane set={set} />} right={card} />;
  return timed ? <div className="mx-auto max-w-3xl">{card}</div> : card;
}
