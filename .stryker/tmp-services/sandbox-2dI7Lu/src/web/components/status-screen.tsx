// @ts-nocheck
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './ui/card.tsx';

/** A centred card for guard, 404 and error screens. */
export function StatusScreen({
  icon: Icon,
  title,
  children,
  actions,
  tone = 'brand',
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'brand' | 'amber' | 'red';
}) {
  const toneClass = {
    brand: 'bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100',
    amber: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
    red: 'bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-300',
  }[tone];
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md p-8 text-center">
        <span className={`mx-auto flex size-14 items-center justify-center rounded-full ${toneClass}`}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-2 text-sm text-slate-600 dark:text-slate-400">{children}</div>
        {actions && <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
      </Card>
    </div>
  );
}
