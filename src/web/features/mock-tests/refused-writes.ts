import type { PendingWrite } from './replay-store.ts';

// A write the server refuses for good (its section had closed when it arrived, after the 5 s grace) is dropped; if
// it carried an answer, the learner must hear of it: the palette had already shown the question answered.

/** Whether a refused write took an answer with it (a time or first-visit write loses nothing the learner chose). */
export const carriesAnswer = (w: PendingWrite) => w.answer !== undefined && w.answer !== null;

/** The notice on the exam screen once answers have been refused; null while none have. */
export function refusedAnswersNotice(count: number): string | null {
  if (count <= 0) return null;
  const what = count === 1 ? '1 answer' : `${count} answers`;
  return `${what} reached the server after the section had closed and ${count === 1 ? 'was' : 'were'} not saved.`;
}
