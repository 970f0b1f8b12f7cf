import { ChevronLeft, ChevronRight, Flag, Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { LearnerAnswer, PracticeSet } from '#shared/contracts/questions';
import type { TaskQuestion as TaskQuestionData } from '#shared/contracts/tasks';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDuration } from '../../lib/duration.ts';
import { FinishDialog } from './finish-dialog.tsx';
import { clearRun, loadRun, saveRun } from './saved-run.ts';
import { TaskQuestion } from './task-question.tsx';

export interface RunnerOutcome {
  answers: Record<number, LearnerAnswer>;
  /** seconds spent on each question */
  seconds: Record<number, number>;
  elapsedSeconds: number;
  timedOut: boolean;
}

/** The timed session: one countdown for all questions, free navigation, answers checked at the end. */
export function TaskRunner({
  questions,
  sets,
  timeLimitSeconds,
  clock,
  runKey,
  onFinish,
}: {
  questions: TaskQuestionData[];
  sets: PracticeSet[];
  timeLimitSeconds: number;
  /** The server's Start moment and how far its clock is ahead of this browser's, both in ms. */
  clock: { startedAt: number; offsetMs: number };
  /** Where the run in progress is kept across a reload. */
  runKey: string;
  onFinish: (outcome: RunnerOutcome) => void;
}) {
  // Server time: the countdown ends when the server stops taking answers, whatever this device's clock says.
  const serverNow = () => Date.now() + clock.offsetMs;
  const [saved] = useState(() => loadRun(runKey, timeLimitSeconds, serverNow()));
  const [index, setIndex] = useState(() => Math.min(saved?.index ?? 0, questions.length - 1));
  const [answers, setAnswers] = useState<Record<number, LearnerAnswer>>(() => saved?.answers ?? {});
  const [now, setNow] = useState(serverNow);
  const [confirming, setConfirming] = useState(false);
  // A run resumed under a study-plan link keeps its first start (the link makes a new session on each visit).
  const startedAt = useRef(Math.min(saved?.startedAt ?? clock.startedAt, clock.startedAt));
  const enteredAt = useRef(Date.now());
  const spent = useRef<Record<number, number>>(saved?.spent ?? {});
  const finished = useRef(false);

  // Every answer and move is kept, so a reload resumes with the same deadline.
  useEffect(() => {
    if (!finished.current) saveRun(runKey, { startedAt: startedAt.current, index, answers, spent: spent.current });
  }, [runKey, index, answers]);
  const limitMs = timeLimitSeconds * 1000;
  const remaining = Math.max(0, limitMs - (now - startedAt.current));

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now() + clock.offsetMs), 1000);
    return () => clearInterval(id);
  }, [clock.offsetMs]);

  const current = questions[index];
  function leaveCurrent() {
    const t = Date.now();
    if (current) spent.current[current.id] = (spent.current[current.id] ?? 0) + (t - enteredAt.current) / 1000;
    enteredAt.current = t;
  }
  function go(to: number) {
    if (to === index || to < 0 || to >= questions.length) return;
    leaveCurrent();
    setIndex(to);
  }
  function finish(timedOut: boolean) {
    if (finished.current) return;
    finished.current = true;
    setConfirming(false);
    leaveCurrent();
    clearRun(runKey);
    const seconds = Object.fromEntries(Object.entries(spent.current).map(([k, v]) => [k, Math.round(v)]));
    onFinish({
      answers,
      seconds,
      elapsedSeconds: Math.min(limitMs, serverNow() - startedAt.current) / 1000,
      timedOut,
    });
  }

  // Time is up: hand in what is answered.
  const timeUp = remaining === 0;
  const finishRef = useRef(finish);
  finishRef.current = finish;
  useEffect(() => {
    if (timeUp) finishRef.current(true);
  }, [timeUp]);

  const answeredCount = questions.filter((q) => answers[q.id]).length;
  const low = remaining < 60_000;
  // A session always has questions; nothing to show for an empty one.
  if (!current) return null;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <Card className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-3 p-3 sm:p-4">
        <div
          className={cn(
            'flex items-center gap-2 font-mono text-lg font-semibold tabular-nums',
            low && 'text-red-600 dark:text-red-400',
          )}
          role="timer"
          aria-label="Time left"
          data-testid="task-timer"
        >
          <Timer className="size-5" aria-hidden="true" />
          {formatDuration(remaining / 1000)}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {answeredCount} of {questions.length} answered
        </p>
        <Button onClick={() => setConfirming(true)}>
          <Flag aria-hidden="true" />
          Finish Test
        </Button>
      </Card>
      <FinishDialog
        open={confirming}
        answered={answeredCount}
        total={questions.length}
        onCancel={() => setConfirming(false)}
        onFinish={() => finish(false)}
      />

      <nav aria-label="Questions" className="flex flex-wrap gap-1.5">
        {questions.map((q, i) => (
          <button
            key={q.id}
            type="button"
            onClick={() => go(i)}
            aria-current={i === index ? 'step' : undefined}
            aria-label={`Question ${i + 1}${answers[q.id] ? ', answered' : ''}`}
            className={cn(
              'size-9 rounded-md border text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              i === index && 'ring-2 ring-brand-500',
              answers[q.id]
                ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500'
                : 'border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900',
            )}
          >
            {i + 1}
          </button>
        ))}
      </nav>

      <Card className="min-w-0 p-4 sm:p-6">
        <p className="mb-4 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
          Question {index + 1} of {questions.length} · {current.topic}
        </p>
        <TaskQuestion
          question={current}
          set={sets.find((s) => s.id === current.setId) ?? null}
          answer={answers[current.id]}
          onAnswer={(a) =>
            setAnswers((prev) => {
              const next = { ...prev };
              if (a) next[current.id] = a;
              else delete next[current.id];
              return next;
            })
          }
        />
        <div className="mt-6 flex justify-between gap-2">
          <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          {index < questions.length - 1 ? (
            <Button variant="outline" onClick={() => go(index + 1)}>
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          ) : (
            <Button onClick={() => setConfirming(true)}>
              <Flag aria-hidden="true" />
              Finish Test
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
