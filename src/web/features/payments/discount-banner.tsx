import { ChevronLeft, ChevronRight, Clock, Tag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  BANNER_ROTATION_MS,
  discountBadge,
  discountedPlans,
  formatCountdown,
  formatRupees,
} from '#shared/domain/pricing';
import { bannerCopy } from '#shared/domain/pricing-offers';
import { Button } from '../../components/ui/button.tsx';
import { useNow } from '../../lib/use-now.ts';
import { useAuth, usePremiumAccess } from '../auth/public.ts';
import { usePlans } from './payments-api.ts';
import { nextIndex, previousIndex } from './rotation.ts';
import { useUpgradeDialog } from './upgrade-context.tsx';

/**
 * Spec sections 2, 4 and 9: rotates through discounted plans every 4 s with wrap-around controls and a
 * per-second countdown; hidden with no discounted plans or for paid users; guests go to /login.
 */
export function DiscountBanner() {
  const { isAuthenticated } = useAuth();
  const { hasPaidSubscription, status } = usePremiumAccess();
  const plans = usePlans();
  const now = useNow();
  const navigate = useNavigate();
  const { showPopup } = useUpgradeDialog();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // A discount that ends drops out of the rotation on the next tick.
  const slides = discountedPlans(plans.data ?? [], now);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => nextIndex(i, count)), BANNER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, paused]);
  useEffect(() => setIndex(0), []);

  const plan = slides[index % count];
  // Staff are never sold to (issue 12: the administrator saw 'Upgrade now').
  if (hasPaidSubscription || status?.isAdminAccess || !plan) return null;
  const copy = bannerCopy(plan);
  const open = () => (isAuthenticated ? showPopup(`discount-banner-${plan.id}`) : navigate('/login'));

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Discounted plans"
      data-testid="discount-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="relative overflow-hidden rounded-xl bg-gradient-to-r from-brand-600 to-violet-600 p-4 text-white shadow-md sm:p-5 dark:from-brand-700 dark:to-violet-800"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <span className="inline-flex w-fit items-center gap-1 rounded-full bg-white/20 px-2.5 py-1 text-xs font-bold">
          <Tag className="size-3.5" aria-hidden="true" />
          {discountBadge(plan.discountPercent)}
        </span>
        <div className="min-w-0 flex-1" aria-live={paused ? 'polite' : 'off'}>
          <p className="font-semibold">{copy.headline}</p>
          <p className="text-sm text-white/85">{copy.subtext}</p>
          <p className="mt-1 text-sm">
            {plan.originalPrice && (
              <>
                <s className="text-white/70">{formatRupees(plan.originalPrice)}</s>{' '}
              </>
            )}
            <strong className="text-base">{formatRupees(plan.price)}</strong>
          </p>
          {plan.discountEndTime && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-amber-200">
              <Clock className="size-3.5" aria-hidden="true" />
              Ends in {formatCountdown(new Date(plan.discountEndTime).getTime() - now.getTime())}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          {count > 1 && (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Previous offer"
              className="text-white hover:bg-white/15 dark:text-white dark:hover:bg-white/15"
              onClick={() => setIndex((i) => previousIndex(i, count))}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
          )}
          <Button
            onClick={open}
            className="bg-white text-brand-700 hover:bg-brand-50 dark:bg-white dark:text-brand-700 dark:hover:bg-brand-50"
          >
            {isAuthenticated ? 'Claim offer' : 'Sign in to claim'}
          </Button>
          {count > 1 && (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Next offer"
              className="text-white hover:bg-white/15 dark:text-white dark:hover:bg-white/15"
              onClick={() => setIndex((i) => nextIndex(i, count))}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {count > 1 && (
        <p className="sr-only">
          Offer {(index % count) + 1} of {count}
        </p>
      )}
    </section>
  );
}
