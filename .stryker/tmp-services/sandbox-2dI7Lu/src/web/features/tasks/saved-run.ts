// @ts-nocheck
import type { LearnerAnswer } from '#shared/contracts/questions';

// A practice test in progress survives a reload (issue 12: the clock went back to full and answers vanished). The
// clock is the server's (its Start moment, read back on resume); the browser keeps the answers, the place, the time
// per question, and the first start of a study-plan link's run (that link makes a new session on each visit).

export interface SavedRun {
  /** server-clock ms */
  startedAt: number;
  index: number;
  answers: Record<number, LearnerAnswer>;
  spent: Record<number, number>;
}

const PREFIX = 'taskRun:';
/** A run abandoned this long past its deadline is not resumed: the next visit starts afresh. */
const STALE_AFTER_MS = 60 * 60 * 1000;

export function loadRun(key: string, limitSeconds: number, now = Date.now()): SavedRun | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const run = JSON.parse(raw) as SavedRun;
    if (typeof run.startedAt !== 'number' || now - run.startedAt > limitSeconds * 1000 + STALE_AFTER_MS) {
      localStorage.removeItem(PREFIX + key);
      return null;
    }
    return { startedAt: run.startedAt, index: run.index ?? 0, answers: run.answers ?? {}, spent: run.spent ?? {} };
  } catch {
    return null;
  }
}

export function saveRun(key: string, run: SavedRun) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(run));
  } catch {
    // Storage full or blocked: the run still works, it just will not survive a reload.
  }
}

export function clearRun(key: string) {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}
