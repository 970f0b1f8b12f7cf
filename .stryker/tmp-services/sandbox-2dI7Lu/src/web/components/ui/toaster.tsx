// @ts-nocheck
import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { dismissToast, TOAST_DEFAULT_DURATION, type ToastItem, useToasts } from './use-toast.ts';

// Spec section 9: swipe threshold 50.
const SWIPE_THRESHOLD = 50;

const variantStyles: Record<NonNullable<ToastItem['variant']>, string> = {
  default: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  destructive: 'border-red-600 bg-red-600 text-white dark:border-red-500 dark:bg-red-700',
  success: 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-500 dark:bg-emerald-700',
};

const icons = { default: Info, destructive: CircleAlert, success: CircleCheck };

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD}>
      {toasts.map((t) => {
        const variant = t.variant ?? 'default';
        const Icon = icons[variant];
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            duration={t.duration ?? TOAST_DEFAULT_DURATION}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={variant}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[state=closed]:hidden',
              variantStyles[variant],
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn('mt-0.5 size-5 shrink-0', variant === 'default' && 'text-brand-600 dark:text-brand-500')}
            />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description && (
                <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="absolute right-2 top-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
