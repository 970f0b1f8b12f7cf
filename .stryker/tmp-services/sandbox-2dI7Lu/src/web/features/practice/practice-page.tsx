// @ts-nocheck
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, Crown, Flag, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { QuestionSummary } from '#shared/contracts/questions';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage, hasErrorCode } from '../../lib/api-client.ts';
import { useAuth, usePremiumAccess } from '../auth/public.ts';
import { useUpgradeDialog } from '../payments/public.ts';
import { LockedQuestion } from './locked-question.tsx';
import { listItems, questionQuery, usePracticeFilters, usePracticeList } from './practice-api.ts';
import { PracticeFilterBar } from './practice-filter-bar.tsx';
import {
  filtersFromSearch,
  filtersToSearch,
  hasAnyFilter,
  type PracticeFilterValues,
} from './practice-filters-state.ts';
import { PracticeQuestion } from './practice-question.tsx';

/** /questions: filter the bank and answer one question at a time. */
export function PracticePage() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const facets = usePracticeFilters();
  const setFilters = (next: PracticeFilterValues) => setSearch(filtersToSearch(next), { replace: true });
  const sessionKey = filtersToSearch(filters).toString();

  return (
    <div className="grid grid-cols-1 gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Practice Questions</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {facets.data
            ? `${facets.data.total.toLocaleString('en-IN')} questions across CAT, XAT, NMAT, SNAP and CMAT.`
            : 'Pick your filters and answer one question at a time.'}
        </p>
      </header>
      {filters.ids && <PlanListNote count={filters.ids.split(',').length} />}
      <PracticeFilterBar facets={facets.data} filters={filters} onChange={setFilters} />
      {/* A new filter set starts a new session at its first question. */}
      <PracticeSession key={sessionKey} filters={filters} onClear={() => setFilters({})} />
    </div>
  );
}

/** Above a study plan's list (?ids=): what it is, and for a free learner what premium adds to it. */
function PlanListNote({ count }: { count: number }) {
  const premium = usePremiumAccess();
  const { showPopup } = useUpgradeDialog();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm">
        <CalendarCheck className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
        <span>
          <span className="font-semibold">Your study plan: {count === 1 ? '1 question' : `${count} questions`}</span>,
          untimed, one at a time.
          {!premium.isLoading && !premium.hasPremium && ' Premium runs them as a timed practice test with a summary.'}
        </span>
      </p>
      {!premium.isLoading && !premium.hasPremium && (
        <Button size="sm" variant="outline" className="shrink-0" onClick={() => showPopup('upgrade-button')}>
          <Crown aria-hidden="true" />
          Upgrade to Premium
        </Button>
      )}
    </Card>
  );
}

function PracticeSession({ filters, onClear }: { filters: PracticeFilterValues; onClear: () => void }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const list = usePracticeList(filters, user?.id ?? 'guest');
  const [index, setIndex] = useState(0);
  const items = useMemo(() => listItems(list.data?.pages ?? []), [list.data]);
  const current: QuestionSummary | undefined = items[index];
  const following = items[index + 1];

  // Load the next page before the learner reaches the end of this one.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && index >= items.length - 3) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, index, items.length]);

  useEffect(() => {
    if (following && !following.locked) void queryClient.prefetchQuery(questionQuery(following.id));
  }, [following, queryClient]);

  const next = () => {
    setIndex((i) => i + 1);
    window.scrollTo({ top: 0 });
  };

  if (list.isPending) return <PageSpinner label="Loading questions" />;
  if (list.isError) return <ErrorCard message={errorMessage(list.error, 'Could not load questions.')} />;
  if (items.length === 0) return <EmptyState filters={filters} onClear={onClear} />;
  if (!current) {
    if (hasNextPage || isFetchingNextPage) return <PageSpinner label="Loading more questions" />;
    return <EndState count={items.length} onRestart={() => setIndex(0)} onClear={onClear} />;
  }
  const meta = `Question ${index + 1} of ${items.length}${hasNextPage ? '+' : ''}`;
  if (current.locked) return <LockedQuestion preview={current.preview} onNext={next} />;
  return <CurrentQuestion id={current.id} preview={current.preview} meta={meta} onNext={next} />;
}

function CurrentQuestion({
  id,
  preview,
  meta,
  onNext,
}: {
  id: number;
  preview: string;
  meta: string;
  onNext: () => void;
}) {
  const question = useQuery(questionQuery(id));
  if (question.isPending) return <PageSpinner label="Loading the question" />;
  if (question.isError) {
    if (hasErrorCode(question.error, 'premium_required')) return <LockedQuestion preview={preview} onNext={onNext} />;
    return <ErrorCard message={errorMessage(question.error, 'Could not load this question.')} onNext={onNext} />;
  }
  const before = question.data.attempts;
  // Answered questions come after the fresh ones; when one comes up, say how it went last time.
  const history = before.count > 0 ? ` · answered before, ${before.lastCorrect ? 'right' : 'wrong'} last time` : '';
  return <PracticeQuestion question={question.data} context="practice" onNext={onNext} meta={meta + history} />;
}

function EmptyState({ filters, onClear }: { filters: PracticeFilterValues; onClear: () => void }) {
  const byStatus: Record<string, string> = {
    unattempted: 'You have attempted every question that matches these filters.',
    wrong: 'No wrong answers here — questions you get wrong will show up under this filter.',
    bookmarked: 'You have no bookmarked questions that match. Press B or the Bookmark button on any question.',
  };
  return (
    <Card className="mx-auto grid max-w-xl justify-items-center gap-3 p-8 text-center">
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No questions match these filters</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {(filters.status && byStatus[filters.status]) || 'Try a wider choice of section, topic or difficulty.'}
      </p>
      {hasAnyFilter(filters) && <Button onClick={onClear}>Clear filters</Button>}
    </Card>
  );
}

function EndState({ count, onRestart, onClear }: { count: number; onRestart: () => void; onClear: () => void }) {
  return (
    <Card className="mx-auto grid max-w-xl justify-items-center gap-3 p-8 text-center">
      <Flag className="size-10 text-brand-600 dark:text-brand-100" aria-hidden="true" />
      <h2 className="text-lg font-semibold">You reached the end of this list</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        You went through all {count} questions that match these filters.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRestart}>Start again</Button>
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </Card>
  );
}

function ErrorCard({ message, onNext }: { message: string; onNext?: () => void }) {
  return (
    <Card className="mx-auto grid max-w-xl justify-items-center gap-3 p-8 text-center">
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {message}
      </p>
      {onNext && (
        <Button variant="outline" onClick={onNext}>
          Skip to next question
        </Button>
      )}
    </Card>
  );
}
