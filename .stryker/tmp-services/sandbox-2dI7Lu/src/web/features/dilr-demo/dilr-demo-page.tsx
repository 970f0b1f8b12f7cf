// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { QuestionPlayer } from '../../components/question/question-player.tsx';
import { SetPane, SplitScreen } from '../../components/question/set-pane.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../auth/public.ts';
import { demoSetQuery, submitDemoAttempt } from './dilr-demo-api.ts';

/** /dilr-demo (public): a real DILR set with its chart, answerable without an account. */
export function DilrDemoPage() {
  const demo = useQuery(demoSetQuery);
  const { isAuthenticated } = useAuth();
  return (
    <div className="grid gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">DILR Demo</h1>
          <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-400">
            Try a Data Interpretation and Logical Reasoning set the way the exam shows it: the data on the left, the
            questions on the right. No sign-in needed.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/dilr-example">
            <GraduationCap aria-hidden="true" />
            See a worked example
          </Link>
        </Button>
      </header>
      {demo.isPending ? (
        <PageSpinner label="Loading the demo set" />
      ) : demo.isError ? (
        <Card className="p-6">
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(demo.error, 'Could not load the demo set.')}
          </p>
        </Card>
      ) : (
        <SplitScreen
          left={<SetPane set={demo.data.set} />}
          right={
            <div className="grid gap-4">
              {demo.data.questions.map((q, i) => (
                <QuestionPlayer
                  key={q.id}
                  mode="check-only"
                  title={`Question ${i + 1}`}
                  question={{ id: q.id, type: q.type, stem: q.stem, options: q.options, difficulty: q.difficulty }}
                  check={(answer) => submitDemoAttempt(q.id, answer)}
                />
              ))}
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {isAuthenticated
                    ? 'Keep going with the full question bank, with timers and worked explanations.'
                    : 'Create a free account to practise the full bank with timers, bookmarks and analytics.'}
                </p>
                <Button asChild>
                  <Link to={isAuthenticated ? '/questions?section=DILR' : '/signup'}>
                    {isAuthenticated ? 'Practise DILR' : 'Create free account'}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </Card>
            </div>
          }
        />
      )}
    </div>
  );
}
