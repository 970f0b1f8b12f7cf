// @ts-nocheck
// When the staff editors ask before leaving: only with unsaved edits, and only when the address really changes.

/** Whether the form differs from what was last loaded or saved (forms are plain data: strings, numbers, lists). */
export function hasUnsavedChanges<T>(form: T, saved: T): boolean {
  return JSON.stringify(form) !== JSON.stringify(saved);
}

interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether a navigation from `from` to `to` waits for "Discard unsaved changes?": yes while the form is dirty and the
 * page or its query string (the bank's ?edit= / ?set= / ?tab=) changes; a no-op navigation to the same place is let
 * through, and so is one the editor allowed itself (after saving or deleting).
 */
export function shouldAskBeforeLeaving(state: { dirty: boolean; allowed: boolean }, from: Place, to: Place): boolean {
  if (!state.dirty || state.allowed) return false;
  return from.pathname !== to.pathname || from.search !== to.search;
}
