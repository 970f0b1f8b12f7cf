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
