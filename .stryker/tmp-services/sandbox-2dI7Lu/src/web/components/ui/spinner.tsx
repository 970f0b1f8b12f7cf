// @ts-nocheck
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-5 animate-spin text-brand-600 dark:text-brand-500', className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-area spinner shown while auth or a page loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
