import { useQuery } from '@tanstack/react-query';
import { ArrowRight, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { FeedPage } from '#shared/contracts/community';
import { Card } from '../../components/ui/card.tsx';
import { apiJson } from '../../lib/api-client.ts';
import { countOf } from '../../lib/plural.ts';
import { COMMUNITY_KEY, threadPath } from './community-api.ts';
import { timeAgo } from './post-card.tsx';

const highlightsQuery = {
  queryKey: [COMMUNITY_KEY, 'highlights'],
  queryFn: () => apiJson<FeedPage>('GET', `${COMMUNITY_KEY}/feed?sort=latest`),
  staleTime: 60_000,
};

/** The home screen's Community Highlights card (spec): the latest threads, linking to /community. */
export function CommunityHighlightsCard() {
  const feed = useQuery(highlightsQuery);
  const items = feed.data?.items.slice(0, 4) ?? [];
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <MessagesSquare className="size-5 text-brand-600 dark:text-brand-300" aria-hidden="true" />
          Community Highlights
        </h2>
        <Link
          to="/community"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline dark:text-brand-300"
        >
          Visit the community <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {feed.isError ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Recent threads could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {feed.isPending ? 'Loading recent threads…' : 'No threads yet: ask the first question in the community.'}
        </p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {items.map((p) => (
            <li key={p.id} className="flex flex-col gap-x-3 text-sm sm:flex-row sm:items-baseline sm:justify-between">
              <Link to={threadPath(p)} className="min-w-0 truncate font-medium hover:underline">
                {p.title}
              </Link>
              <span className="text-xs text-slate-500 sm:shrink-0 dark:text-slate-400">
                {p.channel.name} ·{' '}
                {p.kind === 'question' ? countOf(p.answerCount, 'answer') : countOf(p.commentCount, 'reply', 'replies')}{' '}
                · {timeAgo(p.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
