import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth, usePremiumAccess } from '../auth/public.ts';
import { DiscountBanner, PremiumActivatedNotice, PromoUpgradeBanner, usePlans } from '../payments/public.ts';
import { StudyPlanGenerator } from '../study-plan/public.ts';
import { SignedInHome } from './signed-in-home.tsx';
import { SignedOutHome } from './signed-out-home.tsx';

/** / and /dashboard. */
export function HomePage() {
  const { user, isLoading, isAdmin } = useAuth();
  const premium = usePremiumAccess();
  const plans = usePlans();
  // The offer banners at the top depend on the plans and on the learner's status: the page waits for both (asked
  // in parallel with the session), so nothing is pushed down when they arrive (was a layout shift of 0.31 on phones).
  if (isLoading || premium.isLoading || plans.isPending) return <PageSpinner label="Loading your dashboard" />;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PremiumActivatedNotice />
      <DiscountBanner />
      {user ? <SignedInHome user={user} isAdmin={isAdmin} /> : <SignedOutHome />}
      {!user && <StudyPlanGenerator />}
      <PromoUpgradeBanner />
    </div>
  );
}
