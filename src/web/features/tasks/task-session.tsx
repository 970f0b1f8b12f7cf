import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Clock, ListChecks, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AttemptResult } from '#shared/contracts/questions';
import { PLAN_SUBJECTS, sumMinutes } from '#shared/domain/study-plan';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { markDailyCompletion } from '../study-plan/study-plan-api.ts';
import type { TaskParams } from './task-params.ts';
import { type RunnerOutcome, TaskRunner } from './task-runner.tsx';
import { type TaskResult, TaskSummary } from './task-summary.tsx';
import { loadTaskQuestions, submitTaskAnswer } from './tasks-api.ts';

type Session = Extract<TaskParams, { kind: 'session' }>;

export function TaskMessage({ title, text, onBuild }: { title: string; text: string; onBuild: () => void }) {
  return (
    <Card role="alert" className="mx-auto max-w-lg">
      <CardHeader>
        <AlertCircle className="size-8 text-amber-500" aria-hidden="true" />
        <CardTitle>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button onClick={onBuild}>Build a practice test</Button>
        <Button asChild variant="outline">
          <Link to="/">Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function TaskSession({ params, onBuild }: { params: Session; onBuild: () => void }) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<'intro' | 'running' | 'saving' | 'done'>('intro');
  const [result, setResult] = useState<TaskResult | null>(null);
  const [sessionId] = useState(() => `task-${Date.now().toString(36)}`);
  const loaded = useQuery({
    queryKey: ['task-questions', params.questionIds.join(',')],
    queryFn: () => loadTaskQuestions(params.questionIds),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  if (loaded.isLoading) return <PageSpinner label="Preparing your practice test" />;
  if (loaded.isError || !loaded.data)
    return (
      <TaskMessage
        title="Could not load the test"
        text="The questions could not be loaded. Please try again."
        onBuild={onBuild}
      />
    );
  const { questions, missing } = loaded.data;
  if (questions.length === 0)
    return (
      <TaskMessage
        title="Questions not found"
        text="None of the questions in this link exist or are available to you. Build a new practice test instead."
        onBuild={onBuild}
      />
    );

  const minutes = params.minutes ?? Math.max(1, Math.ceil(sumMinutes(questions)));
  const subjectName = PLAN_SUBJECTS.find((s) => s.key === params.subject)?.display;

  async function finish(outcome: RunnerOutcome) {
    setPhase('saving');
    const results: Record<number, AttemptResult> = {};
    let failedSubmissions = 0;
    for (const q of questions) {
      const answer = outcome.answers[q.id];
      if (!answer) continue;
      try {
        results[q.id] = await submitTaskAnswer(q.id, answer, outcome.seconds[q.id] ?? 0, sessionId);
      } catch {
        failedSubmissions++;
      }
    }
    let completion: TaskResult['completion'] = null;
    if (params.markCompletion && params.subject) {
      try {
        await markDailyCompletion({
          subject: params.subject,
          questionsCompleted: Object.keys(results).length,
          totalTime: Math.round((outcome.elapsedSeconds / 60) * 10) / 10,
        });
        completion = 'marked';
      } catch {
        completion = 'failed';
      }
    }
    for (const key of ['/api/daily-completions', '/api/user/today-questions', '/api/analytics', 'study-plan'])
      void queryClient.invalidateQueries({ queryKey: [key] });
    setResult({ questions, results, ...outcome, completion, failedSubmissions });
    setPhase('done');
  }

  if (phase === 'done' && result) return <TaskSummary result={result} onNewTest={onBuild} />;
  if (phase === 'saving') return <PageSpinner label="Checking your answers" />;
  if (phase === 'running') return <TaskRunner questions={questions} minutes={minutes} onFinish={finish} />;

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
            {questions.length} {questions.length === 1 ? 'question' : 'questions'}
          </p>
          <p className="flex items-center gap-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <Clock className="size-4 text-brand-600 dark:text-brand-100" aria-hidden="true" />
            {minutes} min
          </p>
        </div>
        {missing.length > 0 && (
          <p
            role="alert"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
          >
            {missing.length} {missing.length === 1 ? 'question was' : 'questions were'} not found or not available and
            will be skipped.
          </p>
        )}
        {params.markCompletion && subjectName && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Finishing marks today's {subjectName} section as completed.
          </p>
        )}
        <Button size="lg" onClick={() => setPhase('running')}>
          <Play aria-hidden="true" />
          Start Test
        </Button>
      </CardContent>
    </Card>
  );
}
