// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  EXAM_PATTERNS,
  type ExamPattern,
  sectionalOrigin,
  sectionalPattern,
  totalMinutes,
  totalQuestions,
} from './patterns.ts';
import { predictCatPercentile, predictCatSectionPercentile } from './percentile.ts';
import { type ScoredItem, scorePaper } from './scoring.ts';

/** A paper for a pattern: per section, `right` right answers, `wrong` wrong MCQs, `wrongTita` wrong TITAs, rest skipped. */
function paper(p: ExamPattern, per: Record<string, { right?: number; wrong?: number; wrongTita?: number }>) {
  const items: ScoredItem[] = [];
  for (const s of p.sections) {
    const { right = 0, wrong = 0, wrongTita = 0 } = per[s.key] ?? {};
    for (let i = 0; i < s.questions; i++) {
      const type = i >= right + wrong && i < right + wrong + wrongTita ? 'TITA' : 'MCQ';
      const answered = i < right + wrong + wrongTita;
      items.push({ sectionKey: s.key, type, answered, correct: i < right });
    }
  }
  return items;
}

describe('exam patterns as data', () => {
  it('match exam-facts: counts, minutes and maximum marks', () => {
    expect([totalQuestions(EXAM_PATTERNS.CAT2024), totalMinutes(EXAM_PATTERNS.CAT2024)]).toEqual([68, 120]);
    expect(scorePaper(EXAM_PATTERNS.CAT2024, []).maxScore).toBe(204);
    expect(scorePaper(EXAM_PATTERNS.CAT2021, []).maxScore).toBe(198);
    expect([totalQuestions(EXAM_PATTERNS.XAT2025), totalMinutes(EXAM_PATTERNS.XAT2025)]).toEqual([95, 180]);
    expect([totalQuestions(EXAM_PATTERNS.NMAT), totalMinutes(EXAM_PATTERNS.NMAT)]).toEqual([108, 120]);
    expect([totalQuestions(EXAM_PATTERNS.SNAP), totalMinutes(EXAM_PATTERNS.SNAP)]).toEqual([60, 60]);
    expect(scorePaper(EXAM_PATTERNS.SNAP, []).maxScore).toBe(60);
    expect([totalQuestions(EXAM_PATTERNS.CMAT), totalMinutes(EXAM_PATTERNS.CMAT)]).toEqual([100, 180]);
    expect(scorePaper(EXAM_PATTERNS.CMAT, []).maxScore).toBe(400);
  });

  it('a sectional CAT test keeps the section clock and marking', () => {
    const qa = sectionalPattern(EXAM_PATTERNS.CAT2024, 'QA');
    expect([totalQuestions(qa), totalMinutes(qa), scorePaper(qa, []).maxScore]).toEqual([22, 40, 66]);
  });

  it('a sectional pattern names what it was cut from; a full one, even with one section, names nothing', () => {
    for (const base of Object.values(EXAM_PATTERNS)) {
      for (const s of base.sections) {
        expect(sectionalOrigin(sectionalPattern(base, s.key))).toEqual({ patternId: base.id, sectionKey: s.key });
      }
      expect(sectionalOrigin(base)).toBeNull();
    }
    const oneSection = { ...EXAM_PATTERNS.SNAP, sections: EXAM_PATTERNS.SNAP.sections.slice(0, 1) };
    expect(sectionalOrigin(oneSection)).toBeNull();
  });
});

