// @ts-nocheck
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <Card
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-24 p-5 sm:p-6', tone === 'danger' && 'border-red-200 dark:border-red-900/60')}
    >
      <section className="grid gap-5">
        <header className="flex items-start gap-3">
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-lg',
              tone === 'danger'
                ? 'bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-300'
                : 'bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={`${id}-title`} className="text-lg font-semibold leading-tight">
              {title}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          </div>
        </header>
        {children}
      </section>
    </Card>
  );
}

/** Inline feedback under a form: role alert for errors so screen readers hear them. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-3 py-2 text-sm',
        kind === 'error'
          ? 'bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-300'
          : 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
      )}
    >
      {children}
    </p>
  );
}
