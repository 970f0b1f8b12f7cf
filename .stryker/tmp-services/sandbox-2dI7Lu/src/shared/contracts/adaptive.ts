// @ts-nocheck
import { z } from 'zod';
import { PLAN_SUBJECTS, type PlanSubjectKey } from '../domain/study-plan.ts';

// The adaptive engine: questions near the learner's ability and their performance (spec section 7).

const subjectKeys = PLAN_SUBJECTS.map((s) => s.key) as [PlanSubjectKey, ...PlanSubjectKey[]];
export const planSubject = z.enum(subjectKeys, { message: `subject must be one of ${subjectKeys.join(', ')}` });

export const adaptiveQuestionsQuery = z.object({
  userId: z.string().min(1).max(64),
  subject: planSubject,
  targetTime: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .optional(),
  count: z.coerce.number().int().min(1).max(100).default(8),
});
export const planQuestion = z.object({
  id: z.number(),
  subject: z.string(),
  section: z.string(),
  topic: z.string(),
  type: z.string(),
  difficulty: z.number(),
  estimatedTime: z.number(),
  isPremium: z.boolean(),
  setId: z.number().nullable(),
});
export type PlanQuestionDto = z.infer<typeof planQuestion>;

export const adaptivePerformanceQuery = z.object({
  userId: z.string().min(1).max(64),
  subject: planSubject.default('Quantitative Aptitude'),
});
export const progressionPoint = z.object({
  /** attempts replayed up to the end of this window */
  attempts: z.number().int(),
  theta: z.number(),
  uncertainty: z.number(),
  /** share correct within the window, 0–1 */
  accuracy: z.number(),
  recommendedDifficulty: z.number().int(),
});
export const adaptivePerformance = z.object({
  insights: z.string(),
  performance: z.object({
    /** share correct of the last 20 answers in the subject, 0–1 */
    recentAccuracy: z.number().min(0).max(1),
    /** difficulty label 1–5 nearest the learner's ability */
    recommendedDifficulty: z.number().int().min(1).max(5),
    /** the learner's level after every 10 answers, oldest first */
    difficultyProgression: z.array(progressionPoint),
    ability: z.object({ theta: z.number(), uncertainty: z.number(), attempts: z.number().int() }),
    recentCount: z.number().int(),
  }),
});
export type AdaptivePerformance = z.infer<typeof adaptivePerformance>;
