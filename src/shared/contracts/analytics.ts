import { z } from 'zod';

/** Spec section 3 "Analytics summary"; percentages are 0–100, days in the learner's timezone. */
export const analyticsSummary = z.object({
  /** Consecutive days with at least one attempt, ending today (or yesterday when today has none yet). */
  streak: z.number().int(),
  totalQuestions: z.number().int(),
  accuracy: z.number(),
  xp: z.number().int(),
  /** The last 7 days, oldest first. day: 'Mon'…'Sun'; date: YYYY-MM-DD. */
  dailyProgress: z.array(
    z.object({ day: z.string(), date: z.string(), accuracy: z.number(), questionsAttempted: z.number().int() }),
  ),
  /** subject: 'Quantitative Aptitude' | 'VARC' | 'DILR' (the study plan's subject keys). */
  subjectWiseAccuracy: z.array(
    z.object({ subject: z.string(), section: z.string(), accuracy: z.number(), questionsAttempted: z.number().int() }),
  ),
  /** The last 8 weeks (Monday to Sunday), oldest first. week: a label like '16 Nov'; weekStart: YYYY-MM-DD. */
  weeklyProgress: z.array(
    z.object({ week: z.string(), weekStart: z.string(), accuracy: z.number(), questionsAttempted: z.number().int() }),
  ),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;

/** The performance prediction (shared/domain/exam/prediction.ts): an estimate, never a score. */
export const performancePrediction = z.object({
  basis: z.enum(['mocks', 'practice']),
  score: z.number(),
  percentile: z.number(),
  low: z.number(),
  high: z.number(),
  attempts: z.number().int(),
  explanation: z.string(),
});
export type PerformancePrediction = z.infer<typeof performancePrediction>;

/** The nearest mock the learner may still take: open now, or opening later. */
export const nextMock = z.object({
  id: z.number().int(),
  title: z.string(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  open: z.boolean(),
});

/** The home's summary plus what the home adds to the spec's shape. */
export const homeAnalytics = analyticsSummary.extend({
  prediction: performancePrediction.nullable(),
  nextMock: nextMock.nullable(),
});
export type HomeAnalytics = z.infer<typeof homeAnalytics>;

const counts = {
  attempts: z.number().int(),
  correct: z.number().int(),
  /** 0–100 */
  accuracy: z.number(),
  averageSeconds: z.number(),
};

/** One topic of the drill-down (and one heat-map cell). */
export const topicFigures = z.object({ section: z.string(), area: z.string(), topic: z.string(), ...counts });
export type TopicFigures = z.infer<typeof topicFigures>;

export const weakness = z.object({
  section: z.string(),
  area: z.string(),
  topic: z.string(),
  attempts: z.number().int(),
  accuracy: z.number(),
  /** The 95% Wilson interval of the topic's accuracy, 0–100; its top lies below the learner's mean. */
  low: z.number(),
  high: z.number(),
});

export const recommendation = z.object({
  topic: z.string(),
  section: z.string(),
  reason: z.string(),
  questionIds: z.array(z.number().int()),
  /** /questions?ids=… : the practice page with these questions. */
  href: z.string(),
});

export const mockProgress = z.object({
  attemptId: z.string(),
  title: z.string(),
  submittedAt: z.string(),
  score: z.number(),
  maxScore: z.number(),
  /** Share of this mock's takers below the learner, 0–100. */
  percentile: z.number(),
  sections: z.array(z.object({ key: z.string(), score: z.number() })),
});

export const timeBucket = z.object({
  section: z.string(),
  difficulty: z.number().int(),
  attempts: z.number().int(),
  correctSeconds: z.number().nullable(),
  wrongSeconds: z.number().nullable(),
  accuracy: z.number(),
});

export const overspent = z.object({
  questionId: z.number().int(),
  section: z.string(),
  topic: z.string(),
  seconds: z.number().int(),
  budgetSeconds: z.number().int(),
  correct: z.boolean(),
  at: z.string(),
});

/** GET /api/analytics/details (premium): everything the /analytics page shows. */
export const analyticsDetails = z.object({
  totals: z.object({ ...counts }),
  topics: z.array(topicFigures),
  weaknesses: z.array(weakness),
  /** Fewest answers in a topic before it can be called a weakness. */
  minAttempts: z.number().int(),
  recommendations: z.array(recommendation),
  mocks: z.array(mockProgress),
  time: z.object({
    buckets: z.array(timeBucket),
    /** Per-question budget in seconds by bank section (each section's exam: minutes ÷ its questions). */
    budgets: z.record(z.string(), z.number().int()),
    overspentCount: z.number().int(),
    overspent: z.array(overspent),
  }),
});
export type AnalyticsDetails = z.infer<typeof analyticsDetails>;
