// @ts-nocheck
import type { PendingWrite } from './replay-store.ts';

// A write the server refuses for good is dropped: one made after its section closed, or one that could not reach the
// server within a minute of the section's end (or before the test was submitted). If it carried an answer, the
// learner must hear of it: the palette had already shown the question answered.

/** Whether a refused write took an answer with it (a time or first-visit write loses nothing the learner chose). */
export const carriesAnswer = (w: PendingWrite) => w.answer !== undefined && w.answer !== null;

/** The notice on the exam screen once answers have been refused; null while none have. */
export function refusedAnswersNotice(count: number): string | null {
  if (count <= 0) return null;
  const what = count === 1 ? '1 answer' : `${count} answers`;
  const verb = count === 1 ? 'was' : 'were';
  return `${what} could not reach the server in time after the section closed and ${verb} not saved.`;
}
