// @ts-nocheck
import { Crown, LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { StatusScreen } from '../components/status-screen.tsx';
import { Button } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AdminDenied } from '../features/admin-overview/public.ts';
import { signInLink, useAuth, usePremiumAccess } from '../features/auth/public.ts';
import { useUpgradeDialog } from '../features/payments/public.ts';

// Client guards are manners only: the server authorises every call.

export function LoginRequired({ feature }: { feature: string }) {
  // Signing in comes back here (the study plan's questions, a shared filter) instead of to the home page.
  const { pathname, search } = useLocation();
  return (
    <StatusScreen
      icon={LockKeyhole}
      title="Login Required"
      actions={
        <Button asChild>
          <Link to={signInLink(pathname + search)}>Sign In</Link>
        </Button>
      }
    >
      Please sign in to access {feature}.
    </StatusScreen>
  );
}

export function PremiumRequired({ feature }: { feature: string }) {
  const { showPopup } = useUpgradeDialog();
  return (
    <StatusScreen
      icon={Crown}
      title="Premium Feature"
      actions={
        <>
          <Button onClick={() => showPopup('upgrade-button')}>
            <Crown aria-hidden="true" />
            Upgrade to Premium
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">Back to Dashboard</Link>
          </Button>
        </>
      }
    >
      {feature} is available with a premium plan. Upgrade to unlock it.
    </StatusScreen>
  );
}

/** Login-only routes: a Login Required screen naming the feature for guests. */
export function RequireLogin({ feature, children }: { feature: string; children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your sign-in" />;
  if (!isAuthenticated) return <LoginRequired feature={feature} />;
  return children;
}

/** Premium routes: Login Required for guests, Premium Feature for signed-in users without premium access. */
export function RequirePremium({ feature, children }: { feature: string; children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const premium = usePremiumAccess();
  if (isLoading) return <PageSpinner label="Checking your sign-in" />;
  if (!isAuthenticated) return <LoginRequired feature={feature} />;
  if (premium.isLoading) return <PageSpinner label="Checking your plan" />;
  if (!premium.hasPremium) return <PremiumRequired feature={feature} />;
  return children;
}

/**
 * Staff routes (ours guard themselves, unlike the spec's table): guests go to /admin/login, learners see the
 * staff-only card. Manners only — every /api/admin call is checked on the server, which also narrows staff vs admin.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading, isStaff } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your sign-in" />;
  if (!isAuthenticated) return <Navigate to="/admin/login" replace />;
  if (!isStaff) return <AdminDenied />;
  return children;
}
