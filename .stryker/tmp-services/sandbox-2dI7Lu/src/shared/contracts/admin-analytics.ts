// @ts-nocheck
import { z } from 'zod';

export const DASHBOARD_PERIODS = ['7', '30', '90'] as const;
export const dashboardQuery = z.object({ days: z.enum(DASHBOARD_PERIODS).default('30') });

/** GET /api/admin/dashboard: the period's figures per India-time day; money is null for staff. */
export const adminDashboard = z.object({
  days: z.number(),
  kpis: z.object({
    registrations: z.number(),
    activeToday: z.number(),
    activeLast7Days: z.number(),
    answers: z.number(),
    practiceTestsFinished: z.number(),
    /** Mock attempts submitted in the period (by the learner, at time-up or by the sweep). */
    mocksTaken: z.number(),
    /** Mock attempts started and not yet submitted, now. */
    mocksInProgress: z.number(),
    revenuePaise: z.number().nullable(),
    /** Learners who ever paid, as a share (0–1) of all learners. */
    conversion: z.number().nullable(),
    openReports: z.number(),
    flaggedQuestions: z.number(),
  }),
  series: z.array(
    z.object({
      day: z.string(),
      registrations: z.number(),
      activeLearners: z.number(),
      answers: z.number(),
      mocksSubmitted: z.number(),
      revenuePaise: z.number().nullable(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** GET /api/admin/analytics: platform-wide figures from every learner's rows. */
export const platformAnalytics = z.object({
  items: z.array(
    z.object({
      questionId: z.number(),
      section: z.string(),
      topic: z.string(),
      stem: z.string(),
      learners: z.number(),
      /** Share of learners right on their first attempt. */
      facility: z.number(),
      /** Point-biserial correlation of first-attempt correctness with the learner's overall accuracy. */
      discrimination: z.number().nullable(),
      meanSeconds: z.number(),
    }),
  ),
  topics: z.array(
    z.object({
      section: z.string(),
      topic: z.string(),
      attempts: z.number(),
      learners: z.number(),
      accuracy: z.number(),
    }),
  ),
  funnel: z.object({
    signedUp: z.number(),
    practised: z.number(),
    tookTest: z.number(),
    tookMock: z.number(),
    purchased: z.number(),
  }),
  /** Finished practice tests by score band (0–9%, 10–19%, … 90–100%). */
  testScores: z.array(z.object({ band: z.string(), tests: z.number() })),
  /** Every mock with submitted attempts (most taken first): its stored scores' spread, in marks. */
  mockScores: z.array(
    z.object({
      mockId: z.number(),
      title: z.string(),
      exam: z.string(),
      takers: z.number(),
      mean: z.number(),
      /** 25th, 50th and 75th percentiles, interpolated between neighbouring scores. */
      q1: z.number(),
      median: z.number(),
      q3: z.number(),
      top: z.number(),
      maxScore: z.number(),
      /**
       * Ten bands of a tenth of the maximum each (`band` as a share of it); the first also holds scores below zero
       * (`from` is then the lowest score), the last the full marks.
       */
      histogram: z.array(z.object({ band: z.string(), from: z.number(), to: z.number(), takers: z.number() })),
    }),
  ),
});
export type PlatformAnalytics = z.infer<typeof platformAnalytics>;
