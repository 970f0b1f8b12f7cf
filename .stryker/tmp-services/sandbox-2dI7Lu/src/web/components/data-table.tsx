// @ts-nocheck
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { ScrollRegion } from './ui/scroll-region.tsx';

export interface Column<T> {
  /** Header text; an actions column passes a screen-reader-only label. */
  header: ReactNode;
  cell(row: T): ReactNode;
  align?: 'left' | 'right';
  /** Extra classes for the cells of this column (width, wrapping). */
  className?: string;
}

/**
 * The one table of the staff screens: a header row and one row per item, scrolling inside its own box when wider
 * than the screen. With `card`, phones get a list of cards instead (the table shows from md up).
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  card,
  minWidth,
  label,
  tone = 'default',
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey(row: T): string | number;
  card?(row: T): ReactNode;
  /** The narrowest the table may get before it scrolls, e.g. '720px'. */
  minWidth?: string;
  /** An accessible name for the table. */
  label?: string;
  /** 'danger' for a list of problems (an import's rejected rows). */
  tone?: 'default' | 'danger';
}) {
  const danger = tone === 'danger';
  const table = (
    <table className="w-full text-left text-sm" style={minWidth ? { minWidth } : undefined} aria-label={label}>
      <thead
        className={cn(
          'sticky top-0 border-b text-xs uppercase tracking-wide',
          danger
            ? 'border-red-100 bg-red-50 text-red-800 dark:border-red-500/20 dark:bg-red-950 dark:text-red-200'
            : 'border-slate-200 bg-slate-50 text-slate-500 dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-400',
        )}
      >
        <tr>
          {columns.map((c, i) => (
            <th key={i} className={cn('px-3 py-2 font-medium', c.align === 'right' && 'text-right')}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody
        className={cn(
          'divide-y',
          danger ? 'divide-red-100 dark:divide-red-500/20' : 'divide-slate-100 dark:divide-slate-800',
        )}
      >
        {rows.map((row) => (
          <tr key={rowKey(row)} className="align-top">
            {columns.map((c, i) => (
              <td key={i} className={cn('px-3 py-2', c.align === 'right' && 'text-right tabular-nums', c.className)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // A table wider than the screen scrolls sideways.
  const scroller = (className: string) => (
    <ScrollRegion className={className} label={label ?? 'Table'}>
      {table}
    </ScrollRegion>
  );
  if (!card) return scroller('overflow-x-auto');
  return (
    <>
      {scroller('hidden overflow-x-auto md:block')}
      <ul className="grid grid-cols-1 gap-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Previous / Page n of m / Next under a paged list; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="tabular-nums">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
