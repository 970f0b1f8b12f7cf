// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { must } from '../must.ts';
import { calendarDay, startOfCalendarDay } from './calendar.ts';
import {
  buildStudyPlan,
  checkPlanLength,
  clampHours,
  isCompletedToday,
  PLAN_SUBJECTS,
  type PlanQuestion,
  questionMinutes,
  questionsToRequest,
  STUDY_PLAN,
  sectionState,
  sectionSubtitle,
  subjectBudgetMinutes,
} from './study-plan.ts';

describe('study plan constants (spec section 9)', () => {
  it('slider 1–8 hours, step 1, default 1; debounce 300 ms; limit 1 hour; threshold 8', () => {
    expect([STUDY_PLAN.minHours, STUDY_PLAN.maxHours, STUDY_PLAN.stepHours, STUDY_PLAN.defaultHours]).toEqual([
      1, 8, 1, 1,
    ]);
    expect(STUDY_PLAN.debounceMs).toBe(300);
    expect(STUDY_PLAN.limitedMaxHours).toBe(1);
    expect(STUDY_PLAN.completedTodayThreshold).toBe(8);
    expect(clampHours(0)).toBe(1);
    expect(clampHours(9)).toBe(8);
    expect(clampHours(3.4)).toBe(3);
  });

  it('budget = total minutes / 3; requested = ceil(budget / 2.5); default question time 3', () => {
    expect(subjectBudgetMinutes(1)).toBe(20);
    expect(questionsToRequest(20)).toBe(8);
    expect(subjectBudgetMinutes(4)).toBe(80);
    expect(questionsToRequest(80)).toBe(32);
    expect(questionsToRequest(subjectBudgetMinutes(8))).toBe(Math.ceil(160 / 2.5));
    expect(questionMinutes({ id: 1 })).toBe(3);
    expect(questionMinutes({ id: 1, estimatedTime: null })).toBe(3);
    expect(questionMinutes({ id: 1, estimatedTime: 2 })).toBe(2);
  });
});

describe('plan length limits (spec section 5)', () => {
  it('guests beyond 1 hour get the destructive Login Required toast', () => {
    expect(checkPlanLength(1, { signedIn: false, premium: false })).toBeNull();
    expect(checkPlanLength(2, { signedIn: false, premium: false })).toEqual({
      title: 'Login Required',
      description: 'Please sign in to create study plans longer than 1 hour',
      variant: 'destructive',
    });
  });
  it('signed-in learners without premium get the Premium Feature toast; premium has no limit', () => {
    expect(checkPlanLength(3, { signedIn: true, premium: false })).toMatchObject({
      title: 'Premium Feature',
      description: 'Free users are limited to 1-hour study plans. Upgrade to create longer plans.',
      variant: 'default',
    });
    expect(checkPlanLength(8, { signedIn: true, premium: true })).toBeNull();
  });
});

/** A bank per subject whose questions take the given minutes; fetch returns the first `count` not yet handed out. */
function fakeBank(minutes: Record<string, number[]>) {
  const calls: Array<{ subject: string; count: number; target: number }> = [];
  const handed: Record<string, number> = {};
  const fetch = async (subject: string, count: number, target: number): Promise<PlanQuestion[]> => {
    calls.push({ subject, count, target });
    const times = minutes[subject] ?? [];
    const start = handed[subject] ?? 0;
    const slice = times.slice(start, start + count);
    handed[subject] = start + slice.length;
    return slice.map((m, i) => ({ id: `${subject}-${start + i}`, subject, estimatedTime: m }));
  };
  return { fetch, calls };
}

