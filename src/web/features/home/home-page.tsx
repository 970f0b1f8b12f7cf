import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { DiscountBanner } from '../payments/discount-banner.tsx';
import { PremiumActivatedNotice } from '../payments/premium-activated-notice.tsx';
import { PromoUpgradeBanner } from '../payments/promo-upgrade-banner.tsx';
import { StudyPlanGenerator } from '../study-plan/study-plan-generator.tsx';
import { SignedInHome } from './signed-in-home.tsx';
import { SignedOutHome } from './signed-out-home.tsx';

/** / and /dashboard. */
export function HomePage() {
  const { user, isLoading, isAdmin } = useAuth();
  if (isLoading) return <PageSpinner label="Loading your dashboard" />;
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
