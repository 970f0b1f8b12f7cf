// @ts-nocheck
import { useEffect, useRef } from 'react';

export interface ShortcutHandlers {
  /** 1–5: choose option A–E. */
  onOption?: (index: number) => void;
  onSubmit?: () => void;
  onNext?: () => void;
  onBookmark?: () => void;
}

/** Typing in a field or using a dialog must never trigger a shortcut. */
function shouldIgnore(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || event.repeat) return true;
  const target = event.target as HTMLElement | null;
  // Enter in the typed answer or on its keypad submits (a keypad key must not press itself again: "50" → "500").
  if (event.key === 'Enter' && target?.closest('[data-answer-entry]'))
    return !!document.querySelector('[role="dialog"]');
  if (target?.closest('input:not([type="radio"]), textarea, select, [contenteditable="true"], [role="dialog"]'))
    return true;
  // Enter on a focused button or link should press that control, not submit.
  if (event.key === 'Enter' && target?.closest('button, a, [role="radio"]')) return true;
  return !!document.querySelector('[role="dialog"]');
}

/** Player keys: 1–5 options, Enter submit, N next, B bookmark. */
export function usePlayerShortcuts(enabled: boolean, handlers: ShortcutHandlers) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldIgnore(event)) return;
      const h = ref.current;
      const key = event.key.toLowerCase();
      if (/^[1-5]$/.test(key) && h.onOption) {
        h.onOption(Number(key) - 1);
      } else if (key === 'enter' && h.onSubmit) {
        h.onSubmit();
      } else if (key === 'n' && h.onNext) {
        h.onNext();
      } else if (key === 'b' && h.onBookmark) {
        h.onBookmark();
      } else {
        return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
