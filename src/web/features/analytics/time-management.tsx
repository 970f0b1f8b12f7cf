import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsDetails } from '#shared/contracts/analytics';
import { difficultyLabel } from '#shared/domain/difficulty-labels';
import { ChartWithTable, EmptyNote } from './chart-table.tsx';

type Time = AnalyticsDetails['time'];
type Bucket = Time['buckets'][number];
const secs = (n: number | null) => (n === null ? '—' : `${Math.round(n)} s`);
const name = (b: Bucket) => `${b.section} ${difficultyLabel(b.difficulty)}`;

/** Time against correctness by section and difficulty, and the answers that ran over the exam's pace. */
export function TimeManagement({ time }: { time: Time }) {
  if (time.buckets.length === 0) {
    return <EmptyNote testId="time-empty">Answer a few questions to see where your time goes.</EmptyNote>;
  }
  const data = time.buckets.map((b) => ({ name: name(b), right: b.correctSeconds, wrong: b.wrongSeconds }));
  // Bars run across, one row a section and difficulty, so long labels fit a phone.
  const chart = (
    <div className="w-full text-xs" style={{ height: 60 + data.length * 44 }} data-testid="time-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          layout="vertical"
          data={data}
          margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" className="stroke-slate-200 dark:stroke-slate-700" />
          <XAxis type="number" tick={{ fill: 'currentColor' }} unit=" s" />
          <YAxis type="category" dataKey="name" width={112} tick={{ fill: 'currentColor' }} />
          <Tooltip contentStyle={{ borderRadius: 8, fontSize: 12, color: '#0f172a' }} />
          <Legend />
          <Bar isAnimationActive={false} dataKey="right" name="Seconds when right" fill="#10b981" />
          <Bar isAnimationActive={false} dataKey="wrong" name="Seconds when wrong" fill="#f43f5e" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
  // The paces of the sections this learner has answered in (each exam's own: CAT's VARC 100 s, XAT's GK 30 s).
  const answered = new Set(time.buckets.map((b) => b.section));
  const budgets = Object.entries(time.budgets)
    .filter(([s]) => answered.size === 0 || answered.has(s))
    .map(([s, n]) => `${s} ${n} s`)
    .join(', ');
  return (
    <div className="grid min-w-0 gap-4">
      <ChartWithTable
        caption="Average seconds on right and wrong answers by section and difficulty"
        chart={chart}
        rows={time.buckets}
        rowKey={(b) => `${b.section}-${b.difficulty}`}
        columns={[
          { header: 'Section and difficulty', cell: name },
          { header: 'Answers', cell: (b) => b.attempts },
          { header: 'Accuracy', cell: (b) => `${Math.round(b.accuracy)}%` },
          { header: 'Seconds when right', cell: (b) => secs(b.correctSeconds) },
          { header: 'Seconds when wrong', cell: (b) => secs(b.wrongSeconds) },
        ]}
      />
      <div className="min-w-0">
        <h3 className="text-sm font-semibold">Over-spent questions</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="overspent-count">
          {time.overspentCount === 0
            ? `None so far: every answer stayed within the exam's pace per question (${budgets}).`
            : `${time.overspentCount} ${time.overspentCount === 1 ? 'answer' : 'answers'} took longer than the exam's pace per question (${budgets}). The longest:`}
        </p>
        {time.overspent.length > 0 && (
          <div className="mt-2">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Answers that took longest over the per-question pace</caption>
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    Topic
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    Time (pace)
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {time.overspent.map((o) => (
                  <tr key={`${o.questionId}-${o.at}`}>
                    <td className="px-2 py-1.5">
                      {o.topic} <span className="text-slate-600 dark:text-slate-400">· {o.section}</span>
                    </td>
                    <td className="px-2 py-1.5 tabular-nums">
                      {o.seconds} s ({o.budgetSeconds} s)
                    </td>
                    <td className="px-2 py-1.5">{o.correct ? 'Right' : 'Wrong'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
