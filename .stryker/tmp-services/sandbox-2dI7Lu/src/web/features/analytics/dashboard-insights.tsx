// @ts-nocheck
import type { HomeAnalytics } from '#shared/contracts/analytics';
import { NextMock, PerformancePrediction } from './performance-prediction.tsx';
import { PerformanceTrends } from './performance-trends.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { WeaknessAnalysis } from './weakness-analysis.tsx';

/** The lazily loaded half of the dashboard (charts and analyses), in its own chunk with recharts. */
export function DashboardInsights({ userId, summary }: { userId: string; summary: HomeAnalytics }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PerformanceTrends weeks={summary.weeklyProgress} />
      <WeaknessAnalysis userId={userId} subjects={summary.subjectWiseAccuracy} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PerformancePrediction prediction={summary.prediction} />
        <NextMock mock={summary.nextMock} />
      </div>
      <RecentActivity />
    </div>
  );
}
