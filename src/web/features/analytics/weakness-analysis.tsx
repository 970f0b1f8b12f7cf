import { useQueries } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import type { AnalyticsSummary } from '#shared/contracts/analytics';
import { PLAN_SUBJECTS } from '#shared/domain/study-plan';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { countOf } from '../../lib/plural.ts';
import { adaptivePerformanceQuery } from './analytics-api.ts';

/** Weakness analysis per section from GET /api/adaptive/performance, weakest first. */
export function WeaknessAnalysis({
  userId,
  subjects,
}: {
  userId: string;
  subjects: AnalyticsSummary['subjectWiseAccuracy'];
}) {
  const results = useQueries({ queries: PLAN_SUBJECTS.map((s) => adaptivePerformanceQuery(userId, s.key)) });
  const loading = results.some((r) => r.isLoading);
  const rows = PLAN_SUBJECTS.map((s, i) => {
    // The adaptive engine reads practice only: where it has no answer of the learner's in this subject, every answer
    // counted here was in a mock, and the all-time figure stands (as it does when the engine does not answer).
    const data = results[i]?.data;
    const onlyMocks = data?.performance.recentCount === 0;
    const adaptive = onlyMocks ? undefined : data;
    const attempted = subjects.find((x) => x.subject === s.key);
    const attempts = attempted?.questionsAttempted ?? 0;
    const accuracy = adaptive ? adaptive.performance.recentAccuracy * 100 : (attempted?.accuracy ?? 0);
    return {
      key: s.key,
      name: s.display,
      accuracy,
      attempts,
      insight: onlyMocks
        ? `${Math.round(accuracy)}% right over ${countOf(attempts, 'answer')} in your mocks. Practise ${s.display} questions for insights on its topics and the level to work at.`
        : adaptive?.insights,
      level: adaptive?.performance.recommendedDifficulty,
    };
  })
    .filter((r) => r.attempts > 0)
    .sort((a, b) => a.accuracy - b.accuracy);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Weakness Analysis</CardTitle>
        <CardDescription>Sections that need the most attention, from your own answers.</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex justify-center py-6">
            <Spinner label="Analysing your answers" />
          </div>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">No performance data yet</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-3">
            {rows.map((r, i) => (
              <li key={r.key} className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
                <div className="flex items-center justify-between gap-2">
                  <span className="flex min-w-0 items-center gap-2 font-medium">
                    {i === 0 && rows.length > 1 && (
                      <AlertTriangle className="size-4 shrink-0 text-amber-500" aria-label="Weakest section" />
                    )}
                    <span className="min-w-0 break-words">{r.name}</span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold tabular-nums">{Math.round(r.accuracy)}%</span>
                </div>
                {r.level !== undefined && (
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                    Recommended difficulty: {String(r.level)}
                  </p>
                )}
                {r.insight && (
                  <p className="mt-1.5 break-words text-sm text-slate-600 dark:text-slate-300">{r.insight}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
