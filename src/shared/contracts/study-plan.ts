import { z } from 'zod';
import { PLAN_SUBJECTS, STUDY_PLAN } from '../domain/study-plan.ts';

const subjectKeys = PLAN_SUBJECTS.map((s) => s.key) as [string, ...string[]];
export const planSubject = z.enum(subjectKeys, { message: `subject must be one of ${subjectKeys.join(', ')}` });

export const dailyCompletionBody = z.object({
  subject: planSubject,
  questionsCompleted: z.number().int().min(0).max(500),
  /** minutes */
  totalTime: z
    .number()
    .min(0)
    .max(24 * 60),
});
export const dailyCompletion = z.object({
  id: z.number(),
  subject: z.string(),
  completedDate: z.string(),
  created_at: z.string(),
  questionsCompleted: z.number(),
  totalTime: z.number(),
});
export type DailyCompletion = z.infer<typeof dailyCompletion>;

export const todayQuestion = z.object({ id: z.number(), subject: z.string(), isCorrect: z.boolean() });

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

export const studyPlanBody = z.object({
  hours: z.number().int().min(STUDY_PLAN.minHours).max(STUDY_PLAN.maxHours),
});
