// Exam patterns as data (../shared/exam-facts.md): sections, counts, clocks, marking, calculator. A changed pattern
// is an edit here; a mock keeps a copy of the pattern it was built with, so old attempts score by their own rules.
import type { Exam, Section } from '../../contracts/questions.ts';

export interface PatternSection {
  key: string;
  name: string;
  /** The bank section questions come from; null where the bank has no content for it (XAT GK, CMAT GA). */
  bankSection: Section | null;
  questions: number;
}

/**
 * A stage is one clock: its sections are open together (free switching inside a stage); stages run one after
 * another and a finished stage never reopens. CAT has three stages of one section; SNAP one stage of three.
 */
export interface PatternStage {
  name: string;
  sections: string[];
  minutes: number;
}

export interface Marking {
  correct: number;
  wrongMcq: number;
  wrongTita: number;
  unattempted: number;
  /** XAT: the first N unattempted questions cost nothing; each one beyond costs `unattempted`. */
  unattemptedFree?: number;
  /** Stages whose sections count for marks but not for the percentile (XAT GK) are listed here. */
  unscoredSections?: string[];
}

export interface ExamPattern {
  id: string;
  exam: Exam;
  name: string;
  sections: PatternSection[];
  stages: PatternStage[];
  /** 'fixed': stages in the listed order; 'chosen': the candidate orders the stages before the clock starts. */
  order: 'fixed' | 'chosen';
  /** Whether a candidate may end a stage before its clock runs out. */
  earlyStageSubmit: boolean;
  options: number;
  /** Whether typed-answer (TITA) questions appear; only CAT has them. */
  tita: boolean;
  marking: Marking;
  calculator: boolean;
}

const CAT_MARKING: Marking = { correct: 3, wrongMcq: -1, wrongTita: 0, unattempted: 0 };

