// @ts-nocheck
import { type ReactNode, useState } from 'react';
import { useAuth } from '../../features/auth/public.ts';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { WelcomeCard } from './welcome-card.tsx';

export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <TopBar menuOpen={menuOpen} onMenuClick={() => setMenuOpen((o) => !o)} />
      <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {/* In the page's flow, above it: it never covers a banner or a heading (issue 12). */}
        {user && <WelcomeCard user={user} />}
        {children}
      </main>
    </div>
  );
}
