// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookmarkX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { SECTION_NAMES, SECTIONS, type Section } from '#shared/contracts/questions';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage, hasErrorCode } from '../../lib/api-client.ts';
import { LockedQuestion, PracticeQuestion, questionQuery, usePracticeFilters } from '../practice/public.ts';
import { BookmarkCard } from './bookmark-card.tsx';
import { bookmarksQuery } from './bookmarks-api.ts';

const selectClasses =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-sm focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/** /bookmarks: saved questions with notes; filters and the open question live in the query string. */
export function BookmarksPage() {
  const [search, setSearch] = useSearchParams();
  const section = SECTIONS.includes(search.get('section') as Section) ? (search.get('section') as Section) : undefined;
  const topic = search.get('topic')?.slice(0, 80) || undefined;
  const openId = Number(search.get('open')) || null;
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSearch(next);
  };

  if (openId) return <OpenBookmark id={openId} onBack={() => update({ open: undefined })} />;
  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Bookmarks</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Questions you saved to revisit, with your notes.</p>
      </header>
      <BookmarkFilters
        section={section}
        topic={topic}
        onSection={(v) => update({ section: v, topic: undefined })}
        onTopic={(v) => update({ topic: v })}
      />
      <BookmarkList section={section} topic={topic} onOpen={(id) => update({ open: String(id) })} />
    </div>
  );
}

function BookmarkFilters(props: {
  section?: Section;
  topic?: string;
  onSection: (v: string | undefined) => void;
  onTopic: (v: string | undefined) => void;
}) {
  const facets = usePracticeFilters();
  const topics = [
    ...new Set(
      (facets.data?.topics ?? []).filter((t) => !props.section || t.section === props.section).map((t) => t.value),
    ),
  ].sort();
  if (props.topic && !topics.includes(props.topic)) topics.unshift(props.topic);
  return (
    <Card className="grid gap-3 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-4">
      <div className="grid gap-1">
        <label htmlFor="bookmark-section" className="text-xs font-medium text-slate-600 dark:text-slate-400">
          Section
        </label>
        <select
          id="bookmark-section"
          className={selectClasses}
          value={props.section ?? ''}
          onChange={(e) => props.onSection(e.target.value || undefined)}
        >
          <option value="">All sections</option>
          {SECTIONS.map((s) => (
            <option key={s} value={s}>
              {SECTION_NAMES[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor="bookmark-topic" className="text-xs font-medium text-slate-600 dark:text-slate-400">
          Topic
        </label>
        <select
          id="bookmark-topic"
          className={selectClasses}
          value={props.topic ?? ''}
          onChange={(e) => props.onTopic(e.target.value || undefined)}
        >
          <option value="">All topics</option>
          {topics.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      {(props.section || props.topic) && (
        <Button
          variant="ghost"
          onClick={() => {
            props.onSection(undefined);
          }}
        >
          Clear filters
        </Button>
      )}
    </Card>
  );
}

function BookmarkList({ section, topic, onOpen }: { section?: Section; topic?: string; onOpen: (id: number) => void }) {
  const list = useQuery(bookmarksQuery({ section, topic }));
  if (list.isPending) return <PageSpinner label="Loading bookmarks" />;
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {errorMessage(list.error, 'Could not load your bookmarks.')}
      </p>
    );
  }
  if (list.data.items.length === 0) {
    const filtered = !!(section || topic);
    return (
      <Card className="grid justify-items-center gap-3 p-8 text-center">
        <BookmarkX className="size-10 text-slate-400" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{filtered ? 'No bookmarks match these filters' : 'No bookmarks yet'}</h2>
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
          {filtered
            ? 'Try another section or topic.'
            : 'While you practise, press B or the Bookmark button to save a question here with a note.'}
        </p>
        {!filtered && (
          <Button asChild>
            <Link to="/questions">Start practising</Link>
          </Button>
        )}
      </Card>
    );
  }
  return (
    <section aria-label="Bookmarked questions" className="grid gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {list.data.items.length} {list.data.items.length === 1 ? 'bookmark' : 'bookmarks'}
      </p>
      {list.data.items.map((item) => (
        <BookmarkCard key={item.questionId} item={item} onOpen={() => onOpen(item.questionId)} />
      ))}
    </section>
  );
}

function OpenBookmark({ id, onBack }: { id: number; onBack: () => void }) {
  const question = useQuery(questionQuery(id));
  return (
    <div className="grid gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to bookmarks
        </Button>
      </div>
      {question.isPending ? (
        <PageSpinner label="Loading the question" />
      ) : question.isError ? (
        hasErrorCode(question.error, 'premium_required') ? (
          <LockedQuestion />
        ) : (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(question.error, 'Could not load this question.')}
          </p>
        )
      ) : (
        <PracticeQuestion question={question.data} context="practice" />
      )}
    </div>
  );
}