export const EXAM_PATTERNS = {
  CAT2024: {
    id: 'CAT2024',
    exam: 'CAT',
    name: 'CAT 2024–25',
    sections: [
      { key: 'VARC', name: 'Verbal Ability and Reading Comprehension', bankSection: 'VARC', questions: 24 },
      { key: 'DILR', name: 'Data Interpretation and Logical Reasoning', bankSection: 'DILR', questions: 22 },
      { key: 'QA', name: 'Quantitative Aptitude', bankSection: 'QA', questions: 22 },
    ],
    stages: [
      { name: 'VARC', sections: ['VARC'], minutes: 40 },
      { name: 'DILR', sections: ['DILR'], minutes: 40 },
      { name: 'QA', sections: ['QA'], minutes: 40 },
    ],
    order: 'fixed',
    earlyStageSubmit: false,
    options: 4,
    tita: true,
    marking: CAT_MARKING,
    calculator: true,
  },
  CAT2021: {
    id: 'CAT2021',
    exam: 'CAT',
    name: 'CAT 2021–23',
    sections: [
      { key: 'VARC', name: 'Verbal Ability and Reading Comprehension', bankSection: 'VARC', questions: 24 },
      { key: 'DILR', name: 'Data Interpretation and Logical Reasoning', bankSection: 'DILR', questions: 20 },
      { key: 'QA', name: 'Quantitative Aptitude', bankSection: 'QA', questions: 22 },
    ],
    stages: [
      { name: 'VARC', sections: ['VARC'], minutes: 40 },
      { name: 'DILR', sections: ['DILR'], minutes: 40 },
      { name: 'QA', sections: ['QA'], minutes: 40 },
    ],
    order: 'fixed',
    earlyStageSubmit: false,
    options: 4,
    tita: true,
    marking: CAT_MARKING,
    calculator: true,
  },
  XAT2025: {
    id: 'XAT2025',
    exam: 'XAT',
    name: 'XAT 2025',
    sections: [
      { key: 'VALR', name: 'Verbal & Logical Ability', bankSection: 'VARC', questions: 26 },
      { key: 'DM', name: 'Decision Making', bankSection: null, questions: 21 },
      { key: 'QADI', name: 'Quantitative Ability & Data Interpretation', bankSection: 'QA', questions: 28 },
      { key: 'GK', name: 'General Knowledge', bankSection: null, questions: 20 },
    ],
    stages: [
      { name: 'Part I', sections: ['VALR', 'DM', 'QADI'], minutes: 170 },
      { name: 'Part II', sections: ['GK'], minutes: 10 },
    ],
    order: 'fixed',
    earlyStageSubmit: true,
    options: 5,
    tita: false,
    marking: {
      correct: 1,
      wrongMcq: -0.25,
      wrongTita: -0.25,
      unattempted: -0.1,
      unattemptedFree: 8,
      unscoredSections: ['GK'],
    },
    calculator: false,
  },
  NMAT: {
    id: 'NMAT',
    exam: 'NMAT',
    name: 'NMAT by GMAC',
    sections: [
      { key: 'LS', name: 'Language Skills', bankSection: 'VARC', questions: 36 },
      { key: 'QS', name: 'Quantitative Skills', bankSection: 'QA', questions: 36 },
      { key: 'LR', name: 'Logical Reasoning', bankSection: 'DILR', questions: 36 },
    ],
    stages: [
      { name: 'Language Skills', sections: ['LS'], minutes: 28 },
      { name: 'Quantitative Skills', sections: ['QS'], minutes: 52 },
      { name: 'Logical Reasoning', sections: ['LR'], minutes: 40 },
    ],
    order: 'chosen',
    earlyStageSubmit: true,
    options: 5,
    tita: false,
    marking: { correct: 1, wrongMcq: 0, wrongTita: 0, unattempted: 0 },
    calculator: false,
  },
  SNAP: {
    id: 'SNAP',
    exam: 'SNAP',
    name: 'SNAP',
    sections: [
      { key: 'GE', name: 'General English', bankSection: 'VARC', questions: 15 },
      { key: 'ALR', name: 'Analytical & Logical Reasoning', bankSection: 'DILR', questions: 25 },
      { key: 'QDS', name: 'Quantitative, DI & DS', bankSection: 'QA', questions: 20 },
    ],
    stages: [{ name: 'SNAP', sections: ['GE', 'ALR', 'QDS'], minutes: 60 }],
    order: 'fixed',
    earlyStageSubmit: true,
    options: 4,
    tita: false,
    marking: { correct: 1, wrongMcq: -0.25, wrongTita: -0.25, unattempted: 0 },
    calculator: false,
  },
  CMAT: {
    id: 'CMAT',
    exam: 'CMAT',
    name: 'CMAT (NTA)',
    sections: [
      { key: 'QTDI', name: 'Quantitative Techniques & DI', bankSection: 'QA', questions: 20 },
      { key: 'LR', name: 'Logical Reasoning', bankSection: 'DILR', questions: 20 },
      { key: 'LC', name: 'Language Comprehension', bankSection: 'VARC', questions: 20 },
      { key: 'GA', name: 'General Awareness', bankSection: null, questions: 20 },
      { key: 'IE', name: 'Innovation & Entrepreneurship', bankSection: null, questions: 20 },
    ],
    stages: [{ name: 'CMAT', sections: ['QTDI', 'LR', 'LC', 'GA', 'IE'], minutes: 180 }],
    order: 'fixed',
    earlyStageSubmit: true,
    options: 4,
    tita: false,
    marking: { correct: 4, wrongMcq: -1, wrongTita: -1, unattempted: 0 },
    calculator: false,
  },
} satisfies Record<string, ExamPattern>;

export type PatternId = keyof typeof EXAM_PATTERNS;
export const PATTERN_IDS = Object.keys(EXAM_PATTERNS) as PatternId[];

/** Only the sections the question bank can fill (a mock never shows a made-up question). */
export function bankBacked(pattern: ExamPattern): boolean {
  return pattern.sections.every((s) => s.bankSection !== null);
}

/** A sectional test: one section of a pattern on its own clock, same marking. */
export function sectionalPattern(pattern: ExamPattern, sectionKey: string): ExamPattern {
  const section = pattern.sections.find((s) => s.key === sectionKey);
  const stage = pattern.stages.find((s) => s.sections.includes(sectionKey));
  if (!section || !stage) throw new Error(`${pattern.id} has no section ${sectionKey}`);
  const minutes = stage.sections.length === 1 ? stage.minutes : Math.round((stage.minutes * section.questions) / 60);
  return {
    ...pattern,
    id: `${pattern.id}-${sectionKey}`,
    name: `${pattern.name} · ${section.name}`,
    sections: [section],
    stages: [{ name: section.key, sections: [section.key], minutes }],
    order: 'fixed',
  };
}

export const totalQuestions = (p: ExamPattern) => p.sections.reduce((n, s) => n + s.questions, 0);
export const totalMinutes = (p: ExamPattern) => p.stages.reduce((n, s) => n + s.minutes, 0);
/** PwD compensatory time in CAT: 20 minutes per hour (40 min → 53 min 20 s). */
export const PWD_TIME_FACTOR = 4 / 3;
