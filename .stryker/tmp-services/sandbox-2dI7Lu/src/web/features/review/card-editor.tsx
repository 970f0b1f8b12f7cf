// @ts-nocheck
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  type CardSchedule,
  MISS_REASON_LABELS,
  MISS_REASONS,
  type MissReason,
  REVIEW_NOTE_MAX,
} from '#shared/contracts/review';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { refreshNotebook, updateCard } from './review-api.ts';

/** Why the question was missed (one of four tags, pressed again to clear) and the learner's note, saved on the card. */
export function CardEditor({
  card,
  prompt = 'Why did you miss it?',
  onSaved,
}: {
  card: CardSchedule;
  prompt?: string;
  onSaved?: (card: CardSchedule) => void;
}) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const [reason, setReason] = useState<MissReason | null>(card.reason);
  const [note, setNote] = useState(card.note);
  const [savedNote, setSavedNote] = useState(card.note);
  const save = useMutation({
    mutationFn: (patch: { reason?: MissReason | null; note?: string }) => updateCard(card.id, patch),
    onSuccess: (saved) => {
      setReason(saved.reason);
      setSavedNote(saved.note);
      setNote(saved.note);
      void refreshNotebook(queryClient);
      onSaved?.(saved);
    },
    onError: (error) =>
      toast({ title: 'Could not save', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap items-center gap-2 text-sm">
        <legend className="float-left mr-1 text-slate-600 dark:text-slate-400">{prompt}</legend>
        {MISS_REASONS.map((r) => (
          <Button
            key={r}
            size="sm"
            variant={reason === r ? 'default' : 'outline'}
            aria-pressed={reason === r}
            disabled={save.isPending}
            onClick={() => save.mutate({ reason: reason === r ? null : r })}
          >
            {MISS_REASON_LABELS[r]}
          </Button>
        ))}
      </fieldset>
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ note });
        }}
      >
        <label htmlFor={noteId} className="text-sm font-medium">
          Your note
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={REVIEW_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="The trap, the rule you forgot, a faster way…"
          className={cn(inputClasses, 'h-auto')}
        />
        <div className="flex items-center gap-3">
          <Button type="submit" size="sm" variant="secondary" disabled={save.isPending || note.trim() === savedNote}>
            Save note
          </Button>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {note.length}/{REVIEW_NOTE_MAX}
          </span>
        </div>
      </form>
    </div>
  );
}
