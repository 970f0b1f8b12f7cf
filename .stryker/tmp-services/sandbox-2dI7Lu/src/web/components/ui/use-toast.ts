// @ts-nocheck
import { useSyncExternalStore } from 'react';

// Spec section 9: one toast visible at a time, removed 1,000,000 ms after dismissal, default duration 5 s.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DEFAULT_DURATION = 5_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(input: ToastInput) {
  if (!input.title.trim()) throw new Error('A toast needs a non-empty title');
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY);
}

/** Closes every open toast: a new attempt supersedes the previous attempt's message. */
export function dismissAllToasts() {
  for (const t of toasts) if (t.open) dismissToast(t.id);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
