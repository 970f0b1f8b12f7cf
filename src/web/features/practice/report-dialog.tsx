import { Flag } from 'lucide-react';
import { useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '#shared/contracts/questions';
import { Button } from '../../components/ui/button.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { reportQuestion } from './practice-api.ts';

const REASON_LABELS: Record<ReportReason, string> = {
  wrong_answer: 'The answer is wrong',
  typo: 'Typo or formatting problem',
  unclear: 'The question is unclear',
  other: 'Something else',
};
const OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }));

/** "Report a problem": sends the question to the staff queue. */
export function ReportProblemButton({ questionId }: { questionId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        Report a problem
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Report a problem"
        description="Tell us what is wrong with this question. Our team reviews every report."
        choices={{ legend: 'What is the problem?', options: OPTIONS, initial: 'wrong_answer' }}
        text={{
          label: 'Details (optional)',
          maxLength: 2000,
          multiline: true,
          placeholder: 'For example: option C should be 24, not 42.',
        }}
        submitLabel="Send report"
        pendingLabel="Sending…"
        send={({ reason, text }) => reportQuestion(questionId, { reason, message: text })}
        onSent={(res) => toast({ title: 'Report sent', description: res.message, variant: 'success' })}
      />
    </>
  );
}
