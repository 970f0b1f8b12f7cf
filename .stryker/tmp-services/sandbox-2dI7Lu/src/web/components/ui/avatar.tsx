// @ts-nocheck
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cn } from '../../lib/cn.ts';

export function initialsOf(firstName?: string | null, lastName?: string | null, fallback = '?') {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
  return letters || fallback;
}

export function Avatar({ src, initials, className }: { src?: string | null; initials: string; className?: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-brand-100 dark:bg-brand-500/20',
        className,
      )}
    >
      {src && <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="flex size-full items-center justify-center text-sm font-semibold text-brand-700 dark:text-brand-100"
      >
        {initials}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
