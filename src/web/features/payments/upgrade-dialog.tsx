import { Brain, CheckCircle2, Lock, Shield, Target, TrendingUp, Zap } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { mostPopularPlanId, sortPlans } from '#shared/domain/pricing';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useNow } from '../../lib/use-now.ts';
import { usePlans } from './payments-api.ts';
import { PlanCard } from './plan-card.tsx';
import { useUpgradeDialog } from './upgrade-context.tsx';

const reasons = [
  { icon: Brain, title: 'AI-powered personalized learning', text: 'Practice adapts to your level in every section.' },
  { icon: Target, title: 'Targeted weakness analysis', text: 'See the topics that cost you marks, and fix them.' },
  { icon: TrendingUp, title: 'Latest exam patterns and questions', text: 'CAT, XAT, NMAT, SNAP and CMAT formats.' },
  { icon: CheckCircle2, title: 'Proven success methodology', text: 'Practice, analysis and revision in one loop.' },
];

const guarantees = [
  { icon: Shield, text: '7-day money-back guarantee' },
  { icon: Lock, text: 'Secure payment' },
  { icon: Zap, text: 'Instant activation' },
];

/** Spec section 2 'Unlock Your MBA Success'. Plans load only while it is open; it stays open during a purchase. */
export function UpgradeDialog() {
  const { isOpen, trigger, purchaseInProgress, hidePopup, setPurchaseInProgress } = useUpgradeDialog();
  const plans = usePlans(isOpen);
  const now = useNow(isOpen);
  const [chosen, setChosen] = useState<number | null>(null);
  const sorted = useMemo(() => sortPlans((plans.data ?? []).filter((p) => p.isActive)), [plans.data]);
  const popularId = mostPopularPlanId(sorted);
  const highlightedId = trigger.startsWith('discount-banner-')
    ? Number(trigger.slice('discount-banner-'.length))
    : null;

  // Coming back from checkout with the browser's Back button restores this page from cache: unlock it.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setPurchaseInProgress(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [setPurchaseInProgress]);

  const choose = (planId: number) => {
    setChosen(planId);
    setPurchaseInProgress(true);
    // The whole page goes to checkout (spec section 2), so a fresh page owns the payment.
    window.location.assign(`/payment-confirmation?planId=${planId}`);
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) hidePopup();
      }}
    >
      <DialogContent
        data-trigger={trigger}
        hideClose={purchaseInProgress}
        onEscapeKeyDown={(e) => purchaseInProgress && e.preventDefault()}
        onInteractOutside={(e) => purchaseInProgress && e.preventDefault()}
        className="max-w-5xl p-5 sm:p-8"
      >
        <DialogHeader className="text-center sm:text-center">
          <DialogTitle className="text-2xl sm:text-3xl">Unlock Your MBA Success</DialogTitle>
          <DialogDescription>
            Every mock, the full question bank, deep analytics and the AI tutor. Prices in ₹, GST included.
          </DialogDescription>
        </DialogHeader>

        {plans.isLoading && (
          <div className="flex justify-center py-10">
            <Spinner className="size-8" label="Loading plans" />
          </div>
        )}
        {plans.isError && (
          <div role="alert" className="grid justify-items-center gap-3 py-8 text-center">
            <p className="text-sm text-red-700 dark:text-red-300">We could not load the plans.</p>
            <Button variant="outline" onClick={() => plans.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {plans.isSuccess && sorted.length === 0 && (
          <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">
            No plans are on sale right now. Please check back soon.
          </p>
        )}
        {sorted.length > 0 && (
          <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3">
            {sorted.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                allPlans={sorted}
                popular={plan.id === popularId}
                highlighted={plan.id === highlightedId}
                now={now}
                busy={purchaseInProgress && chosen === plan.id}
                disabled={purchaseInProgress}
                onChoose={() => choose(plan.id)}
              />
            ))}
          </div>
        )}

        <section aria-labelledby="why-premium" className="rounded-xl bg-slate-50 p-5 dark:bg-slate-800/60">
          <h3 id="why-premium" className="text-center text-lg font-semibold">
            Why Choose Our Premium Platform?
          </h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {reasons.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-semibold">{title}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <footer className="flex flex-col items-center justify-center gap-3 border-t border-slate-200 pt-4 text-sm text-slate-600 sm:flex-row sm:gap-6 dark:border-slate-800 dark:text-slate-400">
          {guarantees.map(({ icon: Icon, text }) => (
            <span key={text} className="inline-flex items-center gap-1.5">
              <Icon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              {text}
            </span>
          ))}
        </footer>
      </DialogContent>
    </Dialog>
  );
}
