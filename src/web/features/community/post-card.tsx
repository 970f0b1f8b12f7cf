import { CheckCircle2, MessageSquare, Pin } from 'lucide-react';
import { Link } from 'react-router';
import type { PostSummary } from '#shared/contracts/community';
import { Badge } from '../../components/ui/badge.tsx';
import { countOf } from '../../lib/plural.ts';
import { threadPath } from './community-api.ts';

export const timeAgo = (iso: string) => {
  const s = Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000);
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`;
  if (s < 30 * 86_400) return `${Math.floor(s / 86_400)} d ago`;
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
};

/** One thread in a feed: its counts on the left, title and excerpt, channel and author. */
export function PostCard({ post, showChannel = true }: { post: PostSummary; showChannel?: boolean }) {
  return (
    <li className="flex gap-4 border-b border-slate-200 px-4 py-3 last:border-b-0 dark:border-slate-800">
      <div className="hidden w-20 shrink-0 flex-col items-end gap-1 text-xs text-slate-500 sm:flex dark:text-slate-400">
        <span>
          <strong className="text-slate-800 dark:text-slate-200">{post.score}</strong> votes
        </span>
        {post.kind === 'question' ? (
          <span
            className={
              post.solved
                ? 'rounded border border-emerald-600 px-1.5 text-emerald-700 dark:border-emerald-400 dark:text-emerald-300'
                : ''
            }
          >
            {countOf(post.answerCount, 'answer')}
          </span>
        ) : (
          <span>{countOf(post.commentCount, 'reply', 'replies')}</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={threadPath(post)}
          className="font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100 dark:hover:text-brand-300"
        >
          {post.pinned && <Pin className="mr-1 inline size-3.5" aria-label="Pinned" />}
          {post.title}
        </Link>
        {post.excerpt && (
          <p className="mt-0.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{post.excerpt}</p>
        )}
        <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          <Badge variant={post.kind === 'question' ? 'default' : 'secondary'}>
            {post.kind === 'question' ? 'Question' : 'Discussion'}
          </Badge>
          {post.solved && (
            <Badge variant="success">
              <CheckCircle2 className="size-3" aria-hidden="true" /> Solved
            </Badge>
          )}
          {showChannel && (
            <Link to={`/channel/${post.channel.slug}`} className="hover:underline">
              {post.channel.name}
            </Link>
          )}
          <span>
            {post.author.name} · {timeAgo(post.createdAt)}
          </span>
          <span className="inline-flex items-center gap-1 sm:hidden">
            <MessageSquare className="size-3" aria-hidden="true" />
            {post.kind === 'question' ? post.answerCount : post.commentCount} · {post.score} votes
          </span>
        </div>
      </div>
    </li>
  );
}
