// @ts-nocheck
import { z } from 'zod';

export const adminOverview = z.object({
  users: z.object({ total: z.number(), newLast7Days: z.number(), premium: z.number(), admins: z.number() }),
  questions: z.object({ published: z.number(), draft: z.number(), sets: z.number() }),
  activity: z.object({ attemptsToday: z.number(), activeLearnersToday: z.number(), attemptsLast7Days: z.number() }),
  openReports: z.number(),
  revenue: z.object({ last30DaysPaise: z.number(), capturedPayments: z.number() }),
});
export type AdminOverview = z.infer<typeof adminOverview>;
