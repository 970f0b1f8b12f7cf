// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, BrainCircuit } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { queueQuery } from './review-api.ts';

/** The home screen's line on the Mistake Notebook: today's review queue and the way to it. */
export function ReviewQueueCard() {
  const queue = useQuery(queueQuery);
  if (!queue.data) return null;
  const today = queue.data.cards.length;
  return (
    <Card className="p-0" data-testid="home-review-queue">
      <Link
        to={today > 0 ? '/review?session=1' : '/review'}
        className="group flex items-center gap-4 rounded-xl p-5 transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
          <BrainCircuit className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">
            {today > 0 ? `${today} ${today === 1 ? 'card' : 'cards'} to review today` : 'Mistake Notebook'}
          </span>
          <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
            {today > 0
              ? 'Your missed questions, asked again before you forget them.'
              : 'No reviews due. Questions you miss come back here on a spaced-repetition schedule.'}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-brand-700 dark:text-brand-300">
          <span className="hidden sm:inline">{today > 0 ? 'Start review' : 'Open'}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </span>
      </Link>
    </Card>
  );
}
