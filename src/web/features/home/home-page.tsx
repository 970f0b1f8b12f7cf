import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { SignedInHome } from './signed-in-home.tsx';
import { SignedOutHome } from './signed-out-home.tsx';

/** / and /dashboard. */
export function HomePage() {
  const { user, isLoading, isAdmin } = useAuth();
  if (isLoading) return <PageSpinner label="Loading your dashboard" />;
  return user ? <SignedInHome user={user} isAdmin={isAdmin} /> : <SignedOutHome />;
}
