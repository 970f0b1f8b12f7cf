// @ts-nocheck
import type { QuestionDraft, Section, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';

/** Draws one question from a seeded RNG: numbers, answer, distractors and explanation from the same draw. */
export interface QuestionGenerator {
  id: string;
  section: Section;
  area: string;
  topic: string;
  generate(rng: Rng): QuestionDraft;
}

/** Draws one whole set (a DILR data set with 4–5 questions) from a seeded RNG. */
export interface SetGenerator {
  id: string;
  setType: string;
  area: string;
  generate(rng: Rng): SetDraft;
}
