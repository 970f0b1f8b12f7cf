// @ts-nocheck
import { useCallback, useSyncExternalStore } from 'react';

// Spec section 3: the dark-mode preference lives in localStorage 'darkMode' as 'true' / 'false'.
export const DARK_MODE_KEY = 'darkMode';

const listeners = new Set<() => void>();

export function readDarkMode(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(DARK_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function applyDarkMode(dark: boolean, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', dark);
}

export function setDarkMode(dark: boolean) {
  try {
    localStorage.setItem(DARK_MODE_KEY, String(dark));
  } catch {
    // Storage may be unavailable (private mode); the class still applies for this page view.
  }
  applyDarkMode(dark);
  for (const l of listeners) l();
}

/** Re-applies the stored preference, e.g. after storage was cleared. */
export function syncDarkMode() {
  applyDarkMode(readDarkMode());
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the preference.
  const onStorage = (e: StorageEvent) => {
    if (e.key === DARK_MODE_KEY || e.key === null) {
      applyDarkMode(readDarkMode());
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const dark = useSyncExternalStore(
    subscribe,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
  const set = useCallback((value: boolean) => setDarkMode(value), []);
  return [dark, set];
}
