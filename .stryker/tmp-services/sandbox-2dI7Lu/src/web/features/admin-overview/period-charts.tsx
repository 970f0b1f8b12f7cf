// @ts-nocheck
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminDashboard } from '#shared/contracts/admin-analytics';
import { formatRupees } from '#shared/domain/pricing';
import { Card } from '../../components/ui/card.tsx';

const tooltip = { background: '#0f172a', border: 'none', borderRadius: 8, color: '#fff' };

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <Card className="p-4">
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-3 h-60 text-slate-500 dark:text-slate-400">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

/** The dashboard's charts over the chosen period, one point per India-time day. */
export function PeriodCharts({ d }: { d: AdminDashboard }) {
  const data = d.series.map((s) => ({
    day: s.day.slice(5),
    'Active learners': s.activeLearners,
    Answers: s.answers,
    Registrations: s.registrations,
    'Mocks submitted': s.mocksSubmitted,
    Revenue: (s.revenuePaise ?? 0) / 100,
  }));
  const axis = { stroke: 'currentColor', fontSize: 12 };
  const grid = <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Active learners and answers per day">
        <LineChart data={data} margin={{ left: 0, right: 8 }}>
          {grid}
          <XAxis dataKey="day" {...axis} />
          <YAxis yAxisId="l" allowDecimals={false} {...axis} width={36} />
          <YAxis yAxisId="r" orientation="right" allowDecimals={false} {...axis} width={44} />
          <Tooltip contentStyle={tooltip} />
          <Legend />
          <Line yAxisId="l" type="monotone" dataKey="Active learners" stroke="#6366f1" dot={false} strokeWidth={2} />
          <Line yAxisId="r" type="monotone" dataKey="Answers" stroke="#10b981" dot={false} strokeWidth={2} />
        </LineChart>
      </ChartCard>
      <ChartCard title="Registrations per day">
        <BarChart data={data} margin={{ left: 0, right: 8 }}>
          {grid}
          <XAxis dataKey="day" {...axis} />
          <YAxis allowDecimals={false} {...axis} width={36} />
          <Tooltip contentStyle={tooltip} />
          <Bar dataKey="Registrations" fill="#6366f1" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Mocks submitted per day">
        <BarChart data={data} margin={{ left: 0, right: 8 }}>
          {grid}
          <XAxis dataKey="day" {...axis} />
          <YAxis allowDecimals={false} {...axis} width={36} />
          <Tooltip contentStyle={tooltip} />
          <Bar dataKey="Mocks submitted" fill="#f59e0b" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
      {d.kpis.revenuePaise !== null && (
        <ChartCard title="Revenue per day">
          <BarChart data={data} margin={{ left: 8, right: 8 }}>
            {grid}
            <XAxis dataKey="day" {...axis} />
            <YAxis {...axis} width={72} tickFormatter={(v: number) => formatRupees(v)} />
            <Tooltip contentStyle={tooltip} formatter={(v) => formatRupees(Number(v))} />
            <Bar dataKey="Revenue" fill="#10b981" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ChartCard>
      )}
    </div>
  );
}
