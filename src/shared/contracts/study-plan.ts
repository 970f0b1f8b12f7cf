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