describe('buildStudyPlan', () => {
  it('asks each subject for ceil(budget / 2.5) questions and sums actual time', async () => {
    const bank = fakeBank({
      'Quantitative Aptitude': Array(50).fill(2.5),
      VARC: Array(50).fill(2.5),
      DILR: Array(50).fill(2.5),
    });
    const plan = await buildStudyPlan(1, bank.fetch);
    expect(bank.calls.slice(0, 3).map((c) => [c.count, c.target])).toEqual([
      [8, 20],
      [8, 20],
      [8, 20],
    ]);
    expect(plan.sections.map((s) => s.actualTime)).toEqual([20, 20, 20]);
    expect(plan.totalTime).toBe(60);
    expect(plan.sections.map((s) => s.subjectKey)).toEqual(PLAN_SUBJECTS.map((s) => s.key));
  });

  it('tops up when more than 5 minutes short: asks ceil(shortfall / 4) extra, never from an empty section, total at most 62', async () => {
    // 8 questions × 1 min in two subjects (DILR empty) = 16 of 60 minutes: 44 short → ceil(44/4) = 11 extra.
    const bank = fakeBank({ 'Quantitative Aptitude': Array(40).fill(1), VARC: Array(40).fill(1), DILR: [] });
    const plan = await buildStudyPlan(1, bank.fetch);
    const topUps = bank.calls.slice(3);
    expect(topUps[0]).toMatchObject({ subject: 'Quantitative Aptitude', count: 11 });
    // DILR has no questions, so it is never topped up.
    expect(topUps.some((c) => c.subject === 'DILR')).toBe(false);
    expect(plan.totalTime).toBeLessThanOrEqual(62);
    const ids = plan.sections.flatMap((s) => s.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(plan.sections[2]?.questions).toHaveLength(0);
    expect(plan.sections[2]?.actualTime).toBe(0);
  });

  it('does not top up when within 5 minutes of the target', async () => {
    const bank = fakeBank({
      'Quantitative Aptitude': Array(8).fill(2.3),
      VARC: Array(8).fill(2.3),
      DILR: Array(8).fill(2.3),
    });
    const plan = await buildStudyPlan(1, bank.fetch);
    expect(plan.totalTime).toBeCloseTo(55.2);
    expect(bank.calls).toHaveLength(3);
  });

  it('skips a top-up question that would overshoot target + 2', async () => {
    const bank = fakeBank({
      'Quantitative Aptitude': [...Array(8).fill(2), 30, 1],
      VARC: Array(8).fill(2),
      DILR: Array(8).fill(2),
    });
    const plan = await buildStudyPlan(1, bank.fetch);
    expect(plan.sections[0]?.questions.map((q) => q.estimatedTime)).not.toContain(30);
    expect(plan.totalTime).toBeLessThanOrEqual(62);
  });

  it('a failed fetch leaves that section empty with actualTime 0 (spec section 8)', async () => {
    const plan = await buildStudyPlan(1, async (subject) => {
      if (subject === 'VARC') throw new Error('500: boom');
      return Array.from({ length: 8 }, (_, i) => ({ id: `${subject}${i}`, estimatedTime: 2.5 }));
    });
    expect(plan.sections[1]).toMatchObject({ questions: [], actualTime: 0 });
    expect(sectionState(must(plan.sections[1], 'plan.sections[1]'), false)).toBe('empty');
    expect(sectionState(must(plan.sections[0], 'plan.sections[0]'), false)).toBe('ready');
    expect(sectionState(must(plan.sections[0], 'plan.sections[0]'), true)).toBe('completed');
  });
});

describe('subtitles and completion', () => {
  it('reading passages = ceil(n/6), data sets = ceil(n/4)', () => {
    expect(sectionSubtitle('VARC', 8)).toBe('2 reading passages');
    expect(sectionSubtitle('VARC', 6)).toBe('1 reading passage');
    expect(sectionSubtitle('DILR', 8)).toBe('2 data sets');
    expect(sectionSubtitle('DILR', 9)).toBe('3 data sets');
    expect(sectionSubtitle('Quantitative Aptitude', 8)).toBe('8 questions');
  });

  it('completed today by a completion dated today or by 8+ of today’s questions', () => {
    const today = '2026-11-22';
    expect(isCompletedToday('VARC', [{ subject: 'VARC', completedDate: today }], [], today)).toBe(true);
    expect(isCompletedToday('VARC', [{ subject: 'VARC', created_at: '2026-11-22T04:00:00Z' }], [], today)).toBe(true);
    expect(isCompletedToday('VARC', [{ subject: 'VARC', completedDate: '2026-11-21' }], [], today)).toBe(false);
    const seven = Array(7).fill({ subject: 'DILR' });
    expect(isCompletedToday('DILR', [], seven, today)).toBe(false);
    expect(isCompletedToday('DILR', [], [...seven, { subject: 'DILR' }], today)).toBe(true);
  });

  it('the calendar day is Asia/Kolkata by default', () => {
    // 20:00 UTC on the 21st is 01:30 on the 22nd in India.
    expect(calendarDay(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(calendarDay(new Date('2026-11-21T20:00:00Z'), 'UTC')).toBe('2026-11-21');
    expect(startOfCalendarDay(new Date('2026-11-21T20:00:00Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(startOfCalendarDay(new Date('2026-11-21T20:00:00Z'), 'UTC').toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });
});
