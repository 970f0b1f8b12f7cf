// @ts-nocheck
import { useQueryClient } from '@tanstack/react-query';
import { Clock, ListChecks, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TaskSession } from '#shared/contracts/tasks';
import { PLAN_SUBJECTS, type PlanSubjectKey } from '#shared/domain/study-plan';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { markDailyCompletion } from '../study-plan/public.ts';
import { loadRun } from './saved-run.ts';
import { type RunnerOutcome, TaskRunner } from './task-runner.tsx';
import { type TaskResult, TaskSummary } from './task-summary.tsx';
import { finishTaskSession, recordTaskAnswers, startTaskSession, taskSessionKey } from './tasks-api.ts';

/** What a study-plan link adds: the subject, and whether finishing marks it done for today. */
export interface PlanLink {
  subject: PlanSubjectKey | null;
  markCompletion: boolean;
}

type Recorded = { outcome: RunnerOutcome | null; failedSubmissions: number };

/** A stored session: intro, the timed run, then the server's summary (answers are recorded before finishing). */
export function TaskSessionView({
  session,
  skipped = [],
  plan = null,
  runKey = `session:${session.id}`,
  onBuild,
}: {
  session: TaskSession;
  skipped?: number[];
  plan?: PlanLink | null;
  /** A study-plan link makes a new session on every visit, so it keeps its run under the link instead. */
  runKey?: string;
  onBuild: () => void;
}) {
  const queryClient = useQueryClient();
  // Read once: finishing here updates the cached session, which must not trigger a second conclude.
  const [alreadyFinished] = useState(() => session.finishedAt !== null);
  // A test started before (this tab reloaded, or another device) resumes on the server's clock without the intro.
  const [phase, setPhase] = useState<'intro' | 'starting' | 'running' | 'saving' | 'error' | 'done'>(
    alreadyFinished ? 'saving' : session.startedAt || loadRun(runKey, session.timeLimitSeconds) ? 'starting' : 'intro',
  );
  const [clock, setClock] = useState<{ startedAt: number; offsetMs: number } | null>(null);
  const [retry, setRetry] = useState<'start' | 'finish'>('finish');
  const [result, setResult] = useState<TaskResult | null>(null);
  const [failure, setFailure] = useState('');
  const recorded = useRef<Recorded>({ outcome: null, failedSubmissions: 0 });
  const minutes = Math.max(1, Math.round(session.timeLimitSeconds / 60));
  const subjectName = PLAN_SUBJECTS.find((s) => s.key === plan?.subject)?.display;

  /** Finishing is idempotent on the server, so a retry after a network error is safe. */
  async function conclude() {
    setPhase('saving');
    const { outcome, failedSubmissions } = recorded.current;
    let summary: TaskResult['summary'];
    try {
      summary = await finishTaskSession(session.id);
    } catch (error) {
      setFailure(errorMessage(error, 'Your answers are saved, but the test could not be finished.'));
      setRetry('finish');
      setPhase('error');
      return;
    }
    let completion: TaskResult['completion'] = null;
    // Only a test taken now marks the day; reopening a finished one does not.
    if (outcome && plan?.markCompletion && plan.subject) {
      try {
        await markDailyCompletion({
          subject: plan.subject,
          questionsCompleted: summary.answered,
          totalTime: Math.round((outcome.elapsedSeconds / 60) * 10) / 10,
        });
        completion = 'marked';
      } catch {
        completion = 'failed';
      }
    }
    queryClient.setQueryData(taskSessionKey(session.id), { ...session, finishedAt: new Date().toISOString() });
    for (const key of ['/api/daily-completions', '/api/user/today-questions', '/api/analytics', 'study-plan'])
      void queryClient.invalidateQueries({ queryKey: [key] });
    setResult({
      summary,
      elapsedSeconds: outcome?.elapsedSeconds ?? null,
      timedOut: outcome?.timedOut ?? false,
      completion,
      failedSubmissions,
    });
    setPhase('done');
  }

  async function finish(outcome: RunnerOutcome) {
    setPhase('saving');
    const answers = session.questions.flatMap((q) => {
      const answer = outcome.answers[q.id];
      if (!answer) return [];
      const clean = 'text' in answer ? { text: answer.text.trim() } : answer;
      return [{ questionId: q.id, answer: clean, seconds: outcome.seconds[q.id] ?? 0 }];
    });
    const failedSubmissions = await recordTaskAnswers(session.id, answers);
    recorded.current = { outcome, failedSubmissions };
    await conclude();
  }

  /** The clock starts on the server; the countdown follows the server's clock from then on. */
  async function start() {
    setPhase('starting');
    try {
      setClock((await startTaskSession(session.id)).clock);
      setPhase('running');
    } catch (error) {
      setFailure(errorMessage(error, 'The test could not be started.'));
      setRetry('start');
      setPhase('error');
    }
  }

  // A reopened finished test goes straight to its summary; a started one resumes.
  const concludeRef = useRef(conclude);
  concludeRef.current = conclude;
  const startRef = useRef(start);
  startRef.current = start;
  const [resuming] = useState(() => phase === 'starting');
  useEffect(() => {
    if (alreadyFinished) void concludeRef.current();
    else if (resuming) void startRef.current();
  }, [alreadyFinished, resuming]);

  if (phase === 'done' && result) return <TaskSummary result={result} onNewTest={onBuild} />;
  if (phase === 'saving') return <PageSpinner label="Checking your answers" />;
  if (phase === 'starting') return <PageSpinner label="Starting the clock" />;
  if (phase === 'running' && clock)
    return (
      <TaskRunner
        questions={session.questions}
        sets={session.sets}
        timeLimitSeconds={session.timeLimitSeconds}
        clock={clock}
        runKey={runKey}
        onFinish={finish}
      />
    );
  if (phase === 'error')
    return (
      <Card role="alert" className="mx-auto w-full max-w-lg">
        <CardHeader>
          <CardTitle>Could not finish the test</CardTitle>
          <CardDescription>{failure}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => void (retry === 'start' ? start() : conclude())}>Try again</Button>
        </CardContent>
      </Card>
    );

  const count = session.questions.length;
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle>{subjectName ? `${subjectName} practice` : 'Practice test'}</CardTitle>
        <CardDescription>
          One timed session: answer in any order, then finish to see your score and worked solutions.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 text-sm">
          <p className="flex items-center gap-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <ListChecks className="size-4 text-brand-600 dark:text-brand-100" aria-hidden="true" />
            {count} {count === 1 ? 'question' : 'questions'}
          </p>
          <p className="flex items-center gap-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <Clock className="size-4 text-brand-600 dark:text-brand-100" aria-hidden="true" />
            {minutes} min
          </p>
        </div>
        {skipped.length > 0 && (
          <p
            role="alert"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
          >
            {skipped.length} {skipped.length === 1 ? 'question was' : 'questions were'} not found or not available and
            will be skipped.
          </p>
        )}
        {plan?.markCompletion && subjectName && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Finishing marks today's {subjectName} section as completed.
          </p>
        )}
        <Button size="lg" onClick={() => void start()}>
          <Play aria-hidden="true" />
          Start Test
        </Button>
      </CardContent>
    </Card>
  );
}
