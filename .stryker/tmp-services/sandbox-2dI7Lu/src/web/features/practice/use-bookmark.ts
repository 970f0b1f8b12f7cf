// @ts-nocheck
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { BOOKMARKS_KEY, removeBookmark, saveBookmark } from '../bookmarks/public.ts';

/** A question's bookmark and note, kept locally so the toggle answers at once. */
export function useBookmark(questionId: number, initial: { bookmarked: boolean; note: string | null }) {
  const queryClient = useQueryClient();
  const [bookmarked, setBookmarked] = useState(initial.bookmarked);
  const [note, setNote] = useState(initial.note ?? '');

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [BOOKMARKS_KEY] });
    void queryClient.invalidateQueries({ queryKey: ['/api/practice/questions', questionId], refetchType: 'none' });
    // The list is not refetched under the learner's feet; it is marked stale for the next visit.
    void queryClient.invalidateQueries({ queryKey: ['practice-questions'], refetchType: 'none' });
  };

  const save = useMutation({
    mutationFn: (text: string) => saveBookmark(questionId, text),
    onSuccess: (saved, _text) => {
      const wasBookmarked = bookmarked;
      setBookmarked(true);
      setNote(saved.note);
      refresh();
      toast({
        title: wasBookmarked ? 'Note saved' : 'Bookmarked',
        description: wasBookmarked ? undefined : 'Find it any time under Bookmarks.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({ title: 'Could not save the bookmark', description: errorMessage(error), variant: 'destructive' }),
  });

  const remove = useMutation({
    mutationFn: () => removeBookmark(questionId),
    onSuccess: () => {
      setBookmarked(false);
      setNote('');
      refresh();
      toast({ title: 'Bookmark removed' });
    },
    onError: (error) =>
      toast({ title: 'Could not remove the bookmark', description: errorMessage(error), variant: 'destructive' }),
  });

  const pending = save.isPending || remove.isPending;
  return {
    bookmarked,
    note,
    pending,
    toggle: () => {
      if (pending) return;
      if (bookmarked) remove.mutate();
      else save.mutate(note);
    },
    saveNote: (text: string) => save.mutateAsync(text),
  };
}
