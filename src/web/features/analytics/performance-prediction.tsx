import { TrendingDown, TrendingUp } from 'lucide-react';
import type { AnalyticsSummary } from '#shared/contracts/analytics';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { projectAccuracy } from './prediction.ts';

export function PerformancePrediction({ weeks }: { weeks: AnalyticsSummary['weeklyProgress'] }) {
  const p = projectAccuracy(weeks);
  const up = (p?.slope ?? 0) >= 0;
  const Trend = up ? TrendingUp : TrendingDown;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Performance Prediction</CardTitle>
          <Badge variant="secondary">Estimate</Badge>
        </div>
        <CardDescription>Projected accuracy if your weekly trend continues.</CardDescription>
      </CardHeader>
      <CardContent>
        {p ? (
          <div className="grid gap-3">
            <div className="flex items-end gap-3">
              <p className="text-4xl font-bold tabular-nums" data-testid="projected-accuracy">
                {p.projected}%
              </p>
              <p
                className={`mb-1 flex items-center gap-1 text-sm ${up ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'}`}
              >
                <Trend className="size-4" aria-hidden="true" />
                {p.slope > 0 ? '+' : ''}
                {p.slope} pts/week
              </p>
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Estimated accuracy in {p.weeksAhead} weeks (now about {p.current}%), from your last {p.basedOnWeeks}{' '}
              active weeks. Practice consistently to move it up.
            </p>
          </div>
        ) : (
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">
            Practise in at least two different weeks to see an estimate.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
