import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { HomeAnalytics } from '#shared/contracts/analytics';
import { MIN_PRACTICE_ANSWERS } from '#shared/domain/exam/prediction';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';

const whole = (n: number) => (n >= 99 ? n.toFixed(1) : String(Math.round(n)));

/** The server's estimate (shared/domain/exam/prediction.ts): mocks first, practice second, with its range. */
export function PerformancePrediction({ prediction }: { prediction: HomeAnalytics['prediction'] }) {
  const p = prediction;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Performance Prediction</CardTitle>
          <Badge variant="secondary">Estimate</Badge>
        </div>
        <CardDescription>
          Your likely CAT percentile, from your CAT mocks first and your answers second.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {p ? (
          <div className="grid gap-3">
            <p className="flex flex-wrap items-end gap-x-3 gap-y-1">
              <span className="text-4xl font-bold tabular-nums" data-testid="predicted-percentile">
                {whole(p.percentile)}
              </span>
              <span className="mb-1 text-sm text-slate-600 dark:text-slate-400">
                percentile (likely {whole(p.low)}–{whole(p.high)}), about {Math.round(p.score)} of 204 marks
              </span>
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="prediction-basis">
              Based on {p.attempts} {p.basis === 'mocks' ? (p.attempts === 1 ? 'CAT mock' : 'CAT mocks') : 'answers'}.{' '}
              {p.explanation}
            </p>
          </div>
        ) : (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            Take a mock test, or answer {MIN_PRACTICE_ANSWERS} practice questions, to see an estimate.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** The nearest mock still to take: open now, or the next to open. */
export function NextMock({ mock }: { mock: HomeAnalytics['nextMock'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Next Mock Test</CardTitle>
        <CardDescription>The nearest mock you have not taken yet.</CardDescription>
      </CardHeader>
      <CardContent>
        {mock ? (
          <div className="flex items-start gap-3" data-testid="next-mock">
            <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-100" aria-hidden="true" />
            <div className="grid gap-1">
              <Link
                to={`/mock-test/${mock.id}`}
                className="font-semibold text-brand-600 hover:underline dark:text-brand-100"
              >
                {mock.title}
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {mock.open
                  ? mock.closesAt
                    ? `Open now, closes ${when(mock.closesAt)}.`
                    : 'Open now.'
                  : `Opens ${when(mock.opensAt ?? '')}.`}
              </p>
            </div>
          </div>
        ) : (
          <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">
            No mock is waiting for you. See{' '}
            <Link to="/mock-tests" className="text-brand-600 underline dark:text-brand-100">
              all mock tests
            </Link>
            .
          </p>
        )}
      </CardContent>
    </Card>
  );
}
