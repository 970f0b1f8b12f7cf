// @ts-nocheck
import { MISS_REASON_LABELS, MISS_REASONS, RETENTION_DAYS, type ReviewStats } from '#shared/contracts/review';
import { Card } from '../../components/ui/card.tsx';

const pct = (x: number) => `${Math.round(x * 100)}%`;

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card className="p-3 sm:p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{hint}</p>
    </Card>
  );
}

/** The notebook's figures: cards, due today, retention over 30 days, and misses by reason (bars with their counts). */
export function ReviewStatsPanel({ stats }: { stats: ReviewStats }) {
  const reasons = [
    ...MISS_REASONS.map((r) => ({ key: r, label: MISS_REASON_LABELS[r], n: stats.byReason[r] })),
    { key: 'untagged', label: 'Not tagged yet', n: stats.byReason.untagged },
  ];
  const max = Math.max(1, ...reasons.map((r) => r.n));
  return (
    <section aria-label="Notebook statistics" className="grid grid-cols-3 gap-3 lg:grid-cols-[1fr_1fr_1fr_1.4fr]">
      <Figure label="Cards" value={String(stats.total)} hint="in your notebook" />
      <Figure label="Due today" value={String(stats.dueToday)} hint={`${stats.dueNow} due now`} />
      <Figure
        label="Retention"
        value={stats.retention === null ? '—' : pct(stats.retention)}
        hint={
          stats.reviews === 0
            ? `no reviews in the last ${RETENTION_DAYS} days`
            : `${stats.good} of ${stats.reviews} ${stats.reviews === 1 ? 'review' : 'reviews'} right, last ${RETENTION_DAYS} days`
        }
      />
      <Card className="col-span-3 p-4 lg:col-span-1">
        <h2 className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
          Misses by reason
        </h2>
        <ul className="mt-2 grid gap-1.5 text-sm">
          {reasons.map((r) => (
            <li key={r.key} className="grid grid-cols-[7.5rem_1fr_2.5rem] items-center gap-3">
              <span className="text-slate-700 dark:text-slate-300">{r.label}</span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                <span
                  className={
                    r.key === 'untagged' ? 'block h-full bg-slate-400' : 'block h-full bg-brand-600 dark:bg-brand-500'
                  }
                  style={{ width: `${(r.n / max) * 100}%` }}
                />
              </span>
              <span className="text-right font-medium tabular-nums">{r.n}</span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
