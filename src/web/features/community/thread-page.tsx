import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BadgeCheck, CheckCircle2, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type Answer, BODY_MAX, type PostDetail } from '#shared/contracts/community';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, HttpError } from '../../lib/api-client.ts';
import { useAuth } from '../auth/public.ts';
import { CommentThread } from './comment-thread.tsx';
import { acceptAnswer, COMMUNITY_KEY, createAnswer, postQuery, verifyAnswer } from './community-api.ts';
import { FollowButton } from './follow-button.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { timeAgo } from './post-card.tsx';
import { ThreadQuestion } from './thread-question.tsx';
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
      <Card className="p-4 sm:p-6">
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
            <h1 className="mt-2 text-xl font-bold tracking-tight sm:text-2xl">{post.title}</h1>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {post.author.name} (@{post.author.username}) · {timeAgo(post.createdAt)}
              </p>
              {isAuthenticated && <FollowButton postId={post.id} />}
            </div>
            <ThreadQuestion postId={post.id} />
            <div className="mt-4" data-testid="post-body">
              <Markdown links="external">{post.body}</Markdown>
            </div>
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

function AnswerCard(props: {
  post: PostDetail;
  answer: Answer;
  canVote: boolean;
  canWrite: boolean;
  isStaff: boolean;
}) {
  const { post, answer } = props;
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [COMMUNITY_KEY] });
  const onError = (error: unknown) =>
    toast({ title: 'Not saved', description: errorMessage(error), variant: 'destructive' });
  const accept = useMutation({
    mutationFn: () => acceptAnswer(post.id, answer.accepted ? null : answer.id),
    onSuccess: refresh,
    onError,
  });
  const verify = useMutation({
    mutationFn: () => verifyAnswer(answer.id, !answer.facultyVerified),
    onSuccess: refresh,
    onError,
  });
  return (
    <Card
      className={answer.accepted ? 'border-emerald-500 p-4 sm:p-5 dark:border-emerald-500/60' : 'p-4 sm:p-5'}
      data-testid="answer"
    >
      <div className="flex gap-4">
        <div className="flex flex-col items-center gap-2">
          <VoteBox
            target="answer"
            id={answer.id}
            postId={post.id}
            score={answer.score}
            myVote={answer.myVote}
            canVote={props.canVote}
            label={`the answer by ${answer.author.name}`}
          />
          {answer.accepted && (
            <CheckCircle2 className="size-6 text-emerald-600 dark:text-emerald-400" aria-label="Accepted answer" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-2">
            {answer.accepted && <Badge variant="success">Accepted answer</Badge>}
            {answer.facultyVerified && (
              <Badge>
                <BadgeCheck className="size-3" aria-hidden="true" /> Verified by faculty
              </Badge>
            )}
          </div>
          <div className="mt-1">
            <Markdown links="external">{answer.body}</Markdown>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
            <span>
              {answer.author.name} · {timeAgo(answer.createdAt)}
            </span>
            {post.canAccept && (
              <Button
                size="sm"
                variant={answer.accepted ? 'outline' : 'secondary'}
                onClick={() => accept.mutate()}
                disabled={accept.isPending}
              >
                {answer.accepted ? 'Unaccept' : 'Accept this answer'}
              </Button>
            )}
            {props.isStaff && (
              <Button size="sm" variant="outline" onClick={() => verify.mutate()} disabled={verify.isPending}>
                {answer.facultyVerified ? 'Remove faculty mark' : 'Mark verified by faculty'}
              </Button>
            )}
          </div>
          <div className="mt-3">
            <CommentThread
              postId={post.id}
              answerId={answer.id}
              comments={post.comments}
              canWrite={props.canWrite}
              locked={post.locked}
            />
          </div>
        </div>
      </div>
    </Card>
  );
}

function AnswerForm({ postId }: { postId: number }) {
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () => createAnswer(postId, { body }),
    onSuccess: async () => {
      setBody('');
      await client.invalidateQueries({ queryKey: [COMMUNITY_KEY] });
    },
  });
  return (
    <Card className="p-4 sm:p-5">
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <MarkdownEditor label="Your answer" value={body} onChange={setBody} maxLength={BODY_MAX} rows={6} />
        {send.isError && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(send.error)}
          </p>
        )}
        <div>
          <Button type="submit" disabled={send.isPending || !body.trim()}>
            {send.isPending ? 'Posting…' : 'Post your answer'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
