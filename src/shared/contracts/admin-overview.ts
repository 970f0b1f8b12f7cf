import { z } from 'zod';
import { ROLES } from '../domain/access.ts';

export const adminOverview = z.object({
  users: z.object({ total: z.number(), newLast7Days: z.number(), premium: z.number(), admins: z.number() }),
  questions: z.object({ published: z.number(), draft: z.number(), sets: z.number() }),
  activity: z.object({ attemptsToday: z.number(), activeLearnersToday: z.number(), attemptsLast7Days: z.number() }),
  openReports: z.number(),
  revenue: z.object({ last30DaysPaise: z.number(), capturedPayments: z.number() }),
});
export type AdminOverview = z.infer<typeof adminOverview>;

export const adminUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  isAdmin: z.boolean(),
  freeAccess: z.boolean(),
  hasPaidSubscription: z.boolean(),
  attempts: z.number(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUsersPage = z.object({
  items: z.array(adminUserRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const adminUserPatch = z.strictObject({ role: z.enum(ROLES).optional() });
export type AdminUsersPage = z.infer<typeof adminUsersPage>;
