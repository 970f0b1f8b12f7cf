import type { AnalyticsSummary } from '#shared/contracts/analytics';
import { PerformancePrediction } from './performance-prediction.tsx';
import { PerformanceTrends } from './performance-trends.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { WeaknessAnalysis } from './weakness-analysis.tsx';

/** The lazily loaded half of the dashboard (charts and analyses), in its own chunk with recharts. */
export function DashboardInsights({ userId, summary }: { userId: string; summary: AnalyticsSummary }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PerformanceTrends weeks={summary.weeklyProgress} />
      <WeaknessAnalysis userId={userId} subjects={summary.subjectWiseAccuracy} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PerformancePrediction weeks={summary.weeklyProgress} />
        <RecentActivity />
      </div>
    </div>
  );
}
