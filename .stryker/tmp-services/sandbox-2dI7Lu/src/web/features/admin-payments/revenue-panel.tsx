// @ts-nocheck
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenueSummary } from '#shared/contracts/admin-payments';
import { formatPaise, formatRupees } from '#shared/domain/pricing';
import { Card } from '../../components/ui/card.tsx';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tracking-tight">{value}</p>
      {hint && <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
    </Card>
  );
}

/** Totals, revenue and refunds by day (India time), and revenue by plan. */
export function RevenuePanel({ summary }: { summary: RevenueSummary }) {
  const { totals } = summary;
  const byDay = summary.byDay.map((d) => ({
    day: d.day.slice(5),
    Revenue: d.grossPaise / 100,
    Refunds: d.refundedPaise / 100,
  }));
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Gross revenue" value={formatPaise(totals.grossPaise)} hint={`${totals.captured} paid`} />
        <Stat
          label="Refunded"
          value={formatPaise(totals.refundedPaise)}
          hint={`${totals.refunded} ${totals.refunded === 1 ? 'refund' : 'refunds'}`}
        />
        <Stat label="Net revenue" value={formatPaise(totals.netPaise)} hint="GST included" />
        <Stat label="Failed payments" value={String(totals.failed)} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Card className="p-4">
          <h3 className="font-semibold">Revenue by day</h3>
          {byDay.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">No payments in this period.</p>
          ) : (
            <div className="mt-3 h-64 text-slate-500 dark:text-slate-400">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={byDay} margin={{ left: 8, right: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
                  <XAxis dataKey="day" stroke="currentColor" fontSize={12} />
                  <YAxis
                    stroke="currentColor"
                    fontSize={12}
                    tickFormatter={(v: number) => formatRupees(v)}
                    width={80}
                  />
                  <Tooltip
                    formatter={(v) => formatRupees(Number(v))}
                    contentStyle={{
                      background: 'var(--color-slate-900, #0f172a)',
                      border: 'none',
                      borderRadius: 8,
                      color: '#fff',
                    }}
                  />
                  <Legend />
                  <Bar dataKey="Revenue" fill="#4f46e5" radius={[4, 4, 0, 0]} />
                  <Bar dataKey="Refunds" fill="#f59e0b" radius={[4, 4, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          )}
        </Card>
        <Card className="p-4">
          <h3 className="font-semibold">Revenue by plan</h3>
          {summary.byPlan.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">Nothing sold yet.</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {summary.byPlan.map((p) => {
                const share = totals.grossPaise ? Math.round((p.grossPaise / totals.grossPaise) * 100) : 0;
                return (
                  <li key={p.planId}>
                    <div className="flex justify-between gap-2 text-sm">
                      <span className="font-medium">{p.planName}</span>
                      <span className="tabular-nums">{formatPaise(p.grossPaise)}</span>
                    </div>
                    <div className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800">
                      <div className="h-2 rounded-full bg-brand-600 dark:bg-brand-500" style={{ width: `${share}%` }} />
                    </div>
                    <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                      {p.count} sold · {share}%
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