describe('scoring by pattern', () => {
  it('CAT: +3 right, −1 wrong MCQ, 0 wrong TITA, 0 skipped', () => {
    const p = EXAM_PATTERNS.CAT2024;
    const s = scorePaper(p, paper(p, { VARC: { right: 10, wrong: 4, wrongTita: 2 }, QA: { right: 5, wrongTita: 3 } }));
    expect(s.score).toBe(30 - 4 + 15);
    expect(s.sections.find((x) => x.key === 'VARC')).toMatchObject({ score: 26, attempted: 16, wrong: 6 });
    expect(s.sections.find((x) => x.key === 'VARC')?.accuracy).toBe(0.63);
    expect(s.sections.find((x) => x.key === 'DILR')).toMatchObject({ score: 0, attempted: 0, accuracy: 0 });
  });

  it('CAT 2021–23: same marking on 66 questions', () => {
    const p = EXAM_PATTERNS.CAT2021;
    expect(scorePaper(p, paper(p, { DILR: { right: 20 } })).score).toBe(60);
  });

  it('XAT: +1, −0.25 wrong, −0.10 per skipped question beyond 8 in Part I; GK adds nothing', () => {
    const p = EXAM_PATTERNS.XAT2025;
    // Part I has 75 questions: 60 right + 5 wrong leaves 10 skipped, 2 beyond the free 8.
    const items = paper(p, {
      VALR: { right: 26 },
      DM: { right: 21 },
      QADI: { right: 13, wrong: 5 },
      GK: { right: 20 },
    });
    const s = scorePaper(p, items);
    expect(s.score).toBe(60 - 1.25 - 0.2);
    expect(s.sections.find((x) => x.key === 'GK')?.score).toBe(20);
    expect(s.maxScore).toBe(75);
  });

  it('XAT: skipping 8 or fewer costs nothing', () => {
    const p = EXAM_PATTERNS.XAT2025;
    expect(scorePaper(p, paper(p, { VALR: { right: 26 }, DM: { right: 21 }, QADI: { right: 20 } })).score).toBe(67);
  });

  it('NMAT: no negative marking', () => {
    const p = EXAM_PATTERNS.NMAT;
    expect(scorePaper(p, paper(p, { LS: { right: 20, wrong: 16 }, QS: { right: 30, wrong: 6 } })).score).toBe(50);
  });

  it('SNAP: +1, −0.25', () => {
    const p = EXAM_PATTERNS.SNAP;
    expect(scorePaper(p, paper(p, { GE: { right: 10, wrong: 4 }, ALR: { right: 20 } })).score).toBe(29);
  });

  it('CMAT: +4, −1', () => {
    const p = EXAM_PATTERNS.CMAT;
    expect(scorePaper(p, paper(p, { QTDI: { right: 15, wrong: 5 }, GA: { right: 10, wrong: 2 } })).score).toBe(93);
  });
});

describe('predicted CAT percentile (estimate from exam-facts)', () => {
  it('reads the CAT 2024 table at its points and between them', () => {
    expect(predictCatPercentile('CAT2024', 57)?.percentile).toBe(90);
    expect(predictCatPercentile('CAT2024', 96)?.percentile).toBe(99);
    expect(predictCatPercentile('CAT2024', 63.5)?.percentile).toBe(92.5);
    expect(predictCatPercentile('CAT2024', -5)?.percentile).toBe(0);
    expect(predictCatPercentile('CAT2024', 204)?.percentile).toBe(100);
  });

  it('gives a range around the estimate and never rises as the score falls', () => {
    const e = predictCatPercentile('CAT2024', 70);
    expect(e).toMatchObject({ percentile: 95 });
    expect((e?.low ?? 100) < 95 && (e?.high ?? 0) > 95).toBe(true);
    let last = -1;
    for (let score = 0; score <= 204; score += 1) {
      const p = predictCatPercentile('CAT2024', score)?.percentile ?? -1;
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });

  it('uses the 2022 table for the 2021–23 pattern, the sectional table per section, none for other exams', () => {
    expect(predictCatPercentile('CAT2021', 83.9)?.percentile).toBe(99);
    expect(predictCatSectionPercentile('CAT', 'QA', 22)?.percentile).toBe(95);
    expect(predictCatPercentile('NMAT', 50)).toBeNull();
    expect(predictCatSectionPercentile('SNAP', 'GE', 10)).toBeNull();
  });
});
