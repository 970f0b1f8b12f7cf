// @ts-nocheck
import { z } from 'zod';
import { ROLES } from '../domain/access.ts';
import { auditEntry } from './audit.ts';

const day = z.iso.date('a day as YYYY-MM-DD');

export const USER_PLAN_FILTERS = ['free', 'paid', 'freeAccess', 'staff'] as const;
export const USER_ACTIVITY_FILTERS = ['active7', 'active30', 'inactive30', 'never'] as const;

/** /api/admin/users and its CSV: search and filters (role, plan, signup date, activity, suspended). */
export const adminUsersFilter = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  plan: z.enum(USER_PLAN_FILTERS).optional(),
  joinedFrom: day.optional(),
  joinedTo: day.optional(),
  activity: z.enum(USER_ACTIVITY_FILTERS).optional(),
  suspended: z.enum(['yes', 'no']).optional(),
});
export type AdminUsersFilter = z.infer<typeof adminUsersFilter>;
export const adminUsersQuery = adminUsersFilter.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  freeAccess: z.boolean(),
  freeAccessUntil: z.string().nullable(),
  hasPaidSubscription: z.boolean(),
  suspended: z.boolean(),
  attempts: z.number(),
  lastActiveAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUsersPage = z.object({
  items: z.array(adminUserRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPage>;

export const userIdParams = z.object({ id: z.uuid('id must be a user id') });

/** PATCH /api/admin/users/:id: the role (administrators only). */
export const adminUserPatch = z.strictObject({ role: z.enum(ROLES) });

/** POST /api/admin/users/:id/free-access: grant (optionally until a day, India time) or revoke. */
export const freeAccessChange = z.strictObject({
  enabled: z.boolean(),
  until: day.nullable().optional(),
});
export type FreeAccessChange = z.infer<typeof freeAccessChange>;

export const suspendBody = z.strictObject({ reason: z.string().trim().max(300).optional() });

export const adminUserAction = z.object({ user: adminUserRow, message: z.string() });
export type AdminUserAction = z.infer<typeof adminUserAction>;

/** GET /api/admin/users/:id: a learner's page. `payments` is null for staff (money is for administrators). */
export const adminUserDetail = z.object({
  user: adminUserRow.extend({ phone: z.string().nullable(), suspendedAt: z.string().nullable() }),
  plan: z.object({
    subscriptions: z.array(
      z.object({ planName: z.string(), status: z.string(), startsAt: z.string(), endsAt: z.string() }),
    ),
  }),
  payments: z
    .array(
      z.object({
        id: z.string(),
        receiptNo: z.number(),
        planName: z.string(),
        amountPaise: z.number(),
        status: z.string(),
        createdAt: z.string(),
      }),
    )
    .nullable(),
  activity: z.object({
    attempts: z.number(),
    correct: z.number(),
    questions: z.number(),
    totalSeconds: z.number(),
    activeDays30: z.number(),
    lastActiveAt: z.string().nullable(),
    liveSessions: z.number(),
    byDay: z.array(z.object({ day: z.string(), attempts: z.number() })),
  }),
  tests: z.object({ started: z.number(), finished: z.number() }),
  sections: z.array(z.object({ section: z.string(), attempts: z.number(), accuracy: z.number().nullable() })),
  /** Extra time on mock tests (PwD): the factor applied to tests started from now on; 1 when none (4 decimals). */
  extraTime: z.object({ timeFactor: z.number() }),
  audit: z.array(auditEntry),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
