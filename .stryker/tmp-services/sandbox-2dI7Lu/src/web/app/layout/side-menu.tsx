// @ts-nocheck
import { Crown, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useAuth, usePremiumAccess } from '../../features/auth/public.ts';
import { useUpgradeDialog } from '../../features/payments/public.ts';
import { cn } from '../../lib/cn.ts';
import { isNavItemActive, mainNavItems, type NavItem, staffNavItems } from './nav-items.ts';

function NavList({ items, currentPath, onChoose }: { items: NavItem[]; currentPath: string; onChoose(): void }) {
  return (
    <ul className="grid gap-1">
      {items.map((item) => {
        const active = isNavItemActive(item.to, currentPath);
        const Icon = item.icon;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onChoose}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                active
                  ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Drawer menu: opens from the left-edge hover zone or the menu button; closes on leave, backdrop, Escape or choice. */
export function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { pathname } = useLocation();
  const { isAuthenticated, isAdmin, isStaff } = useAuth();
  const premium = usePremiumAccess();
  const { showPopup } = useUpgradeDialog();
  const panelRef = useRef<HTMLElement>(null);
  const close = () => onOpenChange(false);

  useEffect(() => {
    if (!open) return;
    // Opened from the keyboard via the menu button: move focus into the menu.
    if (document.activeElement?.id === 'menu-button') panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onOpenChange(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  const showUpgrade = isAuthenticated && !premium.isLoading && !premium.hasPremium;

  return (
    <>
      {/* Left-edge hover zone (pointer devices). */}
      <div aria-hidden="true" className="fixed inset-y-0 left-0 z-30 w-3" onMouseEnter={() => onOpenChange(true)} />
      <div
        aria-hidden="true"
        onClick={close}
        className={cn(
          'fixed inset-0 z-40 bg-slate-950/40 transition-opacity',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <nav
        id="side-menu"
        ref={panelRef}
        aria-label="Main menu"
        inert={!open}
        onMouseLeave={close}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-slate-200 bg-white shadow-xl transition-[transform,visibility] duration-200 dark:border-slate-800 dark:bg-slate-900',
          open ? 'visible translate-x-0' : 'invisible -translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
          <span className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Menu</span>
          <Button variant="ghost" size="icon" onClick={close} aria-label="Close menu">
            <X aria-hidden="true" />
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto p-3">
          <NavList items={mainNavItems} currentPath={pathname} onChoose={close} />
          {isStaff && (
            <div className="mt-6">
              <h2 className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
                Admin Panel
              </h2>
              <NavList items={staffNavItems(isAdmin)} currentPath={pathname} onChoose={close} />
            </div>
          )}
        </div>
        {showUpgrade && (
          <div className="border-t border-slate-200 p-4 dark:border-slate-800">
            <Button
              className="w-full bg-gradient-to-r from-brand-600 to-violet-600 hover:from-brand-700 hover:to-violet-700 dark:from-brand-500 dark:to-violet-500"
              onClick={() => {
                close();
                showPopup('upgrade-button');
              }}
            >
              <Crown aria-hidden="true" />
              Upgrade to Premium
            </Button>
          </div>
        )}
      </nav>
    </>
  );
}
