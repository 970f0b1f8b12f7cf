// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage, HttpError } from '../../lib/api-client.ts';
import type { TaskParams } from './task-params.ts';
import { TaskSessionView } from './task-session-view.tsx';
import { createLinkSession, fetchTaskSession, NoQuestionsError, taskSessionKey } from './tasks-api.ts';

type LinkParams = Extract<TaskParams, { kind: 'session' }>;

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

/** A study-plan link (/tasks?questionIds=…): the server stores the session when the page opens. */
export function TaskSession({ params, onBuild }: { params: LinkParams; onBuild: () => void }) {
  const created = useQuery({
    queryKey: ['task-link', params.questionIds.join(','), params.minutes],
    queryFn: () => createLinkSession(params.questionIds, params.minutes),
    // A POST: run it once per visit, never again on focus or on a retry loop.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  if (created.isLoading) return <PageSpinner label="Preparing your practice test" />;
  if (created.error instanceof NoQuestionsError)
    return (
      <TaskMessage
        title="Questions not found"
        text={`${created.error.message} Build a new practice test instead.`}
        onBuild={onBuild}
      />
    );
  if (created.error instanceof HttpError && created.error.status === 400)
    return (
      <TaskMessage
        title="This link does not work"
        text={errorMessage(created.error, 'The question list in this link is not valid.')}
        onBuild={onBuild}
      />
    );
  if (!created.data)
    return (
      <TaskMessage
        title="Could not load the test"
        text="The questions could not be loaded. Please try again."
        onBuild={onBuild}
      />
    );
  return (
    <TaskSessionView
      session={created.data.session}
      skipped={created.data.skipped}
      plan={{ subject: params.subject, markCompletion: params.markCompletion }}
      runKey={`link:${params.questionIds.join(',')}`}
      onBuild={onBuild}
    />
  );
}

/** A stored session (/tasks?session=<id>): a custom test just built, or one reopened later. */
export function SavedTaskSession({ sessionId, onBuild }: { sessionId: string; onBuild: () => void }) {
  const loaded = useQuery({
    queryKey: taskSessionKey(sessionId),
    queryFn: () => fetchTaskSession(sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (n, error) => !(error instanceof HttpError && error.status < 500) && n < 2,
  });
  if (loaded.isLoading) return <PageSpinner label="Preparing your practice test" />;
  if (!loaded.data)
    return (
      <TaskMessage
        title={
          loaded.error instanceof HttpError && loaded.error.status === 404
            ? 'Test not found'
            : 'Could not load the test'
        }
        text={
          loaded.error instanceof HttpError && loaded.error.status === 404
            ? 'This practice test does not exist or belongs to another account.'
            : 'The test could not be loaded. Please try again.'
        }
        onBuild={onBuild}
      />
    );
  return <TaskSessionView session={loaded.data} onBuild={onBuild} />;
}
