// @ts-nocheck
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlatformAnalytics } from '#shared/contracts/admin-analytics';
import { Card } from '../../components/ui/card.tsx';

type MockScores = PlatformAnalytics['mockScores'][number];

const marks = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 2 }).replace('-', '−');
const tooltip = { background: '#0f172a', border: 'none', borderRadius: 8, color: '#fff' };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function MockCard({ m }: { m: MockScores }) {
  const data = m.histogram.map((h) => ({ ...h, range: `${marks(h.from)} to ${marks(h.to)} marks` }));
  return (
    <Card className="p-4">
      <h3 className="font-semibold">{m.title}</h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {m.exam} · out of {marks(m.maxScore)} marks
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
        <Figure label="Takers" value={m.takers.toLocaleString('en-IN')} />
        <Figure label="Mean" value={marks(m.mean)} />
        <Figure label="Median" value={marks(m.median)} />
        <Figure label="25th–75th percentile" value={`${marks(m.q1)} – ${marks(m.q3)}`} />
        <Figure label="Top" value={`${marks(m.top)} / ${marks(m.maxScore)}`} />
      </dl>
      <div className="mt-3 h-44 text-slate-500 dark:text-slate-400">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ left: 0, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
            <XAxis dataKey="band" stroke="currentColor" fontSize={10} interval={0} angle={-30} height={40} dy={8} />
            <YAxis allowDecimals={false} stroke="currentColor" fontSize={12} width={32} />
            <Tooltip
              contentStyle={tooltip}
              labelFormatter={(_, payload) => payload?.[0]?.payload?.range ?? ''}
              formatter={(v) => [v, 'Takers']}
            />
            <Bar dataKey="takers" name="Takers" fill="#6366f1" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

/** Every mock with submitted attempts: its takers' stored scores as figures and a histogram of ten bands. */
export function MockScoreDistributions({ mocks }: { mocks: PlatformAnalytics['mockScores'] }) {
  return (
    <section aria-labelledby="mock-scores" className="grid gap-3">
      <div>
        <h2 id="mock-scores" className="text-lg font-semibold">
          Score distributions per mock
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Submitted attempts only; bands are tenths of the mock's full marks.
        </p>
      </div>
      {mocks.length === 0 ? (
        <Card className="p-6 text-center text-sm text-slate-600 dark:text-slate-400">
          No mock test has been submitted yet.
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {mocks.map((m) => (
            <MockCard key={m.mockId} m={m} />
          ))}
        </div>
      )}
    </section>
  );
}
