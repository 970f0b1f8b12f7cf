import { BookOpenText, ChartColumn } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { PracticeSet } from '#shared/contracts/questions';
import { cn } from '../../lib/cn.ts';
import { Markdown } from '../content/markdown.tsx';
import { SetDataView } from '../content/set-data-view.tsx';
import { Badge } from '../ui/badge.tsx';
import { Card } from '../ui/card.tsx';
import { ScrollRegion } from '../ui/scroll-region.tsx';

/** The left pane of a set: the passage or the data set's text, tables and charts. */
export function SetPane({ set, className }: { set: PracticeSet; className?: string }) {
  const isPassage = set.kind === 'rc_passage';
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <article aria-label={isPassage ? 'Reading passage' : 'Data set'} className="grid grid-cols-1 gap-3">
        <header className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">
            {isPassage ? (
              <BookOpenText className="size-3.5" aria-hidden="true" />
            ) : (
              <ChartColumn className="size-3.5" aria-hidden="true" />
            )}
            {isPassage ? 'Reading passage' : 'Data set'}
          </Badge>
          <span className="text-xs text-slate-500 dark:text-slate-400">{set.questionIds.length} questions</span>
        </header>
        <h2 className="text-lg font-semibold leading-snug">{set.title}</h2>
        <Markdown className="text-[0.95rem]">{set.body}</Markdown>
        {set.data && set.data.blocks.length > 0 && <SetDataView data={set.data} />}
      </article>
    </Card>
  );
}

/**
 * A passage or data set folded under its question and drawn only once opened: a results page holds a dozen of them.
 * `className` styles the fold (`[&>summary]:…` its summary line), `paneClassName` the pane.
 */
export function FoldedSet({
  set,
  showTitle = false,
  className,
  paneClassName,
}: {
  set: PracticeSet;
  showTitle?: boolean;
  className?: string;
  paneClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className={className} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-medium">
        {set.kind === 'rc_passage' ? 'Show the passage' : 'Show the data set'}
        {showTitle && `: ${set.title}`}
      </summary>
      {open && <SetPane set={set} className={paneClassName} />}
    </details>
  );
}

/**
 * Split screen for sets: passage or data on the left, question on the right, each scrolling on its own on wide
 * screens; stacked on phones.
 */
export function SplitScreen({ left, right }: { left: ReactNode; right: ReactNode }) {
  const pane = 'min-w-0 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:overscroll-contain';
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-6">
      <ScrollRegion className={pane} data-pane="set" label="Passage or data">
        {left}
      </ScrollRegion>
      <ScrollRegion className={pane} data-pane="question" label="Question">
        {right}
      </ScrollRegion>
    </div>
  );
}
