import { Flag } from 'lucide-react';
import { useState } from 'react';
import {
  FORUM_REPORT_REASON_LABELS,
  FORUM_REPORT_REASONS,
  type ItemTarget,
  REPORT_NOTE_MAX,
} from '#shared/contracts/community-moderation';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { reportItem } from './moderation-api.ts';

const NOUN: Record<ItemTarget, string> = { post: 'post', answer: 'answer', comment: 'comment' };
const OPTIONS = FORUM_REPORT_REASONS.map((value) => ({ value, label: FORUM_REPORT_REASON_LABELS[value] }));

/** "Report" on a post, answer or comment: a fixed reason and an optional note for the moderators. */
export function ReportButton({ target, id }: { target: ItemTarget; id: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-medium hover:underline"
        onClick={() => setOpen(true)}
        aria-label={`Report this ${NOUN[target]}`}
      >
        <Flag className="size-3" aria-hidden="true" /> Report
      </button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={`Report this ${NOUN[target]}`}
        description="Moderators see your report; the author does not."
        choices={{ legend: 'What is wrong?', options: OPTIONS }}
        text={{ label: 'Note for the moderators (optional)', maxLength: REPORT_NOTE_MAX, multiline: true }}
        submitLabel="Send report"
        pendingLabel="Sending…"
        send={({ reason, text }) => reportItem(target, id, { reason, ...(text.trim() ? { note: text } : {}) })}
        onSent={() =>
          toast({ title: 'Report sent', description: 'Thank you. A moderator will look at it.', variant: 'success' })
        }
      />
    </>
  );
}
