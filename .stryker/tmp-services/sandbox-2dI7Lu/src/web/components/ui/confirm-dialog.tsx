// @ts-nocheck
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog.tsx';

/**
 * Asks before an action that cannot be taken back: a title, what will happen, and two buttons. The safe choice
 * has the focus; while `busy`, neither button nor closing the dialog does anything.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  destructive = false,
  busy = false,
  className,
  confirmTestId,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  destructive?: boolean;
  busy?: boolean;
  className?: string;
  confirmTestId?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && onCancel()}>
      <DialogContent className={className} hideClose={busy}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={busy}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
