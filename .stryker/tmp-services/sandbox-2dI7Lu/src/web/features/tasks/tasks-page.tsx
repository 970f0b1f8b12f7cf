// @ts-nocheck
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CustomTestBuilder } from './custom-test-builder.tsx';
import { parseTaskParams } from './task-params.ts';
import { SavedTaskSession, TaskMessage, TaskSession } from './task-session.tsx';
import { taskSessionKey } from './tasks-api.ts';

/** /tasks, titled Practice Tests (premium): a study-plan section or a custom test as one timed session. */
export function TasksPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = parseTaskParams(search);
  const toBuilder = () => navigate('/tasks');

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Practice Tests</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Timed practice with a full review at the end.</p>
      </header>
      {params.kind === 'builder' && (
        <CustomTestBuilder
          onReady={(session) => {
            // Already stored on the server: the URL names it so a reload reopens the same test.
            queryClient.setQueryData(taskSessionKey(session.id), session);
            navigate(`/tasks?session=${session.id}`);
          }}
        />
      )}
      {params.kind === 'invalid' && (
        <TaskMessage title="This link does not work" text={params.reason} onBuild={toBuilder} />
      )}
      {params.kind === 'saved' && (
        <SavedTaskSession key={params.sessionId} sessionId={params.sessionId} onBuild={toBuilder} />
      )}
      {params.kind === 'session' && <TaskSession key={search.toString()} params={params} onBuild={toBuilder} />}
    </div>
  );
}
