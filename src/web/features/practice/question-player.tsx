import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Clock, Crown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { AttemptResult, PracticeQuestion } from '#shared/contracts/practice';
import type { LearnerAnswer } from '#shared/contracts/questions';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { OptionList, TitaInput } from './answer-input.tsx';
import { AttemptResultPanel } from './attempt-result.tsx';
import { BookmarkButton, BookmarkNote } from './bookmark-control.tsx';
import { submitAttempt } from './practice-api.ts';
import { ReportProblemButton } from './report-dialog.tsx';
import { SetPane, SplitScreen } from './set-pane.tsx';
import { ShortcutLegend } from './shortcut-legend.tsx';
import { useBookmark } from './use-bookmark.ts';
import { formatDuration, useElapsedSeconds } from './use-elapsed-seconds.ts';
import { usePlayerShortcuts } from './use-player-shortcuts.ts';

export interface QuestionPlayerProps {
  question: PracticeQuestion;
  /** Where the attempt happens; stored with it for analytics. */
  context?: 'practice' | 'task';
  contextId?: string;
  onAnswered?: (result: AttemptResult) => void;
  /** Shows Next (and the N key) when given. */
  onNext?: () => void;
  nextLabel?: string;
  /** Keyboard shortcuts; turn off when two players share a screen. */
  shortcuts?: boolean;
  /** Split screen with the passage or data set when the question belongs to one. */
  showSet?: boolean;
  /** Extra line above the stem, e.g. "Question 3 of 20". */
  meta?: ReactNode;
}

/** One question: stem, options or TITA box, timer, submit, result and explanation, bookmark, report. */
export function QuestionPlayer(props: QuestionPlayerProps) {
  // A new question starts a fresh player (timer, answer, result).
  return <Player key={props.question.id} {...props} />;
}

function Player({
  question,
  context = 'practice',
  contextId,
  onAnswered,
  onNext,
  nextLabel = 'Next question',
  shortcuts = true,
  showSet = true,
  meta,
}: QuestionPlayerProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [option, setOption] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [result, setResult] = useState<AttemptResult | null>(null);
  const seconds = useElapsedSeconds(result === null);
  const bookmark = useBookmark(question.id, { bookmarked: question.bookmarked, note: question.bookmarkNote });
  const isMcq = question.type === 'MCQ' && !!question.options;
  const suggestedSeconds = Math.round(question.estimatedTime * 60);

  const attempt = useMutation({
    mutationFn: (answer: LearnerAnswer) => submitAttempt(question.id, { answer, seconds, context, contextId }),
    onSuccess: (res) => {
      setResult(res);
      void queryClient.invalidateQueries({ queryKey: ['/api/practice/questions', question.id], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['practice-questions'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['/api/analytics'] });
      onAnswered?.(res);
    },
  });

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

  usePlayerShortcuts(shortcuts, {
    onOption: (i) => {
      if (isMcq && !result && i < (question.options?.length ?? 0)) setOption(i);
    },
    onSubmit: submit,
    onNext: onNext,
    onBookmark: bookmark.toggle,
  });

  const overTime = seconds > suggestedSeconds;
  const questionPane = (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-2">
          {meta && <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{meta}</p>}
          <div className="flex flex-wrap gap-1.5">
            <Badge>{question.section}</Badge>
            <Badge variant="secondary">{question.topic}</Badge>
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
            {formatDuration(result ? result.yourSeconds : seconds)}
          </span>
          <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
            / {formatDuration(suggestedSeconds)}
          </span>
        </p>
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
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(attempt.error)}
          </p>
        )}
        {!result && (
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={!answer || attempt.isPending}>
              {attempt.isPending ? 'Checking…' : 'Submit answer'}
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
          {onNext && (
            <div>
              <Button onClick={onNext}>
                {nextLabel}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          )}
        </>
      )}

      <BookmarkNote bookmark={bookmark} />
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <div className="flex flex-wrap gap-1">
          <BookmarkButton bookmark={bookmark} />
          <ReportProblemButton questionId={question.id} />
        </div>
        {shortcuts && <ShortcutLegend />}
      </footer>
    </Card>
  );

  if (showSet && question.set) return <SplitScreen left={<SetPane set={question.set} />} right={questionPane} />;
  return <div className="mx-auto max-w-3xl">{questionPane}</div>;
}
