// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import { BrainCircuit, NotebookPen, Play } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { MISS_REASON_LABELS, MISS_REASONS, type MissReason } from '#shared/contracts/review';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { type CardFilters, cardsQuery, queueQuery, statsQuery } from './review-api.ts';
import { ReviewCardItem } from './review-card-item.tsx';
import { ReviewSession } from './review-session.tsx';
import { ReviewStatsPanel } from './review-stats.tsx';

const REASON_FILTERS = [...MISS_REASONS, 'untagged'] as const;

/** /review, the Mistake Notebook: today's queue, the figures, the cards; ?session=1 runs a review session. */
export function ReviewPage() {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSearch(next);
  };
  if (search.get('session') === '1') {
    return (
      <div className="grid gap-4">
        <h1 className="sr-only">Mistake Notebook: review session</h1>
        <ReviewSession onExit={() => update({ session: undefined })} />
      </div>
    );
  }
  const reason = REASON_FILTERS.find((r) => r === search.get('reason'));
  const filters: CardFilters = {
    filter: search.get('filter') === 'due' ? 'due' : 'all',
    reason,
    page: Math.max(1, Math.min(10_000, Number(search.get('page')) || 1)),
  };
  return (
    <div className="mx-auto grid max-w-5xl gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mistake Notebook</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Questions you missed come back on a spaced-repetition schedule until you get them right for good.
        </p>
      </header>
      <Notebook filters={filters} onStart={() => update({ session: '1' })} onFilters={update} />
    </div>
  );
}

function Notebook(props: {
  filters: CardFilters;
  onStart: () => void;
  onFilters: (changes: Record<string, string | undefined>) => void;
}) {
  const stats = useQuery(statsQuery);
  const queue = useQuery(queueQuery);
  if (stats.isPending || queue.isPending) return <PageSpinner label="Loading your notebook" />;
  if (stats.isError || queue.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {errorMessage(stats.error ?? queue.error, 'Could not load your notebook.')}
      </p>
    );
  }
  if (stats.data.total === 0) return <EmptyNotebook />;
  const today = queue.data.cards.length;
  return (
    <>
      <Card className="flex flex-wrap items-center gap-4 border-brand-200 bg-brand-50/60 p-5 dark:border-brand-500/30 dark:bg-brand-500/10">
        <BrainCircuit className="size-10 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
        {/* A basis wide enough for the sentence: on a phone the button wraps below instead of squeezing it. */}
        <div className="min-w-0 flex-1 basis-56">
          <h2 className="text-lg font-semibold" data-testid="queue-count">
            {today === 0 ? 'Nothing due right now' : `${today} ${today === 1 ? 'card' : 'cards'} to review today`}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {today > 0
              ? `Each question is asked again without its answer. Up to ${queue.data.limit} reviews a day.`
              : queue.data.dueNow > 0
                ? `You have done today’s ${queue.data.limit} reviews; ${queue.data.dueNow} more wait for tomorrow.`
                : `You are up to date. ${stats.data.dueToday > 0 ? `${stats.data.dueToday} more come due later today.` : 'Cards come back on the day they are due.'}`}
          </p>
        </div>
        {today > 0 && (
          <Button size="lg" className="w-full sm:w-auto" onClick={props.onStart}>
            <Play aria-hidden="true" />
            Start review
          </Button>
        )}
      </Card>
      <ReviewStatsPanel stats={stats.data} />
      <CardListSection filters={props.filters} onFilters={props.onFilters} />
    </>
  );
}

function EmptyNotebook() {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      <NotebookPen className="size-10 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Your notebook is empty</h2>
      <p className="max-w-lg text-sm text-slate-600 dark:text-slate-400">
        Every question you answer wrongly in practice or in a mock test becomes a review card here. You can also add any
        question you have answered with “Add to review”. Cards come back on a spaced-repetition schedule: sooner when
        you miss them, later as you keep getting them right.
      </p>
      <Button asChild>
        <Link to="/questions">Start practising</Link>
      </Button>
    </Card>
  );
}

function CardListSection({
  filters,
  onFilters,
}: {
  filters: CardFilters;
  onFilters: (changes: Record<string, string | undefined>) => void;
}) {
  const list = useQuery(cardsQuery(filters));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section aria-labelledby="cards-title" className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="cards-title" className="w-full text-lg font-semibold sm:mr-auto sm:w-auto">
          Your cards
        </h2>
        <SelectField
          id="review-filter"
          label="Show"
          value={filters.filter}
          onChange={(v) => onFilters({ filter: v === 'due' ? 'due' : undefined, page: undefined })}
          className="min-w-0 flex-1 sm:w-40 sm:flex-none"
        >
          <option value="all">All cards</option>
          <option value="due">Due now</option>
        </SelectField>
        <SelectField
          id="review-reason"
          label="Reason"
          value={filters.reason ?? ''}
          onChange={(v) => onFilters({ reason: v || undefined, page: undefined })}
          className="min-w-0 flex-1 sm:w-44 sm:flex-none"
        >
          <option value="">Any reason</option>
          {MISS_REASONS.map((r: MissReason) => (
            <option key={r} value={r}>
              {MISS_REASON_LABELS[r]}
            </option>
          ))}
          <option value="untagged">Not tagged yet</option>
        </SelectField>
      </div>
      {list.isPending ? (
        <PageSpinner label="Loading your cards" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(list.error, 'Could not load your cards.')}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No cards match these filters.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {list.data.total} {list.data.total === 1 ? 'card' : 'cards'}
          </p>
          {list.data.items.map((card) => (
            <ReviewCardItem key={card.id} card={card} />
          ))}
          {pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => onFilters({ page: String(filters.page - 1) })}
              >
                Previous
              </Button>
              <span>
                Page {filters.page} of {pages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page >= pages}
                onClick={() => onFilters({ page: String(filters.page + 1) })}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
