// @ts-nocheck
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { shouldAskBeforeLeaving } from './unsaved-changes-model.ts';

/**
 * Guards an editor with unsaved edits: any way out inside the app ("Back to the bank", a tab, a menu link, the
 * browser's back button) waits for "Discard unsaved changes?", and closing or reloading the tab gets the browser's own
 * warning. `allowLeave()` lets the editor's next navigation through unasked (after a save or a delete moves on).
 */
export function useUnsavedChangesGuard(dirty: boolean, what: string) {
  const dirtyNow = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    const ask = shouldAskBeforeLeaving(
      { dirty: dirtyNow.current, allowed: allowed.current },
      currentLocation,
      nextLocation,
    );
    allowed.current = false;
    return ask;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <DiscardChangesDialog
      open={blocker.state === 'blocked'}
      what={what}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
  return { dialog, allowLeave };
}

export function DiscardChangesDialog({
  open,
  what,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  what: string;
  onKeep(): void;
  onDiscard(): void;
}) {
  return (
    <ConfirmDialog
      open={open}
      className="max-w-md"
      title="Discard unsaved changes?"
      description={`Your edits to ${what} have not been saved. Leaving now throws them away.`}
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      destructive
      onCancel={onKeep}
      onConfirm={onDiscard}
    />
  );
}
