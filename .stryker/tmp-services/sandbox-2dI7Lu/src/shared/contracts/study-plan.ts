// @ts-nocheck
import { z } from 'zod';
import { STUDY_PLAN } from '../domain/study-plan.ts';
import { planQuestion, planSubject } from './adaptive.ts';

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

export const studyPlanBody = z.object({
  hours: z.number().int().min(STUDY_PLAN.minHours).max(STUDY_PLAN.maxHours),
});

export const planSection = z.object({
  subject: z.string(),
  subjectKey: planSubject,
  questions: z.array(planQuestion),
  /** time budget in minutes */
  estimatedTime: z.number(),
  /** sum of the questions' minutes */
  actualTime: z.number(),
});
export const studyPlan = z.object({
  hours: z.number().int(),
  totalTime: z.number(),
  sections: z.array(planSection),
});
export type StudyPlanDto = z.infer<typeof studyPlan>;
