import { useMutation } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { discussQuestion } from './notifications-api.ts';

/** Opens the community thread of a question-bank item, starting it if nobody has yet (one thread per question). */
export function DiscussButton({ questionId }: { questionId: number }) {
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => discussQuestion(questionId),
    onSuccess: (thread) => navigate(`/post/${thread.id}`),
    onError: (error) =>
      toast({ title: 'Could not open the discussion', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <Button variant="outline" size="sm" disabled={open.isPending} onClick={() => open.mutate()}>
      <MessagesSquare aria-hidden="true" />
      Discuss
    </Button>
  );
}
