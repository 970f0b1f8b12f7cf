import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useUpgradeDialog } from '../payments/public.ts';
import { MockCard } from './mock-card.tsx';
import { fetchMockList, mockListKey } from './mock-tests-api.ts';

/** /mock-tests: in progress (resume), available, completed; the free plan's allowance with the upgrade path. */
export function MockTestsPage() {
  const { data, isLoading, error } = useQuery({ queryKey: mockListKey, queryFn: fetchMockList, staleTime: 0 });
  const { showPopup } = useUpgradeDialog();
  const [search, setSearch] = useSearchParams();
  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return <p className="text-red-600 dark:text-red-400">{errorMessage(error, 'Could not load the mock tests.')}</p>;
  // One exam at a time (?exam=XAT, so a link keeps it); every exam when the parameter names none of the listed ones.
  const exams = [...new Set(data.items.map((m) => m.exam))];
  const exam = exams.find((e) => e === search.get('exam')) ?? null;
  const items = exam ? data.items.filter((m) => m.exam === exam) : data.items;
  const groups = [
    { title: 'In progress', items: items.filter((m) => m.state === 'in_progress') },
    { title: 'Available', items: items.filter((m) => ['available', 'locked', 'scheduled'].includes(m.state)) },
    { title: 'Completed', items: items.filter((m) => m.state === 'completed') },
  ];
  const { limit, used } = data.allowance;
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mock Tests</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Full CAT mocks, sectional tests and other exams on the real exam screen, with a full analysis after.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/test-series">Test series</Link>
        </Button>
      </header>
      {limit !== null && (
        <Card className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="mock-allowance">
          <p className="text-sm">
            Your plan includes <strong>{limit}</strong> mock tests; you have started <strong>{used}</strong>.
          </p>
          <Button size="sm" onClick={() => showPopup('upgrade-button')}>
            Upgrade for every mock
          </Button>
        </Card>
      )}
      {exams.length > 1 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Exam</legend>
          {[null, ...exams].map((e) => (
            <Button
              key={e ?? 'all'}
              size="sm"
              variant={exam === e ? 'default' : 'outline'}
              aria-pressed={exam === e}
              onClick={() => setSearch(e ? { exam: e } : {}, { replace: true })}
            >
              {e ?? 'All exams'}
              <span className="font-normal tabular-nums">
                {e ? data.items.filter((m) => m.exam === e).length : data.items.length}
              </span>
            </Button>
          ))}
        </fieldset>
      )}
      {groups.map(
        (g) =>
          g.items.length > 0 && (
            <section key={g.title} aria-labelledby={`mocks-${g.title}`}>
              <h2 id={`mocks-${g.title}`} className="mb-3 text-lg font-semibold">
                {g.title}{' '}
                <span className="text-sm font-normal text-slate-500 dark:text-slate-400">({g.items.length})</span>
              </h2>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {g.items.map((m) => (
                  <MockCard key={m.id} mock={m} />
                ))}
              </div>
            </section>
          ),
      )}
      {data.items.length === 0 && <p className="text-slate-600">No mock tests are published yet.</p>}
    </div>
  );
}
