import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';

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
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Finish the test?</DialogTitle>
          <DialogDescription>
            You have answered {answered} of {total}.{' '}
            {left > 0
              ? `${left} unanswered ${left === 1 ? 'question counts' : 'questions count'} as skipped.`
              : 'Your answers will be checked now.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} autoFocus>
            Keep going
          </Button>
          <Button onClick={onFinish}>Finish Test</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
