import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { readStoredToken } from '../../lib/api-client.ts';
import { useAuth, usePremiumAccess } from '../auth/public.ts';
import { DiscountBanner, PremiumActivatedNotice, PromoUpgradeBanner, usePlans } from '../payments/public.ts';
import { StudyPlanGenerator } from '../study-plan/public.ts';
import { SignedOutHome } from './signed-out-home.tsx';

// A guest's first load leaves out the signed-in dashboard (analytics, review, community cards). Someone with a
// sign-in marker fetches it at once, alongside their session call, so it is ready when the session is.
const loadSignedInHome = () => import('./signed-in-home.tsx');
const SignedInHome = lazy(async () => ({ default: (await loadSignedInHome()).SignedInHome }));

/** / and /dashboard. */
export function HomePage() {
  if (readStoredToken()) void loadSignedInHome();
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
      {user ? (
        <Suspense fallback={<PageSpinner label="Loading your dashboard" />}>
          <SignedInHome user={user} isAdmin={isAdmin} />
        </Suspense>
      ) : (
        <SignedOutHome />
      )}
      {!user && <StudyPlanGenerator />}
      <PromoUpgradeBanner />
    </div>
  );
}
