// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { MockCard } from './mock-card.tsx';
import { fetchTestSeries } from './mock-tests-api.ts';

/** /test-series (premium): each series with its mocks, schedule windows and the learner's progress. */
export function TestSeriesPage() {
  const { data, isLoading, error } = useQuery({
    queryKey: ['/api/test-series'],
    queryFn: fetchTestSeries,
    staleTime: 0,
  });
  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return <p className="text-red-600 dark:text-red-400">{errorMessage(error, 'Could not load the test series.')}</p>;
  return (
    <div className="grid gap-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Test Series</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Work through each series in order and watch your scores move.
        </p>
      </header>
      {data.items.map((s) => {
        const pct = s.mocks.length ? Math.round((s.completed / s.mocks.length) * 100) : 0;
        return (
          <section key={s.id} aria-labelledby={`series-${s.id}`} className="grid gap-3">
            <Card className="p-4">
              <h2 id={`series-${s.id}`} className="text-lg font-semibold">
                {s.title}
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{s.description}</p>
              <div className="mt-3 flex items-center gap-3 text-sm">
                <div
                  className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                  role="progressbar"
                  aria-valuenow={pct}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={`${s.title} progress`}
                >
                  <div className="h-full bg-brand-600" style={{ width: `${pct}%` }} />
                </div>
                <span className="tabular-nums">
                  {s.completed} / {s.mocks.length} done
                </span>
              </div>
            </Card>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {s.mocks.map((m) => (
                <MockCard key={m.id} mock={m} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
