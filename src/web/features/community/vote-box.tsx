import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { VoteTarget } from '#shared/contracts/community';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { castVote, postQuery } from './community-api.ts';
import { withVote } from './thread-cache.ts';

/** Up / down arrows with the score; pressing your current vote again takes it back. */
export function VoteBox(props: {
  target: VoteTarget;
  id: number;
  postId: number;
  score: number;
  myVote: number;
  canVote: boolean;
  label: string;
}) {
  const client = useQueryClient();
  const vote = useMutation({
    mutationFn: (value: 1 | -1 | 0) => castVote(props.target, props.id, value),
    // The response carries the new score and vote: the cached thread takes them without a refetch.
    onSuccess: (result) =>
      client.setQueryData(
        postQuery(props.postId).queryKey,
        (thread) => thread && withVote(thread, props.target, props.id, result),
      ),
    onError: (error) => toast({ title: 'Vote not counted', description: errorMessage(error), variant: 'destructive' }),
  });
  const press = (value: 1 | -1) => vote.mutate(props.myVote === value ? 0 : value);
  const arrow = (active: boolean) =>
    cn(
      'flex size-9 items-center justify-center rounded-full border disabled:cursor-not-allowed disabled:opacity-50',
      active
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-slate-300 text-slate-600 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
    );
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        className={arrow(props.myVote === 1)}
        aria-label={`Upvote ${props.label}`}
        aria-pressed={props.myVote === 1}
        disabled={!props.canVote || vote.isPending}
        onClick={() => press(1)}
      >
        <ChevronUp className="size-5" aria-hidden="true" />
      </button>
      <span className="text-lg font-semibold" data-testid={`score-${props.target}-${props.id}`}>
        {props.score}
      </span>
      <button
        type="button"
        className={arrow(props.myVote === -1)}
        aria-label={`Downvote ${props.label}`}
        aria-pressed={props.myVote === -1}
        disabled={!props.canVote || vote.isPending}
        onClick={() => press(-1)}
      >
        <ChevronDown className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
