import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { type Answer, BODY_MAX, type PostDetail } from '#shared/contracts/community';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { CommentThread } from './comment-thread.tsx';
import { acceptAnswer, COMMUNITY_KEY, createAnswer, verifyAnswer } from './community-api.ts';
import { ItemEditForm, ItemToolbar } from './item-toolbar.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { timeAgo } from './post-card.tsx';
import { VoteBox } from './vote-box.tsx';

/** One answer: votes, accepted and faculty marks, the author's edit, reports and staff tools, its comments. */
export function AnswerCard(props: {
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
  const [editing, setEditing] = useState(false);
  const verify = useMutation({
    mutationFn: () => verifyAnswer(answer.id, !answer.facultyVerified),
    onSuccess: refresh,
    onError,
  });
  return (
    <Card
      className={cn(
        'p-4 sm:p-5',
        answer.accepted && 'border-emerald-500 dark:border-emerald-500/60',
        answer.hidden && 'border-red-300 opacity-80 dark:border-red-500/40',
      )}
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
            {editing ? (
              <ItemEditForm target="answer" id={answer.id} body={answer.body} onDone={() => setEditing(false)} />
            ) : (
              <Markdown links="external">{answer.body}</Markdown>
            )}
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
            <span>
              {answer.author.name} · {timeAgo(answer.createdAt)}
            </span>
            <ItemToolbar
              item={{ ...answer, target: 'answer', authorId: answer.author.id }}
              locked={post.locked}
              onEdit={() => setEditing(true)}
            />
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

export function AnswerForm({ postId }: { postId: number }) {
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
