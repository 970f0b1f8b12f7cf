import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { followQuery, setFollowing } from './notifications-api.ts';

/** Follow a thread to hear of its new answers and comments in the bell; a toggle button (aria-pressed). */
export function FollowButton({ postId }: { postId: number }) {
  const client = useQueryClient();
  const state = useQuery(followQuery(postId));
  const following = state.data?.following ?? false;
  const toggle = useMutation({
    mutationFn: () => setFollowing(postId, !following),
    onSuccess: (next) => client.setQueryData(followQuery(postId).queryKey, next),
    onError: (error) => toast({ title: 'Not saved', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <Button
      variant={following ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={following}
      disabled={!state.data || toggle.isPending}
      onClick={() => toggle.mutate()}
      title={following ? 'You hear of new replies in your notifications' : undefined}
    >
      {following ? <BellRing aria-hidden="true" /> : <BellOff aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
