// @ts-nocheck
// The AI Study Plan Generator's rules, word for word from spec sections 2, 4, 5, 8 and 9.

export const STUDY_PLAN = {
  minHours: 1,
  maxHours: 8,
  stepHours: 1,
  defaultHours: 1,
  /** guests and learners without premium access */
  limitedMaxHours: 1,
  debounceMs: 300,
  defaultQuestionMinutes: 3,
  minutesPerRequestedQuestion: 2.5,
  topUpWhenShortByMoreThan: 5,
  topUpMinutesPerQuestion: 4,
  topUpOvershootAllowance: 2,
  topUpStopWithin: 1,
  completedTodayThreshold: 8,
} as const;

export const PLAN_SUBJECTS = [
  { key: 'Quantitative Aptitude', display: 'Quantitative Aptitude', section: 'QA' },
  { key: 'VARC', display: 'Verbal Ability & Reading Comprehension', section: 'VARC' },
  { key: 'DILR', display: 'Data Interpretation & Logical Reasoning', section: 'DILR' },
] as const;
export type PlanSubjectKey = (typeof PLAN_SUBJECTS)[number]['key'];

export interface PlanQuestion {
  id: number | string;
  subject?: string;
  estimatedTime?: number | null;
}

export interface PlanSection<Q extends PlanQuestion = PlanQuestion> {
  subject: string;
  subjectKey: PlanSubjectKey;
  questions: Q[];
  /** the time budget in minutes */
  estimatedTime: number;
  /** sum of the questions' times in minutes */
  actualTime: number;
}

export interface StudyPlan<Q extends PlanQuestion = PlanQuestion> {
  hours: number;
  totalTime: number;
  sections: PlanSection<Q>[];
}

/** Question time in minutes: estimatedTime, or 3 when absent. */
export function questionMinutes(q: PlanQuestion): number {
  return q.estimatedTime && q.estimatedTime > 0 ? q.estimatedTime : STUDY_PLAN.defaultQuestionMinutes;
}

export const sumMinutes = (qs: PlanQuestion[]) => qs.reduce((t, q) => t + questionMinutes(q), 0);

/** Total minutes divided equally among the 3 subjects. */
export function subjectBudgetMinutes(hours: number): number {
  return (hours * 60) / PLAN_SUBJECTS.length;
}

/** Questions requested per subject = ceil(budget / 2.5). */
export function questionsToRequest(budgetMinutes: number): number {
  return Math.ceil(budgetMinutes / STUDY_PLAN.minutesPerRequestedQuestion);
}

export type PlanLimitToast = { title: string; description: string; variant: 'destructive' | 'default' };

/** Spec section 5: guests and learners without premium access keep plans to 1 hour; the slider does not change. */
export function checkPlanLength(hours: number, who: { signedIn: boolean; premium: boolean }): PlanLimitToast | null {
  if (hours <= STUDY_PLAN.limitedMaxHours) return null;
  if (!who.signedIn) {
    return {
      title: 'Login Required',
      description: 'Please sign in to create study plans longer than 1 hour',
      variant: 'destructive',
    };
  }
  if (!who.premium) {
    return {
      title: 'Premium Feature',
      description: 'Free users are limited to 1-hour study plans. Upgrade to create longer plans.',
      variant: 'default',
    };
  }
  return null;
}

export function clampHours(hours: number): number {
  const rounded = Math.round(hours / STUDY_PLAN.stepHours) * STUDY_PLAN.stepHours;
  return Math.min(STUDY_PLAN.maxHours, Math.max(STUDY_PLAN.minHours, rounded));
}

/** Fetches questions for one subject; a failure or empty answer leaves that section with none. */
export type FetchPlanQuestions<Q extends PlanQuestion> = (
  subjectKey: PlanSubjectKey,
  count: number,
  targetTime: number,
) => Promise<Q[]>;

/** Builds the plan with the top-up rule of spec section 9. */
export async function buildStudyPlan<Q extends PlanQuestion>(
  hours: number,
  fetchQuestions: FetchPlanQuestions<Q>,
): Promise<StudyPlan<Q>> {
  const target = hours * 60;
  const budget = subjectBudgetMinutes(hours);
  const safeFetch = async (key: PlanSubjectKey, count: number, time: number) => {
    try {
      return (await fetchQuestions(key, count, time)) ?? [];
    } catch {
      return [];
    }
  };
  const sections: PlanSection<Q>[] = await Promise.all(
    PLAN_SUBJECTS.map(async (s) => {
      const questions = await safeFetch(s.key, questionsToRequest(budget), budget);
      return {
        subject: s.display,
        subjectKey: s.key,
        questions,
        estimatedTime: budget,
        actualTime: sumMinutes(questions),
      };
    }),
  );

  let total = sections.reduce((t, s) => t + s.actualTime, 0);
  const shortfall = target - total;
  if (shortfall > STUDY_PLAN.topUpWhenShortByMoreThan) {
    const extraCount = Math.ceil(shortfall / STUDY_PLAN.topUpMinutesPerQuestion);
    for (const section of sections) {
      if (total >= target - STUDY_PLAN.topUpStopWithin) break;
      if (section.questions.length === 0) continue;
      const extra = await safeFetch(section.subjectKey, extraCount, shortfall);
      const present = new Set(section.questions.map((q) => q.id));
      for (const q of extra) {
        if (total >= target - STUDY_PLAN.topUpStopWithin) break;
        const minutes = questionMinutes(q);
        if (present.has(q.id) || total + minutes > target + STUDY_PLAN.topUpOvershootAllowance) continue;
        section.questions.push(q);
        present.add(q.id);
        section.actualTime += minutes;
        total += minutes;
      }
    }
  }
  return { hours, totalTime: total, sections };
}

/** Subtitles: reading passages = ceil(n / 6) for VARC; data sets = ceil(n / 4) for DILR. */
export function sectionSubtitle(subjectKey: PlanSubjectKey, questionCount: number): string {
  if (subjectKey === 'VARC') {
    const n = Math.ceil(questionCount / 6);
    return `${n} reading ${n === 1 ? 'passage' : 'passages'}`;
  }
  if (subjectKey === 'DILR') {
    const n = Math.ceil(questionCount / 4);
    return `${n} data ${n === 1 ? 'set' : 'sets'}`;
  }
  return `${questionCount} ${questionCount === 1 ? 'question' : 'questions'}`;
}

export interface CompletionLike {
  subject: string;
  completedDate?: string | null;
  created_at?: string | null;
}

/** Completed today: a completion for the subject dated today, or 8 or more of today's questions in it. */
export function isCompletedToday(
  subjectKey: PlanSubjectKey,
  completions: CompletionLike[],
  todayQuestions: { subject: string }[],
  today: string,
): boolean {
  const done = completions.some(
    (c) => c.subject === subjectKey && (c.completedDate ?? c.created_at ?? '').slice(0, 10) === today,
  );
  if (done) return true;
  const count = todayQuestions.filter((q) => q.subject === subjectKey).length;
  return count >= STUDY_PLAN.completedTodayThreshold;
}

export type SectionState = 'ready' | 'empty' | 'completed';

export function sectionState(section: PlanSection, completedToday: boolean): SectionState {
  if (completedToday) return 'completed';
  return section.questions.length === 0 ? 'empty' : 'ready';
}
