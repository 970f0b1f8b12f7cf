import { Bookmark, BookmarkCheck, NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { textareaClasses } from '../../components/ui/input.tsx';
import type { useBookmark } from './use-bookmark.ts';

type BookmarkState = ReturnType<typeof useBookmark>;

export function BookmarkButton({ bookmark }: { bookmark: BookmarkState }) {
  return (
    <Button
      variant={bookmark.bookmarked ? 'secondary' : 'ghost'}
      size="sm"
      onClick={bookmark.toggle}
      disabled={bookmark.pending}
      aria-pressed={bookmark.bookmarked}
    >
      {bookmark.bookmarked ? (
        <BookmarkCheck className="text-brand-600 dark:text-brand-100" aria-hidden="true" />
      ) : (
        <Bookmark aria-hidden="true" />
      )}
      {bookmark.bookmarked ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
}

/** The note on a bookmarked question: shown, and editable in place. */
export function BookmarkNote({ bookmark }: { bookmark: BookmarkState }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const id = useId();
  if (!bookmark.bookmarked) return null;
  if (!editing) {
    return (
      <div className="flex flex-wrap items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
        <NotebookPen className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-slate-700 dark:text-slate-300">
          {bookmark.note || <span className="text-slate-500 dark:text-slate-400">No note yet.</span>}
        </p>
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => {
            setDraft(bookmark.note);
            setEditing(true);
          }}
        >
          {bookmark.note ? 'Edit note' : 'Add note'}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="grid gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await bookmark.saveNote(draft);
          setEditing(false);
        } catch {
          // The toast has said why; keep the draft open.
        }
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        Note for this bookmark
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder="Why you saved it, a trick to remember…"
        className={textareaClasses}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={bookmark.pending}>
          Save note
        </Button>
        <Button variant="outline" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
