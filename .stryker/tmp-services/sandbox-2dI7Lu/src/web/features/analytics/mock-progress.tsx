// @ts-nocheck
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsDetails } from '#shared/contracts/analytics';
import { ChartWithTable, EmptyNote } from './chart-table.tsx';

type Mock = AnalyticsDetails['mocks'][number];
// Mid-tone strokes that read on white and on slate-900.
const SECTION_COLOURS = ['#f59e0b', '#ec4899', '#0ea5e9', '#84cc16'];
const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });

/** Score, percentile among the mock's takers and sectional scores, one point per submitted mock. */
export function MockProgress({ mocks }: { mocks: readonly Mock[] }) {
  if (mocks.length === 0) {
    return (
      <EmptyNote testId="mocks-empty">
        Take a mock test to see your score, percentile and sections move from one mock to the next.
      </EmptyNote>
    );
  }
  const keys = [...new Set(mocks.flatMap((m) => m.sections.map((s) => s.key)))];
  const data = mocks.map((m, i) => ({
    name: `${i + 1}. ${day(m.submittedAt)}`,
    score: m.score,
    percentile: m.percentile,
    ...Object.fromEntries(m.sections.map((s) => [s.key, s.score])),
  }));
  const chart = (
    <div className="h-64 w-full text-xs" data-testid="mock-progress-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-slate-200 dark:stroke-slate-700" />
          <XAxis dataKey="name" tick={{ fill: 'currentColor' }} />
          <YAxis yAxisId="marks" domain={[(min: number) => Math.min(0, min), 'auto']} tick={{ fill: 'currentColor' }} />
          <YAxis yAxisId="pct" orientation="right" domain={[0, 100]} tick={{ fill: 'currentColor' }} />
          <Tooltip contentStyle={{ borderRadius: 8, fontSize: 12, color: '#0f172a' }} />
          <Legend />
          <Line
            isAnimationActive={false}
            yAxisId="marks"
            dataKey="score"
            name="Score"
            stroke="#6366f1"
            strokeWidth={2}
            dot={{ r: 3 }}
          />
          <Line
            isAnimationActive={false}
            yAxisId="pct"
            dataKey="percentile"
            name="Percentile"
            stroke="#10b981"
            strokeWidth={2}
            dot={{ r: 3 }}
          />
          {keys.map((k, i) => (
            <Line
              isAnimationActive={false}
              key={k}
              yAxisId="marks"
              dataKey={k}
              name={k}
              stroke={SECTION_COLOURS[i % SECTION_COLOURS.length]}
              strokeDasharray="4 3"
              dot={{ r: 2 }}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
  return (
    <ChartWithTable
      caption="Score, percentile and sectional scores per mock"
      chart={chart}
      rows={mocks}
      rowKey={(m) => m.attemptId}
      columns={[
        { header: 'Mock', cell: (m) => m.title },
        { header: 'Date', cell: (m) => day(m.submittedAt) },
        { header: 'Score', cell: (m) => `${m.score} / ${m.maxScore}` },
        { header: 'Percentile', cell: (m) => m.percentile },
        { header: 'Sections', cell: (m) => m.sections.map((s) => `${s.key} ${s.score}`).join(', ') },
      ]}
    />
  );
}
