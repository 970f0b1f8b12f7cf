import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ItemTarget } from '#shared/contracts/community-moderation';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { historyQuery } from './moderation-api.ts';
import { timeAgo } from './post-card.tsx';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The "edited" marker: opens every version of the item, newest first. */
export function EditedMarker({ target, id, editedAt }: { target: ItemTarget; id: number; editedAt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        className="italic underline decoration-dotted underline-offset-2 hover:text-slate-700 dark:hover:text-slate-200"
        onClick={() => setOpen(true)}
        title={`Edited ${when(editedAt)}: show the versions`}
      >
        edited {timeAgo(editedAt)}
      </button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit history</DialogTitle>
          <DialogDescription>Every version the author saved, newest first.</DialogDescription>
        </DialogHeader>
        {open && <Versions target={target} id={id} />}
      </DialogContent>
    </Dialog>
  );
}

function Versions({ target, id }: { target: ItemTarget; id: number }) {
  const history = useQuery(historyQuery(target, id));
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        {errorMessage(history.error, 'The history could not be loaded.')}
      </p>
    );
  if (!history.data) return <Spinner />;
  return (
    <ol className="grid gap-3" data-testid="edit-history">
      {history.data.items.map((v) => (
        <li key={v.version} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
            <span className="font-semibold text-slate-700 dark:text-slate-200">Version {v.version}</span>
            {v.current && <Badge variant="success">Current</Badge>}
            <span>{when(v.writtenAt)}</span>
          </div>
          {v.title && <p className="font-semibold">{v.title}</p>}
          <Markdown links="external">{v.body}</Markdown>
        </li>
      ))}
    </ol>
  );
}
