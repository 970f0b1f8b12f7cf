// @ts-nocheck
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BrainCircuit, Check } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { addCard, membershipQuery, refreshNotebook } from './review-api.ts';

/**
 * Adds a question the learner has answered to the Mistake Notebook, or says it is there. `among`: the questions shown
 * with it (a results page), asked about in one call; at most 100.
 */
export function AddToReviewButton({ questionId, among }: { questionId: number; among?: number[] }) {
  const queryClient = useQueryClient();
  const membership = useQuery(membershipQuery((among ?? [questionId]).slice(0, 100)));
  const inNotebook = membership.data?.questionIds.includes(questionId) ?? false;
  const add = useMutation({
    mutationFn: () => addCard(questionId),
    onSuccess: async (res) => {
      await refreshNotebook(queryClient);
      toast({
        title: res.created ? 'Added to your Mistake Notebook' : 'Already in your Mistake Notebook',
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({ title: 'Could not add it to review', description: errorMessage(error), variant: 'destructive' }),
  });
  if (inNotebook) {
    return (
      <Badge variant="success" className="h-8 px-3">
        <Check className="size-3.5" aria-hidden="true" />
        In your review notebook
      </Badge>
    );
  }
  return (
    <Button variant="ghost" size="sm" onClick={() => add.mutate()} disabled={add.isPending || membership.isPending}>
      <BrainCircuit aria-hidden="true" />
      Add to review
    </Button>
  );
}
