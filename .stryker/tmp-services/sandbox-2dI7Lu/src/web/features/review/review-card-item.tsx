// @ts-nocheck
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Crown, NotebookPen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MISS_REASON_LABELS, type ReviewCard } from '#shared/contracts/review';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { CardEditor } from './card-editor.tsx';
import { dueLabel } from './due-label.ts';
import { refreshNotebook, removeCard } from './review-api.ts';

const SOURCE_LABEL = { practice: 'From practice', mock: 'From a mock', manual: 'Added by you' } as const;

/** One card of the notebook: the question's start, where it came from, when it is due, its reason and note. */
export function ReviewCardItem({ card }: { card: ReviewCard }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const q = card.question;
  const due = new Date(card.due) <= new Date();
  const remove = useMutation({
    mutationFn: () => removeCard(card.id),
    onSuccess: async () => {
      await refreshNotebook(queryClient);
      toast({ title: 'Removed from your notebook' });
    },
    onError: (error) =>
      toast({ title: 'Could not remove the card', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <Card className="grid gap-3 p-4 sm:p-5" data-testid="review-card">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge>{q.section}</Badge>
        <Badge variant="secondary">{q.topic}</Badge>
        <Badge variant="secondary">{q.type}</Badge>
        <Badge variant="secondary">{SOURCE_LABEL[card.source]}</Badge>
        {card.reason && <Badge variant="warning">{MISS_REASON_LABELS[card.reason]}</Badge>}
        {q.locked && (
          <Badge variant="warning">
            <Crown className="size-3" aria-hidden="true" />
            Premium
          </Badge>
        )}
        <span
          className={
            due
              ? 'ml-auto flex items-center gap-1 text-xs font-semibold text-brand-700 dark:text-brand-300'
              : 'ml-auto flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400'
          }
        >
          <CalendarClock className="size-3.5" aria-hidden="true" />
          {due ? 'Due now' : `Next review ${dueLabel(card.due)}`}
        </span>
      </div>
      <div className="line-clamp-3 text-sm text-slate-800 dark:text-slate-200">
        <Markdown>{q.preview.length >= 160 ? `${q.preview}…` : q.preview}</Markdown>
      </div>
      {editing ? (
        <CardEditor card={card} />
      ) : (
        card.note && (
          <div className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
            <NotebookPen className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-slate-700 dark:text-slate-300">
              {card.note}
            </p>
          </div>
        )
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <Button size="sm" variant={editing ? 'secondary' : 'outline'} onClick={() => setEditing((e) => !e)}>
          <NotebookPen aria-hidden="true" />
          {editing ? 'Done' : 'Reason and note'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
        <span className="ml-auto">
          {card.reps} {card.reps === 1 ? 'review' : 'reviews'} · {card.lapses} {card.lapses === 1 ? 'lapse' : 'lapses'}
        </span>
      </div>
    </Card>
  );
}
