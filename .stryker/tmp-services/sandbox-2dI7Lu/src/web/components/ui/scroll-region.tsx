// @ts-nocheck
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A part of the page that scrolls on its own (a passage pane, a wide table): a labelled region that takes keyboard
 * focus, so it can be scrolled with the arrow keys as well as the mouse (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  children,
  className,
  ...rest
}: { label: string; children: ReactNode } & HTMLAttributes<HTMLElement> & { 'data-pane'?: string }) {
  return (
    // Positioned, so what is placed absolutely inside (screen-reader-only text) scrolls with it, not past the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section tabIndex={0} aria-label={label} className={cn('relative', className)} {...rest}>
      {children}
    </section>
  );
}
