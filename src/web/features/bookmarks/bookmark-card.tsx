import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Crown, NotebookPen, Play, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { BookmarkItem } from '#shared/contracts/bookmarks';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { textareaClasses } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { BOOKMARKS_KEY, removeBookmark, saveBookmark } from './bookmarks-api.ts';

const failure = (error: unknown) => errorMessage(error, 'Please try again.');

/** One bookmarked question: where it is from, the note (editable), open and remove. */
export function BookmarkCard({ item, onOpen }: { item: BookmarkItem; onOpen: () => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.note);
  const noteId = useId();
  const q = item.question;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [BOOKMARKS_KEY] });

  const save = useMutation({
    mutationFn: () => saveBookmark(item.questionId, draft),
    onSuccess: async () => {
      await refresh();
      setEditing(false);
      toast({ title: 'Note saved', variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'Could not save the note', description: failure(error), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: () => removeBookmark(item.questionId),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Bookmark removed' });
    },
    onError: (error) =>
      toast({ title: 'Could not remove the bookmark', description: failure(error), variant: 'destructive' }),
  });

  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge>{q.section}</Badge>
        <Badge variant="secondary">{q.topic}</Badge>
        <Badge variant="secondary">Level {q.difficulty}</Badge>
        <Badge variant="secondary">{q.type}</Badge>
        {q.set && <Badge variant="secondary">{q.set.kind === 'rc_passage' ? 'Passage' : 'Data set'}</Badge>}
        {q.locked && (
          <Badge variant="warning">
            <Crown className="size-3" aria-hidden="true" />
            Premium
          </Badge>
        )}
        {q.lastCorrect !== null && (
          <Badge variant={q.lastCorrect ? 'success' : 'destructive'}>
            {q.lastCorrect ? 'Answered right' : 'Answered wrong'}
          </Badge>
        )}
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">
          Saved{' '}
          {new Date(item.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}
        </span>
      </div>
      <div className="line-clamp-3 text-sm text-slate-800 dark:text-slate-200">
        <Markdown>{q.preview.length >= 160 ? `${q.preview}…` : q.preview}</Markdown>
      </div>
      {editing ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <label htmlFor={noteId} className="text-sm font-medium">
            Note
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={2000}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className={textareaClasses}
            placeholder="Why you saved it, a trick to remember…"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              Save note
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setDraft(item.note);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          <NotebookPen className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-slate-700 dark:text-slate-300">
            {item.note || <span className="text-slate-500 dark:text-slate-400">No note yet.</span>}
          </p>
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setEditing(true)}>
            {item.note ? 'Edit note' : 'Add note'}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onOpen}>
          <Play aria-hidden="true" />
          Open question
        </Button>
        <Button variant="outline" size="sm" onClick={() => remove.mutate()} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </Card>
  );
}
