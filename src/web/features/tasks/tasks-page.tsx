import { useNavigate, useSearchParams } from 'react-router';
import { CustomTestBuilder } from './custom-test-builder.tsx';
import { parseTaskParams } from './task-params.ts';
import { TaskMessage, TaskSession } from './task-session.tsx';

/** /tasks, titled Practice Tests (premium): a study-plan section or a custom test as one timed session. */
export function TasksPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
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
          onReady={(ids, minutes) => navigate(`/tasks?time=${minutes}&questionIds=${ids.join(',')}`)}
        />
      )}
      {params.kind === 'invalid' && (
        <TaskMessage title="This link does not work" text={params.reason} onBuild={toBuilder} />
      )}
      {params.kind === 'session' && <TaskSession key={search.toString()} params={params} onBuild={toBuilder} />}
    </div>
  );
}
