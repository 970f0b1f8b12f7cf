// @ts-nocheck
import { Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AuthUser } from '#shared/contracts/auth';
import { welcomeShownKey } from '../../features/auth/public.ts';

const DAY_MS = 86_400_000;

/** A learner on their first day who has not practised yet is new: greet them, do not welcome them back. */
export function isNewLearner(user: Pick<AuthUser, 'xp' | 'createdAt'>, now = Date.now()): boolean {
  return user.xp === 0 && now - new Date(user.createdAt).getTime() < DAY_MS;
}

/** Shown once per browser session per user (session storage flag), dismissible; it sits above the page. */
export function WelcomeCard({ user }: { user: AuthUser }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const key = welcomeShownKey(user.id);
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, 'true');
    } catch {
      return;
    }
    setVisible(true);
  }, [user.id]);

  if (!visible) return null;
  return (
    <section
      aria-label="Welcome"
      className="relative mb-6 rounded-xl border border-brand-100 bg-white p-4 pr-10 shadow-sm dark:border-brand-500/30 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold text-slate-900 dark:text-slate-100">
            {isNewLearner(user) ? 'Welcome' : 'Welcome back'}, {user.firstName.trim() || 'Aspirant'}!
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Ready to conquer your CAT preparation today?
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setVisible(false)}
        aria-label="Dismiss welcome message"
        className="absolute right-2 top-2 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
}
