// @ts-nocheck
import { Check, Sparkles } from 'lucide-react';
import type { SubscriptionPlan } from '#shared/contracts/payments';
import {
  discountBadge,
  durationLabel,
  formatRupees,
  isDiscountActive,
  perMonthLine,
  planFeatures,
  saveBadgePercent,
  yearlyTotal,
} from '#shared/domain/pricing';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

export function PlanCard({
  plan,
  allPlans,
  popular,
  highlighted,
  now,
  busy,
  disabled,
  onChoose,
}: {
  plan: SubscriptionPlan;
  allPlans: SubscriptionPlan[];
  popular: boolean;
  highlighted: boolean;
  now: Date;
  busy: boolean;
  disabled: boolean;
  onChoose(): void;
}) {
  const discounted = isDiscountActive(plan, now);
  const save = saveBadgePercent(plan, allPlans);
  const perMonth = perMonthLine(plan);
  const features = planFeatures(plan);
  return (
    <article
      data-testid={`plan-card-${plan.id}`}
      aria-labelledby={`plan-${plan.id}-name`}
      className={cn(
        'relative flex flex-col rounded-xl border bg-white p-5 dark:bg-slate-900',
        popular
          ? 'border-brand-500 shadow-lg shadow-brand-500/10 ring-1 ring-brand-500 dark:border-brand-500'
          : 'border-slate-200 dark:border-slate-700',
        highlighted && 'ring-2 ring-amber-400 dark:ring-amber-400',
      )}
    >
      {popular && (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white shadow dark:bg-brand-600">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Most Popular
        </span>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`plan-${plan.id}-name`} className="text-lg font-semibold">
            {plan.name}
          </h3>
          <p className="text-sm text-slate-500 dark:text-slate-400">{durationLabel(plan.durationDays)}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          {discounted && <Badge variant="destructive">{discountBadge(plan.discountPercent)}</Badge>}
          {save !== null && <Badge variant="success">Save {save}%</Badge>}
        </div>
      </div>

      <div className="mt-4">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold tracking-tight">{formatRupees(plan.price)}</span>
          {discounted && plan.originalPrice && (
            <s className="text-sm text-slate-500 dark:text-slate-400">
              <span className="sr-only">was </span>
              {formatRupees(plan.originalPrice)}
            </s>
          )}
        </div>
        {plan.durationDays >= 365 && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {formatRupees(yearlyTotal(plan.price))} total for {durationLabel(plan.durationDays).toLowerCase()}
          </p>
        )}
        {perMonth && <p className="mt-1 text-sm font-medium text-emerald-700 dark:text-emerald-400">{perMonth}</p>}
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">GST included</p>
      </div>

      {plan.description && <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{plan.description}</p>}

      <ul className="mt-4 grid flex-1 content-start gap-2 text-sm">
        {features.map((f) => (
          <li key={f} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            <span>{f}</span>
          </li>
        ))}
      </ul>

      <Button
        className="mt-5 w-full"
        variant={popular ? 'default' : 'outline'}
        onClick={onChoose}
        disabled={disabled}
        aria-label={`Choose ${plan.name}`}
      >
        {busy ? 'Opening checkout…' : `Choose ${plan.name}`}
      </Button>
    </article>
  );
}
