// @ts-nocheck
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';

/** Finishing hands the test in for good: ask first, and say what is still unanswered. */
export function FinishDialog({
  open,
  answered,
  total,
  onCancel,
  onFinish,
}: {
  open: boolean;
  answered: number;
  total: number;
  onCancel: () => void;
  onFinish: () => void;
}) {
  const left = total - answered;
  return (
    <ConfirmDialog
      open={open}
      className="max-w-md"
      title="Finish the test?"
      description={
        <>
          You have answered {answered} of {total}.{' '}
          {left > 0
            ? `${left} unanswered ${left === 1 ? 'question counts' : 'questions count'} as skipped.`
            : 'Your answers will be checked now.'}
        </>
      }
      cancelLabel="Keep going"
      confirmLabel="Finish Test"
      onCancel={onCancel}
      onConfirm={onFinish}
    />
  );
}
