// @ts-nocheck
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsSummary } from '#shared/contracts/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ChartWithTable } from './chart-table.tsx';

/** Performance Trends: weekly accuracy (left axis, 0–100 %) and questions attempted (right axis). */
export function PerformanceTrends({ weeks }: { weeks: AnalyticsSummary['weeklyProgress'] }) {
  const any = weeks.some((w) => w.questionsAttempted > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Performance Trends</CardTitle>
        <CardDescription>Weekly accuracy and questions attempted over the last 8 weeks.</CardDescription>
      </CardHeader>
      <CardContent>
        {any ? (
          <ChartWithTable
            caption="Weekly accuracy and questions attempted"
            rows={weeks}
            rowKey={(w) => w.weekStart}
            columns={[
              { header: 'Week of', cell: (w) => w.week },
              { header: 'Accuracy', cell: (w) => `${Math.round(w.accuracy)}%` },
              { header: 'Questions attempted', cell: (w) => w.questionsAttempted },
            ]}
            chart={
              <div className="h-64 w-full text-xs" data-testid="performance-trends-chart">
                <ResponsiveContainer width="100%" height="100%">
                  <LineChart
                    accessibilityLayer={false}
                    data={weeks}
                    margin={{ top: 8, right: 4, bottom: 0, left: -12 }}
                  >
                    <CartesianGrid strokeDasharray="3 3" className="stroke-slate-200 dark:stroke-slate-700" />
                    <XAxis dataKey="week" tick={{ fill: 'currentColor' }} className="text-slate-500" />
                    <YAxis
                      yAxisId="accuracy"
                      domain={[0, 100]}
                      tickFormatter={(v: number) => `${v}%`}
                      tick={{ fill: 'currentColor' }}
                    />
                    <YAxis
                      yAxisId="questions"
                      orientation="right"
                      allowDecimals={false}
                      tick={{ fill: 'currentColor' }}
                    />
                    <Tooltip
                      contentStyle={{ borderRadius: 8, fontSize: 12 }}
                      formatter={(value, name) =>
                        name === 'Accuracy' ? [`${Math.round(Number(value))}%`, name] : [value, name]
                      }
                    />
                    <Legend />
                    <Line
                      yAxisId="accuracy"
                      type="monotone"
                      dataKey="accuracy"
                      name="Accuracy"
                      stroke="#6366f1"
                      strokeWidth={2}
                      dot={{ r: 3 }}
                    />
                    <Line
                      yAxisId="questions"
                      type="monotone"
                      dataKey="questionsAttempted"
                      name="Questions attempted"
                      stroke="#10b981"
                      strokeWidth={2}
                      dot={{ r: 3 }}
                    />
                  </LineChart>
                </ResponsiveContainer>
              </div>
            }
          />
        ) : (
          <p className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">
            Start practicing to see your progress trends
          </p>
        )}
      </CardContent>
    </Card>
  );
}
