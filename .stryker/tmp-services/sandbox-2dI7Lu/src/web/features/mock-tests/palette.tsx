// @ts-nocheck
import { Check } from 'lucide-react';
import type { AnswerStatus } from '#shared/contracts/mock-tests';
import { cn } from '../../lib/cn.ts';

export type PaletteStatus = AnswerStatus | 'not_visited';

export const PALETTE_LEGEND: Array<{ status: PaletteStatus; label: string }> = [
  { status: 'answered', label: 'Answered' },
  { status: 'not_answered', label: 'Not Answered' },
  { status: 'not_visited', label: 'Not Visited' },
  { status: 'marked', label: 'Marked for Review' },
  { status: 'answered_marked', label: 'Answered & Marked for Review (will be considered for evaluation)' },
];

// The TCS iON shapes: grey square, red pointing down, green pointing up, purple circle, purple circle with a tick.
const SHAPES: Record<PaletteStatus, string> = {
  not_visited:
    'rounded-sm border border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-700 dark:text-slate-100',
  not_answered: 'bg-red-600 text-white [clip-path:polygon(0_0,100%_0,100%_72%,50%_100%,0_72%)] pb-1.5',
  answered: 'bg-green-600 text-white [clip-path:polygon(50%_0,100%_28%,100%_100%,0_100%,0_28%)] pt-1.5',
  marked: 'rounded-full bg-purple-700 text-white',
  answered_marked: 'rounded-full bg-purple-700 text-white',
};

export function StatusShape({
  status,
  children,
  className,
}: {
  status: PaletteStatus;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={cn(
        'relative inline-flex size-9 items-center justify-center text-sm font-semibold',
        SHAPES[status],
        className,
      )}
    >
      {children}
      {status === 'answered_marked' && (
        <span className="absolute -bottom-0.5 -right-0.5 flex size-4 items-center justify-center rounded-full bg-green-600 ring-2 ring-white dark:ring-slate-900">
          <Check className="size-3 text-white" aria-hidden="true" strokeWidth={3} />
        </span>
      )}
    </span>
  );
}

export function PaletteLegend({ counts, compact }: { counts: Record<PaletteStatus, number>; compact?: boolean }) {
  return (
    <ul className={cn('grid gap-2 text-xs', compact ? 'grid-cols-2' : 'grid-cols-2')} aria-label="Legend">
      {PALETTE_LEGEND.map(({ status, label }) => (
        <li key={status} className={cn('flex items-center gap-2', status === 'answered_marked' && 'col-span-2')}>
          <StatusShape status={status} className="size-7 shrink-0 text-xs">
            {counts[status]}
          </StatusShape>
          <span className="text-slate-700 dark:text-slate-300">{label}</span>
        </li>
      ))}
    </ul>
  );
}

export function PaletteGrid({
  items,
  currentId,
  onPick,
}: {
  items: Array<{ id: number; number: number; status: PaletteStatus }>;
  currentId: number | null;
  onPick: (id: number) => void;
}) {
  return (
    <ul className="grid grid-cols-5 gap-2" aria-label="Question palette">
      {items.map((q) => (
        <li key={q.id}>
          <button
            type="button"
            onClick={() => onPick(q.id)}
            aria-current={q.id === currentId ? 'true' : undefined}
            aria-label={`Question ${q.number}, ${PALETTE_LEGEND.find((l) => l.status === q.status)?.label ?? ''}`}
            className={cn(
              'flex justify-center rounded-md p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              q.id === currentId && 'ring-2 ring-sky-500',
            )}
          >
            <StatusShape status={q.status}>{q.number}</StatusShape>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function countStatuses(statuses: PaletteStatus[]): Record<PaletteStatus, number> {
  const counts: Record<PaletteStatus, number> = {
    not_visited: 0,
    not_answered: 0,
    answered: 0,
    marked: 0,
    answered_marked: 0,
  };
  for (const s of statuses) counts[s] += 1;
  return counts;
}
