// @ts-nocheck
// The words for the bank's difficulty levels 1–5, shown to learners and staff alike. The product spec names no
// words; docs/difficulty-scale.md defines the levels and carries this table. Every screen takes its words from here.

export const DIFFICULTY_LEVELS = [1, 2, 3, 4, 5] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

export const DIFFICULTY_LABELS: Readonly<Record<DifficultyLevel, string>> = {
  1: 'Very easy',
  2: 'Easy',
  3: 'Medium',
  4: 'Hard',
  5: 'Very hard',
};

const isLevel = (level: number): level is DifficultyLevel => (DIFFICULTY_LEVELS as readonly number[]).includes(level);

/** The word for a level ("Easy"), or the number itself for anything outside 1–5. */
export function difficultyLabel(level: number): string {
  return isLevel(level) ? DIFFICULTY_LABELS[level] : String(level);
}

/** A level with its word, for pickers and table cells ("2 · Easy"). */
export function difficultyChoice(level: number): string {
  return isLevel(level) ? `${level} · ${DIFFICULTY_LABELS[level]}` : String(level);
}
