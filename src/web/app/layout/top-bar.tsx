import { GraduationCap, Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../features/auth/public.ts';
import { ThemeToggle } from './theme-toggle.tsx';

// The dropdown primitives load only for signed-in users.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/community/public.ts')).NotificationBell,
}));

export function TopBar({ menuOpen, onMenuClick }: { menuOpen: boolean; onMenuClick(): void }) {
  const { user, isLoading } = useAuth();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <Button
          id="menu-button"
          variant="ghost"
          size="icon"
          onClick={onMenuClick}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
        >
          <Menu aria-hidden="true" />
        </Button>
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white dark:bg-brand-500">
            <GraduationCap className="size-5" aria-hidden="true" />
          </span>
          <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
            MBA<span className="text-brand-600 dark:text-brand-400">Prep</span>
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {isLoading ? (
            <Spinner label="Checking your sign-in" />
          ) : user ? (
            <Suspense fallback={<span className="inline-block size-9" aria-hidden="true" />}>
              <NotificationBell />
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button asChild size="sm">
              <Link to="/login">Sign In</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
