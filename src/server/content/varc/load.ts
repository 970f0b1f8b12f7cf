import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';

/** Our own written VARC content (content/varc/*.json): RC passages as sets, verbal-ability items as singles. */
export function loadVarcContent(): { sets: SetDraft[]; items: QuestionDraft[] } {
  return { sets: [], items: [] };
}
