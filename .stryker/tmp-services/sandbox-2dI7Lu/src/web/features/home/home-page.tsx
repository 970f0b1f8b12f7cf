// @ts-nocheck
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../auth/public.ts';
import { DiscountBanner, PremiumActivatedNotice, PromoUpgradeBanner } from '../payments/public.ts';
import { StudyPlanGenerator } from '../study-plan/public.ts';
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
