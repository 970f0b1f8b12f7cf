// @ts-nocheck
import type { LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

/** The centred card every auth screen sits in. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  children,
  footer,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex justify-center py-2 sm:py-8">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
          {description && <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
        {children}
        {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>}
      </Card>
    </div>
  );
}

export const linkClass =
  'font-medium text-brand-600 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 rounded-sm dark:text-brand-300';

/** The form of every auth screen: its fields, then the full-width submit button with a spinner while it works. */
export function AuthForm({
  onSubmit,
  submitting,
  submitLabel,
  busyLabel,
  noValidate,
  children,
}: {
  onSubmit(event: FormEvent): void;
  submitting: boolean;
  submitLabel: string;
  /** What the spinner announces while the request runs. */
  busyLabel: string;
  /** Leave the checks to our own messages instead of the browser's bubbles. */
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate={noValidate} className="grid gap-4">
      {children}
      <Button type="submit" size="lg" disabled={submitting} className="mt-2 w-full">
        {submitting && <Spinner className="size-4 text-white" label={busyLabel} />}
        {submitLabel}
      </Button>
    </form>
  );
}
