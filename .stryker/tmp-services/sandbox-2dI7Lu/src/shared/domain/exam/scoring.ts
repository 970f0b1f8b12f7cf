// @ts-nocheck
import type { ExamPattern } from './patterns.ts';

export interface ScoredItem {
  sectionKey: string;
  type: 'MCQ' | 'TITA';
  /** Evaluated: an answer is saved (Answered, or Answered & Marked for Review). */
  answered: boolean;
  correct: boolean;
}

export interface SectionScore {
  key: string;
  score: number;
  questions: number;
  attempted: number;
  correct: number;
  wrong: number;
  /** Correct / attempted, 0–1; 0 when nothing was attempted. */
  accuracy: number;
}

export interface PaperScore {
  /** Net marks in the scored sections (XAT's GK is reported but not added). */
  score: number;
  maxScore: number;
  sections: SectionScore[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The net marks of a paper by the pattern's marking (exam-facts: CAT TITA has no negative, XAT's unattempted rule). */
export function scorePaper(pattern: ExamPattern, items: readonly ScoredItem[]): PaperScore {
  const m = pattern.marking;
  const unscored = new Set(m.unscoredSections ?? []);
  const sections = pattern.sections.map((s): SectionScore => {
    const mine = items.filter((i) => i.sectionKey === s.key);
    const attempted = mine.filter((i) => i.answered);
    const correct = attempted.filter((i) => i.correct).length;
    const wrongMcq = attempted.filter((i) => !i.correct && i.type === 'MCQ').length;
    const wrongTita = attempted.filter((i) => !i.correct && i.type === 'TITA').length;
    const score = correct * m.correct + wrongMcq * m.wrongMcq + wrongTita * m.wrongTita;
    return {
      key: s.key,
      score: round2(score),
      // The paper's own count (a short bank may fill a section with fewer); the pattern's for an empty paper.
      questions: mine.length || s.questions,
      attempted: attempted.length,
      correct,
      wrong: wrongMcq + wrongTita,
      accuracy: attempted.length ? round2(correct / attempted.length) : 0,
    };
  });
  const scored = sections.filter((s) => !unscored.has(s.key));
  const skipped = scored.reduce((n, s) => n + (s.questions - s.attempted), 0);
  const skipPenalty = Math.max(0, skipped - (m.unattemptedFree ?? 0)) * m.unattempted;
  const maxScore = scored.reduce((n, s) => n + s.questions, 0) * m.correct;
  return { score: round2(scored.reduce((n, s) => n + s.score, 0) + skipPenalty), maxScore, sections };
}
