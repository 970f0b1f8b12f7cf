// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlatformAnalytics } from '#shared/contracts/admin-analytics';
import { DataTable } from '../../components/data-table.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { apiJson, isAccessDenied } from '../../lib/api-client.ts';
import { AdminDenied } from '../admin-overview/public.ts';
import { MockScoreDistributions } from './mock-score-distributions.tsx';

const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;
const num = (n: number) => n.toLocaleString('en-IN');

function Funnel({ f }: { f: PlatformAnalytics['funnel'] }) {
  const steps = [
    ['Signed up', f.signedUp],
    ['Practised', f.practised],
    ['Took a practice test', f.tookTest],
    ['Took a mock test', f.tookMock],
    ['Purchased', f.purchased],
  ] as const;
  return (
    <Card className="p-4">
      <h2 className="font-semibold">Funnel</h2>
      <ol className="mt-3 grid gap-2">
        {steps.map(([label, n]) => (
          <li key={label} className="grid gap-1">
            <div className="flex justify-between text-sm">
              <span>{label}</span>
              <span className="tabular-nums">
                {num(n)} {f.signedUp ? `· ${pct(n / f.signedUp)}` : ''}
              </span>
            </div>
            <div className="h-2 rounded-full bg-slate-100 dark:bg-slate-800">
              <div className="h-2 rounded-full bg-brand-600" style={{ width: f.signedUp ? pct(n / f.signedUp) : 0 }} />
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Scores({ s }: { s: PlatformAnalytics['testScores'] }) {
  const total = s.reduce((a, b) => a + b.tests, 0);
  return (
    <Card className="p-4">
      <h2 className="font-semibold">Practice test scores</h2>
      {total === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">No finished practice test yet.</p>
      ) : (
        <div className="mt-3 h-56 text-slate-500 dark:text-slate-400">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={s} margin={{ left: 0, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
              <XAxis dataKey="band" stroke="currentColor" fontSize={11} />
              <YAxis allowDecimals={false} stroke="currentColor" fontSize={12} width={32} />
              <Tooltip contentStyle={{ background: '#0f172a', border: 'none', borderRadius: 8, color: '#fff' }} />
              <Bar dataKey="tests" name="Tests" fill="#6366f1" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

/** /admin/analytics: platform-wide item statistics, topic accuracy, the funnel and test scores, from real rows. */
export function AdminAnalyticsPage() {
  const q = useQuery({
    queryKey: ['/api/admin/analytics'],
    queryFn: () => apiJson<PlatformAnalytics>('GET', '/api/admin/analytics'),
    staleTime: 60_000,
  });
  if (q.error && isAccessDenied(q.error)) return <AdminDenied />;
  if (!q.data) return <PageSpinner label="Loading platform analytics" />;
  const a = q.data;
  const empty = (text: string) => <p className="p-6 text-center text-sm text-slate-600 dark:text-slate-400">{text}</p>;
  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Platform analytics</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">Every learner's answers, the weakest first.</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <Funnel f={a.funnel} />
        <Scores s={a.testScores} />
      </div>
      <MockScoreDistributions mocks={a.mockScores} />
      <Card className="overflow-hidden p-0">
        <h2 className="px-5 pt-4 pb-2 font-semibold">Weakest items</h2>
        {a.items.length === 0 ? (
          empty('No answers yet.')
        ) : (
          <DataTable
            rows={a.items}
            rowKey={(i) => i.questionId}
            minWidth="760px"
            label="Weakest items"
            columns={[
              { header: '#', cell: (i) => i.questionId },
              {
                header: 'Question',
                className: 'max-w-sm',
                cell: (i) => (
                  <>
                    <div className="truncate">{i.stem}</div>
                    <div className="text-xs text-slate-500 dark:text-slate-400">
                      {i.section} · {i.topic}
                    </div>
                  </>
                ),
              },
              { header: 'Learners', align: 'right', cell: (i) => num(i.learners) },
              { header: 'Facility', align: 'right', cell: (i) => pct(i.facility) },
              {
                header: 'Discrimination',
                align: 'right',
                cell: (i) => (i.discrimination === null ? '—' : i.discrimination.toFixed(2)),
              },
              { header: 'Mean time', align: 'right', cell: (i) => `${Math.round(i.meanSeconds)} s` },
            ]}
          />
        )}
      </Card>
      <Card className="overflow-hidden p-0">
        <h2 className="px-5 pt-4 pb-2 font-semibold">Topic accuracy across learners</h2>
        {a.topics.length === 0 ? (
          empty('No answers yet.')
        ) : (
          <DataTable
            rows={a.topics}
            rowKey={(t) => `${t.section}-${t.topic}`}
            minWidth="560px"
            label="Topic accuracy"
            columns={[
              { header: 'Section', cell: (t) => t.section },
              { header: 'Topic', cell: (t) => t.topic },
              { header: 'Answers', align: 'right', cell: (t) => num(t.attempts) },
              { header: 'Learners', align: 'right', cell: (t) => num(t.learners) },
              { header: 'Accuracy', align: 'right', cell: (t) => pct(t.accuracy) },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
