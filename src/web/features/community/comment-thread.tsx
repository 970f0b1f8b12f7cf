import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMMENT_MAX, type Comment } from '#shared/contracts/community';
import { Markdown } from '../../components/content/markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { type CommentTree, commentTree } from './comment-tree.ts';
import { COMMUNITY_KEY, createComment } from './community-api.ts';
import { ItemEditForm, ItemToolbar } from './item-toolbar.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { timeAgo } from './post-card.tsx';

/** The comments on a thread or on one answer, as a tree: replies sit under the comment they answer. */
export function CommentThread(props: {
  postId: number;
  answerId: number | null;
  comments: Comment[];
  canWrite: boolean;
  locked: boolean;
  /** Discussions show the reply box open; an answer's comments keep it behind a button. */
  startOpen?: boolean;
}) {
  const children = commentTree(props.comments, props.answerId);
  const [open, setOpen] = useState(props.startOpen ?? false);
  const writable = props.canWrite && !props.locked;
  return (
    <div className="grid gap-2">
      {(children.get(null) ?? []).map((c) => (
        <CommentNode key={c.id} comment={c} tree={children} depth={0} {...props} canWrite={writable} />
      ))}
      {writable &&
        (open ? (
          <ReplyForm
            postId={props.postId}
            answerId={props.answerId}
            label={props.answerId === null ? 'Your reply' : 'Comment on this answer'}
            onDone={() => setOpen(props.startOpen ?? false)}
          />
        ) : (
          <div>
            <Button variant="link" size="sm" className="px-0" onClick={() => setOpen(true)}>
              Add a comment
            </Button>
          </div>
        ))}
    </div>
  );
}

function CommentNode(props: {
  comment: Comment;
  tree: CommentTree<Comment>;
  depth: number;
  postId: number;
  answerId: number | null;
  canWrite: boolean;
  locked: boolean;
}) {
  const { comment } = props;
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const replies = props.tree.get(comment.id) ?? [];
  return (
    <div
      className={cn('grid gap-2', props.depth > 0 && 'border-l-2 border-slate-200 pl-3 dark:border-slate-700')}
      data-testid="comment"
    >
      <div
        className={cn(
          'rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60',
          comment.hidden && 'opacity-80 ring-1 ring-red-300 dark:ring-red-500/40',
        )}
      >
        {editing ? (
          <ItemEditForm target="comment" id={comment.id} body={comment.body} onDone={() => setEditing(false)} />
        ) : (
          <Markdown links="external">{comment.body}</Markdown>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
          <span>
            {comment.author.name} · {timeAgo(comment.createdAt)}
          </span>
          <ItemToolbar
            item={{ ...comment, target: 'comment', authorId: comment.author.id }}
            locked={props.locked}
            onEdit={() => setEditing(true)}
          />
          {props.canWrite && (
            <button type="button" className="font-medium hover:underline" onClick={() => setReplying((v) => !v)}>
              Reply
            </button>
          )}
        </div>
      </div>
      {replying && (
        <div className="pl-3">
          <ReplyForm
            postId={props.postId}
            answerId={props.answerId}
            parentId={comment.id}
            label={`Reply to ${comment.author.name}`}
            onDone={() => setReplying(false)}
          />
        </div>
      )}
      {replies.length > 0 && (
        <div className={cn('grid gap-2', props.depth < 4 && 'ml-4')}>
          {replies.map((r) => (
            <CommentNode key={r.id} {...props} comment={r} depth={props.depth + 1} />
          ))}
        </div>
      )}
    </div>
  );
}

function ReplyForm(props: {
  postId: number;
  answerId: number | null;
  parentId?: number;
  label: string;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () =>
      createComment(props.postId, {
        body,
        ...(props.parentId ? { parentId: props.parentId } : props.answerId ? { answerId: props.answerId } : {}),
      }),
    onSuccess: async () => {
      setBody('');
      await client.invalidateQueries({ queryKey: [COMMUNITY_KEY, 'post', props.postId] });
      props.onDone();
    },
  });
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
    >
      <MarkdownEditor label={props.label} value={body} onChange={setBody} maxLength={COMMENT_MAX} rows={3} />
      {send.isError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(send.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={send.isPending || !body.trim()}>
          {send.isPending ? 'Posting…' : 'Post comment'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={props.onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
