// Exam patterns as data (../shared/exam-facts.md): sections, counts, clocks, marking, calculator. A changed pattern
// is an edit here; a mock keeps a copy of the pattern it was built with, so old attempts score by their own rules.
import type { Exam, Section } from '../../contracts/questions.ts';

export interface PatternSection {
  key: string;
  name: string;
  /** The bank section its questions come from (XAT's GK and CMAT's GA share General Awareness). */
  bankSection: Section;
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

const section = (key: string, name: string, bankSection: Section, questions: number): PatternSection => ({
  key,
  name,
  bankSection,
  questions,
});

/** One clock over the given sections (open together). */
const stage = (name: string, sections: PatternSection[], minutes: number): PatternStage => ({
  name,
  sections: sections.map((s) => s.key),
  minutes,
});

/** Marking where every question is an MCQ: a wrong answer costs the same whatever its type. */
const mcqMarking = (correct: number, wrong: number, unattempted = 0): Marking => ({
  correct,
  wrongMcq: wrong,
  wrongTita: wrong,
  unattempted,
});

/** CAT: three sections in a fixed order, each on its own 40-minute clock; the counts change between years. */
function catPattern(id: string, name: string, questions: { VARC: number; DILR: number; QA: number }): ExamPattern {
  const sections = [
    section('VARC', 'Verbal Ability and Reading Comprehension', 'VARC', questions.VARC),
    section('DILR', 'Data Interpretation and Logical Reasoning', 'DILR', questions.DILR),
    section('QA', 'Quantitative Aptitude', 'QA', questions.QA),
  ];
  return {
    id,
    exam: 'CAT',
    name,
    sections,
    stages: sections.map((s) => stage(s.key, [s], 40)),
    order: 'fixed',
    earlyStageSubmit: false,
    options: 4,
    tita: true,
    marking: { correct: 3, wrongMcq: -1, wrongTita: 0, unattempted: 0 },
    calculator: true,
  };
}

/** XAT, NMAT, SNAP and CMAT: MCQ only, no calculator, and a candidate may end a stage early. */
function mcqPattern(
  p: Pick<ExamPattern, 'id' | 'exam' | 'name' | 'sections' | 'stages' | 'options' | 'marking'> &
    Partial<Pick<ExamPattern, 'order'>>,
): ExamPattern {
  return {
    id: p.id,
    exam: p.exam,
    name: p.name,
    sections: p.sections,
    stages: p.stages,
    order: p.order ?? 'fixed',
    earlyStageSubmit: true,
    options: p.options,
    tita: false,
    marking: p.marking,
    calculator: false,
  };
}

const XAT = {
  VALR: section('VALR', 'Verbal & Logical Ability', 'VARC', 26),
  DM: section('DM', 'Decision Making', 'DM', 21),
  QADI: section('QADI', 'Quantitative Ability & Data Interpretation', 'QA', 28),
  GK: section('GK', 'General Knowledge', 'GA', 20),
};
const NMAT = {
  LS: section('LS', 'Language Skills', 'VARC', 36),
  QS: section('QS', 'Quantitative Skills', 'QA', 36),
  LR: section('LR', 'Logical Reasoning', 'DILR', 36),
};
const SNAP = [
  section('GE', 'General English', 'VARC', 15),
  section('ALR', 'Analytical & Logical Reasoning', 'DILR', 25),
  section('QDS', 'Quantitative, DI & DS', 'QA', 20),
];
const CMAT = [
  section('QTDI', 'Quantitative Techniques & DI', 'QA', 20),
  section('LR', 'Logical Reasoning', 'DILR', 20),
  section('LC', 'Language Comprehension', 'VARC', 20),
  section('GA', 'General Awareness', 'GA', 20),
  section('IE', 'Innovation & Entrepreneurship', 'IE', 20),
];

export const EXAM_PATTERNS = {
  CAT2024: catPattern('CAT2024', 'CAT 2024–25', { VARC: 24, DILR: 22, QA: 22 }),
  CAT2021: catPattern('CAT2021', 'CAT 2021–23', { VARC: 24, DILR: 20, QA: 22 }),
  XAT2025: mcqPattern({
    id: 'XAT2025',
    exam: 'XAT',
    name: 'XAT 2025',
    sections: [XAT.VALR, XAT.DM, XAT.QADI, XAT.GK],
    stages: [stage('Part I', [XAT.VALR, XAT.DM, XAT.QADI], 170), stage('Part II', [XAT.GK], 10)],
    options: 5,
    marking: { ...mcqMarking(1, -0.25, -0.1), unattemptedFree: 8, unscoredSections: [XAT.GK.key] },
  }),
  NMAT: mcqPattern({
    id: 'NMAT',
    exam: 'NMAT',
    name: 'NMAT by GMAC',
    sections: [NMAT.LS, NMAT.QS, NMAT.LR],
    stages: [
      stage(NMAT.LS.name, [NMAT.LS], 28),
      stage(NMAT.QS.name, [NMAT.QS], 52),
      stage(NMAT.LR.name, [NMAT.LR], 40),
    ],
    order: 'chosen',
    options: 5,
    marking: mcqMarking(1, 0),
  }),
  SNAP: mcqPattern({
    id: 'SNAP',
    exam: 'SNAP',
    name: 'SNAP',
    sections: SNAP,
    stages: [stage('SNAP', SNAP, 60)],
    options: 4,
    marking: mcqMarking(1, -0.25),
  }),
  CMAT: mcqPattern({
    id: 'CMAT',
    exam: 'CMAT',
    name: 'CMAT (NTA)',
    sections: CMAT,
    stages: [stage('CMAT', CMAT, 180)],
    options: 4,
    marking: mcqMarking(4, -1),
  }),
} satisfies Record<string, ExamPattern>;

export type PatternId = keyof typeof EXAM_PATTERNS;
export const PATTERN_IDS = Object.keys(EXAM_PATTERNS) as PatternId[];

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

/** The full pattern and section a sectional pattern was cut from (sectionalPattern's inverse); null for a full one. */
export function sectionalOrigin(pattern: ExamPattern): { patternId: string; sectionKey: string } | null {
  const key = pattern.sections.length === 1 ? pattern.sections[0]?.key : undefined;
  if (!key || !pattern.id.endsWith(`-${key}`)) return null;
  return { patternId: pattern.id.slice(0, -(key.length + 1)), sectionKey: key };
}

export const totalQuestions = (p: ExamPattern) => p.sections.reduce((n, s) => n + s.questions, 0);
export const totalMinutes = (p: ExamPattern) => p.stages.reduce((n, s) => n + s.minutes, 0);
/** PwD compensatory time in CAT: 20 minutes per hour (40 min → 53 min 20 s). */
export const PWD_TIME_FACTOR = 4 / 3;
