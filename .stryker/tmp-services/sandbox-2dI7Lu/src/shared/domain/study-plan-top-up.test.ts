// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  buildStudyPlan,
  isCompletedToday,
  type PlanQuestion,
  type PlanSubjectKey,
  questionMinutes,
  sectionSubtitle,
} from './study-plan.ts';

// The top-up rule of spec section 9, pinned with hand-computed 1-hour plans (target 60 min, 20 min a subject,
// 8 questions asked per subject): top up only when more than 5 minutes short, ceil(shortfall / 4) extra per
// section, stop once within 1 minute of the target, never pass target + 2, never repeat a question.

type Bank = Partial<Record<PlanSubjectKey, number[]>>;

/** Each subject hands out its questions in order (minutes as given); every call is recorded. */
function bank(minutes: Bank) {
  const calls: string[] = [];
  const handed: Record<string, number> = {};
  const fetch = async (subject: PlanSubjectKey, count: number): Promise<PlanQuestion[]> => {
    calls.push(`${subject} ${count}`);
    const start = handed[subject] ?? 0;
    const slice = (minutes[subject] ?? []).slice(start, start + count);
    handed[subject] = start + slice.length;
    return slice.map((m, i) => ({ id: `${subject}-${start + i}`, estimatedTime: m }));
  };
  return { fetch, calls };
}
const first8 = Array(8).fill(2.5);

describe('study plan top-up (1 hour: target 60 minutes)', () => {
  it('stops adding once the plan is within 1 minute of 60: 40 + 5 + 5 + 5 + 4 = 59, the fifth extra is left out', async () => {
    const b = bank({ 'Quantitative Aptitude': [...first8, 5, 5, 5, 4, 1], VARC: [...first8, 1, 1], DILR: [] });
    const plan = await buildStudyPlan(1, b.fetch);
    // 40 of 60 minutes: 20 short, so ceil(20 / 4) = 5 extra asked of QA; at 59 the top-up ends before VARC.
    expect(b.calls).toEqual(['Quantitative Aptitude 8', 'VARC 8', 'DILR 8', 'Quantitative Aptitude 5']);
    expect(plan.totalTime).toBe(59);
    expect(plan.sections.map((s) => [s.questions.length, s.actualTime])).toEqual([
      [12, 39],
      [8, 20],
      [0, 0],
    ]);
  });

  it('takes an extra that lands exactly on target + 2 (58 + 4 = 62)', async () => {
    const b = bank({ 'Quantitative Aptitude': [...first8, 5, 5, 5, 3, 4], VARC: [...first8, 1], DILR: [] });
    const plan = await buildStudyPlan(1, b.fetch);
    expect(plan.totalTime).toBe(62);
    expect(plan.sections[0]?.actualTime).toBe(42);
    expect(b.calls).toHaveLength(4);
  });

  it('skips an extra that would pass target + 2 and keeps going: 55 + 10 skipped, + 4 = 59', async () => {
    const b = bank({ 'Quantitative Aptitude': [...first8, 5, 5, 5, 10, 4], VARC: [...first8], DILR: [] });
    const plan = await buildStudyPlan(1, b.fetch);
    expect(plan.sections[0]?.questions.map((q) => q.estimatedTime).slice(8)).toEqual([5, 5, 5, 4]);
    expect(plan.totalTime).toBe(59);
  });

  it('moves on to the next section when one runs out: QA adds 5 × 1, then VARC adds 5 × 1 (40 → 50)', async () => {
    const b = bank({ 'Quantitative Aptitude': [...first8, 1, 1, 1, 1, 1], VARC: [...first8, 1, 1, 1, 1, 1, 1] });
    const plan = await buildStudyPlan(1, b.fetch);
    expect(b.calls).toEqual(['Quantitative Aptitude 8', 'VARC 8', 'DILR 8', 'Quantitative Aptitude 5', 'VARC 5']);
    expect(plan.sections.map((s) => s.actualTime)).toEqual([25, 25, 0]);
    expect(plan.totalTime).toBe(50);
  });

  it('does not top up when exactly 5 minutes short (55 of 60)', async () => {
    const b = bank({ 'Quantitative Aptitude': first8, VARC: first8, DILR: [2, 2, 2, 2, 2, 2, 2, 1, 9] });
    const plan = await buildStudyPlan(1, b.fetch);
    expect(plan.totalTime).toBe(55);
    expect(b.calls).toHaveLength(3);
  });

  it('never adds a question the section already holds, even when the bank hands it out again', async () => {
    const repeat = async (subject: PlanSubjectKey, count: number): Promise<PlanQuestion[]> =>
      subject === 'DILR'
        ? []
        : Array.from({ length: count }, (_, i) => ({ id: `${subject}-${i}`, estimatedTime: 2.5 }));
    const plan = await buildStudyPlan(1, repeat);
    expect(plan.sections.map((s) => s.questions.length)).toEqual([8, 8, 0]);
    expect(plan.totalTime).toBe(40);
  });

  it('a fetch that answers nothing leaves its section empty', async () => {
    const plan = await buildStudyPlan(1, async () => undefined as unknown as PlanQuestion[]);
    expect(plan.sections.map((s) => s.questions)).toEqual([[], [], []]);
    expect(plan.totalTime).toBe(0);
  });
});

describe('question minutes, subtitles and completion', () => {
  it('a missing, zero or negative estimated time counts as 3 minutes', () => {
    expect(questionMinutes({ id: 1, estimatedTime: null })).toBe(3);
    expect(questionMinutes({ id: 1, estimatedTime: 0 })).toBe(3);
    expect(questionMinutes({ id: 1, estimatedTime: -2 })).toBe(3);
    expect(questionMinutes({ id: 1, estimatedTime: 4 })).toBe(4);
  });
  it('says set and question in the singular for one', () => {
    expect(sectionSubtitle('DILR', 4)).toBe('1 data set');
    expect(sectionSubtitle('Quantitative Aptitude', 1)).toBe('1 question');
  });
  it('another subject’s completion or questions today do not complete this subject', () => {
    const today = '2026-11-22';
    expect(isCompletedToday('VARC', [{ subject: 'DILR', completedDate: today }], [], today)).toBe(false);
    expect(isCompletedToday('VARC', [], Array(8).fill({ subject: 'DILR' }), today)).toBe(false);
  });
});
