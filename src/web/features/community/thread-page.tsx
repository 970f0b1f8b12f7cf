import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PostDetail } from '#shared/contracts/community';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { HttpError } from '../../lib/api-client.ts';
import { useAuth } from '../auth/public.ts';
import { AnswerCard, AnswerForm } from './answer-card.tsx';
import { CommentThread } from './comment-thread.tsx';
import { postQuery } from './community-api.ts';
import { FollowButton } from './follow-button.tsx';
import { ItemEditForm, ItemToolbar } from './item-toolbar.tsx';
import { timeAgo } from './post-card.tsx';
import { ThreadQuestion } from './thread-question.tsx';
import { ThreadStaffBar } from './thread-staff-bar.tsx';
import { VoteBox } from './vote-box.tsx';

/** /post/:id (a discussion) and /community/question/:id (a question with its answers). */
export function ThreadPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const post = useQuery({ ...postQuery(valid ? id : 0), enabled: valid });
  if (!valid || (post.error instanceof HttpError && post.error.status === 404))
    return (
      <Card className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-xl font-semibold">Thread not found</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">It may have been removed by a moderator.</p>
        <Link to="/community" className="mt-3 inline-block text-brand-600 hover:underline dark:text-brand-300">
          Back to the community
        </Link>
      </Card>
    );
  if (post.isError)
    return (
      <p role="alert" className="text-red-600 dark:text-red-400">
        This thread could not be loaded. Refresh the page to try again.
      </p>
    );
  if (!post.data) return <PageSpinner />;
  return <Thread post={post.data} />;
}

function Thread({ post }: { post: PostDetail }) {
  const { user, isAuthenticated, isStaff } = useAuth();
  const canVote = isAuthenticated && user?.id !== post.author.id;
  const [editing, setEditing] = useState(false);
  return (
    <article className="mx-auto grid max-w-4xl gap-5">
      <nav className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Link to="/community" className="hover:underline">
          Community
        </Link>
        <span aria-hidden="true">/</span>
        <Link to={`/channel/${post.channel.slug}`} className="hover:underline">
          {post.channel.name}
        </Link>
      </nav>
      {isStaff && <ThreadStaffBar post={post} />}
      {post.locked && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          This thread is locked by a moderator: it takes no new answers, comments or edits.
        </p>
      )}
      <Card className={post.hidden ? 'border-red-300 p-4 opacity-80 sm:p-6 dark:border-red-500/40' : 'p-4 sm:p-6'}>
        <div className="flex gap-4">
          <VoteBox
            target="post"
            id={post.id}
            postId={post.id}
            score={post.score}
            myVote={post.myVote}
            canVote={canVote}
            label="this post"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={post.kind === 'question' ? 'default' : 'secondary'}>
                {post.kind === 'question' ? 'Question' : 'Discussion'}
              </Badge>
              {post.solved && (
                <Badge variant="success">
                  <CheckCircle2 className="size-3" aria-hidden="true" /> Solved
                </Badge>
              )}
              {post.locked && (
                <Badge variant="warning">
                  <Lock className="size-3" aria-hidden="true" /> Locked
                </Badge>
              )}
            </div>
            {editing ? (
              <div className="mt-3">
                <ItemEditForm
                  target="post"
                  id={post.id}
                  title={post.title}
                  body={post.body}
                  onDone={() => setEditing(false)}
                />
              </div>
            ) : (
              <>
                <h1 className="mt-2 text-xl font-bold tracking-tight sm:text-2xl">{post.title}</h1>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                  <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
                    <span>
                      {post.author.name} (@{post.author.username}) · {timeAgo(post.createdAt)}
                    </span>
                    <ItemToolbar
                      item={{ ...post, target: 'post', authorId: post.author.id }}
                      locked={post.locked}
                      onEdit={() => setEditing(true)}
                    />
                  </p>
                  {isAuthenticated && <FollowButton postId={post.id} />}
                </div>
                <ThreadQuestion postId={post.id} />
                <div className="mt-4" data-testid="post-body">
                  <Markdown links="external">{post.body}</Markdown>
                </div>
              </>
            )}
          </div>
        </div>
        {post.kind === 'discussion' && (
          <section aria-label="Replies" className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
            <h2 className="mb-3 font-semibold">
              {post.commentCount} {post.commentCount === 1 ? 'reply' : 'replies'}
            </h2>
            <CommentThread
              postId={post.id}
              answerId={null}
              comments={post.comments}
              canWrite={isAuthenticated}
              locked={post.locked}
              startOpen
            />
          </section>
        )}
        {post.kind === 'question' && (
          <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
            <CommentThread
              postId={post.id}
              answerId={null}
              comments={post.comments}
              canWrite={isAuthenticated}
              locked={post.locked}
            />
          </div>
        )}
      </Card>
      {post.kind === 'question' && (
        <section aria-label="Answers" className="grid gap-4">
          <h2 className="text-lg font-semibold">
            {post.answers.length} {post.answers.length === 1 ? 'answer' : 'answers'}
          </h2>
          {post.answers.map((a) => (
            <AnswerCard
              key={a.id}
              post={post}
              answer={a}
              canVote={isAuthenticated && user?.id !== a.author.id}
              canWrite={isAuthenticated}
              isStaff={isStaff}
            />
          ))}
          {!isAuthenticated ? (
            <Card className="p-4 text-sm">
              <Link to="/login" className="font-medium text-brand-600 hover:underline dark:text-brand-300">
                Sign in
              </Link>{' '}
              to answer this question.
            </Card>
          ) : post.locked ? (
            <Card className="p-4 text-sm">This thread is locked: no new answers.</Card>
          ) : (
            <AnswerForm postId={post.id} />
          )}
        </section>
      )}
    </article>
  );
}
