import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import {
  FORUM_REPORT_REASON_LABELS,
  FORUM_REPORT_REASONS,
  type ForumReportReason,
  type ItemTarget,
  REPORT_NOTE_MAX,
} from '#shared/contracts/community-moderation';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { inputClasses } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { reportItem } from './moderation-api.ts';

const NOUN: Record<ItemTarget, string> = { post: 'post', answer: 'answer', comment: 'comment' };

/** "Report" on a post, answer or comment: a fixed reason and an optional note for the moderators. */
export function ReportButton({ target, id }: { target: ItemTarget; id: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ForumReportReason | ''>('');
  const [note, setNote] = useState('');
  const noteId = useId();
  const send = useMutation({
    mutationFn: () => reportItem(target, id, { reason: reason || 'other', ...(note.trim() ? { note } : {}) }),
    onSuccess: () => {
      setOpen(false);
      setReason('');
      setNote('');
      toast({ title: 'Report sent', description: 'Thank you. A moderator will look at it.', variant: 'success' });
    },
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !send.isPending && setOpen(o)}>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-medium hover:underline"
        onClick={() => {
          send.reset();
          setOpen(true);
        }}
        aria-label={`Report this ${NOUN[target]}`}
      >
        <Flag className="size-3" aria-hidden="true" /> Report
      </button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this {NOUN[target]}</DialogTitle>
          <DialogDescription>Moderators see your report; the author does not.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason) send.mutate();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">What is wrong?</legend>
            {FORUM_REPORT_REASONS.map((r) => (
              <label
                key={r}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  reason === r
                    ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10'
                    : 'border-slate-200 dark:border-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {FORUM_REPORT_REASON_LABELS[r]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <label htmlFor={noteId} className="text-sm font-medium">
              Note for the moderators (optional)
            </label>
            <textarea
              id={noteId}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={REPORT_NOTE_MAX}
              rows={3}
              className={cn(inputClasses, 'h-auto')}
            />
          </div>
          {send.isError && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errorMessage(send.error)}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!reason || send.isPending}>
              {send.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
