// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import { PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { SetPane, SplitScreen } from '../../components/question/set-pane.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { workedExampleQuery } from './dilr-demo-api.ts';
import { WorkedQuestion } from './worked-question.tsx';

/** /dilr-example (public): a solved DILR set, walked through step by step. */
export function DilrExamplePage() {
  const example = useQuery(workedExampleQuery);
  return (
    <div className="grid gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">DILR Worked Example</h1>
          <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-400">
            Read the set, try each question in your head, then reveal the solution one step at a time.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/dilr-demo">
            <PlayCircle aria-hidden="true" />
            Try the demo set
          </Link>
        </Button>
      </header>
      {example.isPending ? (
        <PageSpinner label="Loading the worked example" />
      ) : example.isError ? (
        <Card className="p-6">
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(example.error, 'Could not load the worked example.')}
          </p>
        </Card>
      ) : (
        <SplitScreen
          left={<SetPane set={example.data.set} />}
          right={
            <div className="grid gap-4">
              {example.data.questions.map((q, i) => (
                <WorkedQuestion key={q.id} question={q} number={i + 1} />
              ))}
            </div>
          }
        />
      )}
    </div>
  );
}
