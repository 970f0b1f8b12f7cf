// @ts-nocheck
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

export interface TableColumn<T> {
  header: string;
  cell(row: T): ReactNode;
}

/**
 * A chart with its figures as a table: the table is always in the page for screen readers (visually hidden) and a
 * "Show as table" button shows it to everyone; the chart itself is hidden from assistive technology.
 */
export function ChartWithTable<T>({
  caption,
  chart,
  rows,
  columns,
  rowKey,
}: {
  caption: string;
  chart: ReactNode;
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey(row: T): string;
}) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <div aria-hidden="true" className="min-w-0">
        {chart}
      </div>
      <div className="flex justify-end">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={shown}
          aria-controls={id}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide table' : 'Show as table'}
        </Button>
      </div>
      <div id={id} className={shown ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className="px-2 py-1.5 font-medium">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((r) => (
              <tr key={rowKey(r)}>
                {columns.map((c) => (
                  <td key={c.header} className="px-2 py-1.5 tabular-nums">
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A muted empty-state line that says what to do. */
export function EmptyNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400" data-testid={testId}>
      {children}
    </p>
  );
}
