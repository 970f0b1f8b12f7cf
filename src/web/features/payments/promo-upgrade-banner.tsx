import { ChevronLeft, ChevronRight, Clock, Crown, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { discountBadge, formatCountdown, formatRupees } from '#shared/domain/pricing';
import { buildUpgradeOffers } from '#shared/domain/pricing-offers';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useNow } from '../../lib/use-now.ts';
import { useAuth, usePremiumAccess } from '../auth/public.ts';
import { usePlans } from './payments-api.ts';
import { nextIndex, previousIndex } from './rotation.ts';
import { useUpgradeDialog } from './upgrade-context.tsx';

/** Spec section 2: upgrade offers; can be closed; arrows and dots with several offers; a countdown per offer. */
export function PromoUpgradeBanner() {
  const { isAuthenticated } = useAuth();
  const { hasPremium } = usePremiumAccess();
  const plans = usePlans();
  const now = useNow();
  const navigate = useNavigate();
  const { showPopup } = useUpgradeDialog();
  const [closed, setClosed] = useState(false);
  const [index, setIndex] = useState(0);
  const offers = buildUpgradeOffers(plans.data ?? [], now);
  const count = offers.length;

  const offer = offers[index % count];
  // Anyone with premium access (paid, granted, staff) has nothing to upgrade to.
  if (closed || hasPremium || !offer) return null;
  const upgrade = () => (isAuthenticated ? showPopup('general') : navigate('/login'));

  return (
    <section
      aria-label="Upgrade offers"
      data-testid="promo-upgrade-banner"
      className="relative rounded-xl border border-amber-200 bg-gradient-to-br from-amber-50 to-orange-50 p-5 pr-12 text-slate-900 shadow-sm dark:border-amber-500/30 dark:from-amber-500/10 dark:to-orange-500/10 dark:text-slate-100"
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label="Close offers"
        className="absolute right-2 top-2"
        onClick={() => setClosed(true)}
      >
        <X aria-hidden="true" />
      </Button>
      <p className="inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-amber-800 dark:text-amber-300">
        <Crown className="size-4" aria-hidden="true" />
        {offer.urgency} · {discountBadge(offer.discountPercent)}
      </p>
      <h2 className="mt-2 text-lg font-bold sm:text-xl">{offer.headline}</h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{offer.subtext}</p>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs">
        {offer.benefits.map((b) => (
          <li key={b} className="rounded-full bg-white/80 px-2.5 py-1 font-medium dark:bg-slate-900/60">
            {b}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3">
        <p className="text-sm">
          {offer.originalPrice && (
            <s className="mr-2 text-slate-500 dark:text-slate-400">{formatRupees(offer.originalPrice)}</s>
          )}
          <span className="text-xl font-bold">{formatRupees(offer.price)}</span>
        </p>
        {offer.endsAt && (
          <p
            className="inline-flex items-center gap-1 text-sm font-medium text-red-700 dark:text-red-300"
            data-testid={`countdown-${offer.id}`}
          >
            <Clock className="size-4" aria-hidden="true" />
            {formatCountdown(new Date(offer.endsAt).getTime() - now.getTime())} left
          </p>
        )}
        <Button onClick={upgrade} className="sm:ml-auto">
          {isAuthenticated ? 'Upgrade now' : 'Sign in to upgrade'}
        </Button>
      </div>
      {count > 1 && (
        <div className="mt-4 flex items-center justify-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Previous offer"
            onClick={() => setIndex((i) => previousIndex(i, count))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          {offers.map((o, i) => (
            <button
              key={o.id}
              type="button"
              aria-label={`Show offer ${i + 1} of ${count}`}
              aria-current={i === index % count ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className="rounded-full p-1.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <span
                className={cn(
                  'block size-2.5 rounded-full transition-colors',
                  i === index % count ? 'bg-amber-600 dark:bg-amber-400' : 'bg-amber-300/70 dark:bg-amber-200/30',
                )}
              />
            </button>
          ))}
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next offer"
            onClick={() => setIndex((i) => nextIndex(i, count))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </section>
  );
}
