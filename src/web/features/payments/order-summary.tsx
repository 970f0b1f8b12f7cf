import { Clock } from 'lucide-react';
import type { SubscriptionPlan } from '#shared/contracts/payments';
import {
  discountBadge,
  durationLabel,
  formatCountdown,
  formatPaise,
  GST_PERCENT,
  gstIncluded,
  isDiscountActive,
  perMonthLine,
  planFeatures,
  rupeesToPaise,
} from '#shared/domain/pricing';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useNow } from '../../lib/use-now.ts';

function Line({ label, value, strong, muted }: { label: string; value: string; strong?: boolean; muted?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={muted ? 'text-slate-500 dark:text-slate-400' : undefined}>{label}</dt>
      <dd className={strong ? 'text-lg font-bold' : 'tabular-nums'}>{value}</dd>
    </div>
  );
}

/** The plan, its features and the price with GST shown (18 %, included in the listed price). */
export function OrderSummary({ plan }: { plan: SubscriptionPlan }) {
  const now = useNow();
  const totalPaise = rupeesToPaise(plan.price);
  const gst = gstIncluded(totalPaise);
  const discounted = isDiscountActive(plan, now);
  const originalPaise = plan.originalPrice ? rupeesToPaise(plan.originalPrice) : null;
  const perMonth = perMonthLine(plan);

  return (
    <Card className="grid gap-5 p-5 sm:p-6" data-testid="order-summary">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Order summary</p>
          <h2 className="mt-1 text-xl font-semibold">{plan.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {durationLabel(plan.durationDays)} of premium access
          </p>
        </div>
        {discounted && <Badge variant="destructive">{discountBadge(plan.discountPercent)}</Badge>}
      </div>
      {plan.description && <p className="text-sm text-slate-700 dark:text-slate-300">{plan.description}</p>}

      <ul className="grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
        {planFeatures(plan).map((f) => (
          <li key={f} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-500" />
            {f}
          </li>
        ))}
      </ul>

      {discounted && plan.discountEndTime && (
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          Offer ends in {formatCountdown(new Date(plan.discountEndTime).getTime() - now.getTime())}
        </p>
      )}

      <dl className="grid gap-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        {discounted && originalPaise !== null && originalPaise > totalPaise && (
          <>
            <Line label="Original price" value={formatPaise(originalPaise)} muted />
            <Line
              label={`Discount (${discountBadge(plan.discountPercent)})`}
              value={`− ${formatPaise(originalPaise - totalPaise)}`}
              muted
            />
          </>
        )}
        <Line label="Price before GST" value={formatPaise(gst.basePaise)} />
        <Line label={`GST (${GST_PERCENT}%, included)`} value={formatPaise(gst.gstPaise)} />
        <div className="border-t border-slate-200 pt-2 dark:border-slate-800">
          <Line label="Total payable" value={formatPaise(totalPaise)} strong />
        </div>
        {perMonth && (
          <p className="text-right text-sm font-medium text-emerald-700 dark:text-emerald-400">{perMonth}</p>
        )}
      </dl>
    </Card>
  );
}
