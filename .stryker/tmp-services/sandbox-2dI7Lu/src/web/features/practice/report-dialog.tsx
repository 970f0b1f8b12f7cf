// @ts-nocheck
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '#shared/contracts/questions';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { reportQuestion } from './practice-api.ts';

const REASON_LABELS: Record<ReportReason, string> = {
  wrong_answer: 'The answer is wrong',
  typo: 'Typo or formatting problem',
  unclear: 'The question is unclear',
  other: 'Something else',
};

export const textareaClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';

/** "Report a problem": sends the question to the staff queue. */
export function ReportProblemButton({ questionId }: { questionId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('wrong_answer');
  const [message, setMessage] = useState('');
  const messageId = useId();
  const send = useMutation({
    mutationFn: () => reportQuestion(questionId, { reason, message }),
    onSuccess: (res) => {
      setOpen(false);
      setMessage('');
      toast({ title: 'Report sent', description: res.message, variant: 'success' });
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) send.reset();
      }}
    >
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        Report a problem
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report a problem</DialogTitle>
          <DialogDescription>
            Tell us what is wrong with this question. Our team reviews every report.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">What is the problem?</legend>
            {REPORT_REASONS.map((r) => (
              <label
                key={r}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
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
                  className="accent-brand-600"
                />
                {REASON_LABELS[r]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={messageId}>Details (optional)</Label>
            <textarea
              id={messageId}
              rows={3}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder="For example: option C should be 24, not 42."
              className={textareaClasses}
            />
          </div>
          {send.isError && (
            <p
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300"
            >
              {errorMessage(send.error)}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
