import { useQuery } from '@tanstack/react-query';
import { PenSquare, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { FEED_SORTS, type FeedSort, TOP_WINDOWS, type TopWindow } from '#shared/contracts/community';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useAuth } from '../auth/public.ts';
import { channelsQuery, useFeed } from './community-api.ts';
import { ComposePost } from './compose-post.tsx';
import { PostCard } from './post-card.tsx';

const SORT_LABELS: Record<FeedSort, string> = { latest: 'Latest', top: 'Top', unanswered: 'Unanswered' };
const WINDOW_LABELS: Record<TopWindow, string> = { week: 'This week', month: 'This month', all: 'All time' };

/** /community and /channel/:slug: channels, the feeds (Latest, Top, Unanswered), search and asking. */
export function CommunityPage() {
  const { slug } = useParams();
  const [params, setParams] = useSearchParams();
  const sort = (FEED_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as FeedSort)
    : 'latest';
  const window = (TOP_WINDOWS as readonly string[]).includes(params.get('window') ?? '')
    ? (params.get('window') as TopWindow)
    : 'week';
  const q = params.get('q')?.trim().slice(0, 200) ?? '';
  const channels = useQuery(channelsQuery);
  const channel = slug ? channels.data?.items.find((c) => c.slug === slug) : undefined;
  const { isAuthenticated } = useAuth();
  const [composing, setComposing] = useState(false);
  const [draft, setDraft] = useState(q);

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    set({ q: draft.trim().length >= 2 ? draft.trim() : undefined });
  };

  if (slug && channels.isSuccess && !channel)
    return (
      <Card className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-xl font-semibold">Channel not found</h1>
        <Link to="/community" className="mt-3 inline-block text-brand-600 hover:underline dark:text-brand-300">
          All channels
        </Link>
      </Card>
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[16rem_1fr]">
      <aside className="order-2 lg:order-1">
        <Card className="p-3">
          <h2 className="px-2 pb-2 text-sm font-semibold text-slate-600 dark:text-slate-400">Channels</h2>
          <nav aria-label="Channels" className="grid gap-0.5">
            <ChannelLink to="/community" active={!slug} name="All channels" />
            {(channels.data?.items ?? []).map((c) => (
              <ChannelLink
                key={c.slug}
                to={`/channel/${c.slug}`}
                active={slug === c.slug}
                name={c.name}
                count={c.postCount}
              />
            ))}
          </nav>
        </Card>
      </aside>
      <div className="order-1 grid min-w-0 content-start gap-4 lg:order-2">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{channel?.name ?? 'Community'}</h1>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              {channel?.description ?? 'Ask doubts, share approaches and discuss strategy with other aspirants.'}
            </p>
          </div>
          {isAuthenticated ? (
            <Button onClick={() => setComposing(true)}>
              <PenSquare className="size-4" aria-hidden="true" /> Ask or discuss
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to="/login">Sign in to post</Link>
            </Button>
          )}
        </header>
        {composing && <ComposePost channel={slug} onCancel={() => setComposing(false)} />}
        <form aria-label="Community search" onSubmit={onSearch} className="flex gap-2">
          <Input
            aria-label="Search the community"
            placeholder="Search questions, discussions and answers"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={200}
          />
          <Button type="submit" variant="secondary">
            <Search className="size-4" aria-hidden="true" /> Search
          </Button>
        </form>
        {q ? (
          <div className="flex items-center justify-between gap-2 text-sm">
            <p>
              Results for <strong>“{q}”</strong> across all channels, solved threads first.
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDraft('');
                set({ q: undefined });
              }}
            >
              Clear search
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <div role="tablist" aria-label="Sort" className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
              {FEED_SORTS.map((s) => (
                <button
                  key={s}
                  type="button"
                  role="tab"
                  aria-selected={sort === s}
                  onClick={() => set({ sort: s === 'latest' ? undefined : s })}
                  className={cn(
                    'rounded-md px-3 py-1.5 text-sm font-medium',
                    sort === s
                      ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-slate-100'
                      : 'text-slate-600 hover:text-slate-900 dark:text-slate-300',
                  )}
                >
                  {SORT_LABELS[s]}
                </button>
              ))}
            </div>
            {sort === 'top' && (
              <select
                aria-label="Period"
                value={window}
                onChange={(e) => set({ window: e.target.value })}
                className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
              >
                {TOP_WINDOWS.map((w) => (
                  <option key={w} value={w}>
                    {WINDOW_LABELS[w]}
                  </option>
                ))}
              </select>
            )}
          </div>
        )}
        <Feed sort={sort} window={window} channel={slug} q={q || undefined} />
      </div>
    </div>
  );
}

function ChannelLink(props: { to: string; active: boolean; name: string; count?: number }) {
  return (
    <Link
      to={props.to}
      aria-current={props.active ? 'page' : undefined}
      className={cn(
        'flex items-center justify-between rounded-md px-2 py-1.5 text-sm',
        props.active
          ? 'bg-brand-50 font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-100'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
      )}
    >
      <span>{props.name}</span>
      {props.count !== undefined && <span className="text-xs text-slate-500 dark:text-slate-400">{props.count}</span>}
    </Link>
  );
}

function Feed(props: { sort: FeedSort; window: TopWindow; channel?: string; q?: string }) {
  const feed = useFeed(props);
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];
  if (feed.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading threads" />
      </div>
    );
  if (feed.isError)
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        The threads could not be loaded. Refresh the page to try again.
      </p>
    );
  if (items.length === 0)
    return (
      <Card className="p-6 text-center text-slate-600 dark:text-slate-400">
        {props.q
          ? 'Nothing matches that search yet. Try other words, or ask it as a question.'
          : props.sort === 'unanswered'
            ? 'Every question here has an answer.'
            : 'No threads here yet. Be the first to ask.'}
      </Card>
    );
  return (
    <div className="grid gap-3">
      <Card className="p-0">
        <ul aria-label="Threads">
          {items.map((post) => (
            <PostCard key={post.id} post={post} showChannel={!props.channel} />
          ))}
        </ul>
      </Card>
      {feed.hasNextPage && (
        <Button variant="outline" onClick={() => feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
          {feed.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
